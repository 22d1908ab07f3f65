import { AsyncResource } from 'node:async_hooks'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, scrubErasedRows, skipLockedRows, type Db } from '#app/utils/db/db.server.ts'
import type { OutboxChannel, OutboxMail } from '#app/utils/db/schema.ts'
import { countAndPage } from '#app/utils/db/lists.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { describeError, pauseDuringOutage } from '#app/utils/db/db-health.server.ts'
import { processSlot } from '#app/utils/core/singleton.server.ts'
import { admitText, holdVisitorTexts, siteTextBudget, type TextBudget } from './sms-budget.server.ts'

// Mail goes through the outbox table: a request only inserts a row (in the same
// transaction as the record it belongs to) and the worker delivers it later, so
// no visitor waits on the mail server and a server that is down loses nothing.

export interface MailToQueue {
	kind: string
	to: string
	replyTo?: string
	subject: string
	text: string
	html?: string
	/** The application the mail is about: an erasure finds it by this. */
	applicationId?: number
	/** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
	headers?: Record<string, string>
	/** An iCalendar invitation (an interview), sent as the mail's text/calendar part and as an .ics file. */
	calendar?: string
}

// A one-time link (an invitation, a password reset) ends in its token: 32 random bytes, base64url.
const ONE_TIME_LINK = /https?:\/\/\S+\/[\w-]{43}(?=\s|$)/g

/**
 * The body kept once a mail is sent or given up: its one-time links removed, so that a
 * copy of the database (a backup, a read-only replica) holds no link that still works.
 */
export function withoutOneTimeLinks(text: string) {
	return text.replace(ONE_TIME_LINK, '[one-time link, removed once the mail was sent]')
}

/**
 * After a mail's one-time links were removed from its row: the row as it was, link and all,
 * would stay in SQLite's write-ahead log (or PostgreSQL's old row versions) while the link
 * still works, so it is scrubbed as after an erasure.
 */
async function scrubWithdrawnLinks(db: Db, mail: OutboxMail) {
	if (withoutOneTimeLinks(mail.text_body) !== mail.text_body) await scrubErasedRows(db, ['outbox'])
}

// A mail the mail server does not take is tried again after 30 s, then twice as long after each
// try, at most an hour apart, until it is three days old: a mail server (or database) down for a
// long weekend delays mail but loses none. The last try is made at three days exactly; if that
// one fails too, the mail is marked failed and waits in the back office to be sent again.
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60_000
export const RETRY_FOR_MS = 72 * 3600_000
// Each gap is up to a tenth shorter, at random: mails that failed together (the mail server was
// down) do not all come due at the same moment, on one instance or several, when it returns.
const JITTER = 0.1
/**
 * A stop besides the age, for a mail stamped by a clock far ahead: above the 87 tries that three
 * days of the shortest gaps make, so that it never cuts the three days short.
 */
export const MAX_ATTEMPTS = 100

