import { translate, translator } from '#app/i18n/index.ts'
import { LANGUAGE_NAMES_IN_ENGLISH, type Language } from '#app/i18n/languages.ts'
import { CONTACT_SERVICE_LABELS, type ContactEnquiry } from './contact-schema.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { getDb, inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { getEnv, type Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { personKeys } from '#app/utils/http/limits.server.ts'
import { LIMITS, takeSubmissionSteps, type SubmissionLimits } from '#app/utils/http/limits.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { company } from '#content/company.ts'

// Storing a contact enquiry: the record and its two mails, to the company's inbox
// and an acknowledgement to the visitor, in one transaction, so an enquiry is never
// stored without its mails or mailed without a record.

export async function saveEnquiry(
	db: Db,
	enquiry: ContactEnquiry,
	{
		clientKey,
		companyInbox,
		flag = null,
		language = 'en',
		now = new Date(),
	}: { clientKey: string | null; companyInbox: string; flag?: string | null; language?: Language; now?: Date },
) {
	return inTransaction(db, async (trx) => {
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
				flag,
				language,
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
				text: companyMailText(row.id, enquiry, now, flag, language),
			},
			now,
		)
		await enqueueMail(
			trx,
			{
				kind: 'enquiry-acknowledgement',
				to: enquiry.Email,
				subject: translate(language, 'contact.mail.ackSubject'),
				text: acknowledgementText(row.id, enquiry, language),
			},
			now,
		)
		return row.id
	})
}

export type EnquiryOutcome = 'sent' | 'too-many' | 'unavailable' | 'failed'

/**
 * The limits of an enquiry: the address's ceiling, and the person's at this address. No overall
 * ceiling per person: an enquiry takes nothing from anyone's other addresses, and the
 * acknowledgement mails to one typed address stay bounded per client address, as they always were.
 */
export function enquiryLimits(env: Env = getEnv()): SubmissionLimits {
	return {
		address: LIMITS.enquiries(env.CONTACT_LIMIT_PER_ADDRESS_PER_HOUR),
		personAtAddress: LIMITS.enquiriesPersonAtAddress(env.CONTACT_LIMIT_PER_HOUR),
	}
}

/**
 * What the form and the compatibility call both do with a valid enquiry: take a
 * step of the per-address ceiling (CONTACT_LIMIT_PER_ADDRESS_PER_HOUR) and of the
 * e-mail's and mobile number's limits (CONTACT_LIMIT_PER_HOUR from one address),
 * each one atomic statement, so that twenty enquiries sent at once cannot all
 * pass; then store it with its mails. A person's steps are given back when it is
 * not stored. 'unavailable' when the database is out of reach: nothing was stored.
 */
export async function acceptEnquiry(
	enquiry: ContactEnquiry,
	clientIp: string,
	{ flag = null, language = 'en' }: { flag?: string | null; language?: Language } = {},
): Promise<EnquiryOutcome> {
	const env = getEnv()
	const db = getDb()
	const key = clientKey(getSecret(), clientIp)
	let giveBack = async () => {}
	try {
		const steps = await takeSubmissionSteps(db, enquiryLimits(env), {
			address: key,
			addressHash: key,
			people: personKeys({ email: enquiry.Email, mobile: enquiry.Mobile }),
		})
		if (!steps.allowed) return 'too-many'
		giveBack = steps.giveBack
		await saveEnquiry(db, enquiry, { clientKey: key, companyInbox: env.COMPANY_INBOX, flag, language })
	} catch (error) {
		// Best effort: while the database is out of reach the steps stay taken, at most one of the person's hour.
		await giveBack().catch(() => {})
		// The outage is logged once where it is noticed; anything else is this enquiry's own failure.
		if (isDatabaseUnavailable(error)) return 'unavailable'
		log('error', 'enquiry not stored', { error: String(error) })
		return 'failed'
	}
	return 'sent'
}

function companyMailText(id: number, enquiry: ContactEnquiry, now: Date, flag: string | null, language: Language) {
	return [
		translate('en', 'contact.mail.companyIntro', { id }),
		...(flag ? [translate('en', 'contact.mail.companyFlag', { flag })] : []),
		'',
		`Name: ${enquiry.Name}`,
		`E-mail: ${enquiry.Email}`,
		`Mobile: ${enquiry.Mobile}`,
		`Service: ${enquiry.Service}`,
		`Found us through: ${enquiry.Find}`,
		`Received: ${formatIndianDateTime(now)}`,
		`Subject: ${enquiry.Subject}`,
		// Whom to call back in which language: the page the enquiry was sent from.
		`Language: ${LANGUAGE_NAMES_IN_ENGLISH[language]}`,
		'',
		enquiry.Message,
		'',
		translate('en', 'contact.mail.companyReplyHint'),
		`${getEnv().PUBLIC_URL}/admin/enquiries/${id}`,
	].join('\n')
}

/**
 * The acknowledgement goes to whatever address was typed, so it carries none of
 * the visitor's own words (name, subject, message): otherwise the form would send
 * anyone's text to anyone, in our name. The service comes from our own list.
 */
function acknowledgementText(id: number, enquiry: ContactEnquiry, language: Language) {
	const t = translator(language)
	const service = t(CONTACT_SERVICE_LABELS[enquiry.Service])
	return [
		t('contact.mail.ackGreeting'),
		'',
		t('contact.mail.ackBody', { id, service }),
		'',
		t('contact.mail.ackNotYou'),
		'',
		t('contact.mail.ackSignature'),
		// A number to call: a housing society's secretary phones rather than writes.
		`${t('contact.phone')}: ${company.phone}`,
	].join('\n')
}
