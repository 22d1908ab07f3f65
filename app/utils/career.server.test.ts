import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { ApplicantDetails } from './career.ts'
import { hasApplied, listOpenJobs, storeApplication } from './career.server.ts'
import type { Db } from './db.server.ts'
import { storeBuffer } from './uploads.server.ts'

const details: ApplicantDetails = {
	name: 'Asha Patil',
	email: 'Asha@Example.com',
	contact: '+919876543210',
	location: 'Pune',
	jobField: 'House Keeping',
	qualification: '',
	experience: '2 years',
	employer: '',
	currentSalary: '',
	expectedSalary: '',
}

function isoDate(daysFromToday: number) {
	return new Date(Date.now() + 5.5 * 3600_000 + daysFromToday * 86_400_000).toISOString().slice(0, 10)
}

async function insertJob(db: Db, deadlineInDays: number) {
	const stamp = new Date().toISOString()
	const row = await db
		.insertInto('jobs')
		.values({ title: 'Housekeeping Staff', designation: 'Attendant', description: 'Cleaning.', location: 'Pune, Maharashtra', phone: '+91 20 4000 1000', category: 'House Keeping', till_date: isoDate(deadlineInDays), pdf: null, opened_at: isoDate(-1), created_at: stamp, updated_at: stamp })
		.returning('id')
		.executeTakeFirstOrThrow()
	return db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
}

async function threeFiles(dataDir: string) {
	const photo = await storeBuffer({ dataDir, field: 'photo', name: 'me.png', bytes: Buffer.from('\x89PNG\r\n\x1a\nxxxx', 'latin1') })
	const resume = await storeBuffer({ dataDir, field: 'resume', name: 'cv.txt', bytes: Buffer.from('My resume') })
	const aadhar = await storeBuffer({ dataDir, field: 'aadhar', name: 'id.pdf', bytes: Buffer.from('%PDF-1.4 x') })
	return { files: [photo, resume, aadhar], ids: { photo: photo.id, resume: resume.id, aadhar: aadhar.id } }
}

describe.each(testDatabases())('Storing applications on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, dataDir, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	test('An application, its files and both mails are stored together', async () => {
		const job = await insertJob(db, 10)
		const { files, ids } = await threeFiles(dataDir)
		const result = await storeApplication(db, { job, details, newFiles: files, fileIds: ids, consentAt: new Date().toISOString() })
		expect(result.status).toBe('submitted')
		const stored = await db.selectFrom('applications').selectAll().where('job_id', '=', job.id).executeTakeFirstOrThrow()
		expect(stored).toMatchObject({ email_normalised: 'asha@example.com', status: 'New', language: 'en', contact: '+919876543210', photo_file_id: ids.photo })
		const mails = await db.selectFrom('outbox').select(['kind', 'to_address', 'text_body']).where('kind', 'like', 'career-%').execute()
		expect(mails.map((m) => m.kind).sort()).toEqual(['career-admin', 'career-candidate'])
		expect(mails.find((m) => m.kind === 'career-candidate')?.text_body).toContain('never charges any fee')
		expect(await hasApplied(db, job.id, 'ASHA@example.com')).toBe(true)
	})

	test('Two concurrent submissions of the same e-mail and job store exactly one application, and the loser leaves no files', async () => {
		const job = await insertJob(db, 10)
		const [a, b] = [await threeFiles(dataDir), await threeFiles(dataDir)]
		const results = await Promise.all([
			storeApplication(db, { job, details, newFiles: a.files, fileIds: a.ids, consentAt: null }),
			storeApplication(db, { job, details: { ...details, email: 'asha@EXAMPLE.com' }, newFiles: b.files, fileIds: b.ids, consentAt: null }),
		])
		expect(results.map((r) => r.status).sort()).toEqual(['duplicate', 'submitted'])
		const rows = await db.selectFrom('applications').select('id').where('job_id', '=', job.id).execute()
		expect(rows).toHaveLength(1)
		const loser = results[0]!.status === 'duplicate' ? a : b
		for (const file of loser.files) expect(fs.existsSync(file.path)).toBe(false)
		const fileRows = await db.selectFrom('files').select('id').where('id', 'in', Object.values(loser.ids)).execute()
		expect(fileRows).toHaveLength(0)
	})

	test('A job past its deadline is refused and nothing is kept', async () => {
		const job = await insertJob(db, -1)
		const { files, ids } = await threeFiles(dataDir)
		expect((await storeApplication(db, { job, details, newFiles: files, fileIds: ids, consentAt: null })).status).toBe('closed')
		for (const file of files) expect(fs.existsSync(file.path)).toBe(false)
		expect((await listOpenJobs(db)).some((open) => open.id === job.id)).toBe(false)
	})
})
