import { Link } from 'react-router'
import { z } from 'zod'
import { FilterInput, FilterSelect } from '#app/components/admin/filter-fields.tsx'
import { ListEmpty, ListFilterForm, ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { listParam, readListQuery } from '#app/utils/common/admin-lists.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { listEnquiries } from '#app/utils/enquiries/enquiries.server.ts'
import { activeStaffOf } from '#app/utils/staff/office-staff.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Enquiries',
		description: 'The Brisk back office.',
		path: '/admin/enquiries',
		matches,
		noindex: true,
	})

const FILTERS = z.object({
	status: listParam.oneOf(['waiting', 'handled']),
	/** "me", "none" or a person's id. */
	assigned: z.union([z.enum(['me', 'none']), listParam.id()]).catch(null),
	q: listParam.search(),
})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('enquiries')]

export async function loader({ request, context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const { filters, filtered, list } = readListQuery(new URL(request.url), {
		filters: FILTERS,
		sorts: ['created'],
		defaultSort: 'created',
	})
	const { assigned } = filters
	const { total, rows } = await listEnquiries(
		db,
		{ status: filters.status, assignedTo: assigned === 'me' ? staff.id : (assigned ?? ''), text: filters.q },
		list.page,
	)
	const people = await activeStaffOf(db, 'enquiries')
	return {
		filters: { status: filters.status, assigned: assigned === null ? '' : String(assigned), q: filters.q },
		filtered,
		people: people.map((person) => ({ value: String(person.id), label: person.name })),
		page: list.page,
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
	const { filters, filtered, people, page, total, enquiries } = loaderData
	return (
		<section className="admin-page" aria-labelledby="enquiries-title">
			<h1 id="enquiries-title">Enquiries</h1>
			<ListFilterForm label="Filter the enquiries" filtered={filtered}>
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
				<FilterInput name="q" label="Name, e-mail, mobile or words" value={filters.q} />
			</ListFilterForm>
			{enquiries.length === 0 ? (
				<ListEmpty
					filtered={filtered}
					matching="No enquiry matches this filter."
					none="No enquiries yet: they arrive from the contact form."
				/>
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
			<Pagination page={page} total={total} label="enquiries" one="enquiry" />
		</section>
	)
}
