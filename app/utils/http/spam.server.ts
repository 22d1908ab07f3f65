import crypto from 'node:crypto'
import { addressForLimits } from './client-network.ts'
import { isSignatureOf, signValue } from './secrets.server.ts'

// Server side of the spam checks. The time stamp is signed with the site's
// secret (HMAC), so a bot cannot claim to have shown the form long ago.

/** A stamp older than this is refused too: it was not issued for this visit. */
export const FORM_STAMP_MAX_AGE_MS = 24 * 3600_000

export function issueFormStamp(secret: string, now = Date.now()) {
	const value = String(now)
	return `${value}.${signValue(secret, 'form-shown', value)}`
}

export type FormStampCheck = { ok: true } | { ok: false; reason: 'invalid' | 'too-fast' | 'expired' }

/** Was the form shown, by us, at least minSeconds ago (and not more than a day ago)? */
export function checkFormStamp(
	secrets: string | readonly string[],
	stamp: unknown,
	minSeconds: number,
	now = Date.now(),
): FormStampCheck {
	if (typeof stamp !== 'string') return { ok: false, reason: 'invalid' }
	const [value, signature, extra] = stamp.split('.')
	if (!value || !signature || extra !== undefined || !/^\d{1,15}$/.test(value)) return { ok: false, reason: 'invalid' }
	if (!isSignatureOf(secrets, 'form-shown', value, signature)) return { ok: false, reason: 'invalid' }
	const age = now - Number(value)
	if (age < minSeconds * 1000) return { ok: false, reason: 'too-fast' }
	if (age > FORM_STAMP_MAX_AGE_MS) return { ok: false, reason: 'expired' }
	return { ok: true }
}

/** True when a bot filled the honeypot field. */
export function isHoneypotFilled(value: unknown) {
	return typeof value === 'string' ? value.trim() !== '' : value != null
}

/**
 * The client address, as a keyed hash: enough to count enquiries per address,
 * without keeping visitors' IP addresses in the database. An IPv6 client is its /64.
 */
export function clientKey(secret: string, ip: string | undefined) {
	return crypto
		.createHmac('sha256', secret)
		.update(`client:${addressForLimits(ip)}`)
		.digest('base64url')
		.slice(0, 22)
}
