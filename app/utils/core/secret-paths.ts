import { isLanguage } from '#app/i18n/languages.ts'

// Some addresses carry a secret in their path: a staff member's one-time link (a password reset, an invitation)
// and the short links of job alert and interview texts. Whoever reads such an address before its owner uses it can use it in
// their place, and logs travel further than the database (log shippers, hosted log services, support). So every
// line that names an address (the request log, the error lines, anything logged with a `url` or `path`) names
// these by their route's pattern instead: `/admin/reset/:token`. A query is never logged at all (`?token=` of the
// alerts' confirm and stop pages).

/**
 * The routes whose last segment is a secret, as app/routes.ts writes them. A route added there with a parameter
 * named like a secret (token, code, key, secret) must be listed here: secret-paths.test.ts reads the table.
 */
export const SECRET_PATH_ROUTES = [
	'/admin/reset/:token',
	'/admin/invite/:token',
	'/a/:code',
	'/i/:token',
	'/p/:token',
] as const

const ROUTES = SECRET_PATH_ROUTES.map((pattern) => {
	const segments = pattern.slice(1).split('/')
	return { pattern, fixed: segments.slice(0, -1) }
})

/** An address as the log may keep it: its path without query or fragment, a secret segment replaced. */
export function loggableUrl(url: string) {
	return withoutSecret(withoutQuery(url))
}

/** An address without its query or fragment, which a form sent by GET or a link in a mail may fill. */
export function withoutQuery(url: string) {
	return url.replace(/[?#].*$/s, '')
}

/**
 * The path (or absolute address) with the secret of a one-time route replaced by the route's parameter:
 * `/admin/reset/AbC…` → `/admin/reset/:token`, `/hi/a/cXyZ…` → `/hi/a/:code`. The path is read as leniently as
 * the router reads it, and more: escapes decoded, any case, slashes and backslashes repeated, a language in front,
 * a segment more after the secret, a client navigation's `.data`. Whatever follows the secret is dropped.
 */
export function withoutSecret(url: string) {
	const origin = /^[a-z][a-z\d+.-]*:\/\/[^/\\]*/i.exec(url)?.[0] ?? ''
	const segments = decodedSegments(url.slice(origin.length))
	const kept: string[] = []
	while (segments.length && isLanguage(segments[0]!.toLowerCase())) kept.push(segments.shift()!.toLowerCase())
	const route = ROUTES.find(
		({ fixed }) =>
			segments.length > fixed.length && fixed.every((segment, at) => segments[at]!.toLowerCase() === segment),
	)
	if (!route) return url
	const data = /\.data\/?$/i.test(url) ? '.data' : ''
	return `${origin}${kept.map((language) => `/${language}`).join('')}${route.pattern}${data}`
}

/** The path's segments as the router would read them, an escaped slash or backslash splitting them too. */
function decodedSegments(path: string) {
	return path
		.split(/[/\\]+/)
		.map((segment) => {
			try {
				return decodeURIComponent(segment)
			} catch {
				return segment
			}
		})
		.join('/')
		.split(/[/\\\t\n\r]+/)
		.filter(Boolean)
		.reduce<string[]>((resolved, segment) => {
			// Dot segments are resolved as a URL's are (`/admin/x/../reset/…` opens the reset page).
			if (segment === '..') resolved.pop()
			else if (segment !== '.') resolved.push(segment)
			return resolved
		}, [])
}

/**
 * The same rule for free text (an error's message or stack that quotes an address): the secret of a one-time
 * link written out in a line is replaced wherever it stands.
 */
export function withoutSecretsInText(text: string) {
	return text
		.replace(/(\/admin\/(?:reset|invite)\/)[^\s"'`<>?#/\\]+/gi, '$1:token')
		.replace(/(\/a\/)[cs][\w-]{16,}/gi, '$1:code')
		.replace(/([?&]token=)[^\s"'`<>&#]+/gi, '$1[Redacted]')
}
