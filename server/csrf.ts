import type { RequestHandler } from 'express'
import {
	CSRF_COOKIE,
	CSRF_HEADER,
	csrfTokensMatch,
	isSignedCsrfToken,
	issueCsrfToken,
	readCookie,
} from '#app/utils/csrf.server.ts'

/**
 * Gives every visitor a signed XSRF-TOKEN cookie (readable by script, as the
 * original client expects) and refuses API calls that change data without the
 * same token in the X-XSRF-TOKEN header. HTML form posts carry it as a hidden
 * field, checked by their actions (requireFormCsrf).
 */
export function csrfProtection({ secret, secure }: { secret: string; secure: boolean }): RequestHandler {
	return (req, res, next) => {
		let token = readCookie(req.headers.cookie, CSRF_COOKIE)
		if (!isSignedCsrfToken(secret, token)) {
			token = issueCsrfToken(secret)
			res.cookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false, maxAge: 7 * 24 * 3600_000 })
		}
		res.locals.csrfToken = token

		const changes = !['GET', 'HEAD', 'OPTIONS'].includes(req.method)
		if (changes && req.path.toLowerCase().startsWith('/api/')) {
			const cookieToken = readCookie(req.headers.cookie, CSRF_COOKIE)
			if (!csrfTokensMatch(secret, cookieToken, req.get(CSRF_HEADER))) {
				req.resume()
				res.status(403).json({ errors: [{ field: 'X-XSRF-TOKEN', message: 'Missing or invalid anti-forgery token.' }] })
				return
			}
		}
		next()
	}
}
