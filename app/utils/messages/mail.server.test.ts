import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readMailbox, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import { answeringRequest } from '#app/utils/db/db-health.server.ts'
import { createDatabase, migrateToLatest, type Db } from '#app/utils/db/db.server.ts'
import {
	MAX_ATTEMPTS,
	RETRY_FOR_MS,
	createMailer,
	deliverDueMails,
	enqueueMail,
	listOutbox,
	nextAttemptAt,
	retryDelayMs,
	retryFailedMail,
	startOutboxWorker,
} from './mail.server.ts'
import SQLite from '#app/utils/db/sqlite.server.ts'

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
		const gap = new Date(failed.next_attempt_at).getTime() - start.getTime()
		expect(gap).toBeGreaterThan(retryDelayMs(1) * 0.9)
		expect(gap).toBeLessThanOrEqual(retryDelayMs(1))

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

	test('a mail the mail server refuses at every try is tried for three days, less and less often, then failed', async () => {
		const refusing = {
			async send() {
				return { ok: false as const, error: '421 Service not available, try again later' }
			},
			close() {},
		}
		const queued = new Date()
		const id = await enqueueMail(db, { kind: 'test', to: 'nobody@example.com', subject: 'Never', text: 'x' }, queued)
		const tries: Array<{ at: number; status: string; attempts: number }> = []
		let now = queued
		for (;;) {
			await deliverDueMails(db, refusing, now)
			const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
			tries.push({ at: now.getTime() - queued.getTime(), status: row.status, attempts: row.attempts })
			if (row.status !== 'pending') break
			now = new Date(row.next_attempt_at)
		}
		const hour = 3600_000
		const last = tries.at(-1)!
		expect(last).toMatchObject({ at: RETRY_FOR_MS, status: 'failed', attempts: tries.length })
		expect(RETRY_FOR_MS).toBe(72 * hour)
		// Still tried in its 72nd hour, and every try before the three days left it waiting for the next.
		expect(tries.some((t) => t.at >= 71 * hour && t.at < 72 * hour && t.status === 'pending')).toBe(true)
		expect(tries.slice(0, -1).every((t) => t.status === 'pending')).toBe(true)
		expect(tries.length).toBeLessThan(MAX_ATTEMPTS)

		// The gaps double from 30 s (each up to a tenth shorter), then stay at most an hour apart.
		const gaps = tries.slice(1).map((t, i) => t.at - tries[i]!.at)
		gaps.slice(0, -1).forEach((gap, i) => {
			const planned = Math.min(30_000 * 2 ** i, hour)
			expect(gap).toBeGreaterThan(planned * 0.9)
			expect(gap).toBeLessThanOrEqual(planned)
		})
		expect(gaps.slice(7, -1).every((gap) => gap > 0.9 * hour && gap <= hour)).toBe(true)
		// The last gap ends at three days exactly.
		expect(gaps.at(-1)).toBeLessThanOrEqual(hour)

		// Sent again from the back office, it gets one more try, then is failed again.
		const staff = { id: 1, email: 'admin@brisk.test' }
		const later = new Date(queued.getTime() + RETRY_FOR_MS + 5 * hour)
		expect(await retryFailedMail(db, { id, staff }, later)).toBe(true)
		await deliverDueMails(db, refusing, later)
		const again = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(again).toMatchObject({ status: 'failed', attempts: tries.length + 1 })
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

	test('the Sent list shows first the mail sent last, even one queued long ago and sent again just now', async () => {
		const hourAgo = new Date(Date.now() - 3600_000).toISOString()
		const insert = (subject: string, createdAt: string, sentAt: string) =>
			db
				.insertInto('outbox')
				.values({
					kind: 'test',
					to_address: 'office@brisk.test',
					subject,
					text_body: 'x',
					status: 'sent',
					next_attempt_at: createdAt,
					created_at: createdAt,
					sent_at: sentAt,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
		const recent = await insert(
			'Queued and sent a minute ago',
			new Date(Date.now() - 60_000).toISOString(),
			new Date(Date.now() - 60_000).toISOString(),
		)
		const resent = await insert('Queued an hour ago, sent again now', hourAgo, new Date().toISOString())
		const ids = (await listOutbox(db, { status: 'sent', page: 1 })).rows.map((row) => row.id)
		expect(ids[0]).toBe(resent.id)
		expect(ids.indexOf(resent.id)).toBeLessThan(ids.indexOf(recent.id))
	})

	test.each([
		['an interview invitation', 'REQUEST', 'application-interview'],
		['an interview called off', 'CANCEL', 'application-stage'],
	] as const)('a mail with %s carries it as a calendar part (%s) and an .ics file', async (_what, method, kind) => {
		const mailer = createMailer({ from: 'Brisk <no-reply@brisk.test>', dataDir })
		fs.rmSync(path.join(dataDir, 'mail'), { recursive: true, force: true })
		await db.updateTable('outbox').set({ status: 'failed' }).where('status', '=', 'pending').execute()
		const calendar = `BEGIN:VCALENDAR\r\nMETHOD:${method}\r\nBEGIN:VEVENT\r\nUID:x@brisk\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`
		await enqueueMail(db, { kind, to: 'ravi@example.com', subject: 'Interview', text: 'Come', calendar })
		expect(await deliverDueMails(db, mailer)).toEqual({ sent: 1, failed: 0 })
		const [file] = fs.readdirSync(path.join(dataDir, 'mail'))
		const eml = fs.readFileSync(path.join(dataDir, 'mail', file!), 'utf8')
		expect(eml).toMatch(new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`, 'i'))
		expect(eml).toMatch(/filename=interview\.ics/)
		expect(eml).toContain('UID:x@brisk')
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

describe('The retry schedule', () => {
	const queued = '2026-11-20T10:00:00.000Z'
	const at = (ms: number) => new Date(Date.parse(queued) + ms)

	test('the gaps double from 30 s up to an hour, each up to a tenth shorter at random', () => {
		const gap = (attempts: number, random: number) =>
			nextAttemptAt({ attempts, createdAt: queued }, at(0), () => random)!.getTime() - at(0).getTime()
		expect([1, 2, 3, 7, 8, 20].map((attempts) => gap(attempts, 0))).toEqual([
			30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
		])
		expect(gap(1, 1)).toBe(27_000)
		expect(gap(20, 1)).toBe(3_240_000)
	})

	test('the last try is at three days, and a mail that fails it is given up', () => {
		const nearlyThreeDays = at(RETRY_FOR_MS - 10 * 60_000)
		expect(nextAttemptAt({ attempts: 50, createdAt: queued }, nearlyThreeDays, () => 0)).toEqual(at(RETRY_FOR_MS))
		expect(nextAttemptAt({ attempts: 51, createdAt: queued }, at(RETRY_FOR_MS), () => 0)).toBeNull()
		// A mail first tried after three days (the worker was stopped meanwhile) gets that one try.
		expect(nextAttemptAt({ attempts: 1, createdAt: queued }, at(RETRY_FOR_MS + 3600_000), () => 0)).toBeNull()
		expect(nextAttemptAt({ attempts: 1, createdAt: 'not a date' }, at(0), () => 0)).toBeNull()
	})

	test('the shortest gaps fill three days in fewer tries than the most a mail is given', () => {
		let now = at(0)
		let attempts = 1
		for (let next; (next = nextAttemptAt({ attempts, createdAt: queued }, now, () => 1)); attempts++) now = next
		expect(now).toEqual(at(RETRY_FOR_MS))
		expect(attempts).toBeLessThan(MAX_ATTEMPTS)
		expect(nextAttemptAt({ attempts: MAX_ATTEMPTS, createdAt: queued }, at(0), () => 0)).toBeNull()
	})
})

describe('The mail worker during a database outage', () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mail-outage-'))
	let db: Db
	let other: SQLite.Database

	beforeAll(async () => {
		db = createDatabase({ dataDir: dir, busyTimeoutMs: 200 })
		await migrateToLatest(db)
		other = new SQLite(path.join(dir, 'brisk.db'))
	})

	afterAll(async () => {
		other.close()
		await db.destroy()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	test('a round asked for by a request logs the pause with the database’s reason, not as a 503 page', async () => {
		const lines: string[] = []
		const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
		const worker = startOutboxWorker({
			db,
			mailer: createMailer({ from: 'x@brisk.test', dataDir: dir }),
			pollMs: 3600_000,
		})
		try {
			// The first round, at start, finds nothing due and ends.
			await new Promise((resolve) => setTimeout(resolve, 300))
			// A backup holds the SQLite file's write lock: the worker's claim waits its busy timeout, then is refused.
			other.exec('begin immediate')
			answeringRequest(() => worker.poke())
			await expect
				.poll(() => lines.find((line) => line.includes('mail delivery paused')), { timeout: 5000 })
				.toBeTruthy()
			const paused = JSON.parse(lines.find((line) => line.includes('mail delivery paused'))!) as { error: string }
			expect(paused.error).toMatch(/^The database is unavailable: database is locked/)
		} finally {
			other.exec('rollback')
			await worker.stop()
			spy.mockRestore()
		}
	})
})