export async function enqueueMail(db: Db, mail: MailToQueue, now = new Date()) {
	const row = await db
		.insertInto('outbox')
		.values({
			kind: mail.kind,
			to_address: mail.to,
			reply_to: mail.replyTo ?? null,
			subject: mail.subject,
			text_body: mail.text,
			html_body: mail.html ?? null,
			application_id: mail.applicationId ?? null,
			headers: mail.headers ? JSON.stringify(mail.headers) : null,
			calendar: mail.calendar ?? null,
			next_attempt_at: now.toISOString(),
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** The gap after a mail's attempts-th failed try, before its jitter. */
export function retryDelayMs(attempts: number) {
	return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

/**
 * When a mail that has just failed its attempts-th try is tried next, or null when it is given
 * up: it was queued three days ago or more (or has had MAX_ATTEMPTS tries).
 */
export function nextAttemptAt(
	{ attempts, createdAt }: { attempts: number; createdAt: string },
	now: Date,
	random = Math.random,
) {
	const deadline = Date.parse(createdAt) + RETRY_FOR_MS
	// Written so that an unreadable date gives the mail up rather than keeping it for ever.
	if (attempts >= MAX_ATTEMPTS || !(now.getTime() < deadline)) return null
	const delay = Math.round(retryDelayMs(attempts) * (1 - JITTER * random()))
	return new Date(Math.min(now.getTime() + delay, deadline))
}

/** A failure that waiting will not cure (a refused number) is permanent: the row is marked failed at once. */
export type SendResult = { ok: true } | { ok: false; error: string; permanent?: boolean }

export interface Mailer {
	send(mail: OutboxMail): Promise<SendResult>
	close(): void
}

export interface MailerOptions {
	smtpUrl?: string
	from: string
	dataDir: string
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/mail. */
export function createMailer({ smtpUrl, from, dataDir }: MailerOptions): Mailer {
	const transport: Transporter = smtpUrl
		? nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
		: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
	const mailDir = path.join(dataDir, 'mail')

	return {
		async send(mail) {
			try {
				const info = await transport.sendMail({
					from,
					to: mail.to_address,
					replyTo: mail.reply_to ?? undefined,
					subject: mail.subject,
					text: mail.text_body,
					html: mail.html_body ?? undefined,
					messageId: `<outbox-${mail.id}-${mail.created_at.replace(/\D/g, '')}@brisk>`,
					headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
					// RFC 6047: the invitation as an alternative part with its method, which mail apps
					// turn into "Add to calendar", and as an attachment for the ones that do not.
					icalEvent: mail.calendar
						? {
								method: /^METHOD:CANCEL\r?$/m.test(mail.calendar) ? 'CANCEL' : 'REQUEST',
								filename: 'interview.ics',
								content: mail.calendar,
							}
						: undefined,
				})
				if (!smtpUrl) {
					await fs.mkdir(mailDir, { recursive: true, mode: 0o700 })
					const name = `${mail.created_at.replace(/[:.]/g, '-')}-${mail.id}-${mail.kind}.eml`
					await fs.writeFile(path.join(mailDir, name), info.message as Buffer, { mode: 0o600 })
				}
				return { ok: true }
			} catch (error) {
				return { ok: false, error: error instanceof Error ? error.message : String(error) }
			}
		},
		close() {
			transport.close()
		},
	}
}

/** How long a claimed mail is a worker's alone; renewed (every third of it) while it is being sent. */
export const LEASE_MS = 60_000

/**
 * Claims the next due mail for this worker in one statement (on PostgreSQL with
 * FOR UPDATE SKIP LOCKED), so that two instances never take the same row: the
 * lease is the row's own, from the moment it is claimed.
 */
async function claimNextMail(db: Db, owner: string, now: Date, leaseMs: number) {
	const nowIso = now.toISOString()
	return db
		.updateTable('outbox')
		.set({ locked_by: owner, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
		.where('id', '=', (eb) =>
			eb
				.selectFrom('outbox')
				.select('id')
				.where('status', '=', 'pending')
				.where('next_attempt_at', '<=', nowIso)
				.where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', nowIso)]))
				.orderBy('id')
				.limit(1)
				.$call(skipLockedRows(db)),
		)
		.returningAll()
		.executeTakeFirst()
}

/** Keeps the lease of a mail alive while it is being sent, however slow the mail server is. */
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
 * Delivers the mails that are due, one claimed row at a time, until none is due or
 * batchSize were tried. Each mail's Message-ID is made from its row, so that even
 * a send repeated after a crash is recognised by mail servers as the same mail.
 */
export async function deliverDueMails(
	db: Db,
	mailer: Mailer,
	now = new Date(),
	{
		batchSize = 20,
		owner = `worker-${process.pid}`,
		leaseMs = LEASE_MS,
		textBudget = siteTextBudget(),
	}: { batchSize?: number; owner?: string; leaseMs?: number; textBudget?: TextBudget } = {},
) {
	let sent = 0
	let failed = 0
	for (let tried = 0; tried < batchSize; tried++) {
		const mail = await claimNextMail(db, owner, now, leaseMs)
		if (!mail) break
		// A text waits while the site's text budget is spent (a visitor's; staff's are counted and go).
		const budgetOpens = mail.channel === 'sms' ? await admitText(db, mail, textBudget, now) : null
		if (budgetOpens) {
			await holdVisitorTexts(db, { claimed: mail.id, owner, until: budgetOpens }, now)
			continue
		}
		const release = holdLease(db, mail.id, owner, leaseMs)
		let result: SendResult
		try {
			result = await mailer.send(mail)
		} finally {
			release()
		}
		const attempts = mail.attempts + 1
		const mine = db.updateTable('outbox').where('id', '=', mail.id).where('locked_by', '=', owner)
		if (result.ok) {
			sent++
			await mine
				.set({
					status: 'sent',
					attempts,
					sent_at: new Date().toISOString(),
					locked_until: null,
					last_error: null,
					text_body: withoutOneTimeLinks(mail.text_body),
				})
				.execute()
			await scrubWithdrawnLinks(db, mail)
		} else {
			failed++
			const next = result.permanent ? null : nextAttemptAt({ attempts, createdAt: mail.created_at }, now)
			await mine
				.set({
					status: next ? 'pending' : 'failed',
					...(next ? {} : { text_body: withoutOneTimeLinks(mail.text_body) }),
					attempts,
					last_error: result.error.slice(0, 1000),
					locked_until: null,
					next_attempt_at: (next ?? now).toISOString(),
				})
				.execute()
			if (!next) await scrubWithdrawnLinks(db, mail)
		}
	}
	return { sent, failed }
}

export interface OutboxWorker {
	/** Asks for a delivery round soon (after a request queued a mail). */
	poke(): void
	/** Lets the current round finish, then stops. */
	stop(): Promise<void>
}

export function startOutboxWorker({
	db,
	mailer,
	pollMs,
	onError = (error: unknown) => log('error', 'outbox round failed', { error: describeError(error) }),
}: {
	db: Db
	mailer: Mailer
	pollMs: number
	onError?: (error: unknown) => void
}): OutboxWorker {
	let running: Promise<unknown> | null = null
	let stopped = false
	// While the database is away every round fails the same way: one line when it pauses, one when it resumes.
	const outage = pauseDuringOutage('mail delivery')
	let again = false
	// Names this worker's leases: another instance's worker never finishes a mail this one claimed.
	const owner = `${os.hostname()}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`

	function round(asked = false) {
		if (stopped || (!asked && outage.resting())) return
		if (running) {
			again = true
			return
		}
		running = deliverDueMails(db, mailer, new Date(), { owner })
			.then(() => outage.succeeded())
			.catch((error) => outage.failed(error) || onError(error))
			.finally(() => {
				running = null
				if (again) {
					again = false
					round(true)
				}
			})
	}

	const timer = setInterval(round, pollMs)
	timer.unref()
	round()
	// A poke comes from inside a request, whose queries answer an outage with a 503 page; the round
	// it starts is the worker's own, as if started here, and meets an outage as the worker does.
	const roundAsked = AsyncResource.bind(() => round(true))

	return {
		// A request that just stored a mail found the database there: no need to rest.
		poke() {
			setImmediate(roundAsked)
		},
		async stop() {
			stopped = true
			clearInterval(timer)
			await running
			mailer.close()
		},
	}
}

// The running worker, so that a route that queued a mail can ask for delivery now.
const outboxSlot = processSlot<OutboxWorker>('outbox-worker')

export function setActiveOutboxWorker(worker: OutboxWorker | undefined) {
	outboxSlot.value = worker
}

export function pokeOutbox() {
	const worker = outboxSlot.value
	if (worker) worker.poke()
	// A worker process that leaves the mail to another (WEB_CONCURRENCY > 1) asks it to send now.
	else if (process.send) process.send({ type: 'poke-outbox' })
}

export type OutboxStatus = 'pending' | 'failed' | 'sent'

/** The back office's lists of the outbox: a status, or the pending mails already tried at least once. */
export type OutboxFilter = OutboxStatus | 'retrying'

/** One page of the outbox for the back office, newest first: who a mail is for and its subject, never its body. */
export async function listOutbox(
	db: Db,
	{ status, channel = '', page }: { status: OutboxFilter | ''; channel?: OutboxChannel | ''; page: number },
) {
	const outbox = channel ? db.selectFrom('outbox').where('channel', '=', channel) : db.selectFrom('outbox')
	const filtered =
		status === 'retrying'
			? outbox.where('status', '=', 'pending').where('attempts', '>', 0)
			: status
				? outbox.where('status', '=', status)
				: outbox
	return countAndPage(filtered, page, (query) =>
		query
			.select([
				'id',
				'channel',
				'kind',
				'to_address',
				'subject',
				'status',
				'attempts',
				'last_error',
				'created_at',
				'next_attempt_at',
				'sent_at',
			])
			// The sent ones by when they went, so that a mail sent again just now is at the top.
			.orderBy(status === 'sent' ? 'sent_at' : 'created_at', 'desc')
			.orderBy('id', 'desc'),
	)
}

/**
 * Sends a failed mail again (one more attempt; the count is kept), with its audit
 * entry. False when the mail is not a failed one (sent meanwhile, or no such mail).
 */
export async function retryFailedMail(
	db: Db,
	{ id, staff }: { id: number; staff: { id: number; email: string } },
	now = new Date(),
) {
	const retried = await inTransaction(db, async (trx) => {
		const result = await trx
			.updateTable('outbox')
			.set({ status: 'pending', next_attempt_at: now.toISOString(), locked_until: null, locked_by: null })
			.where('id', '=', id)
			.where('status', '=', 'failed')
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) === 0) return false
		await audit(trx, { staff, action: 'mail.retried', subject: `mail ${id}` }, now)
		return true
	})
	if (retried) pokeOutbox()
	return retried
}
