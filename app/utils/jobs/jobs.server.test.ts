import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { listOpenJobs, toPublicJobs } from './public-jobs.server.ts'
import { inTransaction, readContentVersion, type Db } from '#app/utils/db/db.server.ts'
import { readRegisteredPdf } from '#app/utils/content/documents.server.ts'
import { seed } from './seed.server.ts'
import type { JobInput } from './job-schema.ts'
import {
	countApplications,
	createJob,
	deleteJob,
	duplicateJob,
	jobTranslationsForForm,
	listJobsForStaff,
	removeAdvert,
	replaceAdvert,
	requireJob,
	requirementsForForm,
	setJobOpen,
	updateJob,
} from './jobs.server.ts'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')

const staff = { id: 4, email: 'hr@brisk.test' }

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

	/** A new job's id (created as of `now`, whose day decides which last days have passed). */
	async function newJob(values: JobInput = input, now?: Date) {
		const created = await createJob(db, staff, values, now)
		if (!created.ok) throw new Error(`The job was refused: ${created.reason}`)
		return created.id
	}

	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
		await seed(db)
	})
	afterEach(async () => destroy())

	test('a new job is open at once, and every write moves the content version the render cache keys on', async () => {
		const before = await readContentVersion(db)
		const id = await newJob()
		expect((await listOpenJobs(db)).map((job) => job.id)).toContain(id)
		const afterCreate = await readContentVersion(db)
		expect(Number(afterCreate)).toBeGreaterThan(Number(before))
		await setJobOpen(db, staff, id, false)
		expect((await listOpenJobs(db)).map((job) => job.id)).not.toContain(id)
		expect(Number(await readContentVersion(db))).toBeGreaterThan(Number(afterCreate))
	})

	test('what a job asks of applicants: required by default, set per item, kept by a save that does not name it, copied with the job', async () => {
		const id = await newJob()
		expect((await toPublicJobs(db, [await requireJob(db, String(id))], 'en'))[0]!.requirements).toEqual({
			photo: true,
			resume: true,
			aadhaar: true,
			email: true,
		})
		await updateJob(db, staff, id, {
			...input,
			requireResume: 'optional',
			requireEmail: 'optional',
			requirePhoto: 'required',
		})
		const relaxed = await requireJob(db, String(id))
		expect(requirementsForForm(relaxed)).toEqual({
			requirePhoto: 'required',
			requireResume: 'optional',
			requireAadhaar: 'required',
			requireEmail: 'optional',
		})
		// A save without the choices (an older form) leaves them as they were.
		await updateJob(db, staff, id, { ...input, title: 'Night Guard (Nashik)' })
		expect((await toPublicJobs(db, [await requireJob(db, String(id))], 'en'))[0]!.requirements).toEqual({
			photo: true,
			resume: false,
			aadhaar: true,
			email: false,
		})
		const copy = await duplicateJob(db, staff, await requireJob(db, String(id)))
		expect(requirementsForForm(await requireJob(db, String(copy)))).toMatchObject({ requireResume: 'optional' })
	})

	test('a job written in Hindi shows its Hindi words on Hindi pages, the English where none, and the English on Marathi pages', async () => {
		const hindi = {
			title: 'रात का गार्ड',
			designation: '',
			location: 'नाशिक, महाराष्ट्र',
			description: 'गोदाम में रात की शिफ़्ट।',
		}
		const before = await readContentVersion(db)
		const id = await newJob({ ...input, hi: hindi })
		const shown = async (language: 'en' | 'hi' | 'mr') =>
			(await toPublicJobs(db, [await requireJob(db, String(id))], language))[0]!
		expect(await shown('hi')).toMatchObject({
			title: 'रात का गार्ड',
			designation: 'Security Guard',
			location: 'नाशिक, महाराष्ट्र',
			inEnglish: ['designation'],
			english: { title: 'Night Guard', designation: 'Security Guard', location: 'Nashik, Maharashtra' },
		})
		expect(await shown('mr')).toMatchObject({
			title: 'Night Guard',
			inEnglish: ['title', 'designation', 'location', 'description'],
		})
		expect((await shown('en')).inEnglish).toEqual([])
		expect(Number(await readContentVersion(db))).toBeGreaterThan(Number(before))

		// The form reads back what was written; emptying every Hindi field removes the Hindi.
		expect((await jobTranslationsForForm(db, id)).hi).toEqual(hindi)
		const afterCreate = await readContentVersion(db)
		await updateJob(db, staff, id, { ...input, hi: { title: '', designation: '', location: '', description: '' } })
		expect(await db.selectFrom('job_translations').select('language').where('job_id', '=', id).execute()).toEqual([])
		expect((await shown('hi')).title).toBe('Night Guard')
		expect(Number(await readContentVersion(db))).toBeGreaterThan(Number(afterCreate))

		// A write without a language's words leaves them as they are; a copy and a deletion take them along.
		await updateJob(db, staff, id, {
			...input,
			mr: { title: 'रात्रीचा रक्षक', designation: '', location: '', description: '' },
		})
		await updateJob(db, staff, id, input)
		expect((await shown('mr')).title).toBe('रात्रीचा रक्षक')
		const copyId = await duplicateJob(db, staff, await requireJob(db, String(id)))
		expect((await jobTranslationsForForm(db, copyId)).mr.title).toBe('रात्रीचा रक्षक')
		expect(await deleteJob(db, staff, await requireJob(db, String(copyId)))).toBe(true)
		expect(await db.selectFrom('job_translations').select('job_id').where('job_id', '=', copyId).execute()).toEqual([])
	})

	test('the sample jobs come with their Hindi and Marathi words', async () => {
		const [first] = await toPublicJobs(db, await listOpenJobs(db), 'mr')
		expect(first!.inEnglish).toEqual([])
		expect(first!.title).toMatch(/[\u0900-\u097f]/)
	})

	test('a copy starts closed, with its own copy of the advert under another name', async () => {
		const id = await newJob()
		const advertName = await replaceAdvert(db, staff, await requireJob(db, String(id)), {
			bytes: PDF,
			name: 'Night Guard.pdf',
		})
		expect(advertName).toBe('night-guard.pdf')
		const copyId = await duplicateJob(db, staff, await requireJob(db, String(id)))
		const copy = await requireJob(db, String(copyId))
		expect(copy).toMatchObject({ title: 'Night Guard', published: 0, pdf: 'night-guard-2.pdf' })
		expect(copy.pdf_file_id).not.toBe((await requireJob(db, String(id))).pdf_file_id)
		expect((await readRegisteredPdf(db, 'night-guard-2.pdf'))?.bytes.equals(PDF)).toBe(true)
		// Deleting the copy leaves the original's advert in place.
		expect(await deleteJob(db, staff, copy)).toBe(true)
		expect(await readRegisteredPdf(db, 'night-guard-2.pdf')).toBeUndefined()
		expect((await readRegisteredPdf(db, 'night-guard.pdf'))?.bytes.equals(PDF)).toBe(true)
	})

	test('replacing an advert under the same file name keeps its address and drops the old file', async () => {
		const id = await newJob()
		await replaceAdvert(db, staff, await requireJob(db, String(id)), { bytes: PDF, name: 'advert.pdf' })
		const first = (await requireJob(db, String(id))).pdf_file_id
		expect(await replaceAdvert(db, staff, await requireJob(db, String(id)), { bytes: PDF, name: 'advert.pdf' })).toBe(
			'advert.pdf',
		)
		expect(await db.selectFrom('files').select('id').where('id', '=', first!).executeTakeFirst()).toBeUndefined()
		await removeAdvert(db, staff, await requireJob(db, String(id)))
		expect(await requireJob(db, String(id))).toMatchObject({ pdf: null, pdf_file_id: null })
		expect(await readRegisteredPdf(db, 'advert.pdf')).toBeUndefined()
	})

	test('a job with applications is not deleted', async () => {
		const id = await newJob()
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
				aadhaar_file_id: null,
				consent_at: null,
				created_at: stamp,
				updated_at: stamp,
			})
			.execute()
		expect(await countApplications(db, id)).toBe(1)
		expect(await deleteJob(db, staff, await requireJob(db, String(id)))).toBe(false)
		expect(await requireJob(db, String(id))).toMatchObject({ id })
	})

	test('each change writes its audit entry, naming who made it', async () => {
		const id = await newJob()
		await updateJob(db, staff, id, { ...input, title: 'Night Guard (Nashik)' })
		await setJobOpen(db, staff, id, false)
		await setJobOpen(db, staff, id, true)
		await replaceAdvert(db, staff, await requireJob(db, String(id)), { bytes: PDF, name: 'advert.pdf' })
		await replaceAdvert(db, staff, await requireJob(db, String(id)), { bytes: PDF, name: 'advert.pdf' })
		await removeAdvert(db, staff, await requireJob(db, String(id)))
		const copyId = await duplicateJob(db, staff, await requireJob(db, String(id)))
		await deleteJob(db, staff, await requireJob(db, String(id)))
		const entries = await db
			.selectFrom('audit_log')
			.select(['staff_id', 'staff_email', 'action', 'subject', 'details'])
			.where('subject', 'in', [`job ${id}`, `job ${copyId}`])
			.orderBy('id')
			.execute()
		expect(entries.map((entry) => [entry.action, entry.subject, JSON.parse(entry.details ?? 'null')])).toEqual([
			['job.create', `job ${id}`, { title: 'Night Guard' }],
			['job.update', `job ${id}`, { title: 'Night Guard (Nashik)' }],
			['job.close', `job ${id}`, null],
			['job.reopen', `job ${id}`, null],
			['job.advert-added', `job ${id}`, { pdf: 'advert.pdf' }],
			['job.advert-replaced', `job ${id}`, { pdf: 'advert.pdf' }],
			['job.advert-removed', `job ${id}`, { pdf: 'advert.pdf' }],
			['job.duplicate', `job ${copyId}`, { from: id }],
			['job.delete', `job ${id}`, { title: 'Night Guard (Nashik)' }],
		])
		expect(entries.every((entry) => entry.staff_id === staff.id && entry.staff_email === staff.email)).toBe(true)
	})

	test('a saved job and its audit entry are written together or not at all', async () => {
		const id = await newJob()
		const saved = async () => ({
			title: (await requireJob(db, String(id))).title,
			audited: (
				await db
					.selectFrom('audit_log')
					.select('details')
					.where('action', '=', 'job.update')
					.where('subject', '=', `job ${id}`)
					.execute()
			).map((entry) => JSON.parse(entry.details ?? 'null').title),
		})

		// Inside a transaction of the caller's that is rolled back: neither the change nor its entry stays.
		const rollBack = new Error('rolled back')
		await expect(
			inTransaction(db, async (trx) => {
				await updateJob(trx, staff, id, { ...input, title: 'Night Guard (rolled back)' })
				throw rollBack
			}),
		).rejects.toBe(rollBack)
		expect(await saved()).toEqual({ title: 'Night Guard', audited: [] })

		// The audit entry cannot be written: the change is undone with it.
		await sql`alter table audit_log rename to audit_log_away`.execute(db)
		await expect(updateJob(db, staff, id, { ...input, title: 'Night Guard (unrecorded)' })).rejects.toThrow()
		await sql`alter table audit_log_away rename to audit_log`.execute(db)
		expect(await saved()).toEqual({ title: 'Night Guard', audited: [] })

		await updateJob(db, staff, id, { ...input, title: 'Night Guard (Nashik)' })
		expect(await saved()).toEqual({ title: 'Night Guard (Nashik)', audited: ['Night Guard (Nashik)'] })
	})

	test('an unknown job is a 404', async () => {
		await expect(requireJob(db, '999999')).rejects.toMatchObject({ status: 404 })
		await expect(requireJob(db, 'abc')).rejects.toMatchObject({ status: 404 })
	})

	test('the staff list filters, sorts and pages in the database, with each job’s state and applications', async () => {
		const now = new Date('2026-11-25T06:00:00Z')
		const list = (
			query: Partial<Parameters<typeof listJobsForStaff>[1]> & { sort?: string; dir?: 'asc' | 'desc'; page?: number },
		) =>
			listJobsForStaff(
				db,
				{
					state: query.state ?? null,
					text: query.text ?? '',
					list: { page: query.page ?? 1, sort: (query.sort ?? 'deadline') as 'deadline', dir: query.dir ?? 'desc' },
				},
				now,
			)
		// Published a month before, when none of the last days had passed.
		const before = new Date('2026-10-25T06:00:00Z')
		const open = await newJob({ ...input, title: 'Zeta 100%_Guard', tillDate: '2026-12-31' }, before)
		const expired = await newJob(
			{ ...input, title: 'Alpha Gardener', category: 'Gardening', tillDate: '2026-11-24' },
			before,
		)
		const closed = await newJob({ ...input, title: 'Beta Cleaner', category: 'House Keeping' }, before)
		await setJobOpen(db, staff, closed, false)
		const stamp = now.toISOString()
		await db
			.insertInto('applications')
			.values(
				[1, 2].map((n) => ({
					job_id: expired,
					name: `A${n}`,
					contact: '+919800000000',
					email: `a${n}@example.com`,
					email_normalised: `a${n}@example.com`,
					location: 'Pune',
					job_field: 'Gardening',
					status: 'New',
					created_at: stamp,
					updated_at: stamp,
				})),
			)
			.execute()

		const states = (await list({ text: 'a' })).jobs.filter((job) => [open, expired, closed].includes(job.id))
		expect(Object.fromEntries(states.map((job) => [job.title, job.state]))).toEqual({
			'Zeta 100%_Guard': 'open',
			'Alpha Gardener': 'expired',
			'Beta Cleaner': 'closed',
		})
		expect((await list({ state: 'expired' })).jobs.map((job) => job.id)).toContain(expired)
		expect((await list({ state: 'expired' })).jobs.map((job) => job.id)).not.toContain(open)
		expect((await list({ state: 'closed' })).jobs.map((job) => job.id)).toEqual([closed])
		// Words are literal (% and _ too), in any column, and the category's label finds its jobs.
		expect((await list({ text: '100%_g' })).jobs.map((job) => job.id)).toEqual([open])
		expect((await list({ text: '00%x' })).total).toBe(0)
		expect((await list({ text: 'gardening sol' })).jobs.map((job) => job.id)).toContain(expired)
		const byApplications = await list({ sort: 'applications', dir: 'desc' })
		expect(byApplications.jobs[0]).toMatchObject({ id: expired, applications: 2 })
		const byState = (await list({ sort: 'state', dir: 'asc' })).jobs.map((job) => job.state)
		expect(byState).toEqual(
			[...byState].sort((a, b) => ['open', 'closed', 'expired'].indexOf(a) - ['open', 'closed', 'expired'].indexOf(b)),
		)
		const byTitle = (await list({ sort: 'title', dir: 'asc' })).jobs.map((job) => job.title.toLowerCase())
		expect(byTitle).toEqual([...byTitle].sort())
		// 25 a page; the count is of every job the filters keep.
		for (let n = 0; n < 26; n++) await newJob({ ...input, title: `Paged ${n}` })
		const first = await list({ text: 'paged' })
		expect(first.total).toBe(26)
		expect(first.jobs).toHaveLength(25)
		expect((await list({ text: 'paged', page: 2 })).jobs).toHaveLength(1)
	})
})
