import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from './db.server.ts'
import type { OutboxMail } from './db/schema.ts'

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
}

export const MAX_ATTEMPTS = 10
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60_000
const LOCK_MS = 2 * 60_000

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
			next_attempt_at: now.toISOString(),
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

export function retryDelayMs(attempts: number) {
	return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

export type SendResult = { ok: true } | { ok: false; error: string }

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
				})
				if (!smtpUrl) {
					await fs.mkdir(mailDir, { recursive: true })
					const name = `${mail.created_at.replace(/[:.]/g, '-')}-${mail.id}-${mail.kind}.eml`
					await fs.writeFile(path.join(mailDir, name), info.message as Buffer)
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

/** Delivers every mail that is due. Returns how many were sent and how many failed this round. */
export async function deliverDueMails(db: Db, mailer: Mailer, now = new Date(), batchSize = 20) {
	const nowIso = now.toISOString()
	const due = await db
		.selectFrom('outbox')
		.selectAll()
		.where('status', '=', 'pending')
		.where('next_attempt_at', '<=', nowIso)
		.where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
		.orderBy('id')
		.limit(batchSize)
		.execute()

	let sent = 0
	let failed = 0
	for (const mail of due) {
		// Claim the row so a second instance (PostgreSQL deployments) skips it.
		const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString()
		const claim = await db
			.updateTable('outbox')
			.set({ locked_until: lockedUntil })
			.where('id', '=', mail.id)
			.where('status', '=', 'pending')
			.where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
			.executeTakeFirst()
		if (Number(claim.numUpdatedRows) !== 1) continue

		const result = await mailer.send(mail)
		const attempts = mail.attempts + 1
		if (result.ok) {
			sent++
			await db
				.updateTable('outbox')
				.set({ status: 'sent', attempts, sent_at: new Date().toISOString(), locked_until: null, last_error: null })
				.where('id', '=', mail.id)
				.execute()
		} else {
			failed++
			const giveUp = attempts >= MAX_ATTEMPTS
			await db
				.updateTable('outbox')
				.set({
					status: giveUp ? 'failed' : 'pending',
					attempts,
					last_error: result.error.slice(0, 1000),
					locked_until: null,
					next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
				})
				.where('id', '=', mail.id)
				.execute()
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
	onError = (error: unknown) => console.error(JSON.stringify({ level: 'error', msg: 'outbox round failed', error: String(error) })),
}: {
	db: Db
	mailer: Mailer
	pollMs: number
	onError?: (error: unknown) => void
}): OutboxWorker {
	let running: Promise<unknown> | null = null
	let stopped = false
	let again = false

	function round() {
		if (stopped) return
		if (running) {
			again = true
			return
		}
		running = deliverDueMails(db, mailer)
			.catch(onError)
			.finally(() => {
				running = null
				if (again) {
					again = false
					round()
				}
			})
	}

	const timer = setInterval(round, pollMs)
	timer.unref()
	round()

	return {
		poke() {
			setImmediate(round)
		},
		async stop() {
			stopped = true
			clearInterval(timer)
			await running
			mailer.close()
		},
	}
}

export function randomId(bytes = 16) {
	return crypto.randomBytes(bytes).toString('hex')
}

// The running worker, so that a route that queued a mail can ask for delivery now.
const globalForOutbox = globalThis as typeof globalThis & { __briskOutbox?: OutboxWorker }

export function setActiveOutboxWorker(worker: OutboxWorker | undefined) {
	globalForOutbox.__briskOutbox = worker
}

export function pokeOutbox() {
	globalForOutbox.__briskOutbox?.poke()
}
