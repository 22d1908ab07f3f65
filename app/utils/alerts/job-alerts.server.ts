import crypto from 'node:crypto'
import { localizePath, type Language } from '#app/i18n/languages.ts'
import { personKey } from '#app/utils/http/limits.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { OutboxChannel } from '#app/utils/db/schema.ts'
import { confirmationMessage, type AlertLinks } from './job-alert-messages.server.ts'
import { findCategory } from '#app/utils/jobs/job-categories.server.ts'
import { showCategory } from '#app/utils/jobs/job-categories.ts'
import { consumeLimit, LIMITS } from '#app/utils/http/limits.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { enqueueText } from '#app/utils/messages/sms.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { normaliseIndianMobile } from '#app/utils/common/validation.ts'
import { takeVisitorText } from '#app/utils/messages/visitor-texts.server.ts'

// Job alerts (double opt-in): a visitor asks for news of a category of jobs in a place; a mail or a
// text with a link asks them to confirm; once confirmed, the sender's round (every few minutes, on
// the instance that sends the mail) queues the alerts themselves (job-alert-sender.server.ts).

/** A confirmation asked for again goes out at most this often (a double tap sends one). */
const CONFIRMATION_RESEND_MS = 60_000

export interface AlertRequest {
	channel: OutboxChannel
	/** A lower-cased e-mail address, or +91 and 10 digits. */
	address: string
	/** A stored category, or '' for any. */
	category: string
	/** Words of a place as typed, or '' for anywhere. */
	place: string
	language: Language
}

/** The place an alert looks for, as it is stored and compared: lower-case, single spaces. */
export function normalisePlace(place: string) {
	return place.trim().replace(/\s+/g, ' ').toLowerCase()
}

function newToken() {
	return crypto.randomBytes(16).toString('base64url')
}

export type SubscribeOutcome =
	/** later: the confirmation is a text the site's text budget holds until it opens. */
	| { outcome: 'asked'; later?: boolean }
	| { outcome: 'too-many'; retryAfterSeconds: number }
	/** No confirmation text: too many from the visitor's network, or this number had one today. */
	| { outcome: 'no-text'; reason: 'network' | 'number'; retryAfterSeconds: number }

/**
 * Stores an alert waiting for its confirmation and queues the message that asks for it, in one
 * transaction. An alert already there (confirmed or not) is not stored again; an unconfirmed one
 * has its confirmation sent again. The caller answers the same words in every case.
 */
export async function subscribeToJobAlerts(
	db: Db,
	request: AlertRequest,
	{ clientIp, publicUrl, now = new Date() }: { clientIp: string | undefined; publicUrl: string; now?: Date },
): Promise<SubscribeOutcome> {
	const address = await consumeLimit(db, LIMITS.alertsAddress, clientKey(getSecret(), clientIp))
	if (!address.allowed) return { outcome: 'too-many', retryAfterSeconds: address.retryAfterSeconds }
	// The person's own counter, from every address: nobody fills someone's inbox with confirmations.
	const person = await consumeLimit(
		db,
		LIMITS.alertsPerson,
		personKey(request.channel === 'mail' ? 'email' : 'mobile', request.address),
	)
	if (!person.allowed) return { outcome: 'too-many', retryAfterSeconds: person.retryAfterSeconds }
	// A text costs money: the visitor's texts are counted by address, network and number (visitor-texts.server.ts).
	const text =
		request.channel === 'sms' ? await takeVisitorText(db, { clientIp, confirmationTo: request.address }, now) : null
	if (text && !text.allowed)
		return { outcome: 'no-text', reason: text.reason, retryAfterSeconds: text.retryAfterSeconds }

	const place = normalisePlace(request.place)
	const stamp = now.toISOString()
	const queued = await inTransaction(db, async (trx) => {
		const inserted = await trx
			.insertInto('job_alerts')
			.values({
				channel: request.channel,
				address: request.address,
				category: request.category || null,
				place: place || null,
				language: request.language,
				token: newToken(),
				created_at: stamp,
			})
			// The active alert's unique index: a second submission (or a race of two) stores nothing.
			.onConflict((oc) => oc.doNothing())
			.returning(['id', 'token'])
			.executeTakeFirst()
		let token = inserted?.token
		if (!inserted) {
			// Asked again while unconfirmed: the same link again, at most once a minute.
			const resent = await trx
				.updateTable('job_alerts')
				.set({ created_at: stamp })
				.where('channel', '=', request.channel)
				.where('address', '=', request.address)
				.where((eb) => (request.category ? eb('category', '=', request.category) : eb('category', 'is', null)))
				.where((eb) => (place ? eb('place', '=', place) : eb('place', 'is', null)))
				.where('unsubscribed_at', 'is', null)
				.where('confirmed_at', 'is', null)
				.where('created_at', '<=', new Date(now.getTime() - CONFIRMATION_RESEND_MS).toISOString())
				.returning('token')
				.executeTakeFirst()
			token = resent?.token
		}
		if (!token) return false
		const links = alertLinks(publicUrl, request.language, token)
		const category = request.category ? await findCategory(trx, request.category) : undefined
		const categoryName = category ? showCategory(category, request.language).name : undefined
		const message = confirmationMessage({ ...request, categoryName, place }, links)
		if (request.channel === 'mail') {
			await enqueueMail(trx, { kind: 'job-alert-confirm', to: request.address, ...message }, now)
		} else {
			await enqueueText(
				trx,
				{ kind: 'job-alert-confirm', to: request.address, label: 'Text: job alert confirmation', text: message.text },
				now,
			)
		}
		return true
	}).catch(async (error: unknown) => {
		await text?.giveBack().catch(() => {})
		throw error
	})
	if (!queued) await text?.giveBack()
	return queued && text?.later ? { outcome: 'asked', later: true } : { outcome: 'asked' }
}

