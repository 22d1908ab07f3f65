import type { Insertable } from 'kysely'
import { log } from '#app/utils/core/log.server.ts'
import { processSlot } from '#app/utils/core/singleton.server.ts'
import { afterCommit, scrubErasedRows, skipLockedRows, type Db } from '#app/utils/db/db.server.ts'
import type { OutboxChannel, OutboxMail, OutboxTable } from '#app/utils/db/schema.ts'
import type { MessageKind } from './message-kinds.ts'
import { nextAttemptAt } from './outbox-retry.ts'

// Every message the site sends goes through the outbox table: a request only inserts a row, in the transaction of
// the record it belongs to, and a worker delivers it later, so no visitor waits on a mail server or a text provider
// and one that is down loses nothing. The outbox knows channels, not mail: each channel's Sender (mail.server.ts,
// sms.server.ts) takes a claimed row the last step, and the loop below picks it by the row's channel.

/** One row of the outbox: a mail or a text message. */
export type OutboxMessage = OutboxMail

/** A failure that waiting will not cure (a refused number) is permanent: the row is marked failed at once. */
export type SendResult = { ok: true } | { ok: false; error: string; permanent?: boolean }

/** How one channel's messages leave: the last step of the delivery loop. */
export interface Sender {
	/**
	 * A channel paid per message may keep a claimed one back (the site's text budget): false when it waits, having
	 * released its claim (and set when it is due again).
	 */
	admit?(db: Db, message: OutboxMessage, claim: { owner: string; now: Date }): Promise<boolean>
	send(message: OutboxMessage): Promise<SendResult>
	close?(): void
}

/** A Sender for each channel: the worker claims only the rows of the channels it can send. */
export type Senders = Record<OutboxChannel, Sender>

type QueuedRow = Omit<Insertable<OutboxTable>, 'channel' | 'kind' | 'next_attempt_at' | 'created_at'>

/** A row to queue: a kind of its channel (message-kinds.ts) and the channel's columns. */
export type MessageToQueue = { [C in OutboxChannel]: { channel: C; kind: MessageKind<C> } }[OutboxChannel] & QueuedRow

/**
 * Queues a message, in the transaction db is in (or on its own), due at once. The worker is woken once that
 * transaction has committed, so that it finds the row; if it rolls back, nothing is queued and nobody is woken.
 */
export async function queueMessage(db: Db, message: MessageToQueue, now = new Date()) {
	const row = await db
		.insertInto('outbox')
		.values({ ...message, next_attempt_at: now.toISOString(), created_at: now.toISOString() })
		.returning('id')
		.executeTakeFirstOrThrow()
	afterCommit(db, pokeOutbox)
	return row.id
}

// A one-time link (an invitation, a password reset) ends in its token: 32 random bytes, base64url.
const ONE_TIME_LINK = /https?:\/\/\S+\/[\w-]{43}(?=\s|$)/g

/**
 * The body kept once a message is sent or given up: its one-time links removed, so that a copy of the database
 * (a backup, a read-only replica) holds no link that still works.
 */
function withoutOneTimeLinks(text: string) {
	return text.replace(ONE_TIME_LINK, '[one-time link, removed once the mail was sent]')
}

/**
 * After a message's one-time links were removed from its row: the row as it was, link and all, would stay in
 * SQLite's write-ahead log (or PostgreSQL's old row versions) while the link still works, so it is scrubbed as
 * after an erasure.
 */
async function scrubWithdrawnLinks(db: Db, message: OutboxMessage) {
	if (withoutOneTimeLinks(message.text_body) !== message.text_body) await scrubErasedRows(db, ['outbox'])
}

/** How long a claimed message is a worker's alone; renewed (every third of it) while it is being sent. */
const LEASE_MS = 60_000

/**
 * Claims the next due message of the given channels for this worker in one statement (on PostgreSQL with FOR
 * UPDATE SKIP LOCKED), so that two instances never take the same row: the lease is the row's own, named by its
 * owner (`locked_by`), from the moment it is claimed.
 */
