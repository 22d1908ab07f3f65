import { Migrator, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { migrateToLatest, type Db } from '#app/utils/db/db.server.ts'
import { migrations } from './index.ts'

// The applications stored before references had a check code get one each, at random and distinct.

describe.each(testDatabases())('Migration 027 on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('gives every stored application a code of its own', async () => {
		const migrator = new Migrator({
			db,
			provider: { getMigrations: async () => migrations },
			allowUnorderedMigrations: true,
		})
		const { error } = await migrator.migrateTo('026-job-categories')
		expect(error).toBeUndefined()
		const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>
		const stamp = '2026-11-20T10:00:00.000Z'
		const { id: jobId } = (await raw
			.insertInto('jobs')
			.values({
				title: 'Security Guard',
				designation: 'Guard',
				description: '',
				location: 'Pune',
				phone: '',
				category: 'Security',
				till_date: '2099-12-31',
				opened_at: stamp,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()) as { id: number }
		// More than one statement's batch, so that the batches meet.
		const rows = Array.from({ length: 1203 }, (_, n) => ({
			job_id: jobId,
			name: `Applicant ${n}`,
			contact: '+919876543210',
			email: `a${n}@example.com`,
			email_normalised: `a${n}@example.com`,
			location: 'Pune',
			job_field: 'Security',
			created_at: stamp,
			updated_at: stamp,
		}))
		for (let n = 0; n < rows.length; n += 200)
			await raw
				.insertInto('applications')
				.values(rows.slice(n, n + 200))
				.execute()

		await migrateToLatest(db)
		const codes = (await db.selectFrom('applications').select('reference_code').execute()).map(
			(row) => row.reference_code,
		)
		expect(codes).toHaveLength(1203)
		for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTVWXYZ][0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}$/)
		// Distinct but by chance: 1,203 draws from 23 million codes repeat one about once in 30 runs, four never.
		expect(new Set(codes).size).toBeGreaterThan(1200)
	})
})
