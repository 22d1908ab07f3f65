import { describe, expect, test } from 'vitest'
import { NewPasswordSchema } from './password-rules.ts'
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

	test('a password that is easy to guess is refused, saying why in words', () => {
		const owner = { email: 'weak.password@brisk.test', name: 'Weak Password' }
		const refusals: Array<[string, RegExp]> = [
			[' '.repeat(12), /only spaces or invisible characters/],
			['\u00a0'.repeat(12), /only spaces or invisible characters/],
			['\u200b'.repeat(12), /only spaces or invisible characters/],
			['aaaaaaaaaaaa', /too easy to guess: it is a repeated character\./],
			['weak.password@brisk.test', /too easy to guess: it contains your e-mail address, your name/],
			['WEAK.PASSWORD@BRISK.TEST', /contains your e-mail address, your name/],
			['Weak Password', /contains your e-mail address, your name/],
			['briskbriskbrisk', /repeats the same few letters or words/],
			['qwertyuiopas', /too easy to guess/],
			['abcdefghijklmn', /a sequence/],
			// Invisible characters between the letters change nothing of what is measured.
			['W\u200be\u200ba\u200bk P\u200dassword', /contains your e-mail address, your name/],
			// Twelve invisible characters after a short word are not twelve characters.
			[`tea${'\u200b'.repeat(12)}`, /at least 12 characters/],
		]
		for (const [password, message] of refusals) expect(passwordProblem(password, owner), password).toMatch(message)
		expect(passwordProblem('monsoon tea at the nagpur office', owner)).toBeNull()
		expect(passwordProblem('Pen4-office-Password-88', owner)).toBeNull()
	})

	test('the browser’s form refuses the same blank and short passwords before sending them', () => {
		const check = (password: string) => NewPasswordSchema.safeParse({ password, confirm: password })
		for (const password of [' '.repeat(12), '\u200b'.repeat(12), `ab${'\u200b'.repeat(12)}`]) {
			expect(check(password).success, JSON.stringify(password)).toBe(false)
		}
		expect(check('monsoon tea at the nagpur office').success).toBe(true)
	})

	test('a long password is measured in a moment', () => {
		const started = performance.now()
		passwordProblem(Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + ((i * 37) % 90))).join(''))
		expect(performance.now() - started).toBeLessThan(2000)
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