async function claimNextMessage(db: Db, channels: OutboxChannel[], owner: string, now: Date, leaseMs: number) {
	const nowIso = now.toISOString()
	return db
		.updateTable('outbox')
		.set({ locked_by: owner, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
		.where('id', '=', (eb) =>
			eb
				.selectFrom('outbox')
				.select('id')
				.where('status', '=', 'pending')
				.where('channel', 'in', channels)
				.where('next_attempt_at', '<=', nowIso)
				.where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', nowIso)]))
				.orderBy('id')
				.limit(1)
				.$call(skipLockedRows(db)),
		)
		.returningAll()
		.executeTakeFirst()
}

/** Keeps the lease of a message alive while it is being sent, however slow the other end is: its owner's alone. */
function holdLease(db: Db, id: number, owner: string, leaseMs: number) {
	const timer = setInterval(() => {
		void db
			.updateTable('outbox')
			.set({ locked_until: new Date(Date.now() + leaseMs).toISOString() })
			.where('id', '=', id)
			.where('locked_by', '=', owner)
			.execute()
			.catch((error) => log('warn', 'could not renew a mail lease', { id, error: String(error) }))
	}, leaseMs / 3)
	timer.unref()
	return () => clearInterval(timer)
}

/**
 * Delivers the messages that are due, one claimed row at a time, each by its channel's Sender, until none is due
 * or batchSize were tried. A mail's Message-ID is made from its row, so that even a send repeated after a crash is
 * recognised by mail servers as the same mail. Only the owner of a claim records its result.
 */
export async function deliverDueMessages(
	db: Db,
	senders: Partial<Senders>,
	now = new Date(),
	{ batchSize = 20, owner = `worker-${process.pid}`, leaseMs = LEASE_MS } = {},
) {
	const channels = Object.keys(senders) as OutboxChannel[]
	let sent = 0
	let failed = 0
	for (let tried = 0; tried < batchSize; tried++) {
		const message = await claimNextMessage(db, channels, owner, now, leaseMs)
		if (!message) break
		const sender = senders[message.channel]!
		if (sender.admit && !(await sender.admit(db, message, { owner, now }))) continue
		const release = holdLease(db, message.id, owner, leaseMs)
		let result: SendResult
		try {
			result = await sender.send(message)
		} finally {
			release()
		}
		const attempts = message.attempts + 1
		const mine = db.updateTable('outbox').where('id', '=', message.id).where('locked_by', '=', owner)
		if (result.ok) {
			sent++
			await mine
				.set({
					status: 'sent',
					attempts,
					sent_at: new Date().toISOString(),
					locked_until: null,
					last_error: null,
					text_body: withoutOneTimeLinks(message.text_body),
				})
				.execute()
			await scrubWithdrawnLinks(db, message)
		} else {
			failed++
			const next = result.permanent ? null : nextAttemptAt({ attempts, createdAt: message.created_at }, now)
			await mine
				.set({
					status: next ? 'pending' : 'failed',
					...(next ? {} : { text_body: withoutOneTimeLinks(message.text_body) }),
					attempts,
					last_error: result.error.slice(0, 1000),
					locked_until: null,
					next_attempt_at: (next ?? now).toISOString(),
				})
				.execute()
			if (!next) await scrubWithdrawnLinks(db, message)
		}
	}
	return { sent, failed }
}

export interface OutboxWorker {
	/** Asks for a delivery round soon (a message was just queued). */
	poke(): void
	/** Lets the current round finish, then stops. */
	stop(): Promise<void>
}

/** What a process that queued a message sends the one that runs the worker (server/index.js passes it on). */
export const POKE_MESSAGE = 'poke-outbox'

// The running worker, so that a message queued by a request is sent now rather than at the next poll.
const outboxSlot = processSlot<OutboxWorker>('outbox-worker')

export function setActiveOutboxWorker(worker: OutboxWorker | undefined) {
	outboxSlot.value = worker
}

/** Wakes the worker of this process, or asks the process that has it; queueMessage calls it after the commit. */
export function pokeOutbox() {
	const worker = outboxSlot.value
	if (worker) worker.poke()
	// A worker process that leaves the messages to another (WEB_CONCURRENCY > 1) asks it to send now.
	else if (process.send) process.send({ type: POKE_MESSAGE })
}
