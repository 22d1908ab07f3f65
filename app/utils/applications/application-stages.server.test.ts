import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { addApplicationNote, changeApplicationStage } from './application-stages.server.ts'
import { readStageTemplates, saveStageTemplate } from './stage-templates.server.ts'
import { requireApplication } from './applications.server.ts'
import { applicationReference } from './references.ts'
import {
	insertApplication,
	insertFreshApplication,
	insertJob,
	office,
	type TestApplication,
} from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'

describe.each(testDatabases())('Stage changes, notes and stage mails of applications on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobs: { guard: number; gardener: number }

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		jobs = { guard: await job('Security Guard', 'Security'), gardener: await job('Gardener', 'Gardening') }
	})
	afterAll(() => destroy())

	const job = (title: string, category: string) => insertJob(db, title, category)
	const application = (name: string, fields: TestApplication) => insertApplication(db, name, fields)
	const freshApplication = (name: string) => insertFreshApplication(db, jobs.guard, name)
	/** The mails of an application that carry a calendar entry, in the order they were queued. */
	const calendarMails = (applicationId: number) =>
		db
			.selectFrom('outbox')
			.select(['kind', 'to_address', 'subject', 'calendar'])
			.where('application_id', '=', applicationId)
			.where('calendar', 'is not', null)
			.orderBy('id')
			.execute()

	test('A stage template is the standard one until saved, then the saved one', async () => {
		expect((await readStageTemplates(db)).Hired.updatedAt).toBeNull()
		await saveStageTemplate(db, { stage: 'Hired', subject: 'First', body: 'One', staff: office })
		await saveStageTemplate(db, { stage: 'Hired', subject: 'Second', body: 'Two', staff: office })
		const templates = await readStageTemplates(db)
		expect(templates.Hired).toMatchObject({ subject: 'Second', body: 'Two' })
		expect(templates.Rejected.updatedAt).toBeNull()
	})

	test('A saved stage template and its audit entry are written together, or neither', async () => {
		const saved = () =>
			db.selectFrom('mail_templates').select('subject').where('name', '=', 'application-rejected.hi').execute()
		const entries = () =>
			db
				.selectFrom('audit_log')
				.select(['staff_id', 'staff_email', 'subject', 'details'])
				.where('action', '=', 'mail-template.saved')
				.where('subject', '=', 'mail template Rejected')
				.execute()
		const template = { stage: 'Rejected', language: 'hi', subject: 'Sorry', body: 'Dear {name}' } as const
		await rolledBack(db, (trx) => saveStageTemplate(trx, { ...template, staff: office }))
		expect([await saved(), await entries()]).toEqual([[], []])
		await saveStageTemplate(db, { ...template, staff: office })
		expect(await saved()).toEqual([{ subject: 'Sorry' }])
		expect(await entries()).toEqual([
			{
				staff_id: 1,
				staff_email: 'office@brisk.test',
				subject: 'mail template Rejected',
				details: '{"language":"hi"}',
			},
		])
	})

	const hema = { id: 31, name: 'Hema Shah', email: 'hema@brisk.test' }

	async function stageTrail({ id, email }: { id: number; email: string }) {
		const [row, events, audits, mails] = await Promise.all([
			requireApplication(db, String(id)),
			db
				.selectFrom('application_events')
				.select(['kind', 'stage'])
				.where('application_id', '=', id)
				.orderBy('id')
				.execute(),
			db
				.selectFrom('audit_log')
				.select(['action', 'details'])
				.where('subject', '=', `application ${id}`)
				.orderBy('id')
				.execute(),
			db
				.selectFrom('outbox')
				.select(['subject', 'text_body', 'reply_to'])
				.where('kind', '=', 'application-stage')
				.where('to_address', '=', email)
				.execute(),
		])
		return { stage: row.status, events, audits, mails }
	}

	test('A stage change writes the stage, its history, the mail with the interview and the audit entry together', async () => {
		const application = await freshApplication('Dinesh Stagey')
		const change = await changeApplicationStage(db, {
			application,
			stage: 'Interview',
			sendMail: true,
			interview: { date: '2026-12-02', time: '10:30', place: 'Brisk office, Baner, Pune' },
			staff: hema,
		})
		expect(change).toEqual({ changed: true, mailed: true, texted: false })
		const trail = await stageTrail(application)
		expect(trail.stage).toBe('Interview')
		expect(trail.events).toEqual([
			{ kind: 'stage', stage: 'Interview' },
			{ kind: 'mail', stage: 'Interview' },
		])
		expect(trail.mails).toHaveLength(1)
		expect(trail.mails[0]!.text_body).toContain('Brisk office, Baner, Pune')
		// An answer to it reaches the office's inbox, not the no-reply sender.
		expect(trail.mails[0]!.reply_to).toBe(getEnv().COMPANY_INBOX)
		expect(trail.audits.map((entry) => entry.action)).toEqual(['application.stage-changed'])
		expect(JSON.parse(trail.audits[0]!.details!)).toEqual({
			from: 'New',
			to: 'Interview',
			mailed: true,
			texted: false,
		})
	})

	test('An interview goes into the candidate’s calendar and the recruiter’s: one invitation each, moved ones replace it', async () => {
		const application = await freshApplication('Kiran Calendar')
		const interview = { date: '2026-12-03', time: '15:00', place: 'Brisk office, Baner, Pune', askFor: 'Mrs Joshi' }
		await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff: hema })
		const invitations = () => calendarMails(application.id)
		const [candidate, recruiter] = await invitations()
		expect(candidate).toMatchObject({ kind: 'application-stage', to_address: application.email })
		expect(recruiter).toMatchObject({ kind: 'interview-recruiter', to_address: hema.email })
		expect(recruiter!.subject).toBe(
			`Interview: Kiran Calendar, Security Guard (${applicationReference(application.id, application.created_at, application.reference_code)})`,
		)
		for (const invitation of [candidate!, recruiter!]) {
			const lines = invitation.calendar!.replace(/\r\n /g, '').split('\r\n')
			// 3 pm in India is 09:30 UTC.
			expect(lines).toContain('DTSTART:20261203T093000Z')
			expect(lines).toContain('LOCATION:Brisk office\\, Baner\\, Pune (Mrs Joshi)')
		}
		// The candidate's copy names them by address only: the name was typed by whoever applied.
		expect(candidate!.calendar).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${application.email}`)
		expect(candidate!.calendar).not.toContain('Kiran Calendar')
		expect(recruiter!.calendar).toContain('ATTENDEE;CN="Hema Shah"')
		expect(recruiter!.calendar).not.toContain(application.email)

		// Moved to another day: the same calendar entries, with a higher sequence.
		const moved = await requireApplication(db, String(application.id))
		await changeApplicationStage(db, { application: moved, stage: 'Shortlisted', sendMail: false, staff: hema })
		const again = await requireApplication(db, String(application.id))
		await changeApplicationStage(
			db,
			{
				application: again,
				stage: 'Interview',
				sendMail: true,
				interview: { ...interview, date: '2026-12-04' },
				staff: hema,
			},
			new Date(Date.now() + 60_000),
		)
		const all = await invitations()
		// Leaving Interview without a mail took the recruiter's entry out (the candidate, told nothing, got nothing).
		const method = (calendar: string) => /METHOD:(\w+)/.exec(calendar)![1]
		expect(all.map((mail) => [mail.kind, method(mail.calendar!)])).toEqual([
			['application-stage', 'REQUEST'],
			['interview-recruiter', 'REQUEST'],
			['interview-recruiter', 'CANCEL'],
			['application-stage', 'REQUEST'],
			['interview-recruiter', 'REQUEST'],
		])
		const uid = (calendar: string) => /UID:(.*)/.exec(calendar)![1]
		const sequence = (calendar: string) => Number(/SEQUENCE:(\d+)/.exec(calendar)![1])
		expect(uid(all[3]!.calendar!)).toBe(uid(all[0]!.calendar!))
		expect(uid(all[4]!.calendar!)).toBe(uid(all[1]!.calendar!))
		expect(uid(all[0]!.calendar!)).not.toBe(uid(all[1]!.calendar!))
		expect(sequence(all[3]!.calendar!)).toBeGreaterThan(sequence(all[0]!.calendar!))
	})

	test('An interview called off leaves both calendars: the candidate’s stage mail and the recruiter carry a CANCEL', async () => {
		const application = await freshApplication('Nikhil Calledoff')
		const interview = { date: '2026-12-05', time: '11:00', place: 'Brisk office, Baner, Pune' }
		await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff: hema })
		const atInterview = await requireApplication(db, String(application.id))
		await changeApplicationStage(
			db,
			{ application: atInterview, stage: 'Rejected', sendMail: true, staff: hema },
			new Date(Date.now() + 60_000),
		)
		const mails = await calendarMails(application.id)
		expect(mails.map((mail) => [mail.kind, /METHOD:(\w+)/.exec(mail.calendar!)![1]])).toEqual([
			['application-stage', 'REQUEST'],
			['interview-recruiter', 'REQUEST'],
			['application-stage', 'CANCEL'],
			['interview-recruiter', 'CANCEL'],
		])
		const uid = (calendar: string) => /UID:(.*)/.exec(calendar)![1]
		expect(uid(mails[2]!.calendar!)).toBe(uid(mails[0]!.calendar!))
		expect(uid(mails[3]!.calendar!)).toBe(uid(mails[1]!.calendar!))
		expect(mails[3]!.subject).toBe('Interview called off: Nikhil Calledoff, Security Guard')
	})

	test('Hired after an interview takes the interview out of the calendar under its own title, not the welcome’s', async () => {
		const application = await freshApplication('Omkar Hired')
		const interview = { date: '2026-12-06', time: '10:00', place: 'Brisk office, Baner, Pune' }
		await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff: hema })
		const atInterview = await requireApplication(db, String(application.id))
		await changeApplicationStage(
			db,
			{ application: atInterview, stage: 'Hired', sendMail: true, staff: hema },
			new Date(Date.now() + 60_000),
		)
		const mails = (await calendarMails(application.id)).filter((mail) => mail.kind === 'application-stage')
		const summary = (calendar: string) => /SUMMARY:(.*)/.exec(calendar)![1]
		const uid = (calendar: string) => /UID:(.*)/.exec(calendar)![1]
		expect(mails.map((mail) => /METHOD:(\w+)/.exec(mail.calendar!)![1])).toEqual(['REQUEST', 'CANCEL'])
		expect(uid(mails[1]!.calendar!)).toBe(uid(mails[0]!.calendar!))
		expect(summary(mails[1]!.calendar!)).toBe(summary(mails[0]!.calendar!))
		// The mail itself is the welcome; only its calendar part names the interview, and says first that it is off.
		expect(summary(mails[1]!.calendar!)).not.toBe(mails[1]!.subject)
		expect(mails[1]!.calendar).toMatch(/DESCRIPTION:This interview is called off\./)
	})

	test('An applicant gets the stage mail in the language they applied in: HR’s words in it, or its standard ones', async () => {
		const hindi = await freshApplication('Kavita Bhasha')
		await db.updateTable('applications').set({ language: 'hi' }).where('id', '=', hindi.id).execute()
		const marathi = await freshApplication('Madhuri Marathe')
		await db.updateTable('applications').set({ language: 'mr' }).where('id', '=', marathi.id).execute()
		// Staff wrote the job's title in Marathi, not in Hindi.
		await db
			.insertInto('job_translations')
			.values({ job_id: jobs.guard, language: 'mr', title: 'सुरक्षा रक्षक', updated_at: new Date().toISOString() })
			.execute()
		await saveStageTemplate(db, {
			stage: 'Interview',
			language: 'mr',
			subject: '{job}: मुलाखत',
			body: 'नमस्कार {name}, मुलाखत {date} रोजी.',
			staff: office,
		})
		const interview = { date: '2026-12-01', time: '10:30', place: 'Brisk office, Baner, Pune' }
		for (const { id } of [hindi, marathi]) {
			const application = await requireApplication(db, String(id))
			await changeApplicationStage(db, { application, stage: 'Interview', sendMail: true, interview, staff: hema })
		}
		const [hindiMail] = (await stageTrail(hindi)).mails
		expect(hindiMail!.subject).toBe('Security Guard के लिए इंटरव्यू')
		expect(hindiMail!.text_body).toContain('नमस्ते,')
		expect(hindiMail!.text_body).toContain('दिन: मंगलवार, 1 दिसंबर 2026\nसमय: सुबह 10:30\nजगह: Brisk office, Baner, Pune')
		expect(hindiMail!.text_body).toContain('फ़ोन: +91 20 4000 1000')
		const [marathiMail] = (await stageTrail(marathi)).mails
		expect(marathiMail).toMatchObject({
			subject: 'सुरक्षा रक्षक: मुलाखत',
			text_body: expect.stringContaining('नमस्कार अर्जदार, मुलाखत मंगळवार, 1 डिसेंबर 2026 रोजी.'),
		})
		// HR's Marathi words change neither the English nor the Hindi mail.
		expect((await readStageTemplates(db, 'en')).Interview.updatedAt).toBeNull()
		expect((await readStageTemplates(db, 'hi')).Interview.updatedAt).toBeNull()
	})

	test('Someone without e-mail hears of an interview by text in their language; without a mobile number nobody is told', async () => {
		const id = await application('Ganesh Rakshak', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: '+919822000011',
		})
		await db
			.updateTable('applications')
			.set({ email: '', email_normalised: 'tel:+919822000011', language: 'mr' })
			.where('id', '=', id)
			.execute()
		const guard = await requireApplication(db, String(id))
		const interview = { date: '2026-12-01', time: '10:30', place: 'Brisk office, Baner, Pune', askFor: 'Mr Patil' }
		const texts = () =>
			db
				.selectFrom('outbox')
				.select(['channel', 'kind', 'to_address', 'text_body', 'application_id'])
				.where('to_address', '=', '+919822000011')
				.execute()
		// A change whose audit entry cannot be written is not made, and no text waits for it.
		await sql`alter table audit_log rename to audit_log_away`.execute(db)
		try {
			await expect(
				changeApplicationStage(db, { application: guard, stage: 'Interview', sendMail: true, interview, staff: hema }),
			).rejects.toThrow()
		} finally {
			await sql`alter table audit_log_away rename to audit_log`.execute(db)
		}
		expect(await texts()).toEqual([])

		const change = await changeApplicationStage(db, {
			application: guard,
			stage: 'Interview',
			sendMail: true,
			interview,
			staff: hema,
		})
		expect(change).toEqual({ changed: true, mailed: false, texted: true })
		expect(await texts()).toEqual([
			{
				channel: 'sms',
				kind: 'text-stage',
				to_address: '+919822000011',
				text_body: expect.stringContaining(
					'1 डिसेंबर, सकाळी 10:30, ठिकाण: Brisk office, Baner, Pune. Mr Patil यांना भेटा.',
				),
				application_id: id,
			},
		])
		const trail = await stageTrail(guard)
		expect(trail.events).toEqual([
			{ kind: 'stage', stage: 'Interview' },
			{ kind: 'text', stage: 'Interview' },
		])
		expect(JSON.parse(trail.audits[0]!.details!)).toMatchObject({ mailed: false, texted: true })

		// Without the box ticked, nothing goes.
		const moved = await requireApplication(db, String(id))
		expect(
			await changeApplicationStage(db, { application: moved, stage: 'Shortlisted', sendMail: false, staff: hema }),
		).toEqual({ changed: true, mailed: false, texted: false })
		expect(await texts()).toHaveLength(1)
		// Neither an e-mail nor a mobile number to text: the answer says nothing went.
		const unreachable = { ...(await requireApplication(db, String(id))), contact: '020 4000 1000' }
		expect(
			await changeApplicationStage(db, { application: unreachable, stage: 'Hired', sendMail: true, staff: hema }),
		).toEqual({ changed: true, mailed: false, texted: false })
		expect(await texts()).toHaveLength(1)
	})

	test('A change from a stage a colleague has already left changes nothing and names the stage it is at', async () => {
		const seen = await freshApplication('Esha Racey')
		expect(
			await changeApplicationStage(db, { application: seen, stage: 'Shortlisted', sendMail: false, staff: hema }),
		).toEqual({
			changed: true,
			mailed: false,
			texted: false,
		})
		// The second person still sees "New" and sends Rejected with a mail.
		expect(
			await changeApplicationStage(db, { application: seen, stage: 'Rejected', sendMail: true, staff: hema }),
		).toEqual({
			changed: false,
			stage: 'Shortlisted',
			erased: false,
		})
		const trail = await stageTrail(seen)
		expect(trail.stage).toBe('Shortlisted')
		expect(trail.events).toHaveLength(1)
		expect(trail.mails).toHaveLength(0)
		expect(trail.audits).toHaveLength(1)
		// A move to the stage it is at (a reload, a second caller) is no change: no history, no mail, no record.
		const now = await requireApplication(db, String(seen.id))
		expect(
			await changeApplicationStage(db, { application: now, stage: 'Shortlisted', sendMail: true, staff: hema }),
		).toEqual({ changed: false, stage: 'Shortlisted', erased: false })
		expect(await stageTrail(seen)).toEqual(trail)
	})

	test('A stage change or a note whose audit entry cannot be written is not made at all', async () => {
		const application = await freshApplication('Farah Crashy')
		await sql`alter table audit_log rename to audit_log_away`.execute(db)
		try {
			await expect(
				changeApplicationStage(db, { application, stage: 'Hired', sendMail: true, staff: hema }),
			).rejects.toThrow()
			await expect(
				addApplicationNote(db, { applicationId: application.id, text: 'Lost?', staff: hema }),
			).rejects.toThrow()
		} finally {
			await sql`alter table audit_log_away rename to audit_log`.execute(db)
		}
		const trail = await stageTrail(application)
		expect(trail).toMatchObject({ stage: 'New', events: [], audits: [], mails: [] })
		await addApplicationNote(db, { applicationId: application.id, text: 'Called back.', staff: hema })
		expect((await stageTrail(application)).audits.map((entry) => entry.action)).toEqual(['application.note-added'])
	})
})

/** Runs fn in a transaction of the caller's that is then rolled back, as a failing caller's would be. */
async function rolledBack(db: Db, fn: (trx: Db) => Promise<unknown>) {
	const undo = new Error('the caller failed')
	await expect(
		db.transaction().execute(async (trx) => {
			await fn(trx)
			throw undo
		}),
	).rejects.toBe(undo)
}
