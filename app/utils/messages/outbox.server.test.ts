import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readMailbox, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import { createDatabase, inTransaction, migrateToLatest, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import SQLite from '#app/utils/db/sqlite.server.ts'
import { createMailSender, enqueueMail } from './mail.server.ts'
import { listOutbox, retryFailedMessage } from './outbox-admin.server.ts'
import { MAX_ATTEMPTS, RETRY_FOR_MS } from './outbox-retry.ts'
import { startOutboxWorker } from './outbox-worker.server.ts'
import { deliverDueMessages, setActiveOutboxWorker, type OutboxMessage, type Sender } from './outbox.server.ts'
import { enqueueText } from './sms.server.ts'

// The outbox whatever the channel: claimed by one worker under its lease, retried for three days, listed and sent
// again from the back office, and the worker woken once what queued a message has committed.

/** A provider outside this machine that takes every message and keeps it. */
function keeping(): Sender & { got: OutboxMessage[] } {
	const got: OutboxMessage[] = []
	return {
		got,
		async send(message) {
			got.push(message)
			return { ok: true }
		},
	}
}

describe.each(testDatabases())('The outbox on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, dataDir, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('each message goes to the Sender of its channel; a worker without a channel leaves its messages to one with it', async () => {
		const mail = await enqueueMail(db, { kind: 'staff-locked', to: 'hema@brisk.test', subject: 'Locked', text: 'x' })
		const text = await enqueueText(db, { kind: 'text-received', to: '+919876500011', label: 'Text', text: 'Hi' })
		const mails = keeping()
		const texts = keeping()
		await deliverDueMessages(db, { mail: mails })
		expect(mails.got.map((row) => row.id)).toContain(mail)
		expect(mails.got.map((row) => row.id)).not.toContain(text)
		const waiting = await db
			.selectFrom('outbox')
			.select(['status', 'attempts'])
			.where('id', '=', text)
			.executeTakeFirst()
		expect(waiting).toEqual({ status: 'pending', attempts: 0 })
		await deliverDueMessages(db, { mail: mails, sms: texts })
		expect(texts.got.map((row) => [row.id, row.channel, row.kind])).toEqual([[text, 'sms', 'text-received']])
	})

	test('a mail the mail server refuses at every try is tried for three days, less and less often, then failed', async () => {
		const refusing: Sender = {
			async send() {
				return { ok: false, error: '421 Service not available, try again later' }
			},
		}
		const queued = new Date()
		const id = await enqueueMail(
			db,
			{ kind: 'career-candidate', to: 'nobody@example.com', subject: 'Never', text: 'x' },
			queued,
		)
		const tries: Array<{ at: number; status: string; attempts: number }> = []
		let now = queued
		for (;;) {
			await deliverDueMessages(db, { mail: refusing }, now)
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
			// Rounded to the millisecond, a gap may be a tenth shorter exactly.
			expect(gap).toBeGreaterThanOrEqual(planned * 0.9)
			expect(gap).toBeLessThanOrEqual(planned)
		})
		expect(gaps.slice(7, -1).every((gap) => gap >= 0.9 * hour && gap <= hour)).toBe(true)
		// The last gap ends at three days exactly.
		expect(gaps.at(-1)).toBeLessThanOrEqual(hour)

		// Sent again from the back office, it gets one more try, then is failed again.
		const staff = { id: 1, email: 'admin@brisk.test' }
		const later = new Date(queued.getTime() + RETRY_FOR_MS + 5 * hour)
		expect(await retryFailedMessage(db, { id, staff }, later)).toBe(true)
		await deliverDueMessages(db, { mail: refusing }, later)
		const again = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(again).toMatchObject({ status: 'failed', attempts: tries.length + 1 })
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

	test('the worker delivers a mail that was pending before it started (as after a restart), and stops cleanly', async () => {
		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const smtp = await startSmtpSink({ dir: mailDir })
		await enqueueMail(db, {
			kind: 'staff-invite',
			to: 'after-restart@example.com',
			subject: 'Queued before start',
			text: 'x',
		})
		const worker = startOutboxWorker({
			db,
			senders: { mail: createMailSender({ smtpUrl: smtp.url, from: 'x@brisk.test', dataDir }), sms: keeping() },
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
			ids.push(
				await enqueueMail(db, { kind: 'job-alert', to: `race${i}@example.com`, subject: `Race ${i}`, text: 'x' }),
			)
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
			deliverDueMessages(db, { mail: slowMailer }, new Date(), { owner: 'instance-a' }),
			deliverDueMessages(db, { mail: slowMailer }, new Date(), { owner: 'instance-b' }),
		])
		const mine = delivered.filter((id) => ids.includes(id))
		expect(mine.sort()).toEqual([...ids].sort())
		const rows = await db.selectFrom('outbox').select(['status', 'attempts']).where('id', 'in', ids).execute()
		expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
	})

	test('a lease is renewed while a mail is being sent, so no other worker takes it meanwhile', async () => {
		const id = await enqueueMail(db, { kind: 'staff-reset', to: 'slow@example.com', subject: 'Slow', text: 'x' })
		let release!: () => void
		const sending = new Promise<void>((resolve) => (release = resolve))
		const stuckMailer = {
			async send() {
				await sending
				return { ok: true as const }
			},
			close() {},
		}
		const first = deliverDueMessages(db, { mail: stuckMailer }, new Date(), {
			owner: 'instance-a',
			batchSize: 1,
			leaseMs: 300,
		})
		// Another instance comes by after twice the lease: without renewal the mail would be its to take.
		await new Promise((resolve) => setTimeout(resolve, 700))
		const claimed = await db
			.selectFrom('outbox')
			.select(['locked_by', 'locked_until'])
			.where('id', '=', id)
			.executeTakeFirstOrThrow()
		expect(claimed.locked_by).toBe('instance-a')
		const other = await deliverDueMessages(db, { mail: stuckMailer }, new Date(), {
			owner: 'instance-b',
			batchSize: 1,
			leaseMs: 300,
		})
		expect(other).toEqual({ sent: 0, failed: 0 })
		release()
		expect(await first).toEqual({ sent: 1, failed: 0 })
	})
})

