import { Form, Link } from 'react-router'
import { FilterInput, FilterSelect } from '#app/components/admin/filter-fields.tsx'
import { ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { readListState, readSearchText } from '#app/utils/admin-lists.ts'
import { getDb } from '#app/utils/db.server.ts'
import { listEnquiries, type EnquiryFilters } from '#app/utils/enquiries.server.ts'
import { activeStaffOf } from '#app/utils/office-staff.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import { formatIndianDateTime } from '#app/utils/dates.ts'
import { parseId } from '#app/utils/ids.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Enquiries',
		description: 'The Brisk back office.',
		path: '/admin/enquiries',
		matches,
		noindex: true,
	})

const STATUSES = ['waiting', 'handled'] as const

export async function loader({ request }: Route.LoaderArgs) {
	const { staff } = await requireStaff(request, 'enquiries')
	const db = getDb()
	const url = new URL(request.url)
	const { page } = readListState(url, { sorts: ['created'], defaultSort: 'created' })
	const statusParam = url.searchParams.get('status') ?? ''
	const status = (STATUSES as readonly string[]).includes(statusParam) ? statusParam : ''
	const assignedParam = url.searchParams.get('assigned') ?? ''
	const assigned = assignedParam === 'me' || assignedParam === 'none' || parseId(assignedParam) ? assignedParam : ''
	const text = readSearchText(url)

	const { total, rows } = await listEnquiries(
		db,
		{
			status: status as EnquiryFilters['status'],
			assignedTo: assigned === 'me' ? staff.id : assigned === 'none' ? 'none' : assigned ? Number(assigned) : '',
			text,
		},
		page,
	)
	const people = await activeStaffOf(db, 'enquiries')
	return {
		filters: { status, assigned, text },
		people: people.map((person) => ({ value: String(person.id), label: person.name })),
		page,
		total,
		enquiries: rows.map((row) => ({
			id: row.id,
			name: row.name,
			email: row.email,
			subject: row.subject,
			service: row.service,
			received: formatIndianDateTime(row.created_at),
			handled: Boolean(row.handled_at),
			flagged: Boolean(row.flag),
			assignee: row.assignee,
		})),
	}
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
	const { filters, people, page, total, enquiries } = loaderData
	const filtered = Boolean(filters.status || filters.assigned || filters.text)
	return (
		<section className="admin-page" aria-labelledby="enquiries-title">
			<h1 id="enquiries-title">Enquiries</h1>
			<Form method="get" className="admin-filters" aria-label="Filter the enquiries">
				<FilterSelect
					name="status"
					label="State"
					value={filters.status}
					options={[
						{ value: '', label: 'All' },
						{ value: 'waiting', label: 'Waiting' },
						{ value: 'handled', label: 'Handled' },
					]}
				/>
				<FilterSelect
					name="assigned"
					label="Assigned to"
					value={filters.assigned}
					options={[
						{ value: '', label: 'Anyone or nobody' },
						{ value: 'me', label: 'Me' },
						{ value: 'none', label: 'Nobody yet' },
						...people,
					]}
				/>
				<FilterInput name="q" label="Name, e-mail, mobile or words" value={filters.text} />
				<button type="submit" className="button button-primary">
					Filter
				</button>
				{filtered ? <Link to="/admin/enquiries">Clear the filter</Link> : null}
			</Form>
			{enquiries.length === 0 ? (
				<p className="admin-empty">
					{filtered ? 'No enquiry matches this filter.' : 'No enquiries yet: they arrive from the contact form.'}
				</p>
			) : (
				<ListTable
					caption="Enquiries, newest first"
					rows={enquiries}
					rowKey={(enquiry) => enquiry.id}
					columns={[
						{
							name: 'From',
							rowHeader: true,
							cell: (enquiry) => (
								<>
									<Link to={`/admin/enquiries/${enquiry.id}`}>{enquiry.name}</Link>
									<br />
									<span className="admin-muted">{enquiry.email}</span>
								</>
							),
						},
						{
							name: 'Subject',
							cell: (enquiry) => (
								<span>
									{enquiry.subject}
									{enquiry.flagged ? (
										<>
											{' '}
											<span className="admin-badge admin-badge-warn">Flagged</span>
										</>
									) : null}
								</span>
							),
						},
						{ name: 'Service', cell: (enquiry) => enquiry.service },
						{ name: 'Received', cell: (enquiry) => enquiry.received },
						{
							name: 'State',
							cell: (enquiry) => (
								<span className={enquiry.handled ? 'admin-badge admin-badge-ok' : 'admin-badge'}>
									{enquiry.handled ? 'Handled' : 'Waiting'}
								</span>
							),
						},
						{ name: 'Assigned to', cell: (enquiry) => enquiry.assignee ?? 'Nobody' },
					]}
				/>
			)}
			<Pagination page={page} total={total} label="enquiries" />
		</section>
	)
}
