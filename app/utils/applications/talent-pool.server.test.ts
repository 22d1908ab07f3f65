import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { talentPoolFor } from './talent-pool.server.ts'

describe.each(testDatabases())('The people to call back for a job on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	async function jobIn(title: string, category: string, location: string) {
		const id = await insertJob(db, title, category)
		await db.updateTable('jobs').set({ location }).where('id', '=', id).execute()
		return { id, category, location }
	}

	test('lists who applied before to the same kind of job in the same place and was not hired, newest first, once each', async () => {
		const oldPune = await jobIn('Security Guard', 'Security', 'Pune')
		const olderPune = await jobIn('Night Guard', 'Security', ' pune ')
		const jaipur = await jobIn('Security Guard', 'Security', 'Jaipur')
		const cleaning = await jobIn('Housekeeping Staff', 'Housekeeping', 'Pune')
		const newPune = await jobIn('Security Guard', 'Security', 'Pune')
		const apply = (name: string, jobId: number, createdAt: string, contact: string, status = 'New') =>
			insertApplication(db, name, { jobId, field: 'Security', createdAt, contact, status })

		const asha = await apply('Asha Rejected', oldPune.id, '2026-10-01T05:00:00Z', '+919800000001', 'Rejected')
		// Rejected because the post was filled: the quickest to call back when it opens again.
		await db
			.updateTable('applications')
			.set({ rejection_reason: 'Post already filled' })
			.where('id', '=', asha)
			.execute()
		// Applied twice in Pune: one line, the newest application.
		await apply('Bala Twice', olderPune.id, '2026-09-01T05:00:00Z', '+919800000002', 'Rejected')
		const bala = await apply('Bala Again', oldPune.id, '2026-11-01T05:00:00Z', '+919800000002', 'Interview')
		// Hired in Pune: placed.
		await apply('Chand Hired', oldPune.id, '2026-10-05T05:00:00Z', '+919800000003', 'Hired')
		// Hired in Jaipur since: placed elsewhere.
		await apply('Devi Moved', oldPune.id, '2026-08-01T05:00:00Z', '+919800000004', 'Rejected')
		await apply('Devi Moved', jaipur.id, '2026-09-15T05:00:00Z', '+919800000004', 'Hired')
		// Already applied to the new job.
		await apply('Esha Already', oldPune.id, '2026-07-01T05:00:00Z', '+919800000005', 'Rejected')
		await apply('Esha Already', newPune.id, '2026-11-20T05:00:00Z', '+919800000005')
		// Another kind of job, another place, or erased: not this job's pool.
		await apply('Farah Cleaner', cleaning.id, '2026-10-01T05:00:00Z', '+919800000006', 'Rejected')
		await apply('Gopal Jaipur', jaipur.id, '2026-10-01T05:00:00Z', '+919800000007', 'Rejected')
		const erased = await apply('Hari Erased', oldPune.id, '2026-10-01T05:00:00Z', '+919800000008', 'Rejected')
		await db.updateTable('applications').set({ erased_at: '2026-11-01T00:00:00Z' }).where('id', '=', erased).execute()

		const pool = await talentPoolFor(db, newPune)
		expect(pool.map((person) => [person.applicationId, person.name, person.stage, person.reason, person.job])).toEqual([
			[bala, 'Bala Again', 'Interview', null, 'Security Guard — Pune'],
			[asha, 'Asha Rejected', 'Rejected', 'Post already filled', 'Security Guard — Pune'],
		])
		// A job with nothing of its kind in its place has nobody to call back.
		expect(await talentPoolFor(db, await jobIn('Gardener', 'Gardening', 'Nagpur'))).toEqual([])
	})
})