export function alertLinks(publicUrl: string, language: Language, token: string): AlertLinks {
	const page = (path: string) => publicUrl + localizePath(path, language)
	return {
		confirm: `${page('/career/alerts/confirm')}?token=${token}`,
		unsubscribe: `${page('/career/alerts/unsubscribe')}?token=${token}`,
		// A text's links (routes/career/alerts-short-link.ts).
		shortConfirm: `${publicUrl}/a/c${token}`,
		shortUnsubscribe: `${publicUrl}/a/s${token}`,
		// ?from=alert: an application through it counts as the alert's (application-source.ts).
		job: (id) => `${page(`/career/${id}`)}?from=alert`,
		list: (category) => `${page('/career')}${category ? `?category=${encodeURIComponent(category)}` : ''}`,
	}
}

/** The alert a link's token names (a stopped one too), or undefined. */
export async function findJobAlert(db: Db, token: string) {
	if (!/^[\w-]{22}$/.test(token)) return undefined
	return db
		.selectFrom('job_alerts')
		.select(['id', 'channel', 'category', 'place', 'language', 'confirmed_at', 'unsubscribed_at'])
		.where('token', '=', token)
		.executeTakeFirst()
}

export type LinkOutcome = 'done' | 'already' | 'invalid'

/** Starts an alert: once, with its audit entry (which names the alert, never the address). */
export async function confirmJobAlert(db: Db, token: string, now = new Date()): Promise<LinkOutcome> {
	const alert = await findJobAlert(db, token)
	if (!alert || alert.unsubscribed_at) return 'invalid'
	return inTransaction(db, async (trx) => {
		const confirmed = await trx
			.updateTable('job_alerts')
			.set({ confirmed_at: now.toISOString() })
			.where('id', '=', alert.id)
			.where('confirmed_at', 'is', null)
			.where('unsubscribed_at', 'is', null)
			.executeTakeFirst()
		if (Number(confirmed.numUpdatedRows) === 0) return 'already'
		await audit(
			trx,
			{
				action: 'job-alert.confirmed',
				subject: `job alert ${alert.id}`,
				details: { channel: alert.channel, category: alert.category ?? 'any' },
			},
			now,
		)
		return 'done'
	})
}

/** Stops an alert and forgets its address (the row stays, so its links answer "stopped"). */
export async function unsubscribeJobAlert(db: Db, token: string, now = new Date()): Promise<LinkOutcome> {
	const alert = await findJobAlert(db, token)
	if (!alert) return 'invalid'
	return inTransaction(db, async (trx) => {
		const stopped = await trx
			.updateTable('job_alerts')
			.set({ unsubscribed_at: now.toISOString(), address: '' })
			.where('id', '=', alert.id)
			.where('unsubscribed_at', 'is', null)
			.executeTakeFirst()
		if (Number(stopped.numUpdatedRows) === 0) return 'already'
		await audit(
			trx,
			{ action: 'job-alert.unsubscribed', subject: `job alert ${alert.id}`, details: { channel: alert.channel } },
			now,
		)
		return 'done'
	})
}

/**
 * A person who asked for job alerts (and may never have applied) asks the office to erase them:
 * every alert of that e-mail address or mobile number goes, with an audit entry that counts
 * them and names no address. Answers how many went, or null when the words are neither.
 */
export async function eraseJobAlertsOnRequest(
	db: Db,
	{ address, staff }: { address: string; staff: { id: number; email: string } },
	now = new Date(),
) {
	const trimmed = address.trim()
	const mobile = trimmed.includes('@') ? null : normaliseIndianMobile(trimmed)
	const email = trimmed.includes('@') && trimmed.length <= 254 ? trimmed.toLowerCase() : null
	if (!email && !mobile) return null
	return inTransaction(db, async (trx) => {
		const erased = await eraseJobAlertsOf(trx, { email, mobile })
		await audit(
			trx,
			{ staff, action: 'job-alert.erased', subject: erased === 1 ? '1 job alert' : `${erased} job alerts` },
			now,
		)
		return erased
	})
}

/** An erasure's part: every alert of the person's e-mail address or mobile number goes. */
export async function eraseJobAlertsOf(db: Db, { email, mobile }: { email?: string | null; mobile?: string | null }) {
	const wanted = [
		...(email?.includes('@') ? [{ channel: 'mail' as const, address: email.trim().toLowerCase() }] : []),
		...(mobile ? [{ channel: 'sms' as const, address: mobile }] : []),
	]
	if (wanted.length === 0) return 0
	const result = await db
		.deleteFrom('job_alerts')
		.where((eb) => eb.or(wanted.map((w) => eb.and([eb('channel', '=', w.channel), eb('address', '=', w.address)]))))
		.executeTakeFirst()
	return Number(result.numDeletedRows)
}
