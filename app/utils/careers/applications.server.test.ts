import { applicationReference } from './career.ts'
import fs from 'node:fs'
import { sql } from 'kysely'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readListState } from '#app/utils/common/admin-lists.ts'
import { applicationCsvStream, startApplicationExport } from './application-export.server.ts'
import { readApplicationFilters } from './applications.ts'
import {
	addApplicationEvent,
	addApplicationNote,
	APPLICATION_SORTS,
	changeApplicationStage,
	eraseApplication,
	listApplications,
	readStageTemplates,
	requireApplication,
	saveStageTemplate,
} from './applications.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { enqueueText } from '#app/utils/messages/sms.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'

/** The member of staff who makes the changes, for the audit entries. */
const office = { id: 1, email: 'office@brisk.test' }

describe.each(testDatabases())('Applications in the back office on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobs: { guard: number; gardener: number }

	beforeAll(async () => {
		// An erasure removes the person's counters, named with the site's secret.
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy } = await kind.create())
		jobs = { guard: await job('Security Guard', 'Security'), gardener: await job('Gardener', 'Gardening') }
	})
	afterAll(() => destroy())

	async function job(title: string, category: string) {
		const stamp = new Date().toISOString()
		const row = await db
			.insertInto('jobs')
			.values({
				title,
				designation: title,
				description: '',
				location: 'Pune',
				phone: '',
				category,
				till_date: '2099-12-31',
				pdf: null,
				pdf_file_id: null,
				opened_at: stamp,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return row.id
	}

	async function application(
		name: string,
		{
			jobId,
			field,
			createdAt,
			contact,
			status = 'New',
		}: {
			jobId: number
			field: string
			createdAt: string
			contact: string
			status?: string
		},
	) {
		const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`
		const resume = await insertFile(db, {
			kind: 'resume',
			name: 'cv.pdf',
			mediaType: 'application/pdf',
			bytes: Buffer.from('%PDF'),
		})
		const row = await db
			.insertInto('applications')
			.values({
				job_id: jobId,
				name,
				contact,
				email,
				email_normalised: email,
				location: 'Pune',
				job_field: field,
				resume_file_id: resume,
				status,
				created_at: createdAt,
				updated_at: createdAt,
				aadhaar_number: '234567891234',
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return row.id
	}

	async function names(query: string) {
		const url = new URL(`http://localhost/admin/applications?${query}`)
		const list = readListState(url, { sorts: APPLICATION_SORTS, defaultSort: 'date' })
		const { rows, total } = await listApplications(db, readApplicationFilters(url), list)
		expect(rows).toHaveLength(Math.max(0, Math.min(25, total - (list.page - 1) * 25)))
		return rows.map((row) => row.name)
	}

	test('The filters find applications by job, category, stage, dates in India and text', async () => {
		await application('Asha Patil', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-01T10:00:00.000Z',
			contact: '+919876543210',
		})
		await application('Bala 100%_Kumar', {
			jobId: jobs.gardener,
			field: 'Gardening',
			createdAt: '2026-11-10T19:00:00.000Z',
			contact: '+919123456789',
			status: 'Interview',
		})
		const chitra = await application('Chitra Rao', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: '+918888877777',
			status: 'Hired',
		})
		// The reference the applicant was given finds their application, however it is typed; another year's does not.
		const reference = applicationReference(chitra, '2026-11-20T10:00:00.000Z')
		expect(await names(`q=${encodeURIComponent(reference)}`)).toEqual(['Chitra Rao'])
		expect(await names(`q=${encodeURIComponent(reference.toLowerCase().replaceAll('-', ' '))}`)).toEqual(['Chitra Rao'])
		expect(await names(`q=${encodeURIComponent(reference.replace('2026', '2025'))}`)).toEqual([])

		expect(await names('')).toEqual(['Chitra Rao', 'Bala 100%_Kumar', 'Asha Patil'])
		expect(await names('sort=name&dir=asc')).toEqual(['Asha Patil', 'Bala 100%_Kumar', 'Chitra Rao'])
		expect(await names(`job=${jobs.guard}`)).toEqual(['Chitra Rao', 'Asha Patil'])
		expect(await names('category=Gardening')).toEqual(['Bala 100%_Kumar'])
		expect(await names('stage=Hired')).toEqual(['Chitra Rao'])
		// 19:00 UTC on the 10th is already the 11th in India.
		expect(await names('from=2026-11-11&to=2026-11-20')).toEqual(['Chitra Rao', 'Bala 100%_Kumar'])
		expect(await names('to=2026-11-10')).toEqual(['Asha Patil'])
		expect(await names('q=ASHA')).toEqual(['Asha Patil'])
		expect(await names('q=chitra%40example')).toEqual(['Chitra Rao'])
		expect(await names('q=91234 56789')).toEqual(['Bala 100%_Kumar'])
		expect(await names('q=%2B91 88888 77777')).toEqual(['Chitra Rao'])
		expect(await names('q=100%25_')).toEqual(['Bala 100%_Kumar'])
		expect(await names('q=%25')).toEqual(['Bala 100%_Kumar'])
		// The CSV export keeps the same rows (application-export.server.test.ts tests it at length).
		const interview = readApplicationFilters(new URL('http://x/?stage=Interview'))
		const csv = await new Response(
			applicationCsvStream(db, interview, await startApplicationExport(db, interview)),
		).text()
		expect(
			csv
				.trimEnd()
				.split('\r\n')
				.slice(1)
				.map((line) => line.split(',')[5]),
		).toEqual(['Gardener'])
	})

	test('Erasing an applicant blanks the personal fields and deletes the files; the record stays', async () => {
		const id = await application('Deepa Shah', {
			jobId: jobs.gardener,
			field: 'Gardening',
			createdAt: '2026-11-21T10:00:00.000Z',
			contact: '+917777766666',
		})
		const before = await requireApplication(db, String(id))
		await enqueueMail(db, { kind: 'career-candidate', to: 'Deepa@example.com', subject: 'Thanks', text: 'Dear Deepa' })
		const sent = await enqueueMail(db, {
			kind: 'career-admin',
			to: 'office@brisk.test',
			replyTo: 'deepa@example.com',
			subject: 'Deepa Shah',
			text: 'Deepa Shah, +917777766666',
		})
		await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', sent).execute()
		const other = await enqueueMail(db, {
			kind: 'career-candidate',
			to: 'asha@example.com',
			subject: 'Thanks',
			text: 'Dear Asha',
		})
		const staff = { id: 1, name: 'Hema' }
		await addApplicationEvent(db, { applicationId: id, kind: 'note', text: 'Called Deepa on 7777766666', staff })
		await addApplicationEvent(db, {
			applicationId: id,
			kind: 'mail',
			stage: 'Interview',
			text: 'Interview, Deepa Shah',
			staff,
		})
		await audit(db, {
			action: 'application.file-opened',
			subject: `application ${id}`,
			details: { file: 'deepa-shah-cv.pdf' },
		})
		await audit(db, { action: 'sign-in.failed', details: { tried: 'DEEPA@example.com' } })
		await audit(db, { action: 'job.saved', subject: 'job 1', details: { title: 'Gardener' } })
		// Mails written into the data folder (no SMTP server): the applicant's and another one's.
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-erase-mail-'))
		const other0 = await enqueueMail(db, { kind: 'test', to: 'someone@example.com', subject: 'x', text: 'x' })
		const emlOf = (mailId: number, kind: string) => `2026-11-21T10-00-00-000Z-${mailId}-${kind}.eml`
		fs.writeFileSync(path.join(mailDir, emlOf(sent, 'career-admin')), 'Deepa Shah, +917777766666')
		fs.writeFileSync(path.join(mailDir, emlOf(other0, 'test')), 'someone else')

		expect(await eraseApplication(db, before, office, { mailDir })).toEqual({ files: 1, mails: 2 })
		expect(fs.readdirSync(mailDir)).toEqual([emlOf(other0, 'test')])
		const events = await db
			.selectFrom('application_events')
			.select(['kind', 'text'])
			.where('application_id', '=', id)
			.execute()
		expect(events.filter((e) => e.kind !== 'stage').map((e) => e.text)).toEqual([
			'Erased on request.',
			'Erased on request.',
		])
		const details = await db.selectFrom('audit_log').select(['action', 'details']).orderBy('id').execute()
		expect(details.find((e) => e.action === 'application.file-opened')?.details).toBeNull()
		expect(details.find((e) => e.action === 'sign-in.failed')?.details).toBeNull()
		expect(details.find((e) => e.action === 'job.saved')?.details).toContain('Gardener')
		// The erasure's own entry comes after the clearing, so its counts stay.
		expect(details.find((e) => e.action === 'application.erased')?.details).toBe(
			JSON.stringify({ reason: 'erased on request', filesDeleted: 1, mailsErased: 2 }),
		)
		// Nothing the site wrote still finds the person by name, e-mail or mobile number.
		for (const table of ['applications', 'application_events', 'outbox', 'audit_log'] as const) {
			const rows = JSON.stringify(await db.selectFrom(table).selectAll().execute()).toLowerCase()
			for (const term of ['deepa', '7777766666']) expect(rows, `${table} ${term}`).not.toContain(term)
		}
		const outbox = await db
			.selectFrom('outbox')
			.select(['id', 'to_address', 'reply_to', 'subject', 'text_body'])
			.orderBy('id')
			.execute()
		expect(outbox.filter((mail) => mail.id === sent || mail.id === other)).toEqual([
			{
				id: sent,
				to_address: 'office@brisk.test',
				reply_to: null,
				subject: 'Erased on request',
				text_body: 'Erased on request.',
			},
			{ id: other, to_address: 'asha@example.com', reply_to: null, subject: 'Thanks', text_body: 'Dear Asha' },
		])
		const after = await requireApplication(db, String(id))
		expect(after).toMatchObject({
			name: 'Erased applicant',
			email: '',
			contact: '',
			aadhaar_number: null,
			resume_file_id: null,
			job_id: jobs.gardener,
			job_field: 'Gardening',
		})
		expect(after.erased_at).toBeTruthy()
		expect(await db.selectFrom('files').select('id').where('id', '=', before.resume_file_id!).execute()).toEqual([])
		expect(await names('stage=erased')).toEqual(['Erased applicant'])
		expect(await names('q=deepa')).toEqual([])
		// The same person may apply for the same job again.
		await application('Deepa Shah', {
			jobId: jobs.gardener,
			field: 'Gardening',
			createdAt: '2026-11-22T10:00:00.000Z',
			contact: '+917777766666',
		})
	})

	test('The list shows 25 applications a page', async () => {
		const jobId = await job('Housekeeper', 'House Keeping')
		for (let i = 1; i <= 26; i++) {
			await application(`Paged${i} Person`, {
				jobId,
				field: 'House Keeping',
				createdAt: `2026-10-01T10:${String(i).padStart(2, '0')}:00.000Z`,
				contact: `+9170000000${String(i).padStart(2, '0')}`,
			})
		}
		const first = await names(`job=${jobId}`)
		expect(first).toHaveLength(25)
		expect(first[0]).toBe('Paged26 Person')
		expect(await names(`job=${jobId}&page=2`)).toEqual(['Paged1 Person'])
		expect(await names(`job=${jobId}&page=2&dir=asc`)).toEqual(['Paged26 Person'])
	})

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

	test('An erasure and its audit entry are written together, or neither', async () => {
		const application = await freshApplication('Gauri Together')
		const entries = () =>
			db
				.selectFrom('audit_log')
				.select(['staff_email', 'action'])
				.where('subject', '=', `application ${application.id}`)
				.execute()
		await rolledBack(db, (trx) => eraseApplication(trx, application, office))
		expect((await requireApplication(db, String(application.id))).name).toBe('Gauri Together')
		expect(await entries()).toEqual([])
		await eraseApplication(db, application, office)
		expect((await requireApplication(db, String(application.id))).name).toBe('Erased applicant')
		expect(await entries()).toEqual([{ staff_email: 'office@brisk.test', action: 'application.erased' }])
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
	async function freshApplication(name: string) {
		const id = await application(name, {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: '+919000000001',
		})
		return requireApplication(db, String(id))
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
		expect(hindiMail!.text_body).toContain('प्रिय Kavita Bhasha')
		expect(hindiMail!.text_body).toContain('मंगलवार, 1 दिसंबर 2026, सुबह 10:30')
		expect(hindiMail!.text_body).toContain('फ़ोन: +91 20 4000 1000')
		const [marathiMail] = (await stageTrail(marathi)).mails
		expect(marathiMail).toMatchObject({
			subject: 'सुरक्षा रक्षक: मुलाखत',
			text_body: expect.stringContaining('नमस्कार Madhuri Marathe, मुलाखत मंगळवार, 1 डिसेंबर 2026 रोजी.'),
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
				text_body: expect.stringContaining('1 डिसेंबर, सकाळी 10:30, Brisk office, Baner, Pune. Mr Patil यांना भेटा.'),
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

	test('Erasing an applicant removes their texts too: waiting ones deleted, sent ones blanked, the files deleted', async () => {
		const id = await application('Harish Mobile', {
			jobId: jobs.gardener,
			field: 'Gardening',
			createdAt: '2026-11-21T10:00:00.000Z',
			contact: '+919822000022',
		})
		const before = await requireApplication(db, String(id))
		const waiting = await enqueueText(db, {
			kind: 'text-stage',
			to: '+919822000022',
			label: 'Text: Shortlisted',
			text: 'Brisk: Gardener shortlisted',
			applicationId: id,
		})
		// An earlier application's text to the same number, and someone else's.
		const sent = await enqueueText(db, {
			kind: 'text-received',
			to: '+919822000022',
			label: 'Text: application received',
			text: 'Brisk: received',
		})
		await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', sent).execute()
		const other = await enqueueText(db, { kind: 'text-received', to: '+919822000099', label: 'Text', text: 'Hi' })
		const smsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-erase-sms-'))
		const txtOf = (textId: number, textKind: string) => `2026-11-21T10-00-00-000Z-${textId}-${textKind}.txt`
		fs.writeFileSync(path.join(smsDir, txtOf(sent, 'text-received')), 'To: +919822000022')
		fs.writeFileSync(path.join(smsDir, txtOf(other, 'text-received')), 'To: +919822000099')
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-erase-mail-'))

		expect(await eraseApplication(db, before, office, { mailDir, smsDir })).toMatchObject({ mails: 2 })
		expect(fs.readdirSync(smsDir)).toEqual([txtOf(other, 'text-received')])
		const rows = await db
			.selectFrom('outbox')
			.select(['id', 'to_address', 'subject', 'text_body'])
			.where('id', 'in', [waiting, sent, other])
			.orderBy('id')
			.execute()
		expect(rows).toEqual([
			{ id: sent, to_address: '', subject: 'Erased on request', text_body: 'Erased on request.' },
			{ id: other, to_address: '+919822000099', subject: 'Text', text_body: 'Hi' },
		])
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
		})
		const trail = await stageTrail(seen)
		expect(trail.stage).toBe('Shortlisted')
		expect(trail.events).toHaveLength(1)
		expect(trail.mails).toHaveLength(0)
		expect(trail.audits).toHaveLength(1)
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

	test('An address that names no application is a 404', async () => {
		for (const id of ['0', '1e3', '99999999', 'abc', '']) {
			await expect(requireApplication(db, id), id).rejects.toMatchObject({ status: 404 })
		}
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
