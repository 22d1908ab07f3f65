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
		const cookieToken = readCookie(req.headers.cookie, CSRF_COOKIE)
		const valid = isSignedCsrfToken(acceptedSecrets(), cookieToken)
		res.locals.csrfToken = valid ? cookieToken : issueCsrfToken(secret())
		res.locals.csrfCookieNeeded = !valid

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
	if (/\bpublic\b/i.test(response.headers.get('cache-control') ?? '')) return
	res.cookie(CSRF_COOKIE, res.locals.csrfToken as string, {
		path: '/',
		sameSite: 'lax',
		secure,
		httpOnly: false,
		maxAge: 7 * 24 * 3600_000,
	})
}
