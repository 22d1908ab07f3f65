import '#app/i18n/all.server.ts'
import { answerNoSoonerThan } from '#app/utils/core/answer-time.server.ts'
import { translator } from '#app/i18n/index.ts'
import { localizePath } from '#app/i18n/languages.ts'
import { STATUS_ANSWER_AFTER_MS, sameMobileNumber, type TypedReference } from './application-status.server.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import { endOfIndianDay, startOfIndianDay } from '#app/utils/common/dates.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { consumeLimit, LIMITS, personKey } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { canText, enqueueText } from '#app/utils/messages/sms.server.ts'
import { company } from '#content/company.ts'
import { takeVisitorText } from '#app/utils/messages/visitor-texts.server.ts'

// A reference printed before references had a check code (BR-2026-000123) no longer opens the status
// page. Its holder types it with the mobile number the application was sent with, and the whole
// reference goes to that mobile number by text (and to the application's e-mail, if it has one):
// only its owner reads it. The answer is the same words whether or not anything matched, after the
// same time as a status look-up. Every try counts on the look-up's counter per address and, matched or not, takes
// a text's step from the address and its network (visitor-texts.server.ts), so that this page, like the alert and
// apply forms, cannot spend the site's text budget; a mobile number gets a few a day, over all its applications.

export type ReferenceSend = { outcome: 'answered' } | { outcome: 'too-many'; retryAfterSeconds: number }

export async function sendFullReference(
	db: Db,
	{
		clientIp,
		reference,
		mobile,
		startedAt = performance.now(),
		answerAfterMs = STATUS_ANSWER_AFTER_MS,
		now = new Date(),
	}: {
		clientIp: string
		reference: Pick<TypedReference, 'year' | 'id'>
		mobile: string
		startedAt?: number
		answerAfterMs?: number
		now?: Date
	},
): Promise<ReferenceSend> {
	const result = await send()
	await answerNoSoonerThan(startedAt, answerAfterMs)
	return result

	async function send(): Promise<ReferenceSend> {
		const address = await consumeLimit(db, LIMITS.statusLookupsAddress, clientKey(getSecret(), clientIp))
		if (!address.allowed) return { outcome: 'too-many', retryAfterSeconds: address.retryAfterSeconds }
		// Taken before the pair is checked, and kept: a refusal here then says nothing of whether it matched.
		const text = await takeVisitorText(db, { clientIp }, now)
		if (!text.allowed) return { outcome: 'too-many', retryAfterSeconds: text.retryAfterSeconds }
		const row = await db
			.selectFrom('applications')
			.select(['id', 'created_at', 'contact', 'email', 'language', 'reference_code'])
			.where('id', '=', reference.id)
			.where('created_at', '>=', startOfIndianDay(`${reference.year}-01-01`))
			.where('created_at', '<', endOfIndianDay(`${reference.year}-12-31`))
			.where('erased_at', 'is', null)
			.executeTakeFirst()
		const sameMobile = sameMobileNumber(row?.contact, mobile)
		if (!row?.reference_code || !sameMobile) return { outcome: 'answered' }
		// However often someone who knows the pair asks, a mobile number gets a few messages a day, whichever application.
		const sends = await consumeLimit(db, LIMITS.referenceSends, personKey('mobile', row.contact))
		if (!sends.allowed) return { outcome: 'answered' }
		const full = applicationReference(row.id, row.created_at, row.reference_code)
		const t = translator(row.language)
		await inTransaction(db, async (trx) => {
			if (canText(row.contact)) {
				await enqueueText(
					trx,
					{
						kind: 'text-reference',
						to: row.contact,
						label: `Text: full reference of application ${full}`,
						text: t('status.send.text', { reference: full }),
						applicationId: row.id,
					},
					now,
				)
			}
			if (row.email.includes('@')) {
				const url = `${getEnv().PUBLIC_URL}${localizePath('/career/status', row.language)}`
				// Only our own words and the reference: the address was typed by whoever applied.
				const text = [
					t('mail.candidate.greeting'),
					'',
					t('status.send.mail', { reference: full }),
					t('status.mail', { url }),
					'',
					t('mail.candidate.noFee'),
					'',
					t('mail.candidate.signature'),
					`${t('contact.phone')}: ${company.phone}`,
				].join('\n')
				const mail = { to: row.email, subject: t('status.send.subject'), text, applicationId: row.id }
				await enqueueMail(trx, { kind: 'reference-full', ...mail }, now)
			}
		})
		return { outcome: 'answered' }
	}
}
