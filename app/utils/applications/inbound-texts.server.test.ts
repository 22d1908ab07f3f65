import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { changeApplicationStage } from './application-stages.server.ts'
import { requireApplication } from './applications.server.ts'
import { answerInboundText, fileSinkKey, replyMeaning, twilioSignature } from './inbound-texts.server.ts'
import { readInterviewReplies } from './interview-answers.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'

// The provider posts each text an applicant sends back to /sms/inbound, signed with the account's auth token (the
// password of SMS_URL, as the sender's tests point SMS_URL at a recording endpoint).

const PUBLIC_URL = 'https://brisk.test'
const SMS_URL = 'http://AC42:s3cret@127.0.0.1:9/2010-04-01/Accounts/AC42/Messages.json'
const SECRET = 's'.repeat(40)
const NOW = new Date('2036-11-30T09:00:00Z')
const INTERVIEW = { date: '2036-12-04', time: '10:30', place: 'Brisk office, Baner Road, Pune', askFor: 'Mr Patil' }
const hema = { id: 31, name: 'Hema Shah', email: 'hema@brisk.test' }

let sids = 0
/** A Twilio-style inbound post, signed with a key (or a forged signature). */
function inbound(from: string, body: string, { key = 's3cret', sid = `SM${++sids}`, signature = '' } = {}) {
	const params = { From: from, To: '+14155550100', Body: body, MessageSid: sid, AccountSid: 'AC42' }
	return new Request('http://127.0.0.1:3000/sms/inbound', {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			'X-Twilio-Signature': signature || twilioSignature(key, `${PUBLIC_URL}/sms/inbound`, params),
		},
		body: new URLSearchParams(params),
	})
}

test('A reply of 1 or yes in any of the four languages confirms, 2 or no declines, anything else is a message', () => {
	for (const yes of ['1', 'Yes', 'yes.', 'हाँ', 'हो', 'होय', 'అవును', ' 1 ']) expect(replyMeaning(yes)).toBe('confirmed')
	for (const no of ['2', 'No', 'नहीं', 'नाही', 'లేదు']) expect(replyMeaning(no)).toBe('declined')
	for (const other of ['12', 'Monday please', 'yes but late', '']) expect(replyMeaning(other)).toBe('message')
})

describe.each(testDatabases())('Texts applicants send back, on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobId: number

	beforeAll(async () => {
		// The form reader looks for our anti-forgery field with the site secret (the provider sends none).
		keepSecrets({ current: SECRET, accepted: [SECRET] })
		;({ db, destroy } = await kind.create())
		jobId = await insertJob(db, 'Security Guard', 'Security')
	})
	afterAll(() => destroy())

	/** The route's answer; `files`: without SMS_URL, texts written to files. */
	const answer = (request: Request, { files = false } = {}) =>
		answerInboundText(
			request,
			{ db, smsUrl: files ? undefined : SMS_URL, publicUrl: PUBLIC_URL, secrets: [SECRET] },
			NOW,
		)
	const kept = () => db.selectFrom('inbound_texts').select(['message_sid', 'body', 'application_id']).execute()

	let mobiles = 0
	/** A Telugu applicant without e-mail invited to an interview by text. */
	async function invited(name: string) {
		const contact = `+9198220${String(++mobiles).padStart(5, '0')}`
		const id = await insertApplication(db, name, { jobId, field: 'Security', createdAt: NOW.toISOString(), contact })
		await db.updateTable('applications').set({ email: '', language: 'te' }).where('id', '=', id).execute()
		const application = await requireApplication(db, String(id))
		await changeApplicationStage(
			db,
			{ application, stage: 'Interview', sendMail: true, interview: INTERVIEW, staff: hema },
			NOW,
		)
		return { id, contact, replies: async () => readInterviewReplies(db, await requireApplication(db, String(id))) }
	}

	test('A forged post (a wrong signature, or none) is refused with 403 and nothing is kept', async () => {
		const { contact, replies } = await invited('Forged Fakir')
		const before = await kept()
		expect((await answer(inbound(contact, '1', { signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }))).status).toBe(403)
		expect((await answer(inbound(contact, '1', { key: 'not-the-token' }))).status).toBe(403)
		const unsigned = new Request('http://127.0.0.1:3000/sms/inbound', {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ From: contact, Body: '1', MessageSid: 'SMforged' }),
		})
		expect((await answer(unsigned)).status).toBe(403)
		expect(await kept()).toEqual(before)
		expect((await replies()).answer).toMatchObject({ answer: null })
	})

	test('A reply of 1 confirms the interview, acknowledged in Telugu; the same message again is kept once', async () => {
		const { id, contact, replies } = await invited('Ravi Yes')
		const request = () => inbound(contact, '1', { sid: 'SM-once' })
		const first = await answer(request())
		expect(first.status).toBe(200)
		expect(first.headers.get('Content-Type')).toMatch(/^text\/xml/)
		expect(await first.text()).toBe(
			'<?xml version="1.0" encoding="UTF-8"?><Response><Message>Brisk: ధన్యవాదాలు, మీరు ఇంటర్వ్యూకి వస్తారని నమోదు చేశాం.</Message></Response>',
		)
		expect(await (await answer(request())).text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>')
		expect((await kept()).filter((row) => row.message_sid === 'SM-once')).toEqual([
			{ message_sid: 'SM-once', body: '1', application_id: id },
		])
		expect((await replies()).answer).toMatchObject({ answer: 'confirmed', by: 'text' })
	})

	test('A reply of 2 declines; words are kept as a message and shown with the application', async () => {
		const { contact, replies } = await invited('Sunil No')
		expect(await (await answer(inbound(contact, 'Can I come on Monday?'))).text()).toContain('మీ సందేశం అందింది')
		expect((await replies()).answer).toMatchObject({ answer: null })
		expect(await (await answer(inbound(contact, '2'))).text()).toContain('మీరు రాలేరని నమోదు చేశాం')
		const shown = await replies()
		expect(shown.answer).toMatchObject({ answer: 'declined', by: 'text' })
		expect(shown.texts.map((text) => text.body)).toEqual(['2', 'Can I come on Monday?'])
	})

	test('A text from a number that is no applicant’s is answered with nothing and kept nowhere', async () => {
		const before = await kept()
		expect(await (await answer(inbound('+919999900000', '1'))).text()).toBe(
			'<?xml version="1.0" encoding="UTF-8"?><Response/>',
		)
		expect(await kept()).toEqual(before)
	})

	test('With texts written to files, a post signed with the site secret’s key is taken', async () => {
		const { contact, replies } = await invited('File Sink')
		const files = { files: true }
		expect((await answer(inbound(contact, '1'), files)).status).toBe(403)
		expect((await answer(inbound(contact, '1', { key: fileSinkKey(SECRET) }), files)).status).toBe(200)
		expect((await replies()).answer).toMatchObject({ answer: 'confirmed' })
	})
})
