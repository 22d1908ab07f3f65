import type { RequestHandler, Response as ExpressResponse } from 'express'
import {
	CSRF_COOKIE,
	CSRF_HEADER,
	csrfTokensMatch,
	isSignedCsrfToken,
	issueCsrfToken,
	readCookie,
} from '#app/utils/http/csrf.server.ts'
import { dropRestOfBody } from './connection.ts'
import { isApiPath, routerPath } from './paths.ts'
import { refuse } from './refuse.ts'

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/**
 * The anti-forgery rule for every request that may change something: it carries
 * the signed XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header (the original
 * client's scheme), or it is an HTML form post to a page, whose action checks the
 * same value in the form's hidden field before it reads anything else
 * (readFormData, readApplyForm). Which rule applies is decided on the path as the
 * router will see it, so `/%61pi/...` is an API call like `/api/...`; any other
 * body (JSON, text) needs the header wherever it is sent.
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
		const cookieToken = readCookie(req.headers.cookie, CSRF_COOKIE)
		const valid = isSignedCsrfToken(acceptedSecrets(), cookieToken)
		res.locals.csrfToken = valid ? cookieToken : issueCsrfToken(secret())
		res.locals.csrfCookieNeeded = !valid

		if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next()
		const formPostToPage = FORM_TYPES.test(req.get('content-type') ?? '') && !isApiPath(routerPath(req.originalUrl))
		if (formPostToPage || csrfTokensMatch(acceptedSecrets(), cookieToken, req.get(CSRF_HEADER))) return next()
		refuse(req, res, 403, 'refusal.token', {
			field: 'X-XSRF-TOKEN',
		})
		dropRestOfBody(req)
	}
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
