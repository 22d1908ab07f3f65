import { describe, expect, test } from 'vitest'
import { acceptTotp, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpCode, totpUri } from './totp.server.ts'

describe('Codes of an authenticator app', () => {
	const secret = newTotpSecret()
	const now = Date.UTC(2026, 10, 23, 10, 0, 10)

	test('the code of this moment is accepted once; the one before is accepted, the one after a replay is not', () => {
		const step = Math.floor(now / 30_000)
		expect(acceptTotp(secret, totpCode(secret, now), null, now)).toBe(step)
		// A phone whose clock is 30 seconds behind.
		expect(acceptTotp(secret, totpCode(secret, now - 30_000), null, now)).toBe(step - 1)
		// Used once: the same step again, or an older one, is refused.
		expect(acceptTotp(secret, totpCode(secret, now), step, now)).toBeNull()
		expect(acceptTotp(secret, totpCode(secret, now - 30_000), step, now)).toBeNull()
		// Two minutes old: refused.
		expect(acceptTotp(secret, totpCode(secret, now - 120_000), null, now)).toBeNull()
		expect(acceptTotp(secret, 'abcdef', null, now)).toBeNull()
		expect(
			acceptTotp(secret, `${totpCode(secret, now).slice(0, 3)} ${totpCode(secret, now).slice(3)}`, null, now),
		).toBe(step)
	})

	test('the enrolment address names the site and the person', () => {
		expect(totpUri(secret, 'hema@brisk.test')).toMatch(/^otpauth:\/\/totp\/Brisk%20back%20office:hema%40brisk\.test\?/)
	})

	test('ten recovery codes, different, each stored only as a hash', () => {
		const codes = newRecoveryCodes()
		expect(codes).toHaveLength(10)
		expect(new Set(codes).size).toBe(10)
		for (const code of codes) expect(code).toMatch(/^[0-9a-f]{5}-[0-9a-f]{5}$/)
		expect(hashRecoveryCode(` ${codes[0]!.toUpperCase()} `)).toBe(hashRecoveryCode(codes[0]!))
		expect(hashRecoveryCode(codes[0]!)).not.toContain(codes[0]!)
	})
})
