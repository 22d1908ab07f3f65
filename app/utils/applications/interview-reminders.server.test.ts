import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { startSmsSink } from '#tests/setup/sms-sink.ts'
import { changeApplicationStage } from './application-stages.server.ts'
import { requireApplication } from './applications.server.ts'
import { answerByLink, readInterviewLink } from './interview-answers.server.ts'
import { dueReminder, sendInterviewReminders } from './interview-reminders.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { lease } from '#app/utils/db/lease.server.ts'
import { deliverDueMessages } from '#app/utils/messages/outbox.server.ts'
import { createTextSender } from '#app/utils/messages/sms.server.ts'
import { smsSize } from '#app/utils/messages/sms.ts'

const hema = { id: 31, name: 'Hema Shah', email: 'hema@brisk.test' }
/** An instant in India's time: "2036-12-03 18:00". */
const india = (at: string) => new Date(`${at.replace(' ', 'T')}:00+05:30`)
const INTERVIEW = { date: '2036-12-04', time: '10:30', place: 'Brisk office, Baner Road, Pune', askFor: 'Mr Patil' }
const PUBLIC_URL = 'https://brisk.test'

test('The evening reminder is due from 18:00 to 21:00 the day before, the two-hour one at any hour, none after', () => {
	const none = { evening: false, soon: false }
	expect(dueReminder(INTERVIEW, none, india('2036-12-03 17:59'))).toBeNull()
	expect(dueReminder(INTERVIEW, none, india('2036-12-03 18:00'))).toBe('evening')
	expect(dueReminder(INTERVIEW, { evening: true, soon: false }, india('2036-12-03 18:30'))).toBeNull()
	expect(dueReminder(INTERVIEW, none, india('2036-12-03 21:00'))).toBeNull()
	expect(dueReminder(INTERVIEW, none, india('2036-12-04 07:00'))).toBeNull()
	expect(dueReminder(INTERVIEW, none, india('2036-12-04 08:30'))).toBe('soon')
	expect(dueReminder({ date: '2036-12-04', time: '07:00' }, none, india('2036-12-04 05:00'))).toBe('soon')
	expect(dueReminder(INTERVIEW, none, india('2036-12-04 10:30'))).toBeNull()
})

