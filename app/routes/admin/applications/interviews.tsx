import { Form, Link } from 'react-router'
import { ListEmpty, ListTable } from '#app/components/admin/list-controls.tsx'
import { FormNotice } from '#app/components/forms.tsx'
import { listInterviews } from '#app/utils/applications/interviews.server.ts'
import { formatIndianDate, isPlainDate, todayInIndia } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/interviews'

// GET /admin/applications/interviews?day=YYYY-MM-DD: the day's interviews by time (today in
// India unless another day is asked for), to plan the day and to print for the gate.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Interviews',
		description: 'The Brisk back office.',
		path: '/admin/applications/interviews',
		matches,
		noindex: true,
	})

/** The day before or after, as YYYY-MM-DD. */
function shiftDay(day: string, days: number) {
	return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ request }: Route.LoaderArgs) {
	const asked = new URL(request.url).searchParams.get('day')
	const today = todayInIndia()
	const day = isPlainDate(asked) ? asked : today
	return {
		day,
		today,
		dayInWords: formatIndianDate(day),
		previous: shiftDay(day, -1),
		next: shiftDay(day, 1),
		interviews: await listInterviews(getDb(), day),
		// A day that is no day (2026-02-30, a mistyped address) is said, not silently replaced by today.
		wrongDay: asked && asked !== day ? asked.slice(0, 40) : null,
	}
}

export default function Interviews({ loaderData }: Route.ComponentProps) {
	const { day, today, dayInWords, previous, next, interviews, wrongDay } = loaderData
	const title = day === today ? `Today’s interviews, ${dayInWords}` : `Interviews on ${dayInWords}`
	return (
		<section className="admin-page interviews-page" aria-labelledby="interviews-title">
			<p className="no-print">
				<Link to="/admin/applications">All applications</Link>
			</p>
			<h1 id="interviews-title">{title}</h1>
			{wrongDay ? (
				<FormNotice tone="error">
					<p>“{wrongDay}” is not a day: these are today’s interviews. Choose a day below.</p>
				</FormNotice>
			) : null}
			<div className="admin-toolbar no-print">
				<Form method="get" className="admin-filters" aria-label="Choose a day">
					<div className="field">
						<label htmlFor="interviews-day">Day</label>
						<input id="interviews-day" name="day" type="date" defaultValue={day} required />
					</div>
					<button type="submit" className="button button-outline">
						Show
					</button>
				</Form>
				<nav aria-label="Other days" className="admin-pages">
					<Link to={`?day=${previous}`}>Day before</Link>
					{day !== today ? <Link to="?">Today</Link> : null}
					<Link to={`?day=${next}`}>Day after</Link>
				</nav>
				{/* The button needs the page's script; without it the browser's own Print does the same. */}
				<button type="button" className="button button-outline with-script" onClick={() => window.print()}>
					Print the list
				</button>
				<p className="without-script">To print the list, use your browser’s Print.</p>
			</div>
			{interviews.length === 0 ? (
				<ListEmpty
					filtered={false}
					matching={null}
					none="No interview is set for this day. An interview is set by moving an application to Interview with its day and time."
				/>
			) : (
				<>
					<p>
						{interviews.length === 1 ? '1 interview' : `${interviews.length} interviews`}, by time. Each person should
						bring their Aadhaar card.
					</p>
					<ListTable
						caption={title}
						rows={interviews}
						rowKey={(row) => row.applicationId}
						columns={[
							{ name: 'Time', cell: (row) => row.timeInWords },
							{
								name: 'Name',
								rowHeader: true,
								cell: (row) => <Link to={`/admin/applications/${row.applicationId}`}>{row.name}</Link>,
							},
							{ name: 'Job', cell: (row) => row.job },
							{ name: 'Place', cell: (row) => row.place },
							{ name: 'Ask for', cell: (row) => row.askFor ?? '' },
							{ name: 'Mobile', cell: (row) => row.mobile },
							{ name: 'Reference', cell: (row) => row.reference },
							{
								name: 'Answer',
								cell: (row) =>
									row.answer === 'confirmed'
										? 'Will come'
										: row.answer === 'declined'
											? `Cannot come${row.answerNote ? `: “${row.answerNote}”` : ''}`
											: row.answer === 'none'
												? 'No answer yet'
												: 'Not asked',
							},
						]}
					/>
				</>
			)}
		</section>
	)
}
