import { describe, expect, test } from 'vitest'
import { csrfTokensMatch, isSignedCsrfToken, issueCsrfToken, readCookie } from './csrf.server.ts'
import { clearSessionCookie, serializeSessionCookie } from '#app/utils/staff/sessions.server.ts'

const secret = 'a'.repeat(64)

describe('Anti-forgery tokens', () => {
	test('a token we issued is accepted when the cookie and the echo agree', () => {
		const token = issueCsrfToken(secret)
		expect(isSignedCsrfToken(secret, token)).toBe(true)
		expect(csrfTokensMatch(secret, token, token)).toBe(true)
	})

	test('a token signed with another secret, altered, or not echoed is refused', () => {
		const token = issueCsrfToken(secret)
		const other = issueCsrfToken('b'.repeat(64))
		expect(csrfTokensMatch(secret, other, other)).toBe(false)
		expect(csrfTokensMatch(secret, token, `${token}x`)).toBe(false)
		expect(csrfTokensMatch(secret, token, issueCsrfToken(secret))).toBe(false)
		expect(csrfTokensMatch(secret, token, null)).toBe(false)
		expect(csrfTokensMatch(secret, undefined, token)).toBe(false)
		expect(isSignedCsrfToken(secret, 'plain-random-value')).toBe(false)
	})

	test('cookies are read by name', () => {
		expect(readCookie('a=1; XSRF-TOKEN=abc.def; b=2', 'XSRF-TOKEN')).toBe('abc.def')
		expect(readCookie(undefined, 'XSRF-TOKEN')).toBeUndefined()
		// The first of two cookies of one name counts; a value that is not valid percent-encoding is none.
		expect(readCookie('XSRF-TOKEN=first; XSRF-TOKEN=second', 'XSRF-TOKEN')).toBe('first')
		expect(readCookie('XSRF-TOKEN=%zz', 'XSRF-TOKEN')).toBeUndefined()
		expect(readCookie('XSRF-TOKEN=a%2Eb', 'XSRF-TOKEN')).toBe('a.b')
	})

	test('the session cookie: HttpOnly, Lax, the whole site, Secure and __Host- under https, cleared with Max-Age=0', () => {
		expect(serializeSessionCookie('tok', true)).toMatch(/^__Host-[\w-]+=tok; /)
		for (const part of ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure'])
			expect(serializeSessionCookie('tok', true)).toContain(part)
		expect(serializeSessionCookie('tok', false)).not.toContain('Secure')
		expect(clearSessionCookie(false)).toMatch(/=; .*Max-Age=0/)
	})
})
