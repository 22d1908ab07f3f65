import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readMailbox, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { createMailSender, enqueueMail } from './mail.server.ts'
import { deliverDueMessages } from './outbox.server.ts'
import { retryDelayMs } from './outbox-retry.ts'

// The mail channel: what the outbox hands the SMTP server, or writes as .eml files without one.

async function freePort() {
	return new Promise<number>((resolve) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const address = server.address() as net.AddressInfo
			server.close(() => resolve(address.port))
		})
	})
}

describe.each(testDatabases())('Mail through the outbox on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, dataDir, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('a queued mail is delivered to the SMTP server with its recipient, Reply-To and text', async () => {
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const smtp = await startSmtpSink({ dir: mailDir })
		const mailer = createMailSender({ smtpUrl: smtp.url, from: 'Brisk <no-reply@brisk.test>', dataDir })
		try {
			const id = await db.transaction().execute((trx) =>
				enqueueMail(trx, {
					kind: 'enquiry-to-company',
					to: 'office@brisk.test',
					replyTo: 'visitor@example.com',
					subject: 'Hello office',
					text: 'Namaste from the outbox',
				}),
			)
			expect(await deliverDueMessages(db, { mail: mailer })).toEqual({ sent: 1, failed: 0 })
			const [mail] = await readMailbox(mailDir)
			expect(mail?.envelopeTo).toEqual(['office@brisk.test'])
			expect(mail?.replyTo).toBe('visitor@example.com')
			expect(mail?.subject).toBe('Hello office')
			expect(mail?.text).toContain('Namaste from the outbox')
			const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
			expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
			// Delivered once only.
			expect(await deliverDueMessages(db, { mail: mailer })).toEqual({ sent: 0, failed: 0 })
		} finally {
			mailer.close()
			await smtp.close()
		}
	})

	test('a one-time link goes out in the mail but is not kept in the outbox once sent', async () => {
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const smtp = await startSmtpSink({ dir: mailDir })
		const mailer = createMailSender({ smtpUrl: smtp.url, from: 'Brisk <no-reply@brisk.test>', dataDir })
		const link = `https://www.brisk.example/admin/reset/${'a1B2-c3_D4'.repeat(4)}xyz`
		try {
			const id = await enqueueMail(db, {
				kind: 'staff-reset',
				to: 'hema@brisk.test',
				subject: 'Choose a new password',
				text: `Hello Hema,\n\nOpen this link:\n\n${link}\n\nBrisk`,
			})
			expect(await deliverDueMessages(db, { mail: mailer })).toEqual({ sent: 1, failed: 0 })
			const [mail] = (await readMailbox(mailDir)).filter((m) => m.to === 'hema@brisk.test')
			expect(mail?.text).toContain(link)
			const row = await db.selectFrom('outbox').select('text_body').where('id', '=', id).executeTakeFirstOrThrow()
			expect(row.text_body).not.toContain('/admin/reset/')
			expect(row.text_body).toContain('Hello Hema,')
		} finally {
			mailer.close()
			await smtp.close()
		}
	})

	test('a mail queued while the SMTP server is down is kept, retried later, and delivered once it is back', async () => {
		// A mail an earlier try of this test left waiting would be due with this one.
		await db.updateTable('outbox').set({ status: 'failed' }).where('status', '=', 'pending').execute()
		const port = await freePort()
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const mailer = createMailSender({
			smtpUrl: `smtp://127.0.0.1:${port}`,
			from: 'Brisk <no-reply@brisk.test>',
			dataDir,
		})
		const start = new Date()
		const id = await enqueueMail(
			db,
			{ kind: 'career-candidate', to: 'candidate@example.com', subject: 'Your application', text: 'Received' },
			start,
		)

		expect(await deliverDueMessages(db, { mail: mailer }, start)).toEqual({ sent: 0, failed: 1 })
		const failed = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(failed.status).toBe('pending')
		expect(failed.attempts).toBe(1)
		expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i)
		const gap = new Date(failed.next_attempt_at).getTime() - start.getTime()
		// Up to a tenth shorter, rounded to the millisecond: 27,000 ms is a gap it may take (one try in about 6,000).
		expect(gap).toBeGreaterThanOrEqual(retryDelayMs(1) * 0.9)
		expect(gap).toBeLessThanOrEqual(retryDelayMs(1))

		// Not retried before its time.
		expect(await deliverDueMessages(db, { mail: mailer }, new Date(start.getTime() + 1000))).toEqual({
			sent: 0,
			failed: 0,
		})

		const smtp = await startSmtpSink({ dir: mailDir, port })
		try {
			const later = new Date(start.getTime() + retryDelayMs(1) + 1)
			expect(await deliverDueMessages(db, { mail: mailer }, later)).toEqual({ sent: 1, failed: 0 })
			const sent = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
			expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
			expect((await readMailbox(mailDir)).map((m) => m.envelopeTo)).toEqual([['candidate@example.com']])
		} finally {
			mailer.close()
			await smtp.close()
		}
	})

	test('without SMTP_URL each mail is written as an .eml file into the data folder', async () => {
		const mailer = createMailSender({ from: 'Brisk <no-reply@brisk.test>', dataDir })
		await db.updateTable('outbox').set({ status: 'failed' }).where('status', '=', 'pending').execute()
		await enqueueMail(db, {
			kind: 'enquiry-to-company',
			to: 'office@brisk.test',
			subject: 'Enquiry from Ravi',
			text: 'Please call me',
		})
		expect(await deliverDueMessages(db, { mail: mailer })).toEqual({ sent: 1, failed: 0 })
		const files = fs.readdirSync(path.join(dataDir, 'mail'))
		expect(files).toHaveLength(1)
		const eml = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8')
		expect(eml).toContain('Subject: Enquiry from Ravi')
		expect(eml).toContain('To: office@brisk.test')
	})

	test.each([
		['an interview invitation', 'REQUEST', 'application-stage'],
		["a recruiter's interview called off", 'CANCEL', 'interview-recruiter'],
	] as const)('a mail with %s carries it as a calendar part (%s) and an .ics file', async (_what, method, kind) => {
		const mailer = createMailSender({ from: 'Brisk <no-reply@brisk.test>', dataDir })
		fs.rmSync(path.join(dataDir, 'mail'), { recursive: true, force: true })
		await db.updateTable('outbox').set({ status: 'failed' }).where('status', '=', 'pending').execute()
		const calendar = `BEGIN:VCALENDAR\r\nMETHOD:${method}\r\nBEGIN:VEVENT\r\nUID:x@brisk\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`
		await enqueueMail(db, { kind, to: 'ravi@example.com', subject: 'Interview', text: 'Come', calendar })
		expect(await deliverDueMessages(db, { mail: mailer })).toEqual({ sent: 1, failed: 0 })
		const [file] = fs.readdirSync(path.join(dataDir, 'mail'))
		const eml = fs.readFileSync(path.join(dataDir, 'mail', file!), 'utf8')
		expect(eml).toMatch(new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`, 'i'))
		expect(eml).toMatch(/filename=interview\.ics/)
		expect(eml).toContain('UID:x@brisk')
	})
})
