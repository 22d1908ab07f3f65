import type { Request, RequestHandler, Response as ExpressResponse } from 'express'
import {
	CSRF_COOKIE,
	CSRF_HEADER,
	type CsrfDecision,
	csrfTokensMatch,
	isSignedCsrfToken,
	issueCsrfToken,
	readCookie,
} from '#app/utils/http/csrf.server.ts'
import { dropRestOfBody } from './connection.ts'
import { isApiPath, routerPath } from '#app/utils/http/router-path.ts'
import { refuse } from './refuse.ts'

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/**
 * The anti-forgery rule, decided here for every request that may change something
 * (all but GET, HEAD and OPTIONS) before any of its body is read:
 * - it carries the signed XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header (the
 *   original client's scheme): let through marked `header-checked`;
 * - or it is an HTML form (urlencoded or multipart) posted to a page: let through
 *   marked `form-field`;
 * - anything else is refused here (403): an API call, or any other body (JSON, text)
 *   wherever it is sent, without the header.
 * A page's action reads its form with the form reader (readForm,
 * app/utils/http/forms.server.ts), the only code that looks at the hidden `_csrf`
 * field: it refuses a missing or wrong one (403) unless the action asked to answer a
 * stale form itself. The reader trusts the `header-checked` mark only where the action
 * says its token comes in the header (the compatibility API's upload).
 * The mark is kept in `res.locals.antiForgery`, which the host hands to the router in the
 * request's context (`antiForgery`, app/context.ts): nothing a client sends can write it.
 * Which rule applies is decided on the path as the router will see it, so `/%61pi/...`
 * is an API call like `/api/...`.
 */
export function csrfProtection({
	secret,
	acceptedSecrets,
}: {
	/** Signs new tokens. */
	secret: () => string
	/** Checks tokens: the current secret and, after a rotation, the one it replaced. */
	acceptedSecrets: () => readonly string[]
}): RequestHandler {
	return (req, res, next) => {
		res.locals.antiForgery = null
		const { cookieToken, token, cookieNeeded } = visitorToken(req.headers.cookie, { secret, acceptedSecrets })
		res.locals.csrfToken = token
		res.locals.csrfCookieNeeded = cookieNeeded

		if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next()
		const decision = decide(req, acceptedSecrets(), cookieToken)
		if (decision) {
			res.locals.antiForgery = decision
			return next()
		}
		refuse(req, res, 403, 'refusal.token', {
			field: 'X-XSRF-TOKEN',
		})
		dropRestOfBody(req)
	}
}

/** The visitor's anti-forgery token: their cookie's, when it is signed by us, or a new one they are given. */
export function visitorToken(
	cookies: string | undefined,
	{ secret, acceptedSecrets }: { secret: () => string; acceptedSecrets: () => readonly string[] },
) {
	const cookieToken = readCookie(cookies, CSRF_COOKIE)
	const valid = isSignedCsrfToken(acceptedSecrets(), cookieToken)
	return { cookieToken, token: valid ? cookieToken! : issueCsrfToken(secret()), cookieNeeded: !valid }
}

function decide(req: Request, secrets: readonly string[], cookieToken: string | undefined): CsrfDecision | null {
	if (csrfTokensMatch(secrets, cookieToken, req.get(CSRF_HEADER))) return 'header-checked'
	const formPostToPage = FORM_TYPES.test(req.get('content-type') ?? '') && !isApiPath(routerPath(req.originalUrl))
	return formPostToPage ? 'form-field' : null
}

/**
 * Gives a visitor without a valid token the XSRF-TOKEN cookie (readable by script,
 * as the original client expects), on answers that are personal: never on one a
 * shared cache may keep and hand to others (pictures, documents, the sitemap).
 */
export function setCsrfCookie(response: Response, res: ExpressResponse, { secure }: { secure: boolean }) {
	if (!res.locals.csrfCookieNeeded) return
	if (!mayCarryCsrfCookie(response.headers.get('cache-control'))) return
	res.append('Set-Cookie', csrfCookie(res.locals.csrfToken as string, { secure }))
}

/** Whether an answer with this Cache-Control may give the cookie: not one a shared cache may keep. */
export function mayCarryCsrfCookie(cacheControl: string | null | undefined) {
	return !/\bpublic\b/i.test(cacheControl ?? '')
}

const COOKIE_SECONDS = 7 * 24 * 3600
let expires = { second: 0, text: '' }

/** The Set-Cookie value of the anti-forgery cookie (as Express' res.cookie writes it: same attributes, same order). */
export function csrfCookie(token: string, { secure }: { secure: boolean }) {
	const now = Date.now()
	const second = Math.floor(now / 1000)
	// Made once a second: the date of Expires.
	if (expires.second !== second) expires = { second, text: new Date(now + COOKIE_SECONDS * 1000).toUTCString() }
	const secureText = secure ? '; Secure' : ''
	return `${CSRF_COOKIE}=${encodeURIComponent(token)}; Max-Age=${COOKIE_SECONDS}; Path=/; Expires=${expires.text}${secureText}; SameSite=Lax`
}
