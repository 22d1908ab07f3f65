import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { findApplicationStatus, lookUpApplicationStatus } from './application-status.server.ts'
import { changeApplicationStage } from '#app/utils/applications/application-stages.server.ts'
import { eraseApplication } from '#app/utils/applications/application-erasure.server.ts'
import { requireApplication } from '#app/utils/applications/applications.server.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { readReference, referenceSendSchema, statusSchema } from './status-schema.ts'
import { newReferenceCode } from './reference-code.server.ts'
import { translator } from '#app/i18n/index.ts'

/** The member of staff who erases, for the audit entry. */
const office = { id: 1, email: 'office@brisk.test' }

// An applicant looks up their own application with its whole reference (its check code too) and
// mobile number: the right pair shows the job and the stage, anything else one answer, in the same time.

const CREATED = '2026-11-20T10:00:00.000Z'
const hema = { id: 31, name: 'Hema Shah', email: 'hema@brisk.test' }

describe.each(testDatabases())('Application status on $name', (kind) => {
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
					pdf_file_id: null,
					opened_at: stamp,
					created_at: stamp,
					updated_at: stamp,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
		).id
		await db
			.insertInto('job_translations')
			.values({ job_id: jobId, language: 'mr', title: 'सुरक्षा रक्षक', updated_at: stamp })
			.execute()
	})
	afterAll(() => destroy())

	let next = 0
	async function application(contact: string, status = 'New') {
		const email = `status${++next}@example.com`
		const code = newReferenceCode()
		const { id } = await db
			.insertInto('applications')
			.values({
				job_id: jobId,
				name: 'Sunita Pawar',
				contact,
				email,
				email_normalised: email,
				location: 'Nashik',
				job_field: 'Security',
				status,
				reference_code: code,
				created_at: CREATED,
				updated_at: CREATED,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const printed = applicationReference(id, CREATED, code)
		return { id, code, printed, reference: readReference(printed)! }
	}

	test('the right reference and mobile number show the job in the page’s language and the stage, nothing of the person', async () => {
		const { reference } = await application('+919876543210', 'Shortlisted')
		const status = await findApplicationStatus(db, { reference, mobile: '+919876543210', language: 'mr' })
		expect(status).toEqual({
			job: { title: 'सुरक्षा रक्षक', inEnglish: false },
			stage: 'Shortlisted',
			interview: null,
		})
		expect(JSON.stringify(status)).not.toMatch(/Sunita|Nashik|example\.com|9876543210/)
		// In English the English title; in Hindi, where staff wrote none, the English marked as such.
		expect((await findApplicationStatus(db, { reference, mobile: '+919876543210', language: 'en' }))?.job).toEqual({
			title: 'Security Guard',
			inEnglish: false,
		})
		expect((await findApplicationStatus(db, { reference, mobile: '+919876543210', language: 'hi' }))?.job).toEqual({
			title: 'Security Guard',
			inEnglish: true,
		})
	})

	test('the whole reference is needed: without its code, or with a guessed one, a right number finds nothing', async () => {
		const { id, code, printed, reference } = await application('+919812340000')
		const find = (typed: string) =>
			findApplicationStatus(db, { reference: readReference(typed)!, mobile: '+919812340000', language: 'en' })
		expect(printed).toMatch(/^BR-2026-\d{6}-[A-Z][0-9A-Z]{4}$/)
		expect(reference.code).toBe(code)
		// The reference as printed before references had a code.
		expect(await find(applicationReference(id, CREATED, null))).toBeNull()
		// A guessed code, of the same form.
		const guessed = code === 'ABCDE' ? 'ABCDF' : 'ABCDE'
		expect(await find(`${applicationReference(id, CREATED, null)}-${guessed}`)).toBeNull()
		// The right one less a symbol is no reference at all.
		expect(readReference(`${applicationReference(id, CREATED, null)}-${code.slice(0, 4)}`)).toBeNull()
		const devanagari = (text: string) => text.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)]!)
		const number = String(id).padStart(6, '0')
		for (const typed of [
			printed,
			printed.toLowerCase(),
			`BR 2026 ${number} ${code.split('').join(' ')}`,
			`BR2026${number}${code.toLowerCase()}`,
			`br-2026-${id}-${code.slice(0, 2)}-${code.slice(2)}`,
			devanagari(printed),
			` ${printed} `,
		]) {
			expect(await find(typed), typed).toMatchObject({ stage: 'New' })
		}
	})

	test('an interview HR set shows its day and time, never its place or whom to ask for', async () => {
		const { id, reference } = await application('+919822054321')
		const change = await changeApplicationStage(db, {
			application: await requireApplication(db, String(id)),
			stage: 'Interview',
			sendMail: false,
			interview: { date: '2026-12-01', time: '10:30', place: 'Brisk office, Baner, Pune', askFor: 'Mr. Kulkarni' },
			staff: hema,
		})
		expect(change.changed).toBe(true)
		const status = await findApplicationStatus(db, { reference, mobile: '+919822054321', language: 'mr' })
		expect(status?.stage).toBe('Interview')
		expect(status?.interview).toEqual({ date: 'मंगळवार, 1 डिसेंबर 2026', time: 'सकाळी 10:30' })
		expect(JSON.stringify(status)).not.toMatch(/Baner|Kulkarni|Brisk office/)
		// Moved on, the interview's details are no longer shown.
		await changeApplicationStage(db, {
			application: await requireApplication(db, String(id)),
			stage: 'Hired',
			sendMail: false,
			staff: hema,
		})
		expect(await findApplicationStatus(db, { reference, mobile: '+919822054321', language: 'en' })).toMatchObject({
			stage: 'Hired',
			interview: null,
		})
	})

	test('a wrong mobile number, an unknown reference, another year and an erased applicant get one and the same answer', async () => {
		const { id, code, reference } = await application('+919811112222')
		const answers = await Promise.all([
			findApplicationStatus(db, { reference, mobile: '+919811112223', language: 'en' }),
			findApplicationStatus(db, {
				reference: { year: '2026', id: 999_999, code },
				mobile: '+919811112222',
				language: 'en',
			}),
			findApplicationStatus(db, { reference: { ...reference, year: '2025' }, mobile: '+919811112222', language: 'en' }),
		])
		expect(answers).toEqual([null, null, null])
		expect(await findApplicationStatus(db, { reference, mobile: '+919811112222', language: 'en' })).not.toBeNull()

		await eraseApplication(db, await requireApplication(db, String(id)), office)
		expect(await findApplicationStatus(db, { reference, mobile: '+919811112222', language: 'en' })).toBeNull()
		// An erased record's empty number matches no typed number either.
		expect(await findApplicationStatus(db, { reference, mobile: '', language: 'en' })).toBeNull()
	})

	test('every answer, found or not, leaves no sooner than the fixed minimum', async () => {
		const { reference } = await application('+919833334444')
		const timed = async (mobile: string, ref = reference) => {
			const started = performance.now()
			const lookup = await lookUpApplicationStatus(db, {
				clientIp: `198.51.100.${next}`,
				reference: ref,
				mobile,
				language: 'en',
				answerAfterMs: 150,
			})
			return { outcome: lookup.outcome, ms: performance.now() - started }
		}
		const found = await timed('+919833334444')
		const wrong = await timed('+919833334445')
		const unknown = await timed('+919833334444', { ...reference, id: 888_888 })
		const noCode = await timed('+919833334444', { ...reference, code: null })
		expect([found.outcome, wrong.outcome, unknown.outcome, noCode.outcome]).toEqual([
			'found',
			'not-found',
			'not-found',
			'not-found',
		])
		for (const { ms } of [found, wrong, unknown, noCode]) expect(ms).toBeGreaterThanOrEqual(150)
	})

	test('tries are limited per client address, counted in the database', async () => {
		const { reference } = await application('+919855556666')
		// One address: 20 tries an hour, whatever the references.
		const fromOne = []
		for (let n = 0; n < 21; n++) {
			const lookup = await lookUpApplicationStatus(db, {
				clientIp: '203.0.113.50',
				reference: { ...reference, id: 700_000 + n },
				mobile: '+919855556666',
				language: 'en',
				answerAfterMs: 0,
			})
			fromOne.push(lookup.outcome)
		}
		expect(fromOne.slice(0, 20).every((outcome) => outcome === 'not-found')).toBe(true)
		expect(fromOne[20]).toBe('too-many')
		const counters = await db.selectFrom('rate_limits').select('key').execute()
		expect(counters.some((row) => String(row.key).startsWith('status-address'))).toBe(true)
	})

	test('strangers’ wrong tries from many addresses do not lock the applicant out of their own look-up', async () => {
		const { code, reference } = await application('+919866667777')
		const guessed = code === 'ZZZZZ' ? 'YYYYY' : 'ZZZZZ'
		for (let n = 0; n < 10; n++) {
			const wrong = await lookUpApplicationStatus(db, {
				clientIp: `203.0.113.${120 + n}`,
				reference: n % 2 ? reference : { ...reference, code: guessed },
				mobile: n % 2 ? `+91986666000${n}` : '+919866667777',
				language: 'en',
				answerAfterMs: 0,
			})
			expect(wrong.outcome).toBe('not-found')
		}
		const owner = await lookUpApplicationStatus(db, {
			clientIp: '203.0.113.220',
			reference,
			mobile: '+919866667777',
			language: 'en',
			answerAfterMs: 0,
		})
		expect(owner).toMatchObject({ outcome: 'found', status: { stage: 'New' } })
	})
})

