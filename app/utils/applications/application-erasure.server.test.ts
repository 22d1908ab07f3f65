import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { eraseApplication } from './application-erasure.server.ts'
import { addApplicationEvent, requireApplication } from './applications.server.ts'
import {
	insertApplication,
	insertFreshApplication,
	insertJob,
	listedNames,
	office,
	type TestApplication,
} from '#tests/fixtures/application-records.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { enqueueText } from '#app/utils/messages/sms.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'

describe.each(testDatabases())('Erasing applicants on $name', (kind) => {
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

	const job = (title: string, category: string) => insertJob(db, title, category)
	const application = (name: string, fields: TestApplication) => insertApplication(db, name, fields)
	const names = (query: string) => listedNames(db, query)
	const freshApplication = (name: string) => insertFreshApplication(db, jobs.guard, name)

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
		const other0 = await enqueueMail(db, {
			kind: 'enquiry-acknowledgement',
			to: 'someone@example.com',
			subject: 'x',
			text: 'x',
		})
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

	test('Erasing an applicant deletes the texts they sent back and their words with a declined interview', async () => {
		const id = await application('Irfan Reply', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-21T10:00:00.000Z',
			contact: '+919822000033',
		})
		const otherId = await application('Jaya Reply', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-21T10:00:00.000Z',
			contact: '+919822000044',
		})
		const received_at = '2026-11-22T10:00:00.000Z'
		await db
			.insertInto('inbound_texts')
			.values([
				{ message_sid: 'SM-erase-1', from_number: '+919822000033', body: 'Monday?', application_id: id, received_at },
				{ message_sid: 'SM-erase-2', from_number: '+919822000044', body: 'Yes', application_id: otherId, received_at },
			])
			.execute()
		await db
			.insertInto('interview_invitations')
			.values({
				application_id: id,
				token: 'erase-token-0123456789a',
				interview_date: '2026-12-01',
				interview_time: '10:30',
				created_at: received_at,
				answer: 'declined',
				answer_note: 'My mother is ill, Tuesday please',
				answered_at: received_at,
				answered_by: 'link',
			})
			.execute()
		await eraseApplication(db, await requireApplication(db, String(id)), office, {
			mailDir: fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-erase-mail-')),
			smsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-erase-sms-')),
		})
		const texts = await db
			.selectFrom('inbound_texts')
			.select(['message_sid', 'body'])
			.where('message_sid', 'like', 'SM-erase-%')
			.execute()
		expect(texts).toEqual([{ message_sid: 'SM-erase-2', body: 'Yes' }])
		const answer = await db
			.selectFrom('interview_invitations')
			.select(['answer', 'answer_note'])
			.where('application_id', '=', id)
			.executeTakeFirstOrThrow()
		expect(answer).toEqual({ answer: 'declined', answer_note: null })
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
