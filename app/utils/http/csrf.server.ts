import { parseCookie } from 'cookie'
import crypto from 'node:crypto'
import { CSRF_FIELD } from './csrf.ts'
import { getAcceptedSecrets, isSignatureOf, signValue } from './secrets.server.ts'

// The spec's anti-forgery scheme (a cookie echoed back in a header), with a signed
// token instead of a bare random value, as OWASP's CSRF cheat sheet recommends:
// https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html#signed-double-submit-cookie-recommended
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'x-xsrf-token'
export { CSRF_FIELD }

/** The random part of a token, in bytes. */
const VALUE_BYTES = 18
// Drawn from the generator 4 KB at a time, each byte used once, as crypto.randomUUID does: a visitor without a token
// is given one on every page, and one call for each cost a public page's answer more than its signature.
const randomPool = Buffer.alloc(VALUE_BYTES * 227)
let poolUsed = randomPool.length

function randomValue() {
	if (poolUsed === randomPool.length) {
		crypto.randomFillSync(randomPool)
		poolUsed = 0
	}
	poolUsed += VALUE_BYTES
	return randomPool.toString('base64url', poolUsed - VALUE_BYTES, poolUsed)
}

export function issueCsrfToken(secret: string) {
	const value = randomValue()
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

/**
 * How a request that may change something passed its anti-forgery rule: server/csrf.ts decides it for every
 * POST before any body is read, and the host hands it to the router in the request's context (`antiForgery`
 * of app/context.ts), where no client can write it.
 * - `header-checked`: the X-XSRF-TOKEN header carried the cookie's signed token (every API call, any body).
 * - `form-field`: an HTML form posted to a page without it: the form reader checks the hidden `_csrf` field.
 * The form reader trusts `header-checked` only where the action says its token comes in the header (readForm's
 * `token: 'header-checked'`, the API's upload); a page's form is always checked by its field.
 */
export type CsrfDecision = 'header-checked' | 'form-field'

/** True when the form's hidden anti-forgery field carries the cookie's signed token. */
export function formCsrfMatches(request: Request, formData: FormData | ReadonlyMap<string, string>) {
	const cookieToken = readCookie(request.headers.get('cookie'), CSRF_COOKIE)
	const sent = formData.get(CSRF_FIELD)
	return csrfTokensMatch(getAcceptedSecrets(), cookieToken, typeof sent === 'string' ? sent : null)
}

/** The answer to a form whose anti-forgery field is missing or wrong, where the page does not answer it itself. */
export function expiredFormResponse() {
	return new Response('This form has expired. Please reload the page and try again.', {
		status: 403,
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	})
}
