import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { findApplicationStatus, lookUpApplicationStatus } from './application-status.server.ts'
import { changeApplicationStage } from './application-stages.server.ts'
import { eraseApplication } from './application-erasure.server.ts'
import { requireApplication } from './applications.server.ts'
import { applicationReference } from './career.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { readReference, statusSchema } from './status-schema.ts'
import { translator } from '#app/i18n/index.ts'

/** The member of staff who erases, for the audit entry. */
const office = { id: 1, email: 'office@brisk.test' }

// An applicant looks up their own application with its reference and mobile number: the
// right pair shows the job and the stage, anything else one answer, in the same time.

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
				created_at: CREATED,
				updated_at: CREATED,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return { id, reference: readReference(applicationReference(id, CREATED))! }
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

	test('an interview HR set shows its day, time, place and whom to ask for, in the page’s words', async () => {
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
		expect(status?.interview).toEqual({
			date: 'मंगळवार, 1 डिसेंबर 2026',
			time: 'सकाळी 10:30',
			place: 'Brisk office, Baner, Pune',
			askFor: 'Mr. Kulkarni',
		})
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
		const { id, reference } = await application('+919811112222')
		const answers = await Promise.all([
			findApplicationStatus(db, { reference, mobile: '+919811112223', language: 'en' }),
			findApplicationStatus(db, { reference: { year: '2026', id: 999_999 }, mobile: '+919811112222', language: 'en' }),
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
		const unknown = await timed('+919833334444', { year: '2026', id: 888_888 })
		expect([found.outcome, wrong.outcome, unknown.outcome]).toEqual(['found', 'not-found', 'not-found'])
		for (const { ms } of [found, wrong, unknown]) expect(ms).toBeGreaterThanOrEqual(149)
	})

	test('tries are limited per client address and per reference, and both are counted in the database', async () => {
		const { reference } = await application('+919855556666')
		const lookUp = (clientIp: string, ref = reference) =>
			lookUpApplicationStatus(db, {
				clientIp,
				reference: ref,
				mobile: '+919855550000',
				language: 'en',
				answerAfterMs: 0,
			})
		// One address: 20 tries an hour, whatever the references.
		const fromOne = []
		for (let n = 0; n < 21; n++) fromOne.push((await lookUp('203.0.113.50', { year: '2026', id: 700_000 + n })).outcome)
		expect(fromOne.slice(0, 20).every((outcome) => outcome === 'not-found')).toBe(true)
		expect(fromOne[20]).toBe('too-many')
		// One reference: 10 tries an hour, whatever the addresses; then even the right number waits.
		const onOne = []
		for (let n = 0; n < 10; n++) onOne.push((await lookUp(`203.0.113.${100 + n}`)).outcome)
		expect(onOne.every((outcome) => outcome === 'not-found')).toBe(true)
		const eleventh = await lookUpApplicationStatus(db, {
			clientIp: '203.0.113.200',
			reference,
			mobile: '+919855556666',
			language: 'en',
			answerAfterMs: 0,
		})
		expect(eleventh).toMatchObject({ outcome: 'too-many' })
		expect((eleventh as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(3000)
		const counters = await db.selectFrom('rate_limits').select('key').execute()
		expect(counters.some((row) => String(row.key).startsWith('status-reference'))).toBe(true)
	})
})

describe('The status form', () => {
	const schema = statusSchema(translator('mr'))

	test('takes a reference and a mobile number however a phone types them', () => {
		const parsed = schema.parse({ reference: 'br २०२६ ०००१२३', mobile: '+91 ९८७६५-४३२१०' })
		expect(parsed.mobile).toBe('+919876543210')
		expect(readReference(parsed.reference)).toEqual({ year: '2026', id: 123 })
	})

	test('takes them in Telugu digits too', () => {
		const telugu = statusSchema(translator('te')).parse({ reference: 'BR ౨౦౨౬ ౦౦౦౧౨౩', mobile: '౯౮౭౬౫ ౪౩౨౧౦' })
		expect(telugu.mobile).toBe('+919876543210')
		expect(readReference(telugu.reference)).toEqual({ year: '2026', id: 123 })
	})

	test('refuses in words what is too long, has control characters or is not a reference', () => {
		const errors = (value: Record<string, string>) =>
			schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
		expect(errors({ reference: 'BR-2026-000123', mobile: '9'.repeat(40) })).toEqual([
			'mobile: कृपया ज्या 10 अंकी मोबाइल नंबरने अर्ज केला तो लिहा.',
		])
		expect(errors({ reference: `BR-2026-${'1'.repeat(40)}`, mobile: '9876543210' })?.[0]).toMatch(/^reference: /)
		expect(errors({ reference: 'BR-2026-\u0000123', mobile: '9876543210' })?.[0]).toMatch(/^reference: /)
		expect(errors({ reference: 'hello', mobile: '98765\u000043210' })).toEqual([
			'reference: कृपया तुमचा अर्ज क्रमांक लिहा, उदा. BR-2026-000123.',
			'mobile: कृपया ज्या 10 अंकी मोबाइल नंबरने अर्ज केला तो लिहा.',
		])
	})
})
