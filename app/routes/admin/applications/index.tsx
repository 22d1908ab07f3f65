import { Form, Link, useLocation } from 'react-router'
import { ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { readListState } from '#app/utils/admin-lists.ts'
import { filtersQuery, readApplicationFilters } from '#app/utils/applications.ts'
import { APPLICATION_SORTS, jobsToFilterBy, listApplications } from '#app/utils/applications.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { JOB_CATEGORIES } from '#app/utils/jobs.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { STAGES } from '#app/utils/stages.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import { formatIndianDateTime } from '#app/utils/dates.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Applications',
		description: 'The Brisk back office.',
		path: '/admin/applications',
		matches,
		noindex: true,
	})

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request, 'applications')
	const url = new URL(request.url)
	const filters = readApplicationFilters(url)
	const list = readListState(url, { sorts: APPLICATION_SORTS, defaultSort: 'date' })
	const db = getDb()
	const [{ total, rows }, jobs] = await Promise.all([listApplications(db, filters, list), jobsToFilterBy(db)])
	return {
		filters,
		list,
		total,
		jobs,
		exportQuery: filtersQuery(filters),
		applications: rows.map((row) => ({
			id: row.id,
			name: row.name,
			email: row.email,
			mobile: row.contact,
			job: row.job_title ?? 'A removed job',
			category: row.job_field,
			stage: row.status,
			erased: Boolean(row.erased_at),
			applied: formatIndianDateTime(row.created_at),
		})),
	}
}

export default function Applications({ loaderData }: Route.ComponentProps) {
	const { filters, list, total, jobs, applications, exportQuery } = loaderData
	const location = useLocation()
	const filtering = exportQuery !== ''
	return (
		<section className="admin-page" aria-labelledby="applications-title">
			<div className="admin-page-head">
				<h1 id="applications-title">Applications</h1>
				<div className="admin-page-actions">
					<a
						className="button button-outline"
						href={`/admin/applications/export${exportQuery ? `?${exportQuery}` : ''}`}
						download
					>
						Download as CSV
					</a>
					<Link to="/admin/applications/templates" className="button button-outline">
						Mail templates
					</Link>
				</div>
			</div>

			{/* A plain GET form: the filters live in the address, so they work without JavaScript and can be shared. */}
			<Form method="get" className="admin-filters" key={location.search} aria-label="Filter the applications">
				<div className="field">
					<label htmlFor="filter-q">Name, e-mail or mobile</label>
					<input id="filter-q" name="q" type="search" defaultValue={filters.q} />
				</div>
				<div className="field">
					<label htmlFor="filter-job">Job</label>
					<select id="filter-job" name="job" defaultValue={filters.job ?? ''}>
						<option value="">All jobs</option>
						{jobs.map((job) => (
							<option key={job.id} value={job.id}>
								{job.title}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor="filter-category">Category</label>
					<select id="filter-category" name="category" defaultValue={filters.category}>
						<option value="">All categories</option>
						{JOB_CATEGORIES.map((category) => (
							<option key={category.value} value={category.value}>
								{category.label}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor="filter-stage">Stage</label>
					<select id="filter-stage" name="stage" defaultValue={filters.stage}>
						<option value="">All stages</option>
						{STAGES.map((stage) => (
							<option key={stage} value={stage}>
								{stage}
							</option>
						))}
						<option value="erased">Erased on request</option>
					</select>
				</div>
				<div className="field">
					<label htmlFor="filter-from">Applied from</label>
					<input id="filter-from" name="from" type="date" defaultValue={filters.from} />
				</div>
				<div className="field">
					<label htmlFor="filter-to">Applied until</label>
					<input id="filter-to" name="to" type="date" defaultValue={filters.to} />
				</div>
				{list.sort !== 'date' || list.dir !== 'desc' ? (
					<>
						<input type="hidden" name="sort" value={list.sort} />
						<input type="hidden" name="dir" value={list.dir} />
					</>
				) : null}
				<button type="submit" className="button button-primary">
					Filter
				</button>
				{filtering ? (
					<Link to="/admin/applications" className="admin-filters-clear">
						Clear the filters
					</Link>
				) : null}
			</Form>

			{applications.length === 0 ? (
				<p className="admin-empty">{filtering ? 'No application matches these filters.' : 'No one has applied yet.'}</p>
			) : (
				<ListTable
					caption={`Applications${filtering ? ' matching the filters' : ''}, ${list.sort === 'date' ? 'by date' : 'by name'}`}
					rows={applications}
					rowKey={(application) => application.id}
					sorted={list}
					columns={[
						{
							name: 'Name',
							sort: 'name',
							rowHeader: true,
							cell: (application) => (
								<Link to={`/admin/applications/${application.id}`}>
									{application.erased ? `Erased applicant (${application.id})` : application.name}
								</Link>
							),
						},
						{ name: 'Job', cell: (application) => application.job },
						{ name: 'Category', cell: (application) => application.category },
						{
							name: 'Stage',
							cell: (application) =>
								application.erased ? (
									<span className="admin-badge admin-badge-alert">Erased</span>
								) : (
									<span className={`admin-badge admin-stage-${application.stage.toLowerCase()}`}>
										{application.stage}
									</span>
								),
						},
						{ name: 'Applied', sort: 'date', cell: (application) => application.applied },
						{ name: 'E-mail', cell: (application) => application.email },
						{ name: 'Mobile', cell: (application) => application.mobile },
					]}
				/>
			)}
			<Pagination page={list.page} total={total} label="applications" />
		</section>
	)
}
