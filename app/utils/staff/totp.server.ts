import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

// Two-factor sign-in with time-based one-time codes (RFC 6238), as authenticator
// apps (Google Authenticator, Microsoft Authenticator, ...) make them: 6 digits,
// every 30 seconds. A code is accepted one step early or late (a phone's clock may
// be off), and never twice.

const PERIOD = 30

function totpFor(secret: string, email = '') {
	return new TOTP({
		issuer: 'Brisk back office',
		label: email,
		algorithm: 'SHA1',
		digits: 6,
		period: PERIOD,
		secret: Secret.fromBase32(secret),
	})
}

export function newTotpSecret() {
	return new Secret({ size: 20 }).base32
}

/**
 * The key offered while setting up two-factor sign-in: the same for as long as the
 * purpose is (one staff member's one session), so that a person who scanned it and
 * then reloads the page still has the right key in their app. Made from the site
 * secret and the purpose; nothing is stored until a code proves the app has it.
 */
export function offeredTotpSecret(siteSecret: string, purpose: string) {
	const bytes = crypto.createHmac('sha256', siteSecret).update(`totp-offer:${purpose}`).digest().subarray(0, 20)
	return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string) {
	return totpFor(secret, email).toString()
}

/** The QR code of the address, as an SVG to place in the page. */
export async function totpQrSvg(secret: string, email: string) {
	return QRCode.toString(totpUri(secret, email), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
}

/**
 * The time step of a valid code, or null. A step at or before lastStep is refused:
 * a code seen once (over a shoulder, in a log) is of no more use.
 */
export function acceptTotp(secret: string, code: string, lastStep: number | null, now = Date.now()) {
	const token = code.replace(/\s+/g, '')
	if (!/^\d{6}$/.test(token)) return null
	const delta = totpFor(secret).validate({ token, timestamp: now, window: 1 })
	if (delta === null) return null
	const step = Math.floor(now / 1000 / PERIOD) + delta
	return lastStep !== null && step <= lastStep ? null : step
}

/** The code of this moment (for tests and for showing a new device works). */
export function totpCode(secret: string, now = Date.now()) {
	return totpFor(secret).generate({ timestamp: now })
}

/** Ten single-use recovery codes, for a lost phone; only their hashes are kept. */
export function newRecoveryCodes() {
	return Array.from({ length: 10 }, () => {
		const raw = crypto.randomBytes(5).toString('hex')
		return `${raw.slice(0, 5)}-${raw.slice(5)}`
	})
}

export function hashRecoveryCode(code: string) {
	return crypto.createHash('sha256').update(code.trim().toLowerCase()).digest('hex')
}
