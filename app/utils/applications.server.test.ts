import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readListState } from './admin-lists.ts'
import { readApplicationFilters } from './applications.ts'
import {
	addApplicationEvent,
	APPLICATION_SORTS,
	eraseApplication,
	exportApplications,
	listApplications,
	readStageTemplates,
	requireApplication,
	saveStageTemplate,
} from './applications.server.ts'
import { audit } from './audit.server.ts'
import type { Db } from './db.server.ts'
import { insertFile } from './files.server.ts'
import { enqueueMail } from './mail.server.ts'

describe.each(testDatabases())('Applications in the back office on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let jobs: { guard: number; gardener: number }

	beforeAll(async () => {
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
		await application('Chitra Rao', {
			jobId: jobs.guard,
			field: 'Security',
			createdAt: '2026-11-20T10:00:00.000Z',
			contact: '+918888877777',
			status: 'Hired',
		})

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
		expect(
			(await exportApplications(db, readApplicationFilters(new URL('http://x/?stage=Interview')))).map(
				(r) => r.job_title,
			),
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

		expect(await eraseApplication(db, before, { mailDir })).toEqual({ files: 1, mails: 2 })
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
		await saveStageTemplate(db, { stage: 'Hired', subject: 'First', body: 'One', staffId: 1 })
		await saveStageTemplate(db, { stage: 'Hired', subject: 'Second', body: 'Two', staffId: 1 })
		const templates = await readStageTemplates(db)
		expect(templates.Hired).toMatchObject({ subject: 'Second', body: 'Two' })
		expect(templates.Rejected.updatedAt).toBeNull()
	})
})
