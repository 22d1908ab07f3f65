import { parseWithZod } from '@conform-to/zod/v4'
import { UpdateQueryNode, type KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Language } from '#app/i18n/languages.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { BulkMoveRefused, changeApplicationStage, changeApplicationStages } from './application-stages.server.ts'
import { applicationsForBulkMove } from './applications.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import { expectedIn, type ExpectedWords } from '#tests/fixtures/expected-words.ts'
import {
	BULK_MOVE_LIMIT,
	bulkChoice,
	BulkMoveSchema,
	bulkSummary,
	readBulkChoices,
	type BulkChoice,
} from './bulk-moves.ts'

// Moving many applications to a stage in one step: each row its own change with its
// mail (in the applicant's language, an interview's calendar invitation) and audit
// entry; rows a colleague moved are left and named; hostile or oversized requests
// are refused before anything changes.

const recruiter = { id: 1, name: 'Hema Shah', email: 'hema@brisk.test' }
const interview = { date: '2026-12-01', time: '10:30', place: 'Brisk office, Baner Road, Pune', askFor: 'Hema' }

describe.each(testDatabases())('Bulk moves of applications on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let guard: number
	let serial = 0

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		guard = await insertJob(db, 'Security Guard', 'Security')
	})
	afterAll(() => destroy())

	async function applicant(
		name: string,
		{ language = 'en', status = 'New' }: { language?: Language; status?: string } = {},
	) {
		const own = (serial += 1)
		// Its e-mail address is made of the first name: each a first name of its own.
		const full = name.replace(/^(\S+)/, `$1${own}`)
		const id = await insertApplication(db, full, {
			jobId: guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: `+9198220${String(10000 + own)}`,
			status,
		})
		const email = `bulk${own}@example.com`
		await db
			.updateTable('applications')
			.set({ language, email, email_normalised: email })
			.where('id', '=', id)
			.execute()
		return { id, name: full, email }
	}

	const stageOf = async (id: number) =>
		(await db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
	const auditsOf = (id: number) =>
		db
			.selectFrom('audit_log')
			.select(['action', 'staff_email', 'details'])
			.where('subject', '=', `application ${id}`)
			.execute()
	const mailsTo = (email: string) =>
		db
			.selectFrom('outbox')
			.select(['subject', 'text_body', 'calendar'])
			.where('to_address', '=', email)
			.orderBy('id')
			.execute()

	test('Ten applications go to Interview in one step: each gets a mail in their own language with a calendar invitation, and one audit entry', async () => {
		const languages: Language[] = ['en', 'hi', 'mr', 'te', 'en', 'hi', 'mr', 'te', 'en', 'hi']
		const people = await Promise.all(languages.map((language, i) => applicant(`Candidate ${i}`, { language })))
		const outcome = await changeApplicationStages(db, {
			choices: people.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Interview',
			sendMail: true,
			interview,
			staff: recruiter,
		})
		expect(bulkSummary('Interview', outcome)).toBe('10 moved to Interview')
		const expectedSubject: ExpectedWords<string> = {
			en: 'An interview for Security Guard',
			hi: 'Security Guard के लिए इंटरव्यू',
			mr: 'Security Guard पदासाठी मुलाखत',
			te: 'Security Guard కోసం ఇంటర్వ్యూ',
		}
		for (const [index, person] of people.entries()) {
			expect(await stageOf(person.id)).toBe('Interview')
			const mails = await mailsTo(person.email)
			expect(mails).toHaveLength(1)
			expect(mails[0]!.subject).toBe(expectedIn(expectedSubject, languages[index]!))
			expect(mails[0]!.calendar).toContain('BEGIN:VCALENDAR')
			expect(mails[0]!.calendar).toContain('DTSTART:20261201T050000Z')
			const audits = await auditsOf(person.id)
			expect(audits).toHaveLength(1)
			expect(audits[0]).toMatchObject({ action: 'application.stage-changed', staff_email: recruiter.email })
			expect(JSON.parse(audits[0]!.details!)).toMatchObject({ from: 'New', to: 'Interview', mailed: true })
		}
		// The recruiter gets the ten in one mail of the day, with one calendar entry, rather than ten.
		const own = await db
			.selectFrom('outbox')
			.select(['subject', 'text_body'])
			.where('kind', '=', 'interview-recruiter')
			.where('to_address', '=', recruiter.email)
			.execute()
		expect(own.map((mail) => mail.subject)).toEqual(['Interviews on Tue, 1 Dec: 10 people (Security Guard, Pune)'])
		for (const person of people) expect(own[0]!.text_body).toContain(`10:30  ${person.name}, Security Guard, Pune`)
	})

	test('Interviews moved on in bulk are called off as one at a time would be: a CANCEL to each candidate and the recruiter', async () => {
		const people = await Promise.all([applicant('Kiran Calledoff'), applicant('Leela Calledoff')])
		const choices = (seen: 'New' | 'Interview') => people.map((person) => ({ id: person.id, seen }))
		await changeApplicationStages(db, {
			choices: choices('New'),
			stage: 'Interview',
			sendMail: true,
			interview,
			staff: recruiter,
		})
		const later = new Date(Date.now() + 60_000)
		const outcome = await changeApplicationStages(
			db,
			{ choices: choices('Interview'), stage: 'Rejected', sendMail: true, staff: recruiter },
			later,
		)
		expect(bulkSummary('Rejected', outcome)).toBe('2 moved to Rejected')
		for (const person of people) {
			const methods = (await mailsTo(person.email)).map((mail) => /METHOD:(\w+)/.exec(mail.calendar ?? '')?.[1])
			expect(methods).toEqual(['REQUEST', 'CANCEL'])
			const own = await db
				.selectFrom('outbox')
				.select('subject')
				.where('kind', '=', 'interview-recruiter')
				.where('application_id', '=', person.id)
				.orderBy('id')
				.execute()
			// The interview was in the recruiter's calendar as the day's one entry: its calling off still says so.
			expect(own.map((mail) => mail.subject)).toEqual([`Interview called off: ${person.name}, Security Guard`])
		}
	})

	test('An application erased after the list was read is not moved, and is named as erased', async () => {
		const person = await applicant('Hari Erasedlate')
		const [seen] = await applicationsForBulkMove(db, [person.id])
		await db
			.updateTable('applications')
			.set({ erased_at: new Date().toISOString() })
			.where('id', '=', person.id)
			.execute()
		// The move as it was asked with the row read before the erasure: decided again inside the change's transaction.
		const change = await changeApplicationStage(db, {
			application: seen!,
			stage: 'Hired',
			sendMail: true,
			staff: recruiter,
		})
		expect(change).toEqual({ changed: false, stage: 'New', erased: true })
		expect(await stageOf(person.id)).toBe('New')
		expect(await auditsOf(person.id)).toEqual([])
		expect(await mailsTo(person.email)).toEqual([])
	})

	test('A row a colleague moved meanwhile is left and named; the others go, each whole', async () => {
		const ravi = await applicant('Ravi Kumar')
		const others = await Promise.all([applicant('Asha Patil'), applicant('Bala Rao')])
		const erased = await applicant('Gone Person')
		await db
			.updateTable('applications')
			.set({ erased_at: new Date().toISOString() })
			.where('id', '=', erased.id)
			.execute()
		// Seen as New on the list; a colleague hired Ravi before the bulk move was sent.
		await db.updateTable('applications').set({ status: 'Hired' }).where('id', '=', ravi.id).execute()
		const outcome = await changeApplicationStages(db, {
			choices: [ravi, ...others, erased].map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Shortlisted',
			sendMail: true,
			staff: recruiter,
		})
		expect(bulkSummary('Shortlisted', outcome)).toBe('2 moved to Shortlisted, 2 not changed')
		expect(outcome.filter((row) => !row.moved).map((row) => `${row.name}: ${row.reason}`)).toEqual([
			`${ravi.name}: already at Hired, not changed`,
			`Erased applicant (${erased.id}): erased on request, not changed`,
		])
		expect(await stageOf(ravi.id)).toBe('Hired')
		expect(await auditsOf(ravi.id)).toEqual([])
		expect(await mailsTo(ravi.email)).toEqual([])
		for (const person of others) {
			expect(await stageOf(person.id)).toBe('Shortlisted')
			expect(await auditsOf(person.id)).toHaveLength(1)
			expect(await mailsTo(person.email)).toHaveLength(1)
		}
		// Sent again (a reload): every row is already there, nothing more is written.
		const again = await changeApplicationStages(db, {
			choices: others.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Shortlisted',
			sendMail: true,
			staff: recruiter,
		})
		expect(bulkSummary('Shortlisted', again)).toBe('0 moved to Shortlisted, 2 not changed')
		expect(await auditsOf(others[0]!.id)).toHaveLength(1)
	})

	test('The database goes away part of the way: rows moved stay moved and are named, the rest are left whole, nothing is half-applied', async () => {
		const people = await Promise.all(
			['Asha', 'Bala', 'Chitra', 'Dev', 'Esha'].map((name) => applicant(`${name} Outage`)),
		)
		// The third row's change meets a locked or lost database, as a restart or a backup would make it.
		let stageUpdates = 0
		const plugin: KyselyPlugin = {
			transformQuery({ node }) {
				if (UpdateQueryNode.is(node) && JSON.stringify(node.table).includes('"applications"')) {
					stageUpdates += 1
					if (stageUpdates === 3) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
				}
				return node
			},
			transformResult: async ({ result }) => result,
		}
		const outcome = await changeApplicationStages(db.withPlugin(plugin), {
			choices: people.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Interview',
			sendMail: true,
			interview,
			staff: recruiter,
		})
		expect(stageUpdates).toBe(3)
		expect(bulkSummary('Interview', outcome)).toBe('2 moved to Interview, 3 not changed')
		expect(outcome.filter((row) => !row.moved).map((row) => `${row.name}: ${row.reason}`)).toEqual([
			`${people[2]!.name}: not confirmed, as our records could not be reached while it was moved; look at its stage in a minute`,
			`${people[3]!.name}: not changed, as our records could not be reached; move it again in a minute`,
			`${people[4]!.name}: not changed, as our records could not be reached; move it again in a minute`,
		])
		for (const [index, person] of people.entries()) {
			const moved = index < 2
			expect(await stageOf(person.id)).toBe(moved ? 'Interview' : 'New')
			expect(await auditsOf(person.id)).toHaveLength(moved ? 1 : 0)
			expect(await mailsTo(person.email)).toHaveLength(moved ? 1 : 0)
		}
		// When the very first change meets the outage, nothing moved: the outage itself is the answer.
		stageUpdates = 2
		await expect(
			changeApplicationStages(db.withPlugin(plugin), {
				choices: [{ id: people[3]!.id, seen: 'New' }],
				stage: 'Interview',
				sendMail: true,
				interview,
				staff: recruiter,
			}),
		).rejects.toThrow('database is locked')
		expect(await stageOf(people[3]!.id)).toBe('New')
	})

	test('More than 500, an application twice or one that does not exist: refused whole, nothing changes', async () => {
		const person = await applicant('Kept As Is')
		const tooMany: BulkChoice[] = Array.from({ length: BULK_MOVE_LIMIT + 1 }, (_, i) => ({
			id: 900_000 + i,
			seen: 'New',
		}))
		const attempt = (choices: BulkChoice[]) =>
			changeApplicationStages(db, { choices, stage: 'Rejected', sendMail: true, staff: recruiter })
		await expect(attempt(tooMany)).rejects.toThrow(BulkMoveRefused)
		await expect(attempt(tooMany)).rejects.toThrow('At most 500 applications can be moved at once, not 501.')
		await expect(
			attempt([
				{ id: person.id, seen: 'New' },
				{ id: person.id, seen: 'New' },
			]),
		).rejects.toThrow(`Application ${person.id} was chosen twice.`)
		await expect(
			attempt([
				{ id: person.id, seen: 'New' },
				{ id: 987_654_321, seen: 'New' },
			]),
		).rejects.toThrow('There is no application 987654321.')
		await expect(attempt([])).rejects.toThrow('Choose at least one application to move.')
		expect(await stageOf(person.id)).toBe('New')
		expect(await auditsOf(person.id)).toEqual([])
		expect(await mailsTo(person.email)).toEqual([])
	})

	test('Exactly 500 go in one step', { timeout: 120_000 }, async () => {
		const start = serial
		const ids: number[] = []
		for (let i = 0; i < BULK_MOVE_LIMIT; i++) {
			serial += 1
			ids.push(
				await insertApplication(db, `Many${serial} Applicant`, {
					jobId: guard,
					field: 'Security',
					createdAt: '2026-11-21T10:00:00.000Z',
					contact: `+9197000${String(10000 + serial)}`,
				}),
			)
		}
		expect(serial - start).toBe(500)
		const outcome = await changeApplicationStages(db, {
			choices: ids.map((id) => ({ id, seen: 'New' })),
			stage: 'Rejected',
			sendMail: false,
			staff: recruiter,
		})
		expect(bulkSummary('Rejected', outcome)).toBe('500 moved to Rejected')
		const audits = await db
			.selectFrom('audit_log')
			.select((eb) => eb.fn.countAll().as('n'))
			.where('action', '=', 'application.stage-changed')
			.where(
				'subject',
				'in',
				ids.map((id) => `application ${id}`),
			)
			.executeTakeFirstOrThrow()
		expect(Number(audits.n)).toBe(500)
	})
})

