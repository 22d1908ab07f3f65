import fs from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '#app/utils/db/db.server.ts'
import type { TextOrigin } from '#app/utils/db/schema.ts'
import type { TextKind } from './message-kinds.ts'
import { queueMessage, type OutboxMessage, type SendResult, type Sender } from './outbox.server.ts'
import { textBudgetGate, type TextBudget } from './sms-budget.server.ts'

// The text message (SMS) channel of the outbox: what a text carries, and its Sender, the provider's HTTP API or a
// file, which keeps a visitor's text back while the site's text budget is spent (sms-budget.server.ts).

export interface TextToQueue {
	kind: TextKind
	/** A mobile number in E.164 (+919876543210). */
	to: string
	/** What the back office's Mail page shows of it (stored as the row's subject). */
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

/** Queues a text in the transaction of the record it is about (outbox.server.ts). */
export async function enqueueText(db: Db, message: TextToQueue, now = new Date()) {
	return queueMessage(
		db,
		{
			channel: 'sms',
			kind: message.kind,
			to_address: message.to,
			reply_to: null,
			subject: message.label,
			text_body: message.text,
			html_body: null,
			application_id: message.applicationId ?? null,
			origin: message.origin ?? 'visitor',
		},
		now,
	)
}

export interface TextSenderOptions {
	/** The Messages endpoint of a Twilio-style API, with the account's user and password in it. */
	smsUrl?: string
	from: string
	dataDir: string
	timeoutMs?: number
	/** The site's text budget (SMS_BUDGET_PER_HOUR, SMS_BUDGET_PER_DAY). */
	budget: TextBudget
}

/**
 * Twilio's Messages API when SMS_URL is set (a form POST of To, From and Body with basic
 * authentication: https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource);
 * otherwise each text becomes a file in DATA_DIR/sms, as mails become .eml files.
 */
export function createTextSender({ smsUrl, from, dataDir, timeoutMs = 20_000, budget }: TextSenderOptions): Sender {
	const admit = textBudgetGate(budget)
	if (!smsUrl) return { admit, send: (message) => writeTextFile(path.join(dataDir, 'sms'), from, message) }
	const endpoint = new URL(smsUrl)
	const credentials = `${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`
	const authorization = endpoint.username ? `Basic ${Buffer.from(credentials).toString('base64')}` : null
	// fetch refuses an address with credentials in it; they travel in the Authorization header instead.
	endpoint.username = ''
	endpoint.password = ''
	return {
		admit,
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

async function writeTextFile(smsDir: string, from: string, message: OutboxMessage): Promise<SendResult> {
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
