import { clearSessionCookie, serializeSessionCookie } from './sessions.server.ts'
import { isHttps } from './staff-access.server.ts'

/**
 * Where to go after signing in: a back-office address of ours, never another site's, nor
 * one of ours outside the back office reached through dot segments ("/admin/../career",
 * "/admin/%2e%2e/career"), which a browser resolves before it follows the redirect.
 */
export function safeNextPath(next: string | null | undefined) {
	if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.includes('//') || next.includes('\\')) return '/admin'
	// A control character (CR, LF, NUL) cannot go into a Location header: such an address is no address of ours.
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u001f\u007f]/.test(next)) return '/admin'
	const resolved = new URL(next, 'https://back-office.invalid')
	if (resolved.origin !== 'https://back-office.invalid' || !/^\/admin(?:\/|$)/.test(resolved.pathname)) return '/admin'
	return resolved.pathname + resolved.search + resolved.hash
}

export function signInHeaders(token: string) {
	return { 'Set-Cookie': serializeSessionCookie(token, isHttps()) }
}

export function signOutHeaders() {
	return { 'Set-Cookie': clearSessionCookie(isHttps()) }
}
