import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { JOB_CATEGORIES, isJobOpen } from './jobs.ts'
import { migrateToLatest, isDatabaseUp, isUniqueViolation, type Db } from './db.server.ts'
import { readStoredFile } from './files.server.ts'
import { seed, seedIfEmpty } from './seed.server.ts'

describe.each(testDatabases())('The database on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('migrations create every table and running them again changes nothing', async () => {
		const tables = (await db.introspection.getTables()).map((t) => t.name)
		for (const name of ['jobs', 'files', 'applications', 'enquiries', 'documents', 'outbox', 'rate_limits'])
			expect(tables).toContain(name)
		expect(await migrateToLatest(db)).toEqual([])
		expect(await isDatabaseUp(db)).toBe(true)
	})

	test('the first start seeds open jobs in every category, documents and their PDFs; a second start does not', async () => {
		expect(await seedIfEmpty(db)).toBe(true)
		const jobs = await db.selectFrom('jobs').selectAll().execute()
		for (const { value } of JOB_CATEGORIES) {
			const open = jobs.filter((job) => job.category === value && isJobOpen(job))
			expect(open.length, value).toBeGreaterThanOrEqual(2)
		}
		const documents = await db.selectFrom('documents').selectAll().orderBy('sort_order').execute()
		expect(documents.length).toBeGreaterThanOrEqual(3)
		for (const doc of documents) {
			const file = await readStoredFile(db, doc.file_id!)
			expect(file?.bytes.subarray(0, 5).toString()).toBe('%PDF-')
			expect(doc.byte_size).toBe(file?.bytes.length)
		}
		for (const job of jobs.filter((j) => j.pdf)) {
			expect((await readStoredFile(db, job.pdf_file_id!))?.kind).toBe('advert')
		}
		expect(await seedIfEmpty(db)).toBe(false)
		expect(await db.selectFrom('jobs').select('id').execute()).toHaveLength(jobs.length)
	})

	test('the same e-mail cannot apply twice for one job, whatever its case', async () => {
		const job = await db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()
		const now = new Date().toISOString()
		const application = {
			job_id: job.id,
			name: 'Asha Patil',
			contact: '+919876543210',
			email: 'Asha@Example.com',
			email_normalised: 'asha@example.com',
			location: 'Pune',
			job_field: 'House Keeping',
			created_at: now,
			updated_at: now,
		}
		await db.insertInto('applications').values(application).execute()
		const second = db
			.insertInto('applications')
			.values({ ...application, email: 'asha@example.com' })
			.execute()
		const error = await second.then(
			() => null,
			(e: unknown) => e,
		)
		expect(isUniqueViolation(error)).toBe(true)
		const stored = await db.selectFrom('applications').select('status').where('job_id', '=', job.id).execute()
		expect(stored).toEqual([{ status: 'New' }])
	})

	test('seed can run on an emptied database again (the reset script)', async () => {
		await db.deleteFrom('applications').execute()
		await db.deleteFrom('documents').execute()
		await db.deleteFrom('jobs').execute()
		await seed(db)
		expect((await db.selectFrom('jobs').select('id').execute()).length).toBeGreaterThanOrEqual(8)
	})
})
