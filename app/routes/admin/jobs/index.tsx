import { Form, Link } from 'react-router'
import { ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { readListState, readSearchText } from '#app/utils/admin-lists.ts'
import { formatIndianDate } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { JOB_SORTS, JOB_STATE_LABELS, JOB_STATES, type JobSort, type JobState } from '#app/utils/job-schema.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import { anyJobExists, listJobsForStaff } from './+shared/jobs.server.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Jobs', description: 'The Brisk back office.', path: '/admin/jobs', matches, noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request, 'jobs')
	const url = new URL(request.url)
	const list = readListState<JobSort>(url, { sorts: JOB_SORTS, defaultSort: 'deadline' })
	const stateParam = url.searchParams.get('state') as JobState | null
	const state = stateParam && JOB_STATES.includes(stateParam) ? stateParam : null
	const query = readSearchText(url)
	const db = getDb()
	const [{ jobs, total }, anyJob] = await Promise.all([
		listJobsForStaff(db, { state, text: query, list }),
		anyJobExists(db),
	])
	return { jobs, total, list, filter: { state, query }, anyJob }
}

export default function JobsList({ loaderData }: Route.ComponentProps) {
	const { jobs, total, list, filter, anyJob } = loaderData
	return (
		<section className="admin-page" aria-labelledby="jobs-title">
			<div className="admin-page-head">
				<h1 id="jobs-title">Jobs</h1>
				<Link to="/admin/jobs/new" className="button button-primary">
					New job
				</Link>
			</div>
			<Form method="get" className="admin-filters" role="search" aria-label="Filter the jobs">
				<div className="field">
					<label htmlFor="jobs-q">Search</label>
					<input id="jobs-q" type="search" name="q" defaultValue={filter.query} maxLength={100} />
				</div>
				<div className="field">
					<label htmlFor="jobs-state">State</label>
					<select id="jobs-state" name="state" defaultValue={filter.state ?? ''}>
						<option value="">Any state</option>
						{JOB_STATES.map((state) => (
							<option key={state} value={state}>
								{JOB_STATE_LABELS[state]}
							</option>
						))}
					</select>
				</div>
				<input type="hidden" name="sort" value={list.sort} />
				<input type="hidden" name="dir" value={list.dir} />
				<button type="submit" className="button button-outline">
					Filter
				</button>
			</Form>
			{jobs.length === 0 ? (
				<div className="admin-empty">
					{anyJob ? (
						<p>
							No job matches this filter. <Link to="/admin/jobs">Show all jobs</Link>
						</p>
					) : (
						<p>
							There are no jobs yet. <Link to="/admin/jobs/new">Create the first job</Link>
						</p>
					)}
				</div>
			) : (
				<ListTable
					caption="All jobs, open, closed and expired"
					rows={jobs}
					rowKey={(job) => job.id}
					sorted={list}
					columns={[
						{
							name: 'Title',
							sort: 'title',
							rowHeader: true,
							cell: (job) => (
								<>
									<Link to={`/admin/jobs/${job.id}`}>{job.title}</Link>
									<span className="admin-jobs-designation">{job.designation}</span>
								</>
							),
						},
						{ name: 'Category', sort: 'category', cell: (job) => job.category },
						{ name: 'Location', sort: 'location', cell: (job) => job.location },
						{ name: 'State', sort: 'state', cell: (job) => <JobStateBadge state={job.state} /> },
						{ name: 'Deadline', sort: 'deadline', cell: (job) => formatIndianDate(job.deadline) },
						{ name: 'Applications', sort: 'applications', cell: (job) => job.applications },
					]}
				/>
			)}
			<Pagination page={list.page} total={total} label="jobs" />
		</section>
	)
}

function JobStateBadge({ state }: { state: JobState }) {
	const tone = state === 'open' ? 'admin-badge-ok' : state === 'expired' ? 'admin-badge-warn' : ''
	return <span className={`admin-badge ${tone}`}>{JOB_STATE_LABELS[state]}</span>
}
