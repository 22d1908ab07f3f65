import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'
import {
	queueNewApplicationNotices,
	readNoticeSettings,
	saveNoticeSettings,
	sendApplicationDigests,
} from './application-notices.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import { storeApplication } from '#app/utils/applying/store-application.server.ts'

// Staff hear of new applications as they chose: at once (queued with the application), a daily
// digest at 9:00 India time (once a day per person, whichever instance runs the round), or never.

const publicUrl = 'https://brisk.test'

describe.each(testDatabases())('Notices of new applications on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let guards: number
	let cleaners: number
	const people: Record<string, { id: number; email: string }> = {}

	async function person(name: string, role: 'admin' | 'hr' | 'office') {
		const email = `${name.toLowerCase()}@brisk.test`
		people[name] = { id: await createStaff(db, { email, name, role }), email }
		return people[name]!
	}
	const mails = (kind: string) =>
		db
			.selectFrom('outbox')
			.select(['to_address', 'subject', 'text_body', 'application_id'])
			.where('kind', '=', kind)
			.orderBy('id')
			.execute()

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		guards = await insertJob(db, 'Security Guard', 'Security')
		cleaners = await insertJob(db, 'Housekeeping Staff', 'House Keeping')
		await saveNoticeSettings(db, await person('Asha', 'hr'), { frequency: 'now', allJobs: true, jobIds: [] })
		await saveNoticeSettings(db, await person('Ravi', 'hr'), { frequency: 'now', allJobs: false, jobIds: [cleaners] })
		await saveNoticeSettings(db, await person('Meena', 'admin'), { frequency: 'daily', allJobs: true, jobIds: [] })
		await saveNoticeSettings(db, await person('Kiran', 'hr'), { frequency: 'daily', allJobs: false, jobIds: [guards] })
		// Moved to the office since: no longer told of applications.
		const gone = await person('Sunil', 'office')
		await db
			.insertInto('application_notice_settings')
			.values({ staff_id: gone.id, frequency: 'now', all_jobs: 1, updated_at: new Date().toISOString() })
			.execute()
		await person('Nobody', 'hr')
	})
	afterAll(() => destroy())

	test('picked jobs of which none exists are refused in words, and the choice before stays', async () => {
		const before = await readNoticeSettings(db, people.Ravi!.id)
		const refused = await saveNoticeSettings(db, people.Ravi!, { frequency: 'now', allJobs: false, jobIds: [999_999] })
		expect(refused).toEqual({ ok: false, error: expect.stringMatching(/^None of the jobs you picked exists any more/) })
		expect(await readNoticeSettings(db, people.Ravi!.id)).toEqual(before)
		expect(
			await saveNoticeSettings(db, people.Ravi!, { frequency: 'never', allJobs: false, jobIds: [999_999] }),
		).toEqual({
			ok: true,
		})
		expect(
			await saveNoticeSettings(db, people.Ravi!, { frequency: 'now', allJobs: false, jobIds: [cleaners] }),
		).toEqual({
			ok: true,
		})
	})

	test('a choice is read back; no choice is never, for every job', async () => {
		expect(await readNoticeSettings(db, people.Ravi!.id)).toEqual({
			frequency: 'now',
			allJobs: false,
			jobIds: [cleaners],
		})
		expect(await readNoticeSettings(db, people.Nobody!.id)).toEqual({ frequency: 'never', allJobs: true, jobIds: [] })
	})

	test('a new application queues the at-once notices with it, naming only the applicant and the job', async () => {
		const job = await db.selectFrom('jobs').selectAll().where('id', '=', guards).executeTakeFirstOrThrow()
		const result = await storeApplication(db, {
			job,
			details: {
				name: 'Lakshmi Rao',
				email: 'lakshmi@example.com',
				contact: '+919876500001',
				location: 'Nashik',
				jobField: 'Security',
				qualification: '',
				experience: '',
				employer: '',
				currentSalary: '',
				expectedSalary: '',
			},
			files: {},
			consentAt: new Date().toISOString(),
		})
		expect(result.status).toBe('submitted')
		const { applicationId } = result as Extract<typeof result, { status: 'submitted' }>
		const notices = await mails('staff-new-application')
		expect(notices.map((mail) => mail.to_address)).toEqual(['asha@brisk.test'])
		expect(notices[0]).toMatchObject({ application_id: applicationId })
		// The job is named with its place: two jobs of one title read apart.
		expect(notices[0]!.subject).toMatch(/^New application: Security Guard — Pune \(BR-\d{4}-\d{6}-[A-Z][0-9A-Z]{4}\)$/)
		expect(notices[0]!.text_body).toContain('Lakshmi Rao applied for Security Guard — Pune')
		expect(notices[0]!.text_body).toContain(`/admin/applications/${applicationId}\n`)
		for (const personal of ['lakshmi@example.com', '98765', 'Nashik'])
			expect(notices[0]!.text_body).not.toContain(personal)
	})

	test('the notices are kept or lost with the application’s transaction', async () => {
		const before = (await mails('staff-new-application')).length
		await expect(
			inTransaction(db, async (trx) => {
				const queued = await queueNewApplicationNotices(
					trx,
					{
						id: 1,
						reference: 'BR-2026-000001',
						name: 'Test',
						job: { id: cleaners, title: 'Housekeeping Staff', location: 'Pune' },
					},
					{ publicUrl },
				)
				expect(queued).toBe(2)
				throw new Error('the application could not be stored')
			}),
		).rejects.toThrow('could not be stored')
		expect(await mails('staff-new-application')).toHaveLength(before)
	})

	test('the daily digest: from 9:00 India time, once a day per person with two rounds at once, counts per job', async () => {
		// 25 Nov 2026: two guard applications and one cleaner's in the 24 hours before 9:00 (03:30 UTC), one after.
		for (const [name, jobId, at] of [
			['A One', guards, '2026-11-24T04:00:00.000Z'],
			['B Two', guards, '2026-11-25T03:00:00.000Z'],
			['C Three', cleaners, '2026-11-24T20:00:00.000Z'],
			['D Four', guards, '2026-11-25T03:31:00.000Z'],
			['E Five', cleaners, '2026-11-24T03:29:00.000Z'],
		] as const) {
			await insertApplication(db, name, { jobId, field: 'Security', createdAt: at, contact: '+919000000009' })
		}
		expect(await sendApplicationDigests(db, { publicUrl, now: new Date('2026-11-25T03:29:00.000Z') })).toEqual({
			queued: 0,
		})
		const nine = new Date('2026-11-25T03:45:00.000Z')
		const rounds = await Promise.all([
			sendApplicationDigests(db, { publicUrl, now: nine }),
			sendApplicationDigests(db, { publicUrl, now: nine }),
		])
		expect(rounds[0]!.queued + rounds[1]!.queued).toBe(2)
		const digests = await mails('staff-application-digest')
		expect(digests.map((mail) => mail.to_address).sort()).toEqual(['kiran@brisk.test', 'meena@brisk.test'])
		const meena = digests.find((mail) => mail.to_address === 'meena@brisk.test')!
		expect(meena.subject).toBe('New applications, 25 Nov 2026: 3')
		expect(meena.text_body).toContain(`- Security Guard — Pune: 2\n  ${publicUrl}/admin/applications?job=${guards}`)
		expect(meena.text_body).toContain('- Housekeeping Staff — Pune: 1')
		expect(meena.application_id).toBeNull()
		for (const name of ['A One', 'B Two', 'C Three']) expect(meena.text_body).not.toContain(name)
		const kiran = digests.find((mail) => mail.to_address === 'kiran@brisk.test')!
		expect(kiran.subject).toBe('New applications, 25 Nov 2026: 2')
		expect(kiran.text_body).not.toContain('Housekeeping')

		// Later the same day: nothing more. The next day: the next digest.
		await sendApplicationDigests(db, { publicUrl, now: new Date('2026-11-25T12:00:00.000Z') })
		expect(await mails('staff-application-digest')).toHaveLength(2)
		await sendApplicationDigests(db, { publicUrl, now: new Date('2026-11-26T04:00:00.000Z') })
		const next = (await mails('staff-application-digest')).slice(2)
		expect(next.map((mail) => [mail.to_address, mail.subject])).toEqual([
			['meena@brisk.test', 'New applications, 26 Nov 2026: 1'],
			['kiran@brisk.test', 'New applications, 26 Nov 2026: 1'],
		])
	})
})
