import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getEnv } from './env.server.ts'

// The spec's anti-forgery scheme (a cookie echoed back in a header), with a signed
// token instead of a bare random value, as OWASP's CSRF cheat sheet recommends:
// https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html#signed-double-submit-cookie-recommended
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'x-xsrf-token'
export const CSRF_FIELD = '_csrf'

function sign(secret: string, value: string) {
	return crypto.createHmac('sha256', secret).update(`csrf:${value}`).digest('base64url')
}

export function issueCsrfToken(secret: string) {
	const value = crypto.randomBytes(18).toString('base64url')
	return `${value}.${sign(secret, value)}`
}

export function isSignedCsrfToken(secret: string, token: string | null | undefined) {
	if (!token) return false
	const [value, signature, extra] = token.split('.')
	if (!value || !signature || extra !== undefined) return false
	const expected = Buffer.from(sign(secret, value))
	const given = Buffer.from(signature)
	return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}

/** True when the echoed token is the cookie's own and carries our signature. */
export function csrfTokensMatch(secret: string, cookieToken: string | undefined, sentToken: string | null | undefined) {
	return Boolean(cookieToken && sentToken && cookieToken === sentToken && isSignedCsrfToken(secret, cookieToken))
}

export function readCookie(cookieHeader: string | null | undefined, name: string) {
	for (const part of (cookieHeader ?? '').split(';')) {
		const [key, ...rest] = part.trim().split('=')
		if (key === name) return decodeURIComponent(rest.join('='))
	}
	return undefined
}

/** Throws a 403 response unless the form's hidden token matches the cookie. */
export function requireFormCsrf(request: Request, formData: FormData) {
	const cookieToken = readCookie(request.headers.get('cookie'), CSRF_COOKIE)
	const sent = formData.get(CSRF_FIELD)
	if (!csrfTokensMatch(getSecret(), cookieToken, typeof sent === 'string' ? sent : null)) {
		throw new Response('This form has expired. Please reload the page and try again.', {
			status: 403,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	}
}

const globalForSecret = globalThis as typeof globalThis & { __briskSecret?: string }

/** SESSION_SECRET, or one generated on first start and kept in the data folder. */
export function getSecret() {
	if (globalForSecret.__briskSecret) return globalForSecret.__briskSecret
	const env = getEnv()
	let secret = env.SESSION_SECRET
	if (!secret) {
		const file = path.join(env.DATA_DIR, 'secret.key')
		try {
			secret = fs.readFileSync(file, 'utf8').trim()
		} catch {
			fs.mkdirSync(env.DATA_DIR, { recursive: true })
			secret = crypto.randomBytes(32).toString('hex')
			fs.writeFileSync(file, secret, { mode: 0o600 })
		}
	}
	globalForSecret.__briskSecret = secret
	return secret
}
