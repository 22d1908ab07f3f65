import { parseCookie } from 'cookie'
import crypto from 'node:crypto'
import { getAcceptedSecrets, isSignatureOf, signValue } from './secrets.server.ts'

// The spec's anti-forgery scheme (a cookie echoed back in a header), with a signed
// token instead of a bare random value, as OWASP's CSRF cheat sheet recommends:
// https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html#signed-double-submit-cookie-recommended
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'x-xsrf-token'
export const CSRF_FIELD = '_csrf'

export function issueCsrfToken(secret: string) {
	const value = crypto.randomBytes(18).toString('base64url')
	return `${value}.${signValue(secret, 'csrf', value)}`
}

/** True when the token carries the signature of one of the accepted secrets (the current one, and the one it replaced). */
export function isSignedCsrfToken(secrets: string | readonly string[], token: string | null | undefined) {
	if (!token) return false
	const [value, signature, extra] = token.split('.')
	if (!value || !signature || extra !== undefined) return false
	return isSignatureOf(secrets, 'csrf', value, signature)
}

/** True when the echoed token is the cookie's own and carries our signature. */
export function csrfTokensMatch(
	secrets: string | readonly string[],
	cookieToken: string | undefined,
	sentToken: string | null | undefined,
) {
	return Boolean(cookieToken && sentToken && cookieToken === sentToken && isSignedCsrfToken(secrets, cookieToken))
}

/** A cookie's value; one that is not valid percent-encoding (`%`, `%zz`) is no value at all, never an error. */
export function readCookie(cookieHeader: string | null | undefined, name: string) {
	return parseCookie(cookieHeader ?? '', { decode: decodeOrNothing })[name]
}

function decodeOrNothing(value: string) {
	try {
		return decodeURIComponent(value)
	} catch {
		return undefined
	}
}

/** True when the form's hidden anti-forgery field carries the cookie's signed token. */
export function formCsrfMatches(request: Request, formData: FormData | ReadonlyMap<string, string>) {
	const cookieToken = readCookie(request.headers.get('cookie'), CSRF_COOKIE)
	const sent = formData.get(CSRF_FIELD)
	return csrfTokensMatch(getAcceptedSecrets(), cookieToken, typeof sent === 'string' ? sent : null)
}

/** Throws a 403 response unless the form's hidden token matches the cookie. */
export function requireFormCsrf(request: Request, formData: FormData) {
	if (!formCsrfMatches(request, formData)) {
		throw new Response('This form has expired. Please reload the page and try again.', {
			status: 403,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	}
}
