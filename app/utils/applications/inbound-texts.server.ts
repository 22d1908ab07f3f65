import crypto from 'node:crypto'
import { translate } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import { interviewTimes } from './interview-invitation.ts'
import { normaliseIndianMobile } from '#app/utils/common/validation.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { escapeXml } from '#app/utils/common/xml.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { signValue } from '#app/utils/http/secrets.server.ts'

// Texts applicants send back to the provider's number, which posts each to /sms/inbound (Twilio's webhook: a form of
// From, To, Body and MessageSid, signed in X-Twilio-Signature). A reply of 1 or yes confirms the newest interview to
// come of that number, 2 or no declines it; anything else is kept as a message. Each is kept once per MessageSid,
// with the application it belongs to, shown on its page and erased with the applicant; never sent on anywhere.

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed by the account's auth token, of the full address the provider
 * posted to followed by each POST parameter, sorted by name, as its name then its value.
 * https://www.twilio.com/docs/usage/security#validating-requests
 */
export function twilioSignature(key: string, url: string, params: Readonly<Record<string, string>>) {
	const data = Object.keys(params)
		.sort()
		.reduce((text, name) => text + name + params[name], url)
	return crypto.createHmac('sha1', key).update(data, 'utf8').digest('base64')
}

/** True when the signature is one of the keys', compared in constant time. */
export function isTwilioSignature(
	keys: readonly string[],
	url: string,
	params: Readonly<Record<string, string>>,
	signature: string,
) {
	const given = Buffer.from(signature)
	return keys.some((key) => {
		const expected = Buffer.from(twilioSignature(key, url, params))
		return expected.length === given.length && crypto.timingSafeEqual(expected, given)
	})
}

/**
 * The keys an inbound text is signed with: the auth token of SMS_URL (its password), or, with texts written to files,
 * a key made from the site secret (and the one it replaced), which `npm run sms:inbound` signs with.
 */
export function inboundKeys(smsUrl: string | undefined, secrets: readonly string[]) {
	if (smsUrl) {
		const token = decodeURIComponent(new URL(smsUrl).password)
		return token ? [token] : []
	}
	return secrets.map(fileSinkKey)
}

/** The key of inbound texts when there is no provider: the site secret's, for this use alone. */
export function fileSinkKey(secret: string) {
	return signValue(secret, 'sms-inbound', 'file-sink')
}

const YES = /^(?:1|yes|y|ok|haan?|ha|ho|hoy|avunu|हाँ|हां|हा|हो|होय|అవును|సరే)$/iu
const NO = /^(?:2|no|n|nahi|nahin|naahi|ledu|kaadu|नहीं|नही|नाही|లేదు|కాదు|రాలేను)$/iu

/** What a reply says: 1 (or yes in any of the four languages), 2 (or no), or anything else. */
export function replyMeaning(body: string): 'confirmed' | 'declined' | 'message' {
	const words = body
		.trim()
		.replace(/[.!।,\s]+$/u, '')
		.trim()
	if (YES.test(words)) return 'confirmed'
	if (NO.test(words)) return 'declined'
	return 'message'
}

export type InboundOutcome =
	| { outcome: 'unknown' | 'duplicate' }
	| { outcome: 'confirmed' | 'declined' | 'message'; language: Language; applicationId: number }

/**
 * Keeps an inbound text once and, when it answers an interview, records the answer. A number that is no applicant's
 * is kept nowhere: nobody could read or erase it.
 */
export async function receiveText(
	db: Db,
	{ sid, from, body }: { sid: string; from: string; body: string },
	now = new Date(),
): Promise<InboundOutcome> {
	const mobile = normaliseIndianMobile(from)
	if (!mobile || !sid) return { outcome: 'unknown' }
	const applications = await db
		.selectFrom('applications as a')
		.leftJoin('interview_invitations as i', (join) =>
			join
				.onRef('i.application_id', '=', 'a.id')
				.onRef('i.interview_date', '=', 'a.interview_date')
				.onRef('i.interview_time', '=', 'a.interview_time'),
		)
		.select(['a.id', 'a.language', 'a.status', 'i.id as invitation_id', 'i.interview_date', 'i.interview_time'])
		.where('a.contact', '=', mobile)
		.where('a.erased_at', 'is', null)
		.orderBy('a.id', 'desc')
		.orderBy('i.id', 'desc')
		.limit(50)
		.execute()
	if (applications.length === 0) return { outcome: 'unknown' }
	// The newest invitation whose interview is still to come, at the stage Interview.
	const upcoming = applications
		.filter((row) => row.status === 'Interview' && row.invitation_id && row.interview_date && row.interview_time)
		.filter((row) => interviewTimes({ date: row.interview_date!, time: row.interview_time! }).start > now)
		.sort((a, b) => b.invitation_id! - a.invitation_id!)[0]
	const application = upcoming ?? applications[0]!
	const meaning = upcoming ? replyMeaning(body) : 'message'
	return inTransaction(db, async (trx) => {
		const kept = await trx
			.insertInto('inbound_texts')
			.values({
				message_sid: sid.slice(0, 64),
				from_number: mobile,
				body: body.slice(0, 1600),
				application_id: application.id,
				received_at: now.toISOString(),
			})
			.onConflict((oc) => oc.column('message_sid').doNothing())
			.returning('id')
			.executeTakeFirst()
		// The provider posts a message again when our answer was slow or lost: it is kept, and answered, once.
		if (!kept) return { outcome: 'duplicate' }
		if (meaning !== 'message' && upcoming) {
			await trx
				.updateTable('interview_invitations')
				.set({ answer: meaning, answered_at: now.toISOString(), answered_by: 'text' })
				.where('id', '=', upcoming.invitation_id!)
				.execute()
		}
		return { outcome: meaning, language: application.language, applicationId: application.id }
	})
}

const TWIML = { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' }

/**
 * The webhook's answer: 403 and nothing kept without the provider's signature of the public address and the form;
 * else the text kept and TwiML, with an acknowledgement in the applicant's language for a text of theirs seen first.
 */
export async function answerInboundText(
	request: Request,
	{ db, smsUrl, publicUrl, secrets }: { db: Db; smsUrl?: string; publicUrl: string; secrets: readonly string[] },
	now = new Date(),
) {
	// The form comes from the provider, without our anti-forgery field: its proof is the signature.
	const { formData } = await readForm(request, { staleToken: 'report' })
	const params: Record<string, string> = {}
	for (const [name, value] of formData) if (typeof value === 'string') params[name] = value
	const address = new URL(request.url)
	// The provider signs the address it was given: the site's public one.
	const url = `${publicUrl}${address.pathname}${address.search}`
	const signature = request.headers.get('X-Twilio-Signature') ?? ''
	if (!isTwilioSignature(inboundKeys(smsUrl, secrets), url, params, signature)) {
		return new Response('Forbidden: the request is not signed by the text provider.', {
			status: 403,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	}
	const received = await receiveText(
		db,
		{ sid: params.MessageSid ?? '', from: params.From ?? '', body: params.Body ?? '' },
		now,
	)
	if (!('language' in received)) {
		return new Response('<?xml version="1.0" encoding="UTF-8"?><Response/>', { headers: TWIML })
	}
	const key =
		received.outcome === 'confirmed'
			? 'sms.replyConfirmed'
			: received.outcome === 'declined'
				? 'sms.replyDeclined'
				: 'sms.replyMessage'
	const words = escapeXml(translate(received.language, key))
	return new Response(`<?xml version="1.0" encoding="UTF-8"?><Response><Message>${words}</Message></Response>`, {
		headers: TWIML,
	})
}
