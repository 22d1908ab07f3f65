import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { MAX_SAVED_FILTERS, SavedFilterName, normaliseFilterQuery } from './saved-filters.ts'

// A recruiter's saved filters of the applications list: the list's query string under a name
// ("Pune guards, new"), their own only, at most MAX_SAVED_FILTERS each. A query is kept as the
// list reads it (anything the list does not offer dropped) and read again the same way when it is
// used, so a filter saved before the list changed never shows more than the list allows.

type Actor = Pick<Staff, 'id' | 'email'>

/** The person's saved filters, by name, each with its query read again as the list reads it. */
export async function listSavedFilters(db: Db, staffId: number) {
	const rows = await db
		.selectFrom('saved_filters')
		.select(['id', 'name', 'query', 'created_at'])
		.where('staff_id', '=', staffId)
		.orderBy('name')
		.orderBy('id')
		.execute()
	return rows.map((row) => ({ ...row, query: normaliseFilterQuery(row.query) }))
}

export type SaveFilterResult = { status: 'saved' | 'replaced'; id: number } | { status: 'empty' } | { status: 'full' }

/**
 * Saves the list's filter under a name; a name the person already uses gets the new filter.
 * A query with no filter (every application) is not saved, and a person keeps at most 20.
 */
export async function saveFilter(
	db: Db,
	staff: Actor,
	{ name, query }: { name: string; query: string },
	now = new Date(),
): Promise<SaveFilterResult> {
	const cleanName = SavedFilterName.parse(name)
	const cleanQuery = normaliseFilterQuery(query)
	if (!cleanQuery) return { status: 'empty' }
	return inTransaction(db, async (trx) => {
		// One save of a person's at a time (SQLite's transactions are one at a time already): two at once keep the limit.
		if (usesPostgres(trx)) {
			await trx.selectFrom('staff').select('id').where('id', '=', staff.id).forUpdate().execute()
		}
		const same = await trx
			.selectFrom('saved_filters')
			.select('id')
			.where('staff_id', '=', staff.id)
			.where('name', '=', cleanName)
			.executeTakeFirst()
		if (same) {
			await trx.updateTable('saved_filters').set({ query: cleanQuery }).where('id', '=', same.id).execute()
			await audit(trx, { staff, action: 'saved-filter.replaced', subject: `saved filter ${same.id}` }, now)
			return { status: 'replaced' as const, id: same.id }
		}
		const { count } = await trx
			.selectFrom('saved_filters')
			.select((eb) => eb.fn.countAll<string | number>().as('count'))
			.where('staff_id', '=', staff.id)
			.executeTakeFirstOrThrow()
		if (Number(count) >= MAX_SAVED_FILTERS) return { status: 'full' as const }
		const row = await trx
			.insertInto('saved_filters')
			.values({ staff_id: staff.id, name: cleanName, query: cleanQuery, created_at: now.toISOString() })
			.returning('id')
			.executeTakeFirstOrThrow()
		await audit(trx, { staff, action: 'saved-filter.saved', subject: `saved filter ${row.id}` }, now)
		return { status: 'saved' as const, id: row.id }
	})
}

/** Deletes one of the person's own saved filters; false when they have none with this id. */
export async function deleteSavedFilter(db: Db, staff: Actor, id: number, now = new Date()) {
	return inTransaction(db, async (trx) => {
		const result = await trx
			.deleteFrom('saved_filters')
			.where('id', '=', id)
			.where('staff_id', '=', staff.id)
			.executeTakeFirst()
		if (Number(result.numDeletedRows) === 0) return false
		await audit(trx, { staff, action: 'saved-filter.deleted', subject: `saved filter ${id}` }, now)
		return true
	})
}
