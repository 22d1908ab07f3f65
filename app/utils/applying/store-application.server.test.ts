import { todayInIndia } from '#app/utils/common/dates.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { ApplicantDetails } from './apply-schema.ts'
import { findApplication, readSubmissionKey, storeApplication } from './store-application.server.ts'
import { listOpenJobs } from '#app/utils/jobs/public-jobs.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { FileToStore } from '#app/utils/files/files.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'

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
		.values({
			title: 'Housekeeping Staff',
			designation: 'Attendant',
			description: 'Cleaning.',
			location: 'Pune, Maharashtra',
			phone: '+91 20 4000 1000',
			category: 'House Keeping',
			till_date: isoDate(deadlineInDays),
			pdf: null,
			opened_at: isoDate(-1),
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return db.selectFrom('jobs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
}

function threeFiles(): Record<'photo' | 'resume' | 'aadhaar', Omit<FileToStore, 'kind'>> {
	return {
		photo: { name: 'me.png', mediaType: 'image/png', bytes: Buffer.from('\x89PNG\r\n\x1a\nxxxx', 'latin1') },
		resume: { name: 'cv.txt', mediaType: 'text/plain', bytes: Buffer.from('My resume') },
		aadhaar: { name: 'id.pdf', mediaType: 'application/pdf', bytes: Buffer.from('%PDF-1.4 x') },
	}
}

async function fileCount(db: Db) {
	const { count } = await db
		.selectFrom('files')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.executeTakeFirstOrThrow()
	return Number(count)
}

describe.each(testDatabases())('Storing applications on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		// The texts an application sets off are counted by keyed hashes of the client address.
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	test('An application, its files and both mails are stored together', async () => {
		const job = await insertJob(db, 10)
		const result = await storeApplication(db, {
			job,
			details,
			files: threeFiles(),
			consentAt: new Date().toISOString(),
		})
		expect(result.status).toBe('submitted')
		// A reference to keep, the same in both mails: BR-{year}-{number}-{the application's random code}.
		const { reference, applicationId } = result as Extract<typeof result, { status: 'submitted' }>
		const stored = await db
			.selectFrom('applications')
			.selectAll()
			.where('job_id', '=', job.id)
			.executeTakeFirstOrThrow()
		expect(stored.reference_code).toMatch(/^[A-Z][0-9A-Z]{4}$/)
		expect(reference).toBe(
			`BR-${todayInIndia().slice(0, 4)}-${String(applicationId).padStart(6, '0')}-${stored.reference_code}`,
		)
		expect(stored).toMatchObject({
			email_normalised: 'asha@example.com',
			status: 'New',
			language: 'en',
			contact: '+919876543210',
		})
		const photo = await db
			.selectFrom('files')
			.select(['kind', 'media_type', 'bytes', 'sha256', 'byte_size'])
			.where('id', '=', stored.photo_file_id!)
			.executeTakeFirstOrThrow()
		expect(photo).toMatchObject({ kind: 'photo', media_type: 'image/png', byte_size: 12 })
		expect(Buffer.from(photo.bytes!).subarray(1, 4).toString()).toBe('PNG')
		expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/)
		const mails = await db
			.selectFrom('outbox')
			.select(['kind', 'to_address', 'subject', 'text_body'])
			.where('kind', 'like', 'career-%')
			.execute()
		expect(mails.map((m) => m.kind).sort()).toEqual(['career-admin', 'career-candidate'])
		expect(mails.find((m) => m.kind === 'career-admin')?.subject).toContain(reference)
		expect(mails.find((m) => m.kind === 'career-candidate')?.text_body).toContain(
			`Your application reference: ${reference}.`,
		)
		const acknowledgement = mails.find((m) => m.kind === 'career-candidate')?.text_body
		expect(acknowledgement).toContain('never charges any fee')
		// Mailed to whatever address was typed: none of the typed free text goes with it.
		expect(acknowledgement).not.toContain('Asha')
		expect(acknowledgement).toContain('Dear applicant,')
		// The number it names is written as people read it.
		expect(acknowledgement).toContain('+91 98765 43210')
		// And the office's number to call, or to report a demand for money.
		expect(acknowledgement).toContain('Phone: +91 20 4000 1000')
		expect(await findApplication(db, job.id, 'ASHA@example.com')).toMatchObject({ job_id: job.id })
	})

	test('Two concurrent submissions of the same e-mail and job store exactly one application, and the loser leaves no files', async () => {
		const job = await insertJob(db, 10)
		const filesBefore = await fileCount(db)
		const results = await Promise.all([
			storeApplication(db, { job, details, files: threeFiles(), consentAt: null }),
			storeApplication(db, {
				job,
				details: { ...details, email: 'asha@EXAMPLE.com' },
				files: threeFiles(),
				consentAt: null,
			}),
		])
		expect(results.map((r) => r.status).sort()).toEqual(['duplicate', 'submitted'])
		const rows = await db.selectFrom('applications').select('id').where('job_id', '=', job.id).execute()
		expect(rows).toHaveLength(1)
		expect(await fileCount(db)).toBe(filesBefore + 3)
	})

	test('A retried submission (its answer lost with the connection) gets the first one’s answer: one application, one pair of mails', async () => {
		const job = await insertJob(db, 10)
		const key = 'retry-4f9c2a7b1e3d5c6a'
		const mails = async () =>
			(await db.selectFrom('outbox').select('id').where('kind', 'like', 'career-%').execute()).length
		const mailsBefore = await mails()
		const first = await storeApplication(db, { job, details, files: threeFiles(), consentAt: null, submissionKey: key })
		// The retry, and two more racing each other, send the same form with the same key.
		const retries = await Promise.all(
			[1, 2, 3].map(() =>
				storeApplication(db, { job, details, files: threeFiles(), consentAt: null, submissionKey: key }),
			),
		)
		expect(first.status).toBe('submitted')
		for (const retry of retries) expect(retry).toEqual(first)
		expect(await db.selectFrom('applications').select('id').where('job_id', '=', job.id).execute()).toHaveLength(1)
		expect(await mails()).toBe(mailsBefore + 2)
		// A retry sent while the first is still being stored: both get the one stored application.
		const racing = await insertJob(db, 10)
		const raced = await Promise.all(
			[1, 2, 3].map(() =>
				storeApplication(db, {
					job: racing,
					details,
					files: threeFiles(),
					consentAt: null,
					submissionKey: 'race-8d1e0f2a9b7c',
				}),
			),
		)
		expect(raced[0]!.status).toBe('submitted')
		for (const other of raced) expect(other).toEqual(raced[0])
		expect(await db.selectFrom('applications').select('id').where('job_id', '=', racing.id).execute()).toHaveLength(1)
		// The same key from someone else (a page both were given): a new application of their own, not the first's answer.
		const someoneElse = await storeApplication(db, {
			job,
			details: { ...details, email: 'bina@example.com' },
			files: threeFiles(),
			consentAt: null,
			submissionKey: key,
		})
		expect(someoneElse.status).toBe('submitted')
		expect(someoneElse).not.toEqual(first)
		// Another submission of the same person for the same job is still a duplicate, not a retry.
		expect(
			(await storeApplication(db, { job, details, files: threeFiles(), consentAt: null, submissionKey: `${key}-x` }))
				.status,
		).toBe('duplicate')
		expect(readSubmissionKey('short')).toBeNull()
		expect(readSubmissionKey(`${key}\u0000`)).toBeNull()
		expect(readSubmissionKey(key)).toBe(key)
	})

	test('A guard without e-mail gets the reference by text in Marathi, in the same transaction as the application', async () => {
		const job = await insertJob(db, 10)
		await db.updateTable('jobs').set({ requires_resume: 0, requires_email: 0 }).where('id', '=', job.id).execute()
		await db
			.insertInto('job_translations')
			.values({
				job_id: job.id,
				language: 'mr',
				title: 'सुरक्षा रक्षक',
				designation: 'रक्षक',
				location: 'पुणे',
				description: 'सोसायटीची सुरक्षा.',
				updated_at: new Date().toISOString(),
			})
			.execute()
		const relaxed = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow()
		const guard = { ...details, email: '', contact: '+919822000001' }
		const texts = () =>
			db
				.selectFrom('outbox')
				.select(['channel', 'kind', 'to_address', 'subject', 'text_body', 'application_id'])
				.where('to_address', '=', guard.contact)
				.execute()
		// Two submissions of the same person at once: one is stored, the other rolls back with its text.
		const results = await Promise.all(
			[1, 2].map(() =>
				storeApplication(db, { job: relaxed, details: guard, files: {}, consentAt: null, language: 'mr' }),
			),
		)
		expect(results.map((r) => r.status).sort()).toEqual(['duplicate', 'submitted'])
		const { reference, applicationId } = results.find((r) => r.status === 'submitted') as Extract<
			(typeof results)[number],
			{ status: 'submitted' }
		>
		expect(await texts()).toEqual([
			{
				channel: 'sms',
				kind: 'text-received',
				to_address: '+919822000001',
				subject: `Text: application ${reference} received`,
				// The status page's short address in Marathi and the office's number: for him the text is the only record.
				text_body: `Brisk: सुरक्षा रक्षक पदासाठी तुमचा अर्ज मिळाला. क्रमांक ${reference}. अर्जाची स्थिती: ${getEnv().PUBLIC_URL}/s/mr फोन: +91 20 4000 1000. Brisk कधीही पैसे मागत नाही.`,
				application_id: applicationId,
			},
		])
		// An applicant with an e-mail gets the mail, not a text (unless staff turn texts on for them too).
		const mailed = { ...details, email: 'meera@example.com', contact: '+919822000002' }
		expect((await storeApplication(db, { job: relaxed, details: mailed, files: {}, consentAt: null })).status).toBe(
			'submitted',
		)
		expect(await db.selectFrom('outbox').select('id').where('to_address', '=', mailed.contact).execute()).toEqual([])
	})

	test('A job that asks for no e-mail or resume: the mobile number is the person, the confirmation is on screen only', async () => {
		const job = await insertJob(db, 10)
		await db.updateTable('jobs').set({ requires_resume: 0, requires_email: 0 }).where('id', '=', job.id).execute()
		const relaxed = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow()
		const mails = async () =>
			db
				.selectFrom('outbox')
				.select(['kind', 'text_body', 'reply_to'])
				.where('kind', 'like', 'career-%')
				.orderBy('id')
				.execute()
		const mailsBefore = (await mails()).length
		const { resume: _resume, ...photoAndCard } = threeFiles()
		const guard = {
			...details,
			email: '',
			contact: '+919812345678',
			lastWork: 'Guard at a housing society',
			workYears: '3',
			languagesSpoken: 'Marathi, Hindi',
		}
		const first = await storeApplication(db, { job: relaxed, details: guard, files: photoAndCard, consentAt: null })
		expect(first.status).toBe('submitted')
		const stored = await db
			.selectFrom('applications')
			.selectAll()
			.where('job_id', '=', job.id)
			.executeTakeFirstOrThrow()
		expect(stored).toMatchObject({
			email: '',
			email_normalised: 'tel:+919812345678',
			resume_file_id: null,
			last_work: 'Guard at a housing society',
			work_years: '3',
			languages_spoken: 'Marathi, Hindi',
		})
		// One mail, to the office, with the three answers; none to an address that was never given.
		const after = (await mails()).slice(mailsBefore)
		expect(after.map((m) => m.kind)).toEqual(['career-admin'])
		expect(after[0]!.text_body).toContain('No resume: last work: Guard at a housing society')
		expect(after[0]!.reply_to).toBeNull()
		// The same mobile again, with or without an e-mail, is the same person: a duplicate.
		for (const again of [guard, { ...guard, email: 'vijay@example.com' }]) {
			expect(
				(await storeApplication(db, { job: relaxed, details: again, files: photoAndCard, consentAt: null })).status,
			).toBe('duplicate')
		}
		// Two others without an e-mail are two people.
		const other = await storeApplication(db, {
			job: relaxed,
			details: { ...guard, contact: '+919800000001' },
			files: photoAndCard,
			consentAt: null,
		})
		expect(other.status).toBe('submitted')
		expect(await db.selectFrom('applications').select('id').where('job_id', '=', job.id).execute()).toHaveLength(2)
		// With a resume attached the three answers are not kept: the resume is the answer.
		const withResume = await storeApplication(db, {
			job: relaxed,
			details: { ...guard, contact: '+919800000002' },
			files: threeFiles(),
			consentAt: null,
		})
		expect(withResume.status).toBe('submitted')
		const kept = await db
			.selectFrom('applications')
			.select(['last_work', 'work_years', 'languages_spoken'])
			.where('contact', '=', '+919800000002')
			.executeTakeFirstOrThrow()
		expect(kept).toEqual({ last_work: null, work_years: null, languages_spoken: null })
	})

	test('A Telugu guard’s answers typed in Telugu digits reach the office with the digits 0-9 beside them, and are kept as typed', async () => {
		const job = await insertJob(db, 10)
		await db.updateTable('jobs').set({ requires_resume: 0 }).where('id', '=', job.id).execute()
		const relaxed = await db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow()
		const { resume: _resume, ...photoAndCard } = threeFiles()
		const guard = {
			...details,
			email: 'ramesh@example.com',
			contact: '+919812300011',
			expectedSalary: '౧౫౦౦౦',
			lastWork: 'అపార్ట్‌మెంట్ గేటు దగ్గర గార్డు',
			workYears: '౩',
			languagesSpoken: 'తెలుగు, హిందీ',
		}
		const stored = await storeApplication(db, { job: relaxed, details: guard, files: photoAndCard, consentAt: null })
		expect(stored.status).toBe('submitted')
		const row = await db
			.selectFrom('applications')
			.select(['work_years', 'expected_salary'])
			.where('job_id', '=', job.id)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({ work_years: '౩', expected_salary: '౧౫౦౦౦' })
		const office = await db
			.selectFrom('outbox')
			.select('text_body')
			.where('kind', '=', 'career-admin')
			.where('text_body', 'like', `%[job ${job.id}]%`)
			.executeTakeFirstOrThrow()
		expect(office.text_body).toContain('No resume: years of work: ౩ (3)')
		expect(office.text_body).toContain('Expected Salary: ౧౫౦౦౦ (15000)')
		expect(office.text_body).toContain('No resume: languages spoken: తెలుగు, హిందీ\n')
	})

	test('A job closed after its page was read takes no application: nothing is kept, no mail is queued', async () => {
		const job = await insertJob(db, 10)
		const filesBefore = await fileCount(db)
		// Staff close it while the applicant fills in the form: the job the page read still says open.
		await db.updateTable('jobs').set({ published: 0 }).where('id', '=', job.id).execute()
		const stored = await storeApplication(db, {
			job,
			details: { ...details, email: 'late@example.com', contact: '+919800000077' },
			files: threeFiles(),
			consentAt: null,
		})
		expect(stored).toEqual({ status: 'closed' })
		expect(await fileCount(db)).toBe(filesBefore)
		const kept = await db.selectFrom('applications').select('id').where('job_id', '=', job.id).execute()
		expect(kept).toEqual([])
		const mails = await db.selectFrom('outbox').select('id').where('to_address', '=', 'late@example.com').execute()
		expect(mails).toEqual([])
	})

	test('A job past its deadline is refused and nothing is kept', async () => {
		const job = await insertJob(db, -1)
		const filesBefore = await fileCount(db)
		expect((await storeApplication(db, { job, details, files: threeFiles(), consentAt: null })).status).toBe('closed')
		expect(await fileCount(db)).toBe(filesBefore)
		expect((await listOpenJobs(db)).some((open) => open.id === job.id)).toBe(false)
	})
})
