import { Form, Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { formatIndianDate } from '#app/utils/common/dates.ts'
import { applicationReports } from '#app/utils/applications/reports.server.ts'
import { applicationSources } from '#app/utils/applications/source-report.server.ts'
import { readReportWeeks, REPORT_WEEKS } from '#app/utils/applications/reports.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/reports'
import { showRateByWeek } from '#app/utils/applications/show-rate.server.ts'
import { ShowRateSection } from './+shared/show-rate-section.tsx'
import { rejectionsOfReportWeeks } from '#app/utils/applications/rejection-reasons.server.ts'
import { RejectionReasonsSection } from './+shared/rejection-reasons-section.tsx'

// GET /admin/applications/reports?weeks=12: applications per job and week, the time a hire takes, and where the
// period's applications stand, each as a table with a CSV beside it (reports-export.ts).

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Reports',
		description: 'Applications per job and week, time to hire.',
		path: '/admin/applications/reports',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

/** The most recent weeks shown per job on the page; the CSV has every week. */
const WEEKS_PER_JOB_SHOWN = 4
/** The busiest jobs the page lists (a year of data has hundreds); the CSV has every job. */
const JOBS_SHOWN = 30

export async function loader({ request }: Route.LoaderArgs) {
	const weeks = readReportWeeks(new URL(request.url))
	const [reports, showRate] = await Promise.all([applicationReports(getDb(), weeks), showRateByWeek(getDb(), weeks)])
	const rejections = await rejectionsOfReportWeeks(getDb(), weeks)
	const sources = await applicationSources(getDb(), weeks)
	const { weekly, hires, ...rest } = reports
	return {
		weekCount: weeks,
		...rest,
		// The busiest jobs with their last weeks only: a year of data has hundreds of jobs, and the page would weigh
		// half a megabyte with every job's every week (the CSV has them all).
		weekly: weekly.slice(0, JOBS_SHOWN).map((row) => ({ ...row, counts: row.counts.slice(-WEEKS_PER_JOB_SHOWN) })),
		jobsNotShown: Math.max(0, weekly.length - JOBS_SHOWN),
		hires: hires.slice(0, JOBS_SHOWN),
		hiresNotShown: Math.max(0, hires.length - JOBS_SHOWN),
		showRate,
		rejections,
		sources,
	}
}

function csvHref(table: string, weeks: number) {
	return `/admin/applications/reports/export?table=${table}&weeks=${weeks}`
}

export default function Reports({ loaderData }: Route.ComponentProps) {
	const { weekCount, weeks, weekly, weeklyTotals, hires, stages, showRate, jobsNotShown, hiresNotShown } = loaderData
	const busiest = Math.max(1, ...weeklyTotals)
	const shownWeeks = weeks.slice(-WEEKS_PER_JOB_SHOWN)
	const since = formatIndianDate(weeks[0]!)
	return (
		<section className="admin-page admin-reports" aria-labelledby="reports-title">
			<h1 id="reports-title">Reports</h1>
			<Form method="get" className="admin-reports-period">
				<label htmlFor="report-weeks">Period</label>
				<select id="report-weeks" name="weeks" defaultValue={weekCount}>
					{REPORT_WEEKS.map((count) => (
						<option key={count} value={count}>
							Last {count} weeks
						</option>
					))}
				</select>
				<button type="submit" className="button button-secondary">
					Show
				</button>
			</Form>
			<p>
				Since Monday {since}, this week included. Weeks start on Monday in India. Erased applications are counted,
				nothing of their person is shown.
			</p>

			<section aria-labelledby="weekly-title">
				<h2 id="weekly-title">Applications per week</h2>
				<ListTable
					caption={`Applications per week, last ${weekCount} weeks`}
					cards={false}
					className="admin-report-bars"
					rows={weeks.map((week, index) => ({ week, count: weeklyTotals[index] ?? 0 }))}
					rowKey={(row) => row.week}
					columns={[
						{ name: 'Week of', rowHeader: true, cell: (row) => formatIndianDate(row.week) },
						{ name: 'Applications', cell: (row) => row.count },
						{
							name: 'Chart',
							nameHidden: true,
							cell: (row) => (
								<span
									className="admin-report-bar"
									style={{ inlineSize: `${Math.round((row.count / busiest) * 100)}%` }}
									aria-hidden="true"
								/>
							),
						},
					]}
				/>
				<h3>Per job</h3>
				{weekly.length ? (
					<ListTable
						caption={`Applications per job, last ${weekCount} weeks, with the last ${WEEKS_PER_JOB_SHOWN} weeks apart`}
						rows={weekly}
						rowKey={(row) => row.jobId}
						columns={[
							{
								name: 'Job',
								rowHeader: true,
								cell: (row) => <Link to={`/admin/applications?job=${row.jobId}`}>{row.title}</Link>,
							},
							{ name: 'Place', cell: (row) => row.location },
							{ name: `All ${weekCount} weeks`, cell: (row) => row.total },
							...shownWeeks.map((week, index) => ({
								name: `Week of ${formatIndianDate(week)}`,
								cell: (row: (typeof weekly)[number]) => row.counts[row.counts.length - shownWeeks.length + index] ?? 0,
							})),
						]}
					/>
				) : (
					<p>No applications in this period.</p>
				)}
				{jobsNotShown > 0 ? (
					<p>
						The {JOBS_SHOWN} busiest jobs are shown; {jobsNotShown} more are in the CSV.
					</p>
				) : null}
				<p>
					<a href={csvHref('weekly', weekCount)} download>
						Download every job and week (CSV)
					</a>
				</p>
			</section>

			<section aria-labelledby="hires-title">
				<h2 id="hires-title">Time to hire</h2>
				<p>Days from the application to the move to Hired, for those hired in the period.</p>
				{hires.length ? (
					<ListTable
						caption={`Time to hire per job, hires of the last ${weekCount} weeks`}
						rows={hires}
						rowKey={(row) => row.jobId}
						columns={[
							{ name: 'Job', rowHeader: true, cell: (row) => row.title },
							{ name: 'Place', cell: (row) => row.location },
							{ name: 'Hired', cell: (row) => row.hired },
							{ name: 'Median days', cell: (row) => row.medianDays },
							{ name: 'Quickest', cell: (row) => row.fastestDays },
							{ name: 'Slowest', cell: (row) => row.slowestDays },
						]}
					/>
				) : (
					<p>Nobody was hired in this period.</p>
				)}
				{hiresNotShown > 0 ? (
					<p>
						The {JOBS_SHOWN} jobs with the most hires are shown; {hiresNotShown} more are in the CSV.
					</p>
				) : null}
				<p>
					<a href={csvHref('hires', weekCount)} download>
						Download the time to hire (CSV)
					</a>
				</p>
			</section>

			<section aria-labelledby="stages-title">
				<h2 id="stages-title">Where the period’s applications stand</h2>
				<ListTable
					caption={`Applications of the last ${weekCount} weeks by their stage today`}
					cards={false}
					className="admin-report-bars"
					rows={stages}
					rowKey={(row) => row.stage}
					columns={[
						{
							name: 'Stage',
							rowHeader: true,
							cell: (row) => <Link to={`/admin/applications?stage=${row.stage}&from=${weeks[0]}`}>{row.stage}</Link>,
						},
						{ name: 'Applications', cell: (row) => row.count },
						{ name: 'Share', cell: (row) => `${row.percent}%` },
						{
							name: 'Chart',
							nameHidden: true,
							cell: (row) => (
								<span className="admin-report-bar" style={{ inlineSize: `${row.percent}%` }} aria-hidden="true" />
							),
						},
					]}
				/>
				<p>
					<a href={csvHref('stages', weekCount)} download>
						Download the stages (CSV)
					</a>
				</p>
			</section>

			<ShowRateSection weeks={showRate} weekCount={weekCount} />
			<RejectionReasonsSection rows={loaderData.rejections} weekCount={weekCount} />

			<SourcesSection weekCount={weekCount} report={loaderData.sources} />
		</section>
	)
}

/** Where the period's applications came from: the link that brought each (application-source.ts). */
function SourcesSection({
	weekCount,
	report,
}: {
	weekCount: number
	report: Route.ComponentProps['loaderData']['sources']
}) {
	const shownWeeks = report.weeks.slice(-WEEKS_PER_JOB_SHOWN)
	return (
		<section aria-labelledby="sources-title">
			<h2 id="sources-title">Where applications come from</h2>
			<p>
				The link each application came by: the career pages (and any other way in), a job alert’s mail or text, the job
				feed, or an invitation to the people to call back (its job link, or “Add to this job”). Hired counts the
				period’s applications moved to Hired so far.
			</p>
			<ListTable
				caption={`Applications of the last ${weekCount} weeks by where they came from`}
				rows={report.sources}
				rowKey={(row) => row.source}
				columns={[
					{ name: 'Source', rowHeader: true, cell: (row) => row.name },
					{ name: 'Applications', cell: (row) => row.total },
					{ name: 'Share', cell: (row) => `${row.percent}%` },
					{ name: 'Hired', cell: (row) => row.hired },
					...shownWeeks.map((week, index) => ({
						name: `Week of ${formatIndianDate(week)}`,
						cell: (row: (typeof report.sources)[number]) =>
							row.counts[row.counts.length - shownWeeks.length + index] ?? 0,
					})),
				]}
			/>
			<p>
				<a href={csvHref('sources', weekCount)} download>
					Download where applications come from, every week (CSV)
				</a>
			</p>
		</section>
	)
}
