import { Form, Link, data } from 'react-router'
import { z } from 'zod'
import { ListEmpty, ListTable } from '#app/components/admin/list-controls.tsx'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { staffContext } from '#app/context.ts'
import { interviewInWords, markAttendance } from '#app/utils/applications/interview-attendance.server.ts'
import { interviewTimes } from '#app/utils/applications/interview-invitation.ts'
import { listInterviews } from '#app/utils/applications/interviews.server.ts'
import { formatIndianDate, isPlainDate, todayInIndia } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/interviews'

// GET /admin/applications/interviews?day=YYYY-MM-DD: the day's interviews by time (today in
// India unless another day is asked for), to plan the day and to print for the gate. Once an
// interview's time has come, each row offers "Came" and "Did not come" (plain posts, intent
// attendance), which the row then shows; the other button corrects a wrong press.

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
	const now = new Date()
	const today = todayInIndia(now)
	const day = isPlainDate(asked) ? asked : today
	const interviews = await listInterviews(getDb(), day)
	return {
		day,
		today,
		dayInWords: formatIndianDate(day),
		previous: shiftDay(day, -1),
		next: shiftDay(day, 1),
		// Whether the person came can be marked from the interview's time on, not before.
		interviews: interviews.map((row) => ({
			...row,
			started: interviewTimes({ date: day, time: row.time }).start <= now,
		})),
		// A day that is no day (2026-02-30, a mistyped address) is said, not silently replaced by today.
		wrongDay: asked && asked !== day ? asked.slice(0, 40) : null,
	}
}

const AttendanceSchema = z.object({
	intent: z.literal('attendance'),
	application: z.coerce.number().int().positive(),
	date: z.string().refine(isPlainDate),
	time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
	came: z.enum(['yes', 'no']),
})

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const { formData } = await readForm(request)
	const parsed = AttendanceSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) {
		return data({ tone: 'error' as const, message: 'That form was not one of this page’s: nothing was marked.' }, 400)
	}
	const { application, date, time } = parsed.data
	const came = parsed.data.came === 'yes'
	const outcome = await markAttendance(getDb(), staff, { applicationId: application, date, time, came })
	const interview = interviewInWords(date, time)
	if (!outcome.ok) {
		if (outcome.reason === 'not-found') throw new Response('There is no such application.', { status: 404 })
		if (outcome.reason === 'erased') {
			return data({ tone: 'error' as const, message: 'This applicant was erased: nothing more can change.' }, 409)
		}
		const message =
			outcome.reason === 'too-early'
				? `The interview of ${outcome.name} is on ${interview}: whether they came can be marked from then on. Nothing was marked.`
				: `${outcome.name}’s interview of ${interview} is no longer set (moved or called off): nothing was marked.`
		return data({ tone: 'error' as const, message }, 409)
	}
	const marked = `${outcome.name} ${came ? 'came' : 'did not come'} to the interview of ${interview}`
	return {
		tone: 'success' as const,
		message: outcome.changed ? `Marked: ${marked}.` : `Already marked: ${marked}. Nothing changed.`,
	}
}

type Row = Route.ComponentProps['loaderData']['interviews'][number]

/** The mark of a row whose time has come, and the buttons that set it (both) or correct it (the other one). */
function Attendance({ row, day }: { row: Row; day: string }) {
	if (!row.started) return <span className="admin-muted">From {row.timeInWords}</span>
	const state = row.came === true ? 'Came' : row.came === false ? 'Did not come' : 'Not marked yet'
	const button = (came: boolean) => (
		<PostForm intent="attendance" className="admin-inline-form no-print">
			<input type="hidden" name="application" value={row.applicationId} />
			<input type="hidden" name="date" value={day} />
			<input type="hidden" name="time" value={row.time} />
			<input type="hidden" name="came" value={came ? 'yes' : 'no'} />
			<StatusButton
				className={`button button-small ${came && row.came === null ? 'button-primary' : 'button-outline'}`}
				aria-label={`${came ? 'Came' : 'Did not come'}: ${row.name}`}
			>
				{came ? 'Came' : 'Did not come'}
			</StatusButton>
		</PostForm>
	)
	return (
		<div className="admin-attendance">
			<span
				className={
					row.came === null ? 'admin-muted' : `admin-badge ${row.came ? 'admin-badge-ok' : 'admin-badge-alert'}`
				}
			>
				{state}
			</span>
			{row.movedTo ? <span className="admin-muted"> (now {row.movedTo})</span> : null}
			{/* Once marked, only the other answer is offered: the press that corrects a wrong one. */}
			{row.came !== true ? button(true) : null}
			{row.came !== false ? button(false) : null}
		</div>
	)
}

export default function Interviews({ loaderData, actionData }: Route.ComponentProps) {
	const { day, today, dayInWords, previous, next, interviews, wrongDay } = loaderData
	const title = day === today ? `Today’s interviews, ${dayInWords}` : `Interviews on ${dayInWords}`
	return (
		<section className="admin-page interviews-page" aria-labelledby="interviews-title">
			<p className="no-print">
				<Link to="/admin/applications">All applications</Link>
			</p>
			<h1 id="interviews-title">{title}</h1>
			{actionData ? (
				<FormNotice tone={actionData.tone}>
					<p>{actionData.message}</p>
				</FormNotice>
			) : null}
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
						rowKey={(row) => `${row.applicationId} ${row.time}`}
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
							{ name: 'Came?', cell: (row) => <Attendance row={row} day={day} /> },
						]}
					/>
				</>
			)}
		</section>
	)
}
