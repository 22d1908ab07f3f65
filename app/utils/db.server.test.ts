import { Migrator, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { JOB_CATEGORIES, isJobOpen } from './jobs.ts'
import { migrateToLatest, isDatabaseUp, isUniqueViolation, type Db } from './db.server.ts'
import { migrations } from './db/migrations/index.ts'
import { insertFile, readStoredFile } from './files.server.ts'
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

	test('the Aadhaar spelling migration renames the column, the file kind and the audit entry, and undoes them', async () => {
		const fileId = await insertFile(db, {
			kind: 'aadhaar',
			name: 'card.pdf',
			mediaType: 'application/pdf',
			bytes: Buffer.from('%PDF-1.4'),
		})
		const job = await db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()
		const stamp = new Date().toISOString()
		const application = await db
			.insertInto('applications')
			.values({
				job_id: job.id,
				name: 'Asha Patil',
				contact: '+919876543210',
				email: 'asha.migration@example.com',
				email_normalised: 'asha.migration@example.com',
				location: 'Pune',
				job_field: 'Security',
				photo_file_id: null,
				resume_file_id: null,
				aadhaar_file_id: fileId,
				consent_at: null,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await db
			.insertInto('audit_log')
			.values({
				at: stamp,
				staff_id: null,
				staff_email: null,
				action: 'application.aadhaar-opened',
				subject: `application ${application.id}`,
				details: null,
			})
			.execute()
		const migrator = new Migrator({
			db,
			provider: { getMigrations: async () => migrations },
			allowUnorderedMigrations: true,
		})
		const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>
		const stored = async (column: string) => {
			const row = await raw
				.selectFrom('applications')
				.select(column)
				.where('id', '=', application.id)
				.executeTakeFirstOrThrow()
			const file = await raw.selectFrom('files').select('kind').where('id', '=', fileId).executeTakeFirstOrThrow()
			const entry = await raw
				.selectFrom('audit_log')
				.select('action')
				.where('subject', '=', `application ${application.id}`)
				.executeTakeFirstOrThrow()
			return [row[column], file.kind, entry.action]
		}

		// Every migration after 013, undone newest first, then applied again oldest first.
		const later = Object.keys(migrations)
			.filter((name) => name > '013-enquiry-events')
			.sort()
		expect((await migrator.migrateTo('013-enquiry-events')).results?.map((r) => [r.migrationName, r.status])).toEqual(
			later.toReversed().map((name) => [name, 'Success']),
		)
		expect(await stored('aadhar_file_id')).toEqual([fileId, 'aadhar', 'application.aadhar-opened'])
		expect(await migrateToLatest(db)).toEqual(later)
		expect(await stored('aadhaar_file_id')).toEqual([fileId, 'aadhaar', 'application.aadhaar-opened'])
	})

	test('seed can run on an emptied database again (the reset script)', async () => {
		await db.deleteFrom('applications').execute()
		await db.deleteFrom('documents').execute()
		await db.deleteFrom('jobs').execute()
		await seed(db)
		expect((await db.selectFrom('jobs').select('id').execute()).length).toBeGreaterThanOrEqual(8)
	})
})
