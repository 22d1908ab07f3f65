import { describe, expect, test } from 'vitest'
import { hashPassword, isCommonPassword, passwordProblem, verifyPassword } from './passwords.server.ts'

describe('Staff passwords', () => {
	test('at least 12 characters, not a common password, and no rules about symbols', () => {
		expect(passwordProblem('short words')).toMatch(/at least 12 characters/)
		expect(passwordProblem('password1234')).toMatch(/most common/)
		expect(passwordProblem('Password1234')).toMatch(/most common/)
		expect(isCommonPassword('qwertyuiopas')).toBe(false)
		expect(passwordProblem('monsoon tea at the nagpur office')).toBeNull()
		// Twelve characters counted as a person counts them, whatever the script.
		expect(passwordProblem('नमस्ते दुनिया अच्छा')).toBeNull()
	})

	test('are stored as scrypt hashes with their own salt, and checked in constant time', async () => {
		const one = await hashPassword('monsoon tea at the nagpur office')
		const two = await hashPassword('monsoon tea at the nagpur office')
		expect(one).toMatch(/^scrypt\$131072\$8\$1\$/)
		expect(one).not.toBe(two)
		expect(await verifyPassword('monsoon tea at the nagpur office', one)).toBe(true)
		expect(await verifyPassword('monsoon tea at the nagpur offic', one)).toBe(false)
		// No account: false, after the same work.
		expect(await verifyPassword('anything at all', null)).toBe(false)
	})
})
