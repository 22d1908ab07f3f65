import { parseWithZod } from '@conform-to/zod/v4'
import { UpdateQueryNode, type KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { changeApplicationStage, changeApplicationStages, InterviewSlotsRefused } from './application-stages.server.ts'
import { applicationsForBulkMove, requireApplication } from './applications.server.ts'
import { eraseApplication } from './application-erasure.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import { BulkMoveSchema, bulkSummary } from './bulk-moves.ts'

// Interviews set by a bulk move, one every so many minutes: each applicant gets their own slot in the order
// chosen (rows left as they are take none), is told their own time, and the recruiter gets one mail of the day
// with one calendar entry rather than one per applicant. A single application's move still mails per person.

const interview = { date: '2026-12-10', time: '10:00', place: 'Brisk office, Baner Road, Pune', askFor: 'Hema' }

describe.each(testDatabases())('Interviews spread over the day by a bulk move on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let guard: number
	let serial = 0
	// Each test's recruiter is their own, so that their mails are theirs alone.
	let recruiters = 0
	const recruiter = () => {
		recruiters += 1
		return { id: recruiters, name: `Hema Shah ${recruiters}`, email: `hema${recruiters}@brisk.test` }
	}

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		// Erasing an applicant needs the site's secret, as at start.
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		guard = await insertJob(db, 'Security Guard', 'Security')
	})
	afterAll(() => destroy())

	async function applicant(name: string, { email = true, status = 'New' } = {}) {
		const own = (serial += 1)
		const full = name.replace(/^(\S+)/, `$1${own}`)
		const contact = `+9198220${String(30000 + own)}`
		const id = await insertApplication(db, full, {
			jobId: guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact,
			status,
		})
		const address = email ? `slot${own}@example.com` : ''
		await db
			.updateTable('applications')
			.set({ email: address, email_normalised: address || `tel:${contact}` })
			.where('id', '=', id)
			.execute()
		return { id, name: full, email: address, contact }
	}

	const interviewOf = (id: number) =>
		db
			.selectFrom('applications')
			.select(['status', 'interview_date', 'interview_time'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
	const invitationsOf = (id: number) =>
		db
			.selectFrom('interview_invitations')
			.select(['interview_date', 'interview_time'])
			.where('application_id', '=', id)
			.execute()
	const messagesTo = (address: string) =>
		db
			.selectFrom('outbox')
			.select(['kind', 'subject', 'text_body', 'calendar', 'application_id'])
			.where('to_address', '=', address)
			.orderBy('id')
			.execute()

	test('Four applicants every 15 minutes from 10:00 get 10:00, 10:15, 10:30 and 10:45 in the order chosen, each told their own time by mail, text and calendar', async () => {
		const staff = recruiter()
		const people = [
			await applicant('Asha Slot'),
			await applicant('Bala Slot'),
			await applicant('Chitra Slot', { email: false }),
			await applicant('Dev Slot'),
		]
		const outcome = await changeApplicationStages(db, {
			choices: people.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Interview',
			sendMail: true,
			interview,
			every: 15,
			staff,
		})
		const times = ['10:00', '10:15', '10:30', '10:45']
		expect(outcome.map((row) => [row.name, row.moved, row.time])).toEqual(
			people.map((person, index) => [person.name, true, times[index]]),
		)
		const words = ['10:00 am', '10:15 am', '10:30 am', '10:45 am']
		const starts = ['T043000Z', 'T044500Z', 'T050000Z', 'T051500Z']
		for (const [index, person] of people.entries()) {
			expect(await interviewOf(person.id)).toEqual({
				status: 'Interview',
				interview_date: interview.date,
				interview_time: times[index],
			})
			expect(await invitationsOf(person.id)).toEqual([{ interview_date: interview.date, interview_time: times[index] }])
			const [message, ...more] = await messagesTo(person.email || person.contact)
			expect(more).toEqual([])
			expect(message!.text_body).toContain(words[index])
			for (const other of words.filter((_, i) => i !== index)) expect(message!.text_body).not.toContain(other)
			if (person.email) expect(message!.calendar).toContain(`DTSTART:20261210${starts[index]}`)
			else expect(message!.kind).toBe('text-stage')
		}
	})

	test('Rows left as they are take no slot: the slots close up', async () => {
		const staff = recruiter()
		const first = await applicant('Esha Close')
		const already = await applicant('Farid Close', { status: 'Interview' })
		const erased = await applicant('Gita Close')
		const movedMeanwhile = await applicant('Hari Close')
		const last = await applicant('Indu Close')
		await db
			.updateTable('applications')
			.set({ erased_at: new Date().toISOString() })
			.where('id', '=', erased.id)
			.execute()
		// Read as New before the move; a colleague hires Hari after the move has read the rows, inside its loop.
		let updates = 0
		const plugin: KyselyPlugin = {
			transformQuery({ node }) {
				if (UpdateQueryNode.is(node) && JSON.stringify(node.table).includes('"applications"')) updates += 1
				return node
			},
			transformResult: async ({ result }) => result,
		}
		await db.updateTable('applications').set({ status: 'Hired' }).where('id', '=', movedMeanwhile.id).execute()
		const outcome = await changeApplicationStages(db.withPlugin(plugin), {
			choices: [first, already, erased, movedMeanwhile, last].map((person) => ({
				id: person.id,
				seen: person === already ? 'Interview' : 'New',
			})),
			stage: 'Interview',
			sendMail: true,
			interview,
			every: 30,
			staff,
		})
		expect(bulkSummary('Interview', outcome)).toBe('2 moved to Interview, 3 not changed')
		expect(outcome.filter((row) => row.moved).map((row) => [row.name, row.time])).toEqual([
			[first.name, '10:00'],
			[last.name, '10:30'],
		])
		expect(updates).toBe(2)
		expect((await interviewOf(last.id)).interview_time).toBe('10:30')
		expect((await interviewOf(movedMeanwhile.id)).status).toBe('Hired')
	})

	test('Twelve interviews every 15 minutes from 21:30 run past midnight: refused before anything changes', async () => {
		const staff = recruiter()
		const people: Awaited<ReturnType<typeof applicant>>[] = []
		for (let i = 0; i < 12; i++) people.push(await applicant(`Late${i} Night`))
		const attempt = (every: number) =>
			changeApplicationStages(db, {
				choices: people.map((person) => ({ id: person.id, seen: 'New' })),
				stage: 'Interview',
				sendMail: true,
				interview: { ...interview, time: '21:30' },
				every,
				staff,
			})
		await expect(attempt(15)).rejects.toThrow(InterviewSlotsRefused)
		await expect(attempt(15)).rejects.toThrow(
			'12 interviews every 15 minutes from 21:30 run past midnight: start earlier or choose a shorter spacing.',
		)
		for (const person of people) {
			expect((await interviewOf(person.id)).status).toBe('New')
			expect(await messagesTo(person.email)).toEqual([])
		}
		expect(await messagesTo(staff.email)).toEqual([])
		// Ten minutes apart, the last (23:20) ends by midnight: they go.
		expect(bulkSummary('Interview', await attempt(10))).toBe('12 moved to Interview')
		expect((await interviewOf(people[11]!.id)).interview_time).toBe('23:20')
	})

	test('The rows that cannot move are not counted against the day: eleven movable from 21:15 every 15 minutes fit', async () => {
		const staff = recruiter()
		const people: Awaited<ReturnType<typeof applicant>>[] = []
		for (let i = 0; i < 12; i++) people.push(await applicant(`Fit${i} Night`, { status: i === 0 ? 'Hired' : 'New' }))
		const outcome = await changeApplicationStages(db, {
			choices: people.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Interview',
			sendMail: false,
			interview: { ...interview, time: '21:15' },
			every: 15,
			staff,
		})
		expect(bulkSummary('Interview', outcome)).toBe('11 moved to Interview, 1 not changed')
		expect(outcome.at(-1)!.time).toBe('23:45')
	})

	test('The recruiter gets one mail of the day for the whole move, in time order, with one calendar entry from the first slot to the last one’s end', async () => {
		const staff = recruiter()
		const people: Awaited<ReturnType<typeof applicant>>[] = []
		for (const name of ['Mohan', 'Nisha', 'Om', 'Padma', 'Qadir', 'Rekha', 'Sunil', 'Tara'])
			people.push(await applicant(`${name} Gate`, { email: name !== 'Om' }))
		const outcome = await changeApplicationStages(db, {
			choices: people.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Interview',
			sendMail: true,
			interview,
			every: 15,
			staff,
		})
		expect(bulkSummary('Interview', outcome)).toBe('8 moved to Interview')
		const mails = await messagesTo(staff.email)
		expect(mails).toHaveLength(1)
		const [mail] = mails
		expect(mail).toMatchObject({
			kind: 'interview-recruiter',
			subject: 'Interviews on Thu, 10 Dec: 8 people (Security Guard, Pune)',
			application_id: null,
		})
		const lines = mail!.text_body.split('\n')
		expect(lines[0]).toBe('Thursday, 10 December 2026, at Brisk office, Baner Road, Pune (ask for Hema):')
		for (const [index, person] of people.entries()) {
			const time = `${10 + Math.floor((index * 15) / 60)}:${String((index * 15) % 60).padStart(2, '0')}`
			const at = lines.indexOf(`${time}  ${person.name}, Security Guard, Pune`)
			expect(at).toBeGreaterThan(0)
			const mobile = person.contact.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2')
			expect(lines[at + 1]).toMatch(new RegExp(`^ +\\${mobile}, BR-2026-\\d{6}`))
			expect(lines[at + 2]).toMatch(new RegExp(`/admin/applications/${person.id}$`))
		}
		const calendar = mail!.calendar!
		expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(1)
		expect(calendar).toContain('METHOD:REQUEST')
		expect(calendar).toContain('DTSTART:20261210T043000Z')
		// The last at 11:45, fifteen minutes long: to 12:00 in India.
		expect(calendar).toContain('DTEND:20261210T063000Z')
		expect(calendar).toMatch(new RegExp(`UID:interviews-${people[0]!.id}-\\d+-recruiter@`))
		// Its description is the list (folded and escaped as iCalendar writes it).
		expect(calendar.replace(/\r\n /g, '')).toContain(`${people[7]!.name}\\, Security Guard\\, Pune`)
		// No entry per applicant for the recruiter.
		for (const person of people) {
			const own = await db
				.selectFrom('outbox')
				.select('id')
				.where('kind', '=', 'interview-recruiter')
				.where('application_id', '=', person.id)
				.execute()
			expect(own).toEqual([])
		}
	})

	test('An applicant erased later leaves the recruiter’s mail of the day: their lines go, the others’ stay', async () => {
		const staff = recruiter()
		const people = [await applicant('Uma Gate'), await applicant('Varun Gate'), await applicant('Wasim Gate')]
		await changeApplicationStages(db, {
			choices: people.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Interview',
			sendMail: false,
			interview,
			every: 30,
			staff,
		})
		await eraseApplication(db, await requireApplication(db, String(people[1]!.id)), staff)
		const [mail] = await messagesTo(staff.email)
		expect(mail!.text_body).not.toContain(people[1]!.name)
		expect(mail!.text_body).not.toContain(people[1]!.contact.slice(-5))
		expect(mail!.text_body).not.toContain(`/admin/applications/${people[1]!.id}`)
		expect(mail!.text_body.split('\n')).toContain('10:30  Erased applicant (erased on request)')
		for (const other of [people[0]!, people[2]!]) expect(mail!.text_body).toContain(other.name)
		// The calendar entry's description repeated the list: it goes with them.
		expect(mail!.calendar).toBeNull()
	})

	test('All at the same time: still one mail for the recruiter, its entry an hour long', async () => {
		const staff = recruiter()
		const people = [await applicant('Uma Same'), await applicant('Vijay Same')]
		await changeApplicationStages(db, {
			choices: people.map((person) => ({ id: person.id, seen: 'New' })),
			stage: 'Interview',
			sendMail: true,
			interview,
			staff,
		})
		const mails = await messagesTo(staff.email)
		expect(mails.map((mail) => mail.subject)).toEqual(['Interviews on Thu, 10 Dec: 2 people (Security Guard, Pune)'])
		expect(mails[0]!.calendar).toContain('DTSTART:20261210T043000Z')
		expect(mails[0]!.calendar).toContain('DTEND:20261210T053000Z')
		for (const person of people) expect((await interviewOf(person.id)).interview_time).toBe('10:00')
	})

	test('The database goes away part of the way: the rows moved before it did are the ones in the recruiter’s mail', async () => {
		const staff = recruiter()
		const people: Awaited<ReturnType<typeof applicant>>[] = []
		for (const name of ['Wasim', 'Xavier', 'Yamini', 'Zoya']) people.push(await applicant(`${name} Outage`))
		let updates = 0
		const plugin: KyselyPlugin = {
			transformQuery({ node }) {
				if (UpdateQueryNode.is(node) && JSON.stringify(node.table).includes('"applications"')) {
					updates += 1
					if (updates === 3) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
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
			every: 10,
			staff,
		})
		expect(bulkSummary('Interview', outcome)).toBe('2 moved to Interview, 2 not changed')
		const mails = await messagesTo(staff.email)
		expect(mails.map((mail) => mail.subject)).toEqual(['Interviews on Thu, 10 Dec: 2 people (Security Guard, Pune)'])
		expect(mails[0]!.text_body).toContain(`10:00  ${people[0]!.name}`)
		expect(mails[0]!.text_body).toContain(`10:10  ${people[1]!.name}`)
		expect(mails[0]!.text_body).not.toContain(people[2]!.name)
	})

	test('A single application moved to Interview still gives the recruiter its own entry, as before', async () => {
		const staff = recruiter()
		const person = await applicant('Anil Single')
		const [row] = await applicationsForBulkMove(db, [person.id])
		await changeApplicationStage(db, {
			application: row!,
			stage: 'Interview',
			sendMail: true,
			interview: { ...interview, time: '11:30' },
			staff,
		})
		const mails = await messagesTo(staff.email)
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({
			kind: 'interview-recruiter',
			application_id: person.id,
			subject: expect.stringMatching(new RegExp(`^Interview: ${person.name}, Security Guard \\(BR-`)),
		})
		expect(mails[0]!.calendar).toContain(`UID:application-${person.id}-interview-recruiter@`)
		expect(mails[0]!.calendar).toContain('DTSTART:20261210T060000Z')
	})
})

describe('The spacing as the bulk move’s form posts it', () => {
	const form = (every: string) => {
		const data = new FormData()
		for (const [name, value] of [
			['application', '12:New'],
			['stage', 'Interview'],
			['interviewDate', '2099-12-10'],
			['interviewTime', '10:00'],
			['interviewPlace', 'Pune'],
			['interviewEvery', every],
		])
			data.append(name!, value!)
		return parseWithZod(data, { schema: BulkMoveSchema })
	}

	test('One of the choices is minutes; none is all at the same time; anything else is refused in words', () => {
		const fifteen = form('15')
		expect(fifteen.status === 'success' && fifteen.value.interviewEvery).toBe(15)
		const none = form('')
		expect(none.status === 'success' && none.value.interviewEvery).toBeUndefined()
		const odd = form('7')
		expect(odd.status === 'error' && odd.error).toEqual({
			interviewEvery: ['Choose how far apart the interviews are from the list.'],
		})
	})
})
