import { z } from 'zod'
import { FilterInput, FilterSelect } from '#app/components/admin/filter-fields.tsx'
import { ListEmpty, ListFilterForm, ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { listParam, readListQuery } from '#app/utils/common/admin-lists.ts'
import { auditFilterChoices, listAuditLog } from '#app/utils/db/audit.server.ts'
import { actionLabel, entryInWords, subjectNames } from '#app/utils/db/audit-words.server.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/audit'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Audit log', description: 'The Brisk back office.', path: '/admin/audit', matches, noindex: true })

const FILTERS = z.object({
	person: listParam.id(),
	/** An action's name; only those in the log are offered. */
	action: listParam.search(),
	from: listParam.day(),
	to: listParam.day(),
})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('audit')]

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	const query = readListQuery(new URL(request.url), { filters: FILTERS, sorts: ['at'], defaultSort: 'at' })
	const { people, actions } = await auditFilterChoices(db)
	const filters = {
		...query.filters,
		person: people.some((p) => p.id === query.filters.person) ? query.filters.person : null,
		action: actions.includes(query.filters.action) ? query.filters.action : '',
	}
	const page = query.list.page
	const { total, rows } = await listAuditLog(db, filters, page)
	const names = new Map(people.map((p) => [p.id, p.name]))
	const subjects = await subjectNames(
		db,
		rows.map((row) => row.subject),
	)
	return {
		filters: { ...filters, person: filters.person === null ? '' : String(filters.person) },
		filtered: Object.values(filters).some((value) => value !== '' && value !== null),
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
	const { filters, filtered, people, actions, page, total, entries } = loaderData
	return (
		<section className="admin-page" aria-labelledby="audit-title">
			<h1 id="audit-title">Audit log</h1>
			<p>Who did what in the back office, newest first. Entries are kept for a limited time, then removed.</p>
			<ListFilterForm label="Filter the audit log" filtered={filtered}>
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
			</ListFilterForm>
			{entries.length === 0 ? (
				<ListEmpty filtered={filtered} matching="Nothing matches this filter." none="Nothing was recorded yet." />
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
			<Pagination page={page} total={total} label="entries" one="entry" />
		</section>
	)
}
