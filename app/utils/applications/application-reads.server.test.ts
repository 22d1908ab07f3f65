import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { applicantDataRecord, openApplicationFile, revealAadhaar } from './application-reads.server.ts'
import { insertFreshApplication, insertJob, office as person } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'

// Every read of an applicant's personal data that the audit log records is recorded by the
// read itself: a page cannot show the number or send the file without the entry.

const office = { ...person, role: 'hr' as const }

describe.each(testDatabases())('Audited reads of an application on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobId: number

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		jobId = await insertJob(db, 'Security Guard', 'Security')
	})
	afterAll(() => destroy())

	const entries = async (subject: string) =>
		(
			await db
				.selectFrom('audit_log')
				.select(['action', 'staff_email'])
				.where('subject', '=', subject)
				.orderBy('id')
				.execute()
		).map((row) => `${row.action} by ${row.staff_email}`)

	test('the Aadhaar number in full, a downloaded resume and the data export each leave one entry; the photo none', async () => {
		const application = await insertFreshApplication(db, jobId, 'Ravi Kumar')
		const subject = `application ${application.id}`

		expect(await revealAadhaar(db, office, application)).toBe('2345 6789 1234')
		const resume = await openApplicationFile(db, office, application, 'resume')
		expect(resume?.attachment).toBe(true)
		expect(resume?.file.original_name).toBe('cv.pdf')
		expect(await openApplicationFile(db, office, application, 'photo')).toBeUndefined()
		const record = await applicantDataRecord(db, office, application)
		expect(record.application.name).toBe('Ravi Kumar')
		expect(record.files.map((file) => file.kind)).toEqual(['resume'])

		expect(await entries(subject)).toEqual([
			'application.aadhaar-revealed by office@brisk.test',
			'application.resume-opened by office@brisk.test',
			'application.data-exported by office@brisk.test',
		])
	})

	test('a role that may not reveal the number is refused it, the card and the data export on the server, and nothing is recorded', async () => {
		const application = await insertFreshApplication(db, jobId, 'Kiran Shinde')
		for (const role of ['office', 'content'] as const) {
			const refusal = await revealAadhaar(db, { ...person, role }, application).catch((error: unknown) => error)
			expect(refusal).toBeInstanceOf(Response)
			expect((refusal as Response).status).toBe(403)
		}
		// The card's copy and the data export show the whole number too: refused to the same roles, unrecorded.
		for (const role of ['office', 'content'] as const) {
			for (const read of [
				() => openApplicationFile(db, { ...person, role }, application, 'aadhaar', { inline: true }),
				() => applicantDataRecord(db, { ...person, role }, application),
			]) {
				const refusal = await read().catch((error: unknown) => error)
				expect(refusal).toBeInstanceOf(Response)
				expect((refusal as Response).status).toBe(403)
			}
		}
		expect(await revealAadhaar(db, { ...person, role: 'admin' }, application)).toBe('2345 6789 1234')
		expect(await entries(`application ${application.id}`)).toEqual([
			'application.aadhaar-revealed by office@brisk.test',
		])
	})

	test('nothing is recorded for a number that is not on record', async () => {
		const application = await insertFreshApplication(db, jobId, 'Sita Devi')
		const withoutNumber = { ...application, aadhaar_number: null }
		expect(await revealAadhaar(db, office, withoutNumber)).toBeNull()
		expect(await entries(`application ${application.id}`)).toEqual([])
	})
})