describe('The chosen applications as the form posts them', () => {
	test('Each is its number and the stage it was seen at', () => {
		expect(readBulkChoices([bulkChoice(12, 'New'), bulkChoice(13, 'Interview')])).toEqual({
			choices: [
				{ id: 12, seen: 'New' },
				{ id: 13, seen: 'Interview' },
			],
		})
	})

	test('Hostile or mistaken values are refused in words', () => {
		expect(readBulkChoices([])).toEqual({ error: 'Choose at least one application to move.' })
		expect(readBulkChoices(['12:New', '12:New'])).toEqual({
			error: 'Application 12 was chosen twice. Open the list again and choose.',
		})
		expect(readBulkChoices(['12:Promoted'])).toEqual({
			error: '“Promoted” is not a stage (New, Shortlisted, Interview, Hired, Rejected).',
		})
		expect(readBulkChoices(['12'])).toEqual({
			error: '“12” is not an application of this list. Open the list again and choose.',
		})
		expect(readBulkChoices(['0:New'])).toMatchObject({ error: expect.stringContaining('not an application') })
		expect(readBulkChoices(['1234567890:New'])).toMatchObject({ error: expect.stringContaining('not an application') })
		expect(readBulkChoices(["12:New' or 1=1"])).toMatchObject({ error: expect.stringContaining('not an application') })
		const tooMany = Array.from({ length: 501 }, (_, i) => bulkChoice(i + 1, 'New'))
		expect(readBulkChoices(tooMany)).toEqual({
			error:
				'501 applications were chosen: at most 500 can be moved at once. Narrow the list with the filters (a job, a stage or fewer days) and move them in parts.',
		})
		expect(readBulkChoices(tooMany.slice(0, 500))).toMatchObject({ choices: expect.any(Array) })
	})

	test('The form is read by its schema: one box or many, the choices refused in the same words, the fields checked', () => {
		const form = (entries: Array<[string, string]>) => {
			const data = new FormData()
			for (const [name, value] of entries) data.append(name, value)
			return parseWithZod(data, { schema: BulkMoveSchema })
		}
		const errorsOf = (entries: Array<[string, string]>) => {
			const submission = form(entries)
			return submission.status === 'error' ? submission.error : null
		}
		const one = form([
			['application', '12:New'],
			['stage', 'Hired'],
		])
		expect(one.status === 'success' && one.value).toMatchObject({
			application: [{ id: 12, seen: 'New' }],
			stage: 'Hired',
		})
		const many = form([
			['application', '12:New'],
			['application', '13:Interview'],
			['stage', 'Rejected'],
			['sendMail', 'on'],
		])
		expect(many.status === 'success' && many.value).toMatchObject({
			application: [
				{ id: 12, seen: 'New' },
				{ id: 13, seen: 'Interview' },
			],
			sendMail: 'on',
		})
		expect(errorsOf([['stage', 'Hired']])).toEqual({ application: ['Choose at least one application to move.'] })
		expect(errorsOf([['application', '12:Promoted']])).toMatchObject({
			application: ['“Promoted” is not a stage (New, Shortlisted, Interview, Hired, Rejected).'],
			stage: ['Choose the stage to move them to.'],
		})
		// An interview is its day, time and place together; a day gone by is refused.
		const partial = errorsOf([
			['application', '12:New'],
			['stage', 'Interview'],
			['interviewDate', '2025-12-03'],
		])
		expect(partial).toEqual({
			interviewDate: ['That day has passed: choose today or a later day for the interview.'],
			interviewTime: ['Choose the time of the interview.'],
			interviewPlace: ['Write where the interview is.'],
		})
	})
})
