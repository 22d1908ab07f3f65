import { clearSessionCookie, serializeSessionCookie } from './sessions.server.ts'
import { isHttps } from './staff-access.server.ts'

/** Where to go after signing in: a back-office address of ours, never another site's. */
export function safeNextPath(next: string | null | undefined) {
	if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.includes('//') || next.includes('\\')) return '/admin'
	return next
}

export function signInHeaders(token: string) {
	return { 'Set-Cookie': serializeSessionCookie(token, isHttps()) }
}

export function signOutHeaders() {
	return { 'Set-Cookie': clearSessionCookie(isHttps()) }
}