describe.each(testDatabases())('Waking the worker on $name', (kind) => {
	let db: Db
	let other: Db
	let destroy: () => Promise<void>
	/** What another connection saw of the outbox at each wake-up call. */
	let pokes: Array<Promise<number[]>>

	beforeAll(async () => {
		let dataDir: string
		;({ db, dataDir, destroy } = await kind.create())
		other = await secondConnection(db, dataDir)
	})
	beforeEach(() => {
		pokes = []
		const seenByOther = async () => (await other.selectFrom('outbox').select('id').execute()).map((row) => row.id)
		setActiveOutboxWorker({ poke: () => void pokes.push(seenByOther()), stop: async () => {} })
	})
	afterEach(() => setActiveOutboxWorker(undefined))
	afterAll(async () => {
		await other.destroy()
		await destroy()
	})

	test('messages queued in a transaction wake the worker once, after the commit: another connection sees them', async () => {
		const ids = await inTransaction(db, async (trx) => {
			const mail = await enqueueMail(trx, { kind: 'staff-invite', to: 'asha@brisk.test', subject: 'Hi', text: 'x' })
			const text = await enqueueText(trx, { kind: 'text-stage', to: '+919876500021', label: 'Text', text: 'x' })
			expect(pokes).toHaveLength(0)
			return [mail, text]
		})
		expect(pokes).toHaveLength(1)
		expect(await pokes[0]).toEqual(expect.arrayContaining(ids))
	})

	test('a transaction that rolls back wakes nobody, and leaves no message', async () => {
		const undo = new Error('the caller failed')
		let id = 0
		await expect(
			inTransaction(db, async (trx) => {
				id = await enqueueMail(trx, { kind: 'staff-reset', to: 'ravi@brisk.test', subject: 'Reset', text: 'x' })
				throw undo
			}),
		).rejects.toBe(undo)
		expect(pokes).toHaveLength(0)
		expect(await other.selectFrom('outbox').select('id').where('id', '=', id).execute()).toEqual([])
	})

	test('a message queued outside a transaction wakes the worker once it is stored', async () => {
		const id = await enqueueText(db, { kind: 'job-alert', to: '+919876500022', label: 'Text', text: 'x' })
		expect(pokes).toHaveLength(1)
		expect(await pokes[0]).toContain(id)
	})

	test('a failed message sent again from the back office wakes the worker after its audit entry is committed', async () => {
		const id = await enqueueMail(db, { kind: 'career-candidate', to: 'x@example.com', subject: 'x', text: 'x' })
		await db.updateTable('outbox').set({ status: 'failed' }).where('id', '=', id).execute()
		pokes = []
		expect(await retryFailedMessage(db, { id, staff: { id: 1, email: 'admin@brisk.test' } })).toBe(true)
		expect(pokes).toHaveLength(1)
		expect(await retryFailedMessage(db, { id, staff: { id: 1, email: 'admin@brisk.test' } })).toBe(false)
		expect(pokes).toHaveLength(1)
	})
})

/** Another connection to the same database: a second SQLite handle on the file, or another PostgreSQL pool. */
async function secondConnection(db: Db, dataDir: string) {
	if (!usesPostgres(db)) return createDatabase({ dataDir })
	const { rows } = await sql<{ schema: string; database: string }>`
		select current_schema() as schema, current_database() as database
	`.execute(db)
	const url = new URL(process.env.TEST_DATABASE_URL!)
	url.pathname = `/${rows[0]!.database}`
	return createDatabase({ databaseUrl: url.href, dataDir, pgSchema: rows[0]!.schema })
}

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

	test('a round asked for by a poke meets an outage as the worker does: it logs the pause with the database’s reason', async () => {
		const lines: string[] = []
		const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
		const id = await enqueueMail(db, { kind: 'staff-locked', to: 'hema@brisk.test', subject: 'Locked', text: 'x' })
		const worker = startOutboxWorker({
			db,
			senders: { mail: createMailSender({ from: 'x@brisk.test', dataDir: dir }), sms: keeping() },
			pollMs: 3600_000,
		})
		try {
			// The first round, at start, sends the mail and ends.
			await expect
				.poll(
					async () => (await db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst())?.status,
				)
				.toBe('sent')
			// A backup holds the SQLite file's write lock: the worker's claim waits its busy timeout, then is refused.
			other.exec('begin immediate')
			worker.poke()
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
