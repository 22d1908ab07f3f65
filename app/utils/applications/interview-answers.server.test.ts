import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { changeApplicationStage } from './application-stages.server.ts'
import { requireApplication } from './applications.server.ts'
import { addDeclineNote, answerByLink, latestInterviewAnswer, readInterviewLink } from './interview-answers.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'
import { smsSize } from '#app/utils/messages/sms.ts'

const hema = { id: 31, name: 'Hema Shah', email: 'hema@brisk.test' }
const INTERVIEW = { date: '2036-12-04', time: '10:30', place: 'Brisk office, Baner Road, Pune', askFor: 'Mr Patil' }
const BEFORE = new Date('2036-11-30T09:00:00Z')

describe.each(testDatabases())('Answering an interview invitation on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobId: number

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		jobId = await insertJob(db, 'Security Guard', 'Security')
	})
	afterAll(() => destroy())

	let mobiles = 0
	/** An application at Interview, told by text (no e-mail) in a language; its link's token and its text. */
	async function invited(
		name: string,
		language: 'en' | 'hi' | 'mr' | 'te' = 'te',
		interview = INTERVIEW,
		staff: { id: number; name: string; email: string } = hema,
	) {
		const contact = `+9190000${String(++mobiles).padStart(5, '0')}`
		const id = await insertApplication(db, name, { jobId, field: 'Security', createdAt: BEFORE.toISOString(), contact })
		await db.updateTable('applications').set({ email: '', language }).where('id', '=', id).execute()
		const application = await requireApplication(db, String(id))
		await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff }, BEFORE)
		const text = await db
			.selectFrom('outbox')
			.select('text_body')
			.where('application_id', '=', id)
			.where('channel', '=', 'sms')
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		const token = /\/i\/([\w-]{22})/.exec(text.text_body)![1]!
		return { id, token, text: text.text_body, application: await requireApplication(db, String(id)) }
	}

	test('The invitation text carries its short link and the reply words in the applicant’s language, within three parts', async () => {
		for (const language of ['en', 'hi', 'mr', 'te'] as const) {
			const { text } = await invited(`Parts${language} Test`, language)
			expect(text).toMatch(/ 1.* 2/)
			expect(smsSize(text).parts).toBeLessThanOrEqual(language === 'en' ? 2 : 3)
		}
		const { text, token } = await invited('Reply Words', 'te')
		expect(text).toContain('వస్తే 1')
		expect(text).toContain(`/i/${token}`)
	})

	test('The invitation mail of an applicant with e-mail carries the answer link, after HR’s words', async () => {
		const id = await insertApplication(db, 'Mailed Meena', {
			jobId,
			field: 'Security',
			createdAt: BEFORE.toISOString(),
			contact: '+919000099999',
		})
		await db.updateTable('applications').set({ language: 'hi' }).where('id', '=', id).execute()
		const application = await requireApplication(db, String(id))
		await changeApplicationStage(
			db,
			{ application, stage: 'Interview', sendMail: true, interview: INTERVIEW, staff: hema },
			BEFORE,
		)
		const mail = await db
			.selectFrom('outbox')
			.select('text_body')
			.where('application_id', '=', id)
			.where('kind', '=', 'application-stage')
			.executeTakeFirstOrThrow()
		expect(mail.text_body).toMatch(/कृपया बताएँ कि आप आएँगे या नहीं: http\S+\/i\/[\w-]{22}$/)
	})

	test('Opening the link shows the interview and changes nothing; the first press answers, a second finds it used', async () => {
		const { id, token } = await invited('Ravi Link')
		const state = await readInterviewLink(db, token, BEFORE)
		expect(state).toMatchObject({ state: 'open', answer: null, language: 'te', job: 'Security Guard' })
		expect(state).toMatchObject({ interview: { place: INTERVIEW.place, askFor: 'Mr Patil', date: INTERVIEW.date } })
		expect(await latestInterviewAnswer(db, id)).toMatchObject({ answer: null })
		if (state.state !== 'open') throw new Error('not open')
		expect(await answerByLink(db, state.invitationId, 'confirmed', BEFORE)).toBe(true)
		expect(await answerByLink(db, state.invitationId, 'declined', BEFORE)).toBe(false)
		expect(await readInterviewLink(db, token, BEFORE)).toMatchObject({ state: 'answered', answer: 'confirmed' })
		expect(await latestInterviewAnswer(db, id)).toMatchObject({ answer: 'confirmed', answered_by: 'link' })
	})

	test('A decline takes the applicant’s words once', async () => {
		const { id, token } = await invited('Sita Decline')
		const state = await readInterviewLink(db, token, BEFORE)
		if (state.state !== 'open') throw new Error('not open')
		expect(await addDeclineNote(db, state.invitationId, 'Too early')).toBe(false)
		await answerByLink(db, state.invitationId, 'declined', BEFORE)
		expect(await addDeclineNote(db, state.invitationId, 'Monday suits me')).toBe(true)
		expect(await addDeclineNote(db, state.invitationId, 'Or Tuesday')).toBe(false)
		expect(await latestInterviewAnswer(db, id)).toMatchObject({ answer: 'declined', answer_note: 'Monday suits me' })
	})

	test('A decline with words is a notice to the member of staff who set the interview', async () => {
		const recruiterId = await createStaff(db, { email: 'ranjana@brisk.test', name: 'Ranjana Rao', role: 'hr' })
		const recruiter = { id: recruiterId, name: 'Ranjana Rao', email: 'ranjana@brisk.test' }
		const { id, token } = await invited('Vikram Notice', 'mr', INTERVIEW, recruiter)
		const state = await readInterviewLink(db, token, BEFORE)
		if (state.state !== 'open') throw new Error('not open')
		await answerByLink(db, state.invitationId, 'declined', BEFORE)
		await addDeclineNote(db, state.invitationId, 'सोमवारी जमेल')
		const notices = await db
			.selectFrom('outbox')
			.select(['to_address', 'subject', 'text_body'])
			.where('kind', '=', 'interview-declined')
			.where('application_id', '=', id)
			.execute()
		expect(notices).toEqual([
			{
				to_address: 'ranjana@brisk.test',
				subject: expect.stringContaining('Cannot come to the interview: Vikram Notice, Security Guard'),
				text_body: expect.stringContaining('In their words: “सोमवारी जमेल”'),
			},
		])
	})

	test('A link of an interview moved, called off, past or erased, or another token, no longer works', async () => {
		const moved = await invited('Moved Man')
		await changeApplicationStage(
			db,
			{ application: moved.application, stage: 'Shortlisted', sendMail: false, staff: hema },
			BEFORE,
		)
		expect(await readInterviewLink(db, moved.token, BEFORE)).toEqual({ state: 'outdated' })
		const again = await requireApplication(db, String(moved.id))
		const later = { ...INTERVIEW, date: '2036-12-05' }
		await changeApplicationStage(
			db,
			{ application: again, stage: 'Interview', sendMail: true, interview: later, staff: hema },
			BEFORE,
		)
		expect(await readInterviewLink(db, moved.token, BEFORE)).toEqual({ state: 'outdated' })

		const past = await invited('Past Man')
		expect(await readInterviewLink(db, past.token, new Date('2036-12-04T05:00:00Z'))).toEqual({ state: 'outdated' })
		expect(await readInterviewLink(db, past.token, new Date('2036-12-04T04:59:00Z'))).toMatchObject({ state: 'open' })

		const erased = await invited('Erased Man')
		await db.updateTable('applications').set({ erased_at: BEFORE.toISOString() }).where('id', '=', erased.id).execute()
		expect(await readInterviewLink(db, erased.token, BEFORE)).toEqual({ state: 'erased' })

		expect(await readInterviewLink(db, 'A'.repeat(22), BEFORE)).toEqual({ state: 'invalid' })
		expect(await readInterviewLink(db, 'short', BEFORE)).toEqual({ state: 'invalid' })
	})
})
