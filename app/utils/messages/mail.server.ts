import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '#app/utils/db/db.server.ts'
import type { MailKind } from './message-kinds.ts'
import { queueMessage, type Sender } from './outbox.server.ts'

// The mail channel of the outbox: what a mail carries, and its Sender, SMTP or .eml files.

export interface MailToQueue {
	kind: MailKind
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

/** Queues a mail in the transaction of the record it is about (outbox.server.ts). */
export async function enqueueMail(db: Db, mail: MailToQueue, now = new Date()) {
	return queueMessage(
		db,
		{
			channel: 'mail',
			kind: mail.kind,
			to_address: mail.to,
			reply_to: mail.replyTo ?? null,
			subject: mail.subject,
			text_body: mail.text,
			html_body: mail.html ?? null,
			application_id: mail.applicationId ?? null,
			headers: mail.headers ? JSON.stringify(mail.headers) : null,
			calendar: mail.calendar ?? null,
		},
		now,
	)
}

export interface MailSenderOptions {
	smtpUrl?: string
	from: string
	dataDir: string
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/mail. */
export function createMailSender({ smtpUrl, from, dataDir }: MailSenderOptions): Sender & { close(): void } {
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