describe.each(testDatabases())('Interview reminders on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>
	let jobId: number
	let sink: Awaited<ReturnType<typeof startSmsSink>>

	beforeAll(async () => {
		;({ db, dataDir, destroy } = await kind.create())
		jobId = await insertJob(db, 'Security Guard', 'Security')
		sink = await startSmsSink()
	})
	afterAll(async () => {
		await sink.close()
		await destroy()
	})

	const round = (at: Date, options: { lease?: ReturnType<typeof lease> } = {}) =>
		sendInterviewReminders(db, { publicUrl: PUBLIC_URL, ...options }, at)
	/** Hands the due texts to the recording Twilio-style endpoint; the words each number got. */
	async function delivered(at: Date, to: string) {
		const sms = createTextSender({
			smsUrl: sink.url(),
			from: 'BRISK',
			dataDir,
			budget: { perHour: 1000, perDay: 1000 },
		})
		await deliverDueMessages(db, { sms }, at)
		return sink.received.filter((text) => text.to === to).map((text) => text.body)
	}

	let mobiles = 0
	/** An applicant in a language (without e-mail unless given one) invited to an interview at a moment. */
	async function invited(
		name: string,
		{ language = 'hi', email = '', interview = INTERVIEW, at = india('2036-12-01 11:00') } = {},
	) {
		const contact = `+9197220${String(++mobiles).padStart(5, '0')}`
		const id = await insertApplication(db, name, { jobId, field: 'Security', createdAt: at.toISOString(), contact })
		await db
			.updateTable('applications')
			.set({ email, email_normalised: email || `tel:${contact}`, language: language as 'hi' })
			.where('id', '=', id)
			.execute()
		const application = await requireApplication(db, String(id))
		await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff: hema }, at)
		return { id, contact }
	}
	const reminders = (id: number) =>
		db
			.selectFrom('outbox')
			.select(['kind', 'channel', 'subject', 'text_body'])
			.where('application_id', '=', id)
			.where('kind', 'in', ['text-interview-reminder', 'interview-reminder'])
			.orderBy('id')
			.execute()

	test('A guard gets the evening reminder and the two-hour one once each, in Hindi, through the provider', async () => {
		const { id, contact } = await invited('Ramesh Reminder')
		await delivered(india('2036-12-01 11:00'), contact)
		const before = (await delivered(india('2036-12-01 11:00'), contact)).length
		await round(india('2036-12-03 17:59'))
		expect(await reminders(id)).toEqual([])
		await round(india('2036-12-03 18:00'))
		await round(india('2036-12-03 18:01'))
		await round(india('2036-12-03 22:00'))
		await round(india('2036-12-04 07:30'))
		expect(await reminders(id)).toHaveLength(1)
		await round(india('2036-12-04 08:31'))
		await round(india('2036-12-04 08:32'))
		await round(india('2036-12-04 11:00'))
		const texts = (await delivered(india('2036-12-04 08:33'), contact)).slice(before)
		expect(texts).toEqual([
			'Brisk: याद रहे, Security Guard का इंटरव्यू कल है, गुरुवार, 4 दिसंबर, सुबह 10:30, Brisk office, Baner Road, Pune। Mr Patil से मिलें।',
			'Brisk: Security Guard का इंटरव्यू आज सुबह 10:30 बजे है, Brisk office, Baner Road, Pune। Mr Patil से मिलें।',
		])
		for (const text of texts) expect(smsSize(text).parts).toBeLessThanOrEqual(2)
	})

	test('Two rounds at once (two instances) send each reminder once', async () => {
		const { id } = await invited('Racing Rakesh')
		const at = india('2036-12-03 18:05')
		const outcomes = await Promise.all([
			round(at, { lease: lease(db, 'test_reminders_lease', { owner: 'one', ttlMs: 60_000 }) }),
			round(at, { lease: lease(db, 'test_reminders_lease', { owner: 'two', ttlMs: 60_000 }) }),
			round(at),
			round(at),
		])
		expect(outcomes.reduce((sum, outcome) => sum + outcome.queued, 0)).toBe(1)
		expect(await reminders(id)).toHaveLength(1)
	})

	test('No reminder for a declined interview, nor one gone by', async () => {
		const declined = await invited('Declined Dinesh')
		const token = /\/i\/([\w-]{22})/.exec(
			(
				await db
					.selectFrom('outbox')
					.select('text_body')
					.where('application_id', '=', declined.id)
					.executeTakeFirstOrThrow()
			).text_body,
		)![1]!
		const state = await readInterviewLink(db, token, india('2036-12-02 10:00'))
		if (state.state !== 'open') throw new Error('not open')
		await answerByLink(db, state.invitationId, 'declined')
		const past = await invited('Past Prakash', { interview: { ...INTERVIEW, date: '2036-12-02' } })
		await round(india('2036-12-03 18:00'))
		await round(india('2036-12-04 09:00'))
		expect(await reminders(declined.id)).toEqual([])
		expect(await reminders(past.id)).toEqual([])
	})

	test('An interview set less than two hours ahead gets its reminder at the next round', async () => {
		const at = india('2036-12-04 09:20')
		const { id } = await invited('Soon Suresh', { at, language: 'te' })
		expect((await round(new Date(at.getTime() + 60_000))).queued).toBeGreaterThanOrEqual(1)
		expect(await reminders(id)).toEqual([
			expect.objectContaining({ kind: 'text-interview-reminder', text_body: expect.stringContaining('ఈరోజు') }),
		])
	})

	test('An applicant with e-mail gets the reminders by mail, with the answer link while unanswered', async () => {
		const { id } = await invited('Mailed Mahesh', { email: 'mahesh@example.com', language: 'mr' })
		await round(india('2036-12-03 19:00'))
		const [mail] = await reminders(id)
		expect(mail).toMatchObject({
			kind: 'interview-reminder',
			channel: 'mail',
			subject: 'आठवण: Security Guard साठी तुमची मुलाखत',
		})
		expect(mail!.text_body).toContain('मुलाखत उद्या आहे')
		expect(mail!.text_body).toMatch(/https:\/\/brisk\.test\/i\/[\w-]{22}/)
	})
})
