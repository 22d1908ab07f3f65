import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readMailbox, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import type { Db } from './db.server.ts'
import {
	MAX_ATTEMPTS,
	createMailer,
	deliverDueMails,
	enqueueMail,
	retryDelayMs,
	startOutboxWorker,
} from './mail.server.ts'

async function freePort() {
	return new Promise<number>((resolve) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const address = server.address() as net.AddressInfo
			server.close(() => resolve(address.port))
		})
	})
}

describe.each(testDatabases())('The mail outbox on $name', (kind) => {
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
		const mailer = createMailer({ smtpUrl: smtp.url, from: 'Brisk <no-reply@brisk.test>', dataDir })
		try {
			const id = await db.transaction().execute((trx) =>
				enqueueMail(trx, {
					kind: 'test',
					to: 'office@brisk.test',
					replyTo: 'visitor@example.com',
					subject: 'Hello office',
					text: 'Namaste from the outbox',
				}),
			)
			expect(await deliverDueMails(db, mailer)).toEqual({ sent: 1, failed: 0 })
			const [mail] = await readMailbox(mailDir)
			expect(mail?.envelopeTo).toEqual(['office@brisk.test'])
			expect(mail?.replyTo).toBe('visitor@example.com')
			expect(mail?.subject).toBe('Hello office')
			expect(mail?.text).toContain('Namaste from the outbox')
			const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
			expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
			// Delivered once only.
			expect(await deliverDueMails(db, mailer)).toEqual({ sent: 0, failed: 0 })
		} finally {
			mailer.close()
			await smtp.close()
		}
	})

	test('a one-time link goes out in the mail but is not kept in the outbox once sent', async () => {
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const smtp = await startSmtpSink({ dir: mailDir })
		const mailer = createMailer({ smtpUrl: smtp.url, from: 'Brisk <no-reply@brisk.test>', dataDir })
		const link = `https://www.brisk.example/admin/reset/${'a1B2-c3_D4'.repeat(4)}xyz`
		try {
			const id = await enqueueMail(db, {
				kind: 'staff-reset',
				to: 'hema@brisk.test',
				subject: 'Choose a new password',
				text: `Hello Hema,\n\nOpen this link:\n\n${link}\n\nBrisk`,
			})
			expect(await deliverDueMails(db, mailer)).toEqual({ sent: 1, failed: 0 })
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
		const port = await freePort()
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Brisk <no-reply@brisk.test>', dataDir })
		const start = new Date()
		const id = await enqueueMail(
			db,
			{ kind: 'test', to: 'candidate@example.com', subject: 'Your application', text: 'Received' },
			start,
		)

		expect(await deliverDueMails(db, mailer, start)).toEqual({ sent: 0, failed: 1 })
		const failed = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(failed.status).toBe('pending')
		expect(failed.attempts).toBe(1)
		expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i)
		expect(new Date(failed.next_attempt_at).getTime()).toBe(start.getTime() + retryDelayMs(1))

		// Not retried before its time.
		expect(await deliverDueMails(db, mailer, new Date(start.getTime() + 1000))).toEqual({ sent: 0, failed: 0 })

		const smtp = await startSmtpSink({ dir: mailDir, port })
		try {
			const later = new Date(start.getTime() + retryDelayMs(1) + 1)
			expect(await deliverDueMails(db, mailer, later)).toEqual({ sent: 1, failed: 0 })
			const sent = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
			expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
			expect((await readMailbox(mailDir)).map((m) => m.envelopeTo)).toEqual([['candidate@example.com']])
		} finally {
			mailer.close()
			await smtp.close()
		}
	})

	test('retries back off exponentially and stop as failed after the last attempt', async () => {
		expect(retryDelayMs(1)).toBe(30_000)
		expect(retryDelayMs(2)).toBe(60_000)
		expect(retryDelayMs(3)).toBe(120_000)
		expect(retryDelayMs(20)).toBe(3_600_000)
		const port = await freePort()
		const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'x@brisk.test', dataDir })
		let now = new Date()
		const id = await enqueueMail(db, { kind: 'test', to: 'nobody@example.com', subject: 'Never', text: 'x' }, now)
		for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
			await deliverDueMails(db, mailer, now)
			now = new Date(now.getTime() + retryDelayMs(attempt) + 1)
		}
		mailer.close()
		const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
	})

	test('without SMTP_URL each mail is written as an .eml file into the data folder', async () => {
		const mailer = createMailer({ from: 'Brisk <no-reply@brisk.test>', dataDir })
		await db.updateTable('outbox').set({ status: 'failed' }).where('status', '=', 'pending').execute()
		await enqueueMail(db, {
			kind: 'enquiry',
			to: 'office@brisk.test',
			subject: 'Enquiry from Ravi',
			text: 'Please call me',
		})
		expect(await deliverDueMails(db, mailer)).toEqual({ sent: 1, failed: 0 })
		const files = fs.readdirSync(path.join(dataDir, 'mail'))
		expect(files).toHaveLength(1)
		const eml = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8')
		expect(eml).toContain('Subject: Enquiry from Ravi')
		expect(eml).toContain('To: office@brisk.test')
	})

	test('the worker delivers a mail that was pending before it started (as after a restart), and stops cleanly', async () => {
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const smtp = await startSmtpSink({ dir: mailDir })
		await enqueueMail(db, { kind: 'test', to: 'after-restart@example.com', subject: 'Queued before start', text: 'x' })
		const worker = startOutboxWorker({
			db,
			mailer: createMailer({ smtpUrl: smtp.url, from: 'x@brisk.test', dataDir }),
			pollMs: 100,
		})
		try {
			await expect
				.poll(async () => (await readMailbox(mailDir)).map((m) => m.envelopeTo[0]), { timeout: 5000 })
				.toContain('after-restart@example.com')
		} finally {
			await worker.stop()
			await smtp.close()
		}
	})

	test('two workers on one database with a slow mail server deliver each mail exactly once', async () => {
		const ids: number[] = []
		for (let i = 0; i < 6; i++) {
			ids.push(await enqueueMail(db, { kind: 'race', to: `race${i}@example.com`, subject: `Race ${i}`, text: 'x' }))
		}
		const delivered: number[] = []
		const slowMailer = {
			async send(mail: { id: number }) {
				await new Promise((resolve) => setTimeout(resolve, 150))
				delivered.push(mail.id)
				return { ok: true as const }
			},
			close() {},
		}
		// Each mail takes longer than the gap between the two workers' rounds.
		await Promise.all([
			deliverDueMails(db, slowMailer, new Date(), { owner: 'instance-a' }),
			deliverDueMails(db, slowMailer, new Date(), { owner: 'instance-b' }),
		])
		const mine = delivered.filter((id) => ids.includes(id))
		expect(mine.sort()).toEqual([...ids].sort())
		const rows = await db.selectFrom('outbox').select(['status', 'attempts']).where('id', 'in', ids).execute()
		expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
	})

	test('a lease is renewed while a mail is being sent, so no other worker takes it meanwhile', async () => {
		const id = await enqueueMail(db, { kind: 'slow', to: 'slow@example.com', subject: 'Slow', text: 'x' })
		let release!: () => void
		const sending = new Promise<void>((resolve) => (release = resolve))
		const stuckMailer = {
			async send() {
				await sending
				return { ok: true as const }
			},
			close() {},
		}
		const first = deliverDueMails(db, stuckMailer, new Date(), { owner: 'instance-a', batchSize: 1, leaseMs: 300 })
		// Another instance comes by after twice the lease: without renewal the mail would be its to take.
		await new Promise((resolve) => setTimeout(resolve, 700))
		const claimed = await db
			.selectFrom('outbox')
			.select(['locked_by', 'locked_until'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect(claimed.locked_by).toBe('instance-a')
		const other = await deliverDueMails(db, stuckMailer, new Date(), {
			owner: 'instance-b',
			batchSize: 1,
			leaseMs: 300,
		})
		expect(other).toEqual({ sent: 0, failed: 0 })
		release()
		expect(await first).toEqual({ sent: 1, failed: 0 })
	})
})
