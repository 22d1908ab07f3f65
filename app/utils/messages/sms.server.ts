import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '#app/utils/db/db.server.ts'
import type { OutboxMail, TextOrigin } from '#app/utils/db/schema.ts'
import type { Mailer, SendResult } from './mail.server.ts'

// Text messages (SMS) go through the outbox like mails: queued in the transaction of the record
// they belong to, claimed under a lease by one worker, retried for three days, listed on the back
// office's Mail page. Only the last step differs: the provider's HTTP API, or a file.

export interface TextToQueue {
	kind: string
	/** A mobile number in E.164 (+919876543210). */
	to: string
	/** What the back office's Mail page shows of it. */
	label: string
	text: string
	/** The application the text is about: an erasure finds it by this. */
	applicationId?: number
	/**
	 * Who set it off: staff's texts (a stage's news, the alerts of the jobs they open) go whatever the site's text
	 * budget says; any other waits while it is spent (sms-budget.server.ts), so a text nobody marked is held, not free.
	 */
	origin?: TextOrigin
}

/** Whether a stored mobile number can get a text: an Indian mobile number, stored as +91 and its 10 digits. */
export function canText(contact: string) {
	return /^\+91[6-9]\d{9}$/.test(contact)
}

export async function enqueueText(db: Db, message: TextToQueue, now = new Date()) {
	const row = await db
		.insertInto('outbox')
		.values({
			channel: 'sms',
			kind: message.kind,
			to_address: message.to,
			reply_to: null,
			subject: message.label,
			text_body: message.text,
			html_body: null,
			application_id: message.applicationId ?? null,
			origin: message.origin ?? 'visitor',
			next_attempt_at: now.toISOString(),
			created_at: now.toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

export interface SmsSender {
	send(message: OutboxMail): Promise<SendResult>
}

export interface SmsSenderOptions {
	/** The Messages endpoint of a Twilio-style API, with the account's user and password in it. */
	smsUrl?: string
	from: string
	dataDir: string
	timeoutMs?: number
}

/**
 * Twilio's Messages API when SMS_URL is set (a form POST of To, From and Body with basic
 * authentication: https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource);
 * otherwise each text becomes a file in DATA_DIR/sms, as mails become .eml files.
 */
export function createSmsSender({ smsUrl, from, dataDir, timeoutMs = 20_000 }: SmsSenderOptions): SmsSender {
	if (!smsUrl) return { send: (message) => writeTextFile(path.join(dataDir, 'sms'), from, message) }
	const endpoint = new URL(smsUrl)
	const credentials = `${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`
	const authorization = endpoint.username ? `Basic ${Buffer.from(credentials).toString('base64')}` : null
	// fetch refuses an address with credentials in it; they travel in the Authorization header instead.
	endpoint.username = ''
	endpoint.password = ''
	return {
		async send(message) {
			try {
				const response = await fetch(endpoint, {
					method: 'POST',
					headers: {
						'Content-Type': 'application/x-www-form-urlencoded',
						...(authorization ? { Authorization: authorization } : {}),
					},
					body: new URLSearchParams({ To: message.to_address, From: from, Body: message.text_body }),
					signal: AbortSignal.timeout(timeoutMs),
				})
				if (response.ok) {
					await response.body?.cancel()
					return { ok: true }
				}
				const error = `SMS provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`
				// A refused number or a wrong account is not cured by waiting; too many requests and a provider's own trouble are.
				return { ok: false, error, permanent: response.status < 500 && response.status !== 429 }
			} catch (error) {
				return {
					ok: false,
					error: `SMS provider not reached: ${error instanceof Error ? error.message : String(error)}`,
				}
			}
		},
	}
}

async function writeTextFile(smsDir: string, from: string, message: OutboxMail): Promise<SendResult> {
	try {
		await fs.mkdir(smsDir, { recursive: true, mode: 0o700 })
		const name = `${message.created_at.replace(/[:.]/g, '-')}-${message.id}-${message.kind}.txt`
		const text = `To: ${message.to_address}\nFrom: ${from}\n\n${message.text_body}\n`
		await fs.writeFile(path.join(smsDir, name), text, { mode: 0o600 })
		return { ok: true }
	} catch (error) {
		return { ok: false, error: error instanceof Error ? error.message : String(error) }
	}
}

/** One sender for the outbox worker: each row goes its own way, a mail by mail, a text as a text. */
export function sendByChannel(mailer: Mailer, sms: SmsSender): Mailer {
	return {
		send: (row) => (row.channel === 'sms' ? sms.send(row) : mailer.send(row)),
		close: () => mailer.close(),
	}
}
