import { Link } from 'react-router'
import { z } from 'zod'
import { FilterInput, FilterSelect } from '#app/components/admin/filter-fields.tsx'
import { ListEmpty, ListFilterForm, ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { listParam, readListQuery } from '#app/utils/common/admin-lists.ts'
import { formatIndianDate } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { JOB_SORTS, JOB_STATE_LABELS, JOB_STATES, type JobState } from '#app/utils/jobs/job-schema.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { LANGUAGE_NAMES_IN_ENGLISH } from '#app/i18n/languages.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { anyJobExists, listJobsForStaff } from '#app/utils/jobs/jobs.server.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Jobs', description: 'The Brisk back office.', path: '/admin/jobs', matches, noindex: true })

const FILTERS = z.object({ q: listParam.search(), state: listParam.oneOf(JOB_STATES) })

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('jobs')]

export async function loader({ request }: Route.LoaderArgs) {
	const { filters, filtered, list } = readListQuery(new URL(request.url), {
		filters: FILTERS,
		sorts: JOB_SORTS,
		defaultSort: 'deadline',
	})
	const db = getDb()
	const [{ jobs, total }, anyJob, categories] = await Promise.all([
		listJobsForStaff(db, { state: filters.state || null, text: filters.q, list }),
		anyJobExists(db),
		listCategories(db, { retired: true }),
	])
	// Each job's category by the English name staff keep for it (a retired one says so).
	const names = new Map(categories.map((c) => [c.value, c.retired ? `${c.names.en} (retired)` : c.names.en]))
	const named = jobs.map((job) => ({ ...job, category: names.get(job.categoryValue) ?? job.category }))
	return { jobs: named, total, list, filters, filtered, anyJob }
}

export default function JobsList({ loaderData }: Route.ComponentProps) {
	const { jobs, total, list, filters, filtered, anyJob } = loaderData
	return (
		<section className="admin-page" aria-labelledby="jobs-title">
			<div className="admin-page-head">
				<h1 id="jobs-title">Jobs</h1>
				<div className="admin-page-actions">
					<Link to="/admin/jobs/categories" className="button button-outline">
						Categories
					</Link>
					<Link to="/admin/jobs/new" className="button button-primary">
						New job
					</Link>
				</div>
			</div>
			<ListFilterForm label="Filter the jobs" filtered={filtered}>
				<FilterInput name="q" label="Search" value={filters.q} />
				<FilterSelect
					name="state"
					label="State"
					value={filters.state}
					options={[
						{ value: '', label: 'Any state' },
						...JOB_STATES.map((state) => ({ value: state, label: JOB_STATE_LABELS[state] })),
					]}
				/>
			</ListFilterForm>
			{jobs.length === 0 ? (
				<ListEmpty
					filtered={anyJob}
					matching={
						<>
							No job matches this filter. <Link to="/admin/jobs">Show all jobs</Link>
						</>
					}
					none={
						<>
							There are no jobs yet. <Link to="/admin/jobs/new">Create the first job</Link>
						</>
					}
				/>
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
									{job.missingLanguages.length ? (
										<span className="admin-jobs-languages">
											Not yet in{' '}
											{job.missingLanguages.map((language) => LANGUAGE_NAMES_IN_ENGLISH[language]).join(' or ')}
										</span>
									) : null}
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
			<Pagination page={list.page} total={total} label="jobs" one="job" />
		</section>
	)
}

function JobStateBadge({ state }: { state: JobState }) {
	const tone = state === 'open' ? 'admin-badge-ok' : state === 'expired' ? 'admin-badge-warn' : ''
	return <span className={`admin-badge ${tone}`}>{JOB_STATE_LABELS[state]}</span>
}
