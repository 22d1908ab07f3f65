import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { listOpenJobs } from '#app/utils/career.server.ts'
import { readContentVersion, type Db } from '#app/utils/db.server.ts'
import { readRegisteredPdf } from '#app/utils/documents.server.ts'
import { seed } from '#app/utils/seed.server.ts'
import {
	countApplications,
	createJob,
	deleteJob,
	duplicateJob,
	removeAdvert,
	replaceAdvert,
	requireJob,
	setJobOpen,
} from './jobs.server.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')

const input = {
	title: 'Night Guard',
	designation: 'Security Guard',
	category: 'Security' as const,
	location: 'Nashik, Maharashtra',
	phone: '+91 253 400 1000',
	tillDate: '2099-12-31',
	description: 'Night shifts at a warehouse.',
}

describe.each(testDatabases())('Jobs written from the back office on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
		await seed(db)
	})
	afterEach(async () => destroy())

	test('a new job is open at once, and every write moves the content version the render cache keys on', async () => {
		const before = await readContentVersion(db)
		const id = await createJob(db, input)
		expect((await listOpenJobs(db)).map((job) => job.id)).toContain(id)
		const afterCreate = await readContentVersion(db)
		expect(Number(afterCreate)).toBeGreaterThan(Number(before))
		await setJobOpen(db, id, false)
		expect((await listOpenJobs(db)).map((job) => job.id)).not.toContain(id)
		expect(Number(await readContentVersion(db))).toBeGreaterThan(Number(afterCreate))
	})

	test('a copy starts closed, with its own copy of the advert under another name', async () => {
		const id = await createJob(db, input)
		const advertName = await replaceAdvert(db, await requireJob(db, String(id)), {
			bytes: PDF,
			name: 'Night Guard.pdf',
		})
		expect(advertName).toBe('night-guard.pdf')
		const copyId = await duplicateJob(db, await requireJob(db, String(id)))
		const copy = await requireJob(db, String(copyId))
		expect(copy).toMatchObject({ title: 'Night Guard', published: 0, pdf: 'night-guard-2.pdf' })
		expect(copy.pdf_file_id).not.toBe((await requireJob(db, String(id))).pdf_file_id)
		expect((await readRegisteredPdf(db, 'night-guard-2.pdf'))?.bytes.equals(PDF)).toBe(true)
		// Deleting the copy leaves the original's advert in place.
		expect(await deleteJob(db, copy)).toBe(true)
		expect(await readRegisteredPdf(db, 'night-guard-2.pdf')).toBeUndefined()
		expect((await readRegisteredPdf(db, 'night-guard.pdf'))?.bytes.equals(PDF)).toBe(true)
	})

	test('replacing an advert under the same file name keeps its address and drops the old file', async () => {
		const id = await createJob(db, input)
		await replaceAdvert(db, await requireJob(db, String(id)), { bytes: PDF, name: 'advert.pdf' })
		const first = (await requireJob(db, String(id))).pdf_file_id
		expect(await replaceAdvert(db, await requireJob(db, String(id)), { bytes: PDF, name: 'advert.pdf' })).toBe(
			'advert.pdf',
		)
		expect(await db.selectFrom('files').select('id').where('id', '=', first!).executeTakeFirst()).toBeUndefined()
		await removeAdvert(db, await requireJob(db, String(id)))
		expect(await requireJob(db, String(id))).toMatchObject({ pdf: null, pdf_file_id: null })
		expect(await readRegisteredPdf(db, 'advert.pdf')).toBeUndefined()
	})

	test('a job with applications is not deleted', async () => {
		const id = await createJob(db, input)
		const stamp = new Date().toISOString()
		await db
			.insertInto('applications')
			.values({
				job_id: id,
				name: 'Asha Patil',
				contact: '+919876543210',
				email: 'asha@example.com',
				email_normalised: 'asha@example.com',
				location: 'Pune',
				job_field: 'Security',
				photo_file_id: null,
				resume_file_id: null,
				aadhar_file_id: null,
				consent_at: null,
				created_at: stamp,
				updated_at: stamp,
			})
			.execute()
		expect(await countApplications(db, id)).toBe(1)
		expect(await deleteJob(db, await requireJob(db, String(id)))).toBe(false)
		expect(await requireJob(db, String(id))).toMatchObject({ id })
	})

	test('an unknown job is a 404', async () => {
		await expect(requireJob(db, '999999')).rejects.toMatchObject({ status: 404 })
		await expect(requireJob(db, 'abc')).rejects.toMatchObject({ status: 404 })
	})
})