describe('The status form', () => {
	const schema = statusSchema(translator('mr'))

	test('takes a whole reference and a mobile number however a phone types them', () => {
		const parsed = schema.parse({ reference: 'br २०२६ ०००१२३ k७q९m', mobile: '+91 ९८७६५-४३२१०' })
		expect(parsed.mobile).toBe('+919876543210')
		expect(readReference(parsed.reference)).toEqual({ year: '2026', id: 123, code: 'K7Q9M' })
	})

	test('takes them in Telugu digits too', () => {
		const telugu = statusSchema(translator('te')).parse({
			reference: 'BR ౨౦౨౬ ౦౦౦౧౨౩ K౭Q౯M',
			mobile: '౯౮౭౬౫ ౪౩౨౧౦',
		})
		expect(telugu.mobile).toBe('+919876543210')
		expect(readReference(telugu.reference)).toEqual({ year: '2026', id: 123, code: 'K7Q9M' })
	})

	test('refuses in words what is too long, has control characters, is not a reference or lacks its code', () => {
		const errors = (value: Record<string, string>) =>
			schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
		expect(errors({ reference: 'BR-2026-000123-K7Q9M', mobile: '9'.repeat(40) })).toEqual([
			'mobile: कृपया ज्या 10 अंकी मोबाइल नंबरने अर्ज केला तो लिहा.',
		])
		expect(errors({ reference: `BR-2026-${'1'.repeat(40)}`, mobile: '9876543210' })?.[0]).toMatch(/^reference: /)
		expect(errors({ reference: 'BR-2026-\u0000123-K7Q9M', mobile: '9876543210' })?.[0]).toMatch(/^reference: /)
		expect(errors({ reference: 'hello', mobile: '98765\u000043210' })).toEqual([
			'reference: कृपया तुमचा अर्ज क्रमांक लिहा, उदा. BR-2026-000123-K7Q9M.',
			'mobile: कृपया ज्या 10 अंकी मोबाइल नंबरने अर्ज केला तो लिहा.',
		])
		// An older reference, printed without its code: said so, with the way to the whole one.
		expect(errors({ reference: 'BR-2026-000123', mobile: '9876543210' })).toEqual([
			`reference: ${translator('mr')('status.error.code')}`,
		])
	})

	test('the form for an older reference takes one without its code', () => {
		const parsed = referenceSendSchema(translator('en')).parse({ reference: 'BR-2026-000123', mobile: '9876543210' })
		expect(readReference(parsed.reference)).toEqual({ year: '2026', id: 123, code: null })
	})
})
