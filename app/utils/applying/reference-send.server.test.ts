import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { translator } from '#app/i18n/index.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import { eraseApplication } from '#app/utils/applications/application-erasure.server.ts'
import { requireApplication } from '#app/utils/applications/applications.server.ts'
import { newReferenceCode } from './reference-code.server.ts'
import { sendFullReference } from './reference-send.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { smsSize } from '#app/utils/messages/sms.ts'

// The holder of a reference printed before references had a check code gets the whole one on the
// application's own mobile number (and in its mailbox), never on the page; the page's answer is
// the same whether or not the pair matched.

const CREATED = '2026-11-20T10:00:00.000Z'
const office = { id: 1, email: 'office@brisk.test' }

describe.each(testDatabases())('Sending the whole reference on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobId: number

	beforeAll(async () => {
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy } = await kind.create())
		const stamp = new Date().toISOString()
		jobId = (
			await db
				.insertInto('jobs')
				.values({
					title: 'Security Guard',
					designation: 'Guard',
					description: '',
					location: 'Pune',
					phone: '',
					category: 'Security',
					till_date: '2099-12-31',
					pdf: null,
					opened_at: stamp,
					created_at: stamp,
					updated_at: stamp,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
	})
	afterAll(() => destroy())

	let next = 0
	async function application(
		contact: string,
		{ email = `send${++next}@example.com`, language = 'en' as Language } = {},
	) {
		const code = newReferenceCode()
		const { id } = await db
			.insertInto('applications')
			.values({
				job_id: jobId,
				name: 'Sunita Pawar',
				contact,
				email,
				email_normalised: email || `${contact}`,
				location: 'Nashik',
				job_field: 'Security',
				language,
				reference_code: code,
				created_at: CREATED,
				updated_at: CREATED,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return { id, full: applicationReference(id, CREATED, code), old: { year: '2026', id } }
	}
	const outboxOf = (applicationId: number) =>
		db
			.selectFrom('outbox')
			.select(['channel', 'kind', 'to_address', 'subject', 'text_body'])
			.where('application_id', '=', applicationId)
			.orderBy('id')
			.execute()
	const send = (clientIp: string, reference: { year: string; id: number }, mobile: string) =>
		sendFullReference(db, { clientIp, reference, mobile, answerAfterMs: 0 })

	test('an older reference and the right mobile number send the whole reference to that mobile and mailbox only', async () => {
		const { id, full, old } = await application('+919811110001', { language: 'mr' })
		expect(await send('192.0.2.1', old, '98111 10001')).toEqual({ outcome: 'answered' })
		const queued = await outboxOf(id)
		expect(queued.map((row) => [row.channel, row.to_address])).toEqual([
			['sms', '+919811110001'],
			['mail', `send${next}@example.com`],
		])
		for (const row of queued) expect(row.text_body).toContain(full)
		expect(queued[0]!.text_body).toBe(translator('mr')('status.send.text', { reference: full }))
		// Only our words and the reference: nothing the applicant typed.
		expect(queued.map((row) => row.text_body).join('\n')).not.toMatch(/Sunita|Nashik/)
	})

	test('without an e-mail, the text alone goes', async () => {
		const { id, old } = await application('+919811110002', { email: '' })
		await send('192.0.2.2', old, '+919811110002')
		expect((await outboxOf(id)).map((row) => row.channel)).toEqual(['sms'])
	})

	test('a wrong mobile number, an unknown reference and an erased applicant send nothing, with the same answer', async () => {
		const { id, old } = await application('+919811110003')
		const erased = await application('+919811110004')
		await eraseApplication(db, await requireApplication(db, String(erased.id)), office)
		const before = await db.selectFrom('outbox').select('id').execute()
		const answers = [
			await send('192.0.2.3', old, '+919811110009'),
			await send('192.0.2.3', { year: '2026', id: 987_654 }, '+919811110003'),
			await send('192.0.2.3', { year: '2025', id }, '+919811110003'),
			await send('192.0.2.3', erased.old, '+919811110004'),
		]
		expect(answers).toEqual(Array(4).fill({ outcome: 'answered' }))
		expect(await db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length)
	})

	test('whoever knows the pair, a mobile number gets three a day at most, over all its applications', async () => {
		const contact = '+919811110005'
		const five = []
		for (let n = 0; n < 5; n++) five.push(await application(contact))
		for (const [n, { old }] of five.entries())
			for (let again = 0; again < 3; again++)
				expect(await send(`192.0.${n + 10}.${again + 1}`, old, contact)).toEqual({ outcome: 'answered' })
		const texts = await db
			.selectFrom('outbox')
			.select('id')
			.where('to_address', '=', contact)
			.where('kind', '=', 'text-reference')
			.execute()
		expect(texts).toHaveLength(3)
	})

	test('every try takes a text’s step from its address and network, matched or not, so a network cannot spend the budget', async () => {
		const { old } = await application('+919811110008', { email: '' })
		const fromOne = []
		for (let n = 0; n < 11; n++)
			fromOne.push((await send('192.0.3.50', n % 2 ? old : { year: '2026', id: 900_000 + n }, '+919811110008')).outcome)
		expect(fromOne.slice(0, 10).every((outcome) => outcome === 'answered')).toBe(true)
		expect(fromOne[10]).toBe('too-many')
		// Three more addresses of the same /24: the network's 30 an hour, then refused whoever asks.
		const fromNetwork = []
		for (let n = 0; n < 21; n++)
			fromNetwork.push(
				(await send(`192.0.3.${51 + (n % 3)}`, { year: '2026', id: 910_000 + n }, '+919811110008')).outcome,
			)
		expect(fromNetwork.filter((outcome) => outcome === 'answered')).toHaveLength(20)
		expect(fromNetwork.at(-1)).toBe('too-many')
	})

	test('every answer leaves no sooner than the fixed minimum, sent or not', async () => {
		const { old } = await application('+919811110006')
		for (const mobile of ['+919811110006', '+919811110007']) {
			const started = performance.now()
			await sendFullReference(db, {
				clientIp: `192.0.2.${mobile.slice(-2)}`,
				reference: old,
				mobile,
				answerAfterMs: 150,
			})
			expect(performance.now() - started).toBeGreaterThanOrEqual(150)
		}
	})
})

test('the text with the whole reference takes two parts at most in every language', () => {
	for (const language of LANGUAGES) {
		const text = translator(language)('status.send.text', { reference: 'BR-2026-000123-K7Q9M' })
		expect(smsSize(text).parts, language).toBeLessThanOrEqual(2)
	}
})
