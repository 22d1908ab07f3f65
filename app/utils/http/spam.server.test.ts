import { describe, expect, test } from 'vitest'
import { checkFormStamp, clientKey, FORM_STAMP_MAX_AGE_MS, isHoneypotFilled, issueFormStamp } from './spam.server.ts'

const secret = 'a-test-secret-of-at-least-32-characters'

describe('The signed "form shown at" stamp', () => {
	const shownAt = Date.UTC(2025, 0, 1, 10, 0, 0)
	const stamp = issueFormStamp(secret, shownAt)

	test('passes once the minimum time has gone by', () => {
		expect(checkFormStamp(secret, stamp, 3, shownAt + 3000)).toEqual({ ok: true })
	})

	test('refuses a post sent sooner than a person could type', () => {
		expect(checkFormStamp(secret, stamp, 3, shownAt + 2999)).toEqual({ ok: false, reason: 'too-fast' })
	})

	test('refuses a stamp older than a day', () => {
		expect(checkFormStamp(secret, stamp, 3, shownAt + FORM_STAMP_MAX_AGE_MS + 1)).toEqual({
			ok: false,
			reason: 'expired',
		})
	})

	test('refuses a stamp a bot made up or changed', () => {
		const [, signature] = stamp.split('.')
		for (const forged of [
			undefined,
			'',
			'123',
			`${shownAt - 60_000}.${signature}`,
			`${stamp}.x`,
			issueFormStamp('another-secret-another-secret-12345', shownAt),
		]) {
			expect(checkFormStamp(secret, forged, 3, shownAt + 10_000)).toEqual({ ok: false, reason: 'invalid' })
		}
	})
})

describe('The honeypot and the client key', () => {
	test('a filled honeypot is noticed; an empty one is not', () => {
		expect(isHoneypotFilled('https://spam.example')).toBe(true)
		expect(isHoneypotFilled('')).toBe(false)
		expect(isHoneypotFilled(null)).toBe(false)
	})

	test('the client key is stable per address and does not contain it', () => {
		expect(clientKey(secret, '10.1.2.3')).toBe(clientKey(secret, '10.1.2.3'))
		expect(clientKey(secret, '10.1.2.3')).not.toBe(clientKey(secret, '10.1.2.4'))
		expect(clientKey(secret, '10.1.2.3')).not.toContain('10.1.2.3')
	})
})
