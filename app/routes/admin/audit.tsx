import { Form, Link } from 'react-router'
import { FilterInput, FilterSelect } from '#app/components/admin/filter-fields.tsx'
import { ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { readListState } from '#app/utils/admin-lists.ts'
import { auditFilterChoices, listAuditLog } from '#app/utils/audit.server.ts'
import { actionLabel, entryInWords, subjectNames } from '#app/utils/audit-words.server.ts'
import { formatIndianDateTime, isPlainDate } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { parseId } from '#app/utils/ids.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import type { Route } from './+types/audit'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Audit log', description: 'The Brisk back office.', path: '/admin/audit', matches, noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request, 'audit')
	const db = getDb()
	const url = new URL(request.url)
	const { page } = readListState(url, { sorts: ['at'], defaultSort: 'at' })
	const { people, actions } = await auditFilterChoices(db)
	const personParam = url.searchParams.get('person') ?? ''
	const person = people.some((p) => String(p.id) === personParam) ? personParam : ''
	const actionParam = url.searchParams.get('action') ?? ''
	const action = actions.includes(actionParam) ? actionParam : ''
	const fromParam = url.searchParams.get('from')
	const toParam = url.searchParams.get('to')
	const from = isPlainDate(fromParam) ? fromParam : ''
	const to = isPlainDate(toParam) ? toParam : ''
	const { total, rows } = await listAuditLog(db, { person: parseId(person), action, from, to }, page)
	const names = new Map(people.map((p) => [p.id, p.name]))
	const subjects = await subjectNames(
		db,
		rows.map((row) => row.subject),
	)
	return {
		filters: { person, action, from, to },
		people: people.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` })),
		actions: actions.map((a) => ({ value: a, label: actionLabel(a) })),
		page,
		total,
		entries: rows.map((row) => {
			const who = (row.staff_id !== null ? names.get(row.staff_id) : null) ?? row.staff_email ?? 'Someone not signed in'
			return {
				id: row.id,
				at: formatIndianDateTime(row.at),
				email: row.staff_id !== null ? row.staff_email : null,
				...entryInWords(row, { who, subjects, staffNames: names }),
			}
		}),
	}
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
	const { filters, people, actions, page, total, entries } = loaderData
	const filtered = Boolean(filters.person || filters.action || filters.from || filters.to)
	return (
		<section className="admin-page" aria-labelledby="audit-title">
			<h1 id="audit-title">Audit log</h1>
			<p>Who did what in the back office, newest first. Entries are kept for a limited time, then removed.</p>
			<Form method="get" className="admin-filters" aria-label="Filter the audit log">
				<FilterSelect
					name="person"
					label="Person"
					value={filters.person}
					options={[{ value: '', label: 'Everyone' }, ...people]}
				/>
				<FilterSelect
					name="action"
					label="Action"
					value={filters.action}
					options={[{ value: '', label: 'Every action' }, ...actions]}
				/>
				<FilterInput name="from" label="From (day)" type="date" value={filters.from} />
				<FilterInput name="to" label="To (day)" type="date" value={filters.to} />
				<button type="submit" className="button button-primary">
					Filter
				</button>
				{filtered ? <Link to="/admin/audit">Clear the filter</Link> : null}
			</Form>
			{entries.length === 0 ? (
				<p className="admin-empty">{filtered ? 'Nothing matches this filter.' : 'Nothing was recorded yet.'}</p>
			) : (
				<ListTable
					caption="Audit log entries, newest first"
					rows={entries}
					rowKey={(entry) => entry.id}
					columns={[
						{ name: 'When', rowHeader: true, cell: (entry) => entry.at },
						{
							name: 'What happened',
							cell: (entry) => (
								<span>
									{entry.sentence}
									{entry.email ? (
										<>
											<br />
											<span className="admin-muted">{entry.email}</span>
										</>
									) : null}
								</span>
							),
						},
						{ name: 'Details', className: 'admin-details-text', cell: (entry) => entry.details },
					]}
				/>
			)}
			<Pagination page={page} total={total} label="entries" />
		</section>
	)
}
