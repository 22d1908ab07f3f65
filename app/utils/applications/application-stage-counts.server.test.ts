import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readListState } from '#app/utils/common/admin-lists.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import { readApplicationFilters } from './applications.ts'
import { APPLICATION_SORTS, countByStage, listApplications } from './applications.server.ts'

// The applications list at volume: the stage tabs' counts within the other filters, and 25, 50 or 100 rows a page.

describe.each(testDatabases())('The applications list’s stage counts and page sizes on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let guards: number
	let cleaners: number

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		guards = await insertJob(db, 'Security Guard', 'Security')
		cleaners = await insertJob(db, 'Housekeeping Staff', 'House Keeping')
		const stages = ['New', 'New', 'New', 'Shortlisted', 'Interview', 'Rejected'] as const
		// 60 guards (ten of each stage above, a minute apart) and 3 housekeepers, all New; two guards erased.
		for (let index = 0; index < 60; index++) {
			await insertApplication(db, `Guard${index} Test`, {
				jobId: guards,
				field: 'Security',
				contact: `+9198${String(10_000_000 + index)}`,
				createdAt: new Date(Date.UTC(2026, 10, 1, 10, index)).toISOString(),
				status: stages[index % stages.length]!,
			})
		}
		for (let index = 0; index < 3; index++) {
			await insertApplication(db, `Cleaner${index} Test`, {
				jobId: cleaners,
				field: 'House Keeping',
				contact: `+9197${String(10_000_000 + index)}`,
				createdAt: new Date(Date.UTC(2026, 10, 2, 10, index)).toISOString(),
			})
		}
		await db
			.updateTable('applications')
			// As an erasure leaves one (application-erasure.server.ts): the name and mobile number blanked.
			.set({ erased_at: '2026-11-20T00:00:00.000Z', name: 'Erased applicant', contact: '' })
			.where('name', 'in', ['Guard0 Test', 'Guard3 Test'])
			.execute()
	})
	afterAll(() => destroy())

	const read = (query: string) => {
		const url = new URL(`http://localhost/admin/applications?${query}`)
		return {
			filters: readApplicationFilters(url),
			list: readListState(url, { sorts: APPLICATION_SORTS, defaultSort: 'date', sizes: true }),
		}
	}

	test('each stage counts its applications within the other filters; an erased one counts as erased only', async () => {
		// Guard 0 was New, Guard 3 Shortlisted: erased, each counts once, as erased.
		expect(await countByStage(db, read(`job=${guards}`).filters)).toEqual({
			all: 60,
			New: 29,
			Shortlisted: 9,
			Interview: 10,
			Hired: 0,
			Rejected: 10,
			erased: 2,
		})
		// The list's own stage is set aside: the tabs show every stage's count whichever is chosen.
		expect(await countByStage(db, read(`job=${guards}&stage=Interview`).filters)).toEqual(
			await countByStage(db, read(`job=${guards}`).filters),
		)
		expect(await countByStage(db, read('category=House+Keeping').filters)).toMatchObject({ all: 3, New: 3, erased: 0 })
		expect(await countByStage(db, read('q=Cleaner').filters)).toMatchObject({ all: 3, New: 3 })
	})

	test('a page holds 25, 50 or 100 rows as the address asks', async () => {
		for (const [query, rows] of [
			[`job=${guards}`, 25],
			[`job=${guards}&size=50`, 50],
			[`job=${guards}&size=100`, 60],
			[`job=${guards}&size=50&page=2`, 10],
			[`job=${guards}&size=30`, 25],
		] as const) {
			const { filters, list } = read(query)
			const page = await listApplications(db, filters, list)
			expect({ query, total: page.total, rows: page.rows.length }).toEqual({ query, total: 60, rows })
		}
		// One row per person pages the same way: 59 people, the two erased sharing their blanked number.
		const { filters, list } = read(`job=${guards}&person=one&size=50&page=2`)
		expect((await listApplications(db, filters, list)).rows).toHaveLength(9)
	})
})
