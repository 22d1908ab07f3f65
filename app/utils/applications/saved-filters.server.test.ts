import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'
import { deleteSavedFilter, listSavedFilters, saveFilter } from './saved-filters.server.ts'
import { MAX_SAVED_FILTERS, SavedFilterName, normaliseFilterQuery } from './saved-filters.ts'

// A recruiter's saved filters: their own only, at most 20, a name once each, the query kept and
// read again as the list reads it.

describe('A saved filter’s name and query', () => {
	test('the name is 1 to 60 characters without control characters', () => {
		expect(SavedFilterName.parse('  Pune guards, new ')).toBe('Pune guards, new')
		expect(SavedFilterName.safeParse('').error?.issues[0]?.message).toMatch(/Name the filter/)
		expect(SavedFilterName.safeParse('x'.repeat(61)).error?.issues[0]?.message).toMatch(/60 characters/)
		expect(SavedFilterName.safeParse('Pune\tguards').error?.issues[0]?.message).toMatch(/control character/)
		expect(SavedFilterName.safeParse('पुणे गार्ड').success).toBe(true)
	})

	test('the query keeps only the list’s own filters, in its order', () => {
		expect(normaliseFilterQuery('?stage=New&job=7&evil=<script>&page=3&sort=name')).toBe('job=7&stage=New')
		expect(normaliseFilterQuery('stage=Nonsense&from=2026-02-31')).toBe('')
		expect(normaliseFilterQuery('q=Pune&category=Security')).toBe('category=Security&q=Pune')
	})
})

describe.each(testDatabases())('Saved filters on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let asha: { id: number; email: string }
	let ravi: { id: number; email: string }

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		asha = {
			id: await createStaff(db, { email: 'asha@brisk.test', name: 'Asha', role: 'hr' }),
			email: 'asha@brisk.test',
		}
		ravi = {
			id: await createStaff(db, { email: 'ravi@brisk.test', name: 'Ravi', role: 'hr' }),
			email: 'ravi@brisk.test',
		}
	})
	afterAll(() => destroy())

	test('saved, listed to their owner only, replaced under the same name, deleted by the owner only', async () => {
		const saved = await saveFilter(db, asha, { name: 'Pune guards, new', query: 'q=Pune&category=Security&stage=New' })
		expect(saved.status).toBe('saved')
		await saveFilter(db, ravi, { name: 'Mine', query: 'stage=Hired' })
		expect((await listSavedFilters(db, asha.id)).map((row) => [row.name, row.query])).toEqual([
			['Pune guards, new', 'category=Security&stage=New&q=Pune'],
		])

		const again = await saveFilter(db, asha, { name: 'Pune guards, new', query: 'stage=Shortlisted' })
		expect(again).toEqual({ status: 'replaced', id: saved.status === 'saved' ? saved.id : 0 })
		expect((await listSavedFilters(db, asha.id)).map((row) => row.query)).toEqual(['stage=Shortlisted'])

		const id = saved.status === 'saved' ? saved.id : 0
		expect(await deleteSavedFilter(db, ravi, id)).toBe(false)
		expect(await listSavedFilters(db, asha.id)).toHaveLength(1)
		expect(await deleteSavedFilter(db, asha, id)).toBe(true)
		expect(await listSavedFilters(db, asha.id)).toEqual([])
		expect(await listSavedFilters(db, ravi.id)).toHaveLength(1)

		const actions = await db
			.selectFrom('audit_log')
			.select('action')
			.where('staff_id', '=', asha.id)
			.orderBy('id')
			.execute()
		expect(actions.map((row) => row.action)).toEqual([
			'saved-filter.saved',
			'saved-filter.replaced',
			'saved-filter.deleted',
		])
	})

	test('a filter that shows everything is not saved; a person keeps at most 20, even saving several at once', async () => {
		expect(await saveFilter(db, ravi, { name: 'Everything', query: 'page=2&sort=name' })).toEqual({ status: 'empty' })
		const results = await Promise.all(
			Array.from({ length: MAX_SAVED_FILTERS + 3 }, (_, index) =>
				saveFilter(db, ravi, { name: `Filter ${index}`, query: `stage=New&q=${index}` }),
			),
		)
		expect(results.filter((result) => result.status === 'full').length).toBe(4)
		expect(await listSavedFilters(db, ravi.id)).toHaveLength(MAX_SAVED_FILTERS)
		// Another name is refused, a name they have is still replaced.
		expect(await saveFilter(db, ravi, { name: 'One more', query: 'stage=New' })).toEqual({ status: 'full' })
		expect((await saveFilter(db, ravi, { name: 'Mine', query: 'stage=Rejected' })).status).toBe('replaced')
		expect(await listSavedFilters(db, asha.id)).toEqual([])
	})

	test('a query stored before the list changed is read again as the list reads it', async () => {
		await db
			.insertInto('saved_filters')
			.values({ staff_id: asha.id, name: 'Old', query: 'stage=Gone&q=Pune&x=1', created_at: new Date().toISOString() })
			.execute()
		expect((await listSavedFilters(db, asha.id)).map((row) => row.query)).toEqual(['q=Pune'])
	})
})
