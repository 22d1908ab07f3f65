import { Form, Link } from 'react-router'
import { ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { PAGE_SIZE, readListState } from '#app/utils/admin-lists.ts'
import { getDb } from '#app/utils/db.server.ts'
import { JOB_STATE_LABELS, jobState, type JobState } from '#app/utils/job-schema.ts'
import { JOB_CATEGORIES } from '#app/utils/jobs.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import type { Route } from './+types/index'
import { formatIndianDate } from '#app/utils/dates.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Jobs', description: 'The Brisk back office.', path: '/admin/jobs', matches, noindex: true })

const SORTS = ['title', 'category', 'location', 'state', 'deadline', 'applications'] as const
type Sort = (typeof SORTS)[number]
const STATES = Object.keys(JOB_STATE_LABELS) as JobState[]

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request, 'jobs')
	const url = new URL(request.url)
	const list = readListState<Sort>(url, { sorts: SORTS, defaultSort: 'deadline' })
	const stateParam = url.searchParams.get('state') as JobState | null
	const state = stateParam && STATES.includes(stateParam) ? stateParam : null
	const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100)

	const rows = await getDb()
		.selectFrom('jobs')
		.select(['id', 'title', 'designation', 'category', 'location', 'till_date', 'published'])
		.select((eb) =>
			eb
				.selectFrom('applications')
				.select(eb.fn.countAll<number>().as('n'))
				.whereRef('applications.job_id', '=', 'jobs.id')
				.as('applications'),
		)
		.execute()
	const needle = query.toLowerCase()
	// A few hundred jobs at most: filtering and sorting here keeps the state (computed from today's date) in one place.
	const jobs = rows
		.map((row) => ({
			id: row.id,
			title: row.title,
			designation: row.designation,
			category: JOB_CATEGORIES.find((c) => c.value === row.category)?.label ?? row.category,
			location: row.location,
			deadline: row.till_date,
			state: jobState(row),
			applications: Number(row.applications ?? 0),
		}))
		.filter((job) => !state || job.state === state)
		.filter(
			(job) =>
				!needle ||
				[job.title, job.designation, job.category, job.location].some((text) => text.toLowerCase().includes(needle)),
		)
	const key: Record<Sort, (job: (typeof jobs)[number]) => string | number> = {
		title: (job) => job.title.toLowerCase(),
		category: (job) => job.category,
		location: (job) => job.location.toLowerCase(),
		state: (job) => STATES.indexOf(job.state),
		deadline: (job) => job.deadline,
		applications: (job) => job.applications,
	}
	const by = key[list.sort]
	jobs.sort((a, b) => {
		const order = by(a) < by(b) ? -1 : by(a) > by(b) ? 1 : b.id - a.id
		return list.dir === 'asc' ? order : -order
	})
	const start = (list.page - 1) * PAGE_SIZE
	return {
		jobs: jobs.slice(start, start + PAGE_SIZE),
		total: jobs.length,
		list,
		filter: { state, query },
		anyJob: rows.length > 0,
	}
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
						{STATES.map((state) => (
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
