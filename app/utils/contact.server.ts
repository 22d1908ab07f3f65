import { translate } from '#app/i18n/index.ts'
import type { ContactEnquiry } from './contact-schema.ts'
import { getSecret } from './csrf.server.ts'
import { getDb, type Db } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { enqueueMail, pokeOutbox } from './mail.server.ts'
import { clientKey } from './spam.server.ts'

// Storing a contact enquiry (issue 5): the record and its two mails, to the
// company's inbox and an acknowledgement to the visitor, in one transaction,
// so an enquiry is never stored without its mails or mailed without a record.

const HOUR_MS = 3600_000

/** True when this address has already sent `limit` enquiries in the last hour. */
export async function isOverContactLimit(db: Db, clientKey: string, limit: number, now = new Date()) {
	const since = new Date(now.getTime() - HOUR_MS).toISOString()
	const { count } = await db
		.selectFrom('enquiries')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.where('client_key', '=', clientKey)
		.where('created_at', '>', since)
		.executeTakeFirstOrThrow()
	return Number(count) >= limit
}

export async function saveEnquiry(
	db: Db,
	enquiry: ContactEnquiry,
	{ clientKey, companyInbox, now = new Date() }: { clientKey: string | null; companyInbox: string; now?: Date },
) {
	return db.transaction().execute(async (trx) => {
		const row = await trx
			.insertInto('enquiries')
			.values({
				name: enquiry.Name,
				email: enquiry.Email,
				mobile: enquiry.Mobile,
				subject: enquiry.Subject,
				message: enquiry.Message,
				service: enquiry.Service,
				find: enquiry.Find,
				client_key: clientKey,
				created_at: now.toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await enqueueMail(
			trx,
			{
				kind: 'enquiry-to-company',
				to: companyInbox,
				replyTo: enquiry.Email,
				subject: translate('en', 'contact.mail.companySubject', { subject: enquiry.Subject, name: enquiry.Name }),
				text: companyMailText(row.id, enquiry, now),
			},
			now,
		)
		await enqueueMail(
			trx,
			{
				kind: 'enquiry-acknowledgement',
				to: enquiry.Email,
				subject: translate('en', 'contact.mail.ackSubject'),
				text: acknowledgementText(enquiry),
			},
			now,
		)
		return row.id
	})
}

export type EnquiryOutcome = 'sent' | 'too-many' | 'failed'

/**
 * What the form and the compatibility call both do with a valid enquiry: apply
 * the per-address limit (CONTACT_LIMIT_PER_HOUR), then store it with its mails.
 */
export async function acceptEnquiry(enquiry: ContactEnquiry, clientIp: string): Promise<EnquiryOutcome> {
	const env = getEnv()
	const db = getDb()
	const key = clientKey(getSecret(), clientIp)
	try {
		if (await isOverContactLimit(db, key, env.CONTACT_LIMIT_PER_HOUR)) return 'too-many'
		await saveEnquiry(db, enquiry, { clientKey: key, companyInbox: env.COMPANY_INBOX })
	} catch (error) {
		console.error(JSON.stringify({ level: 'error', msg: 'enquiry not stored', error: String(error) }))
		return 'failed'
	}
	pokeOutbox()
	return 'sent'
}

function companyMailText(id: number, enquiry: ContactEnquiry, now: Date) {
	return [
		translate('en', 'contact.mail.companyIntro', { id }),
		'',
		`Name: ${enquiry.Name}`,
		`E-mail: ${enquiry.Email}`,
		`Mobile: ${enquiry.Mobile}`,
		`Service: ${enquiry.Service}`,
		`Found us through: ${enquiry.Find}`,
		`Received: ${now.toISOString()}`,
		`Subject: ${enquiry.Subject}`,
		'',
		enquiry.Message,
		'',
		translate('en', 'contact.mail.companyReplyHint'),
	].join('\n')
}

function acknowledgementText(enquiry: ContactEnquiry) {
	return [
		translate('en', 'contact.mail.ackGreeting', { name: enquiry.Name }),
		'',
		translate('en', 'contact.mail.ackBody'),
		'',
		`${translate('en', 'contact.field.subject')}: ${enquiry.Subject}`,
		`${translate('en', 'contact.field.service')}: ${enquiry.Service}`,
		'',
		enquiry.Message,
		'',
		translate('en', 'contact.mail.ackSignature'),
	].join('\n')
}
