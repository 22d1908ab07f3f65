import { describe, expect, onTestFinished, test } from 'vitest'
import { NewPasswordSchema } from './password-rules.ts'
import {
	hashPassword,
	hashPasswordsAtTestCost,
	isCommonPassword,
	nearCurrentPasswordProblem,
	passwordProblem as problemFor,
	samePasswordProblem,
	verifyPassword,
	type PasswordOwner,
} from './passwords.server.ts'

const SITE = {
	PUBLIC_URL: 'https://www.brisk.example',
	MAIL_FROM: 'Brisk Facility Services <no-reply@mail.brisk.example>',
	COMPANY_INBOX: 'office@brisk.example',
}

function passwordProblem(password: string, owner: PasswordOwner = {}) {
	return problemFor(password, owner, SITE)
}

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
			['briskbriskbrisk', /contains your e-mail address, your name, a back-office role, or the company’s name/],
			['qwertyuiopas', /too easy to guess/],
			['abcdefghijklmn', /a sequence/],
			// Invisible characters between the letters change nothing of what is measured.
			['W\u200be\u200ba\u200bk P\u200dassword', /contains your e-mail address, your name/],
			// Twelve invisible characters after a short word are not twelve characters.
			[`tea${'\u200b'.repeat(12)}`, /at least 12 characters/],
		]
		for (const [password, message] of refusals) expect(passwordProblem(password, owner), password).toMatch(message)
		expect(passwordProblem('monsoon tea at the nagpur office', owner)).toBeNull()
		expect(passwordProblem('Pen4-kettle-Granite-88', owner)).toBeNull()
	})

	test('a password built on the company’s words, the site’s domain, its cities, a role or the person is refused', () => {
		const admin = { email: 'pen.test@pen.test', name: 'Administrator' }
		const because =
			/too easy to guess: it contains your e-mail address, your name, a back-office role, or the company’s/
		for (const password of [
			'Brisk@2026!!',
			'brisk facility services',
			'Brisk Facility 2026',
			'pen.test admin 1',
			'BRISK.example 2026',
			'Br1sk@2026!!',
			'Pune Brisk Mumbai 99',
			'nagpur@office#12',
			'Site Content 2026',
			'Administrator2026',
			// As a guesser also tries them: spaced out, in look-alike letters of another script, backwards.
			'B r i s k 2 0 2 6 !!',
			'Вrisk@2026!!',
			'ksirb ytilicaf 2026',
		]) {
			expect(passwordProblem(password, admin), password).toMatch(because)
		}
		// The domains are the site's own, read from its settings.
		const elsewhere = { PUBLIC_URL: 'https://www.kestrel.example' }
		expect(problemFor('kestrel.example 2026', admin, elsewhere)).toMatch(because)
		expect(passwordProblem('kestrel.example 2026', admin)).toBeNull()
		// The company's words among strong ones are no weakness; nor are other people's names.
		for (const password of [
			'monsoon tea at the nagpur office',
			'granite kettle brisk walk',
			'Correct-Horse-9-Battery-x',
			'tamarind ledger quietly',
			'vermilion otter 47 umbrella',
		]) {
			expect(passwordProblem(password, admin), password).toBeNull()
		}
	})

	test('the password in use is refused as the new one, in words of its own', async () => {
		const stored = await hashPassword('monsoon tea at the nagpur office')
		expect(await samePasswordProblem('monsoon tea at the nagpur office', stored)).toBe(
			'This is the password you use now. Please choose a new one.',
		)
		expect(await samePasswordProblem('granite kettle brisk walk', stored)).toBeNull()
		// No password yet (an invitation): nothing to compare.
		expect(await samePasswordProblem('granite kettle brisk walk', null)).toBeNull()
	})

	test('a new password that is the current one in other capitals or with a letter or two changed is refused', () => {
		const current = 'Correct-Horse-9-Battery-x'
		for (const near of [
			'correct-horse-9-battery-x',
			'CORRECT-HORSE-9-BATTERY-X',
			'Correct-Horse-9-Battery-y',
			'Correct-Horse-9-Battery-xyz',
			'Correct-Horse-8-Battery',
		])
			expect(nearCurrentPasswordProblem(near, current), near).toBe(
				'This password is too close to the one you use now. Please choose a new one, not a changed letter or two.',
			)
		for (const changed of ['Correct-Horse-9-Battery-xy-Staple', 'granite kettle brisk walk', 'Horse-Battery-Correct-9'])
			expect(nearCurrentPasswordProblem(changed, current), changed).toBeNull()
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

	test('are stored as scrypt hashes at the cost OWASP recommends, with their own salt, and checked in constant time', async () => {
		hashPasswordsAtTestCost(false)
		onTestFinished(() => hashPasswordsAtTestCost())
		const one = await hashPassword('monsoon tea at the nagpur office')
		const two = await hashPassword('monsoon tea at the nagpur office')
		expect(one).toMatch(/^scrypt\$131072\$8\$1\$/)
		expect(one).not.toBe(two)
		expect(await verifyPassword('monsoon tea at the nagpur office', one)).toBe(true)
		expect(await verifyPassword('monsoon tea at the nagpur offic', one)).toBe(false)
		// No account: false, after the same work.
		expect(await verifyPassword('anything at all', null)).toBe(false)
	})

	test('the tests’ lighter cost is refused outside a test runner, and a stored hash is checked at its own cost', async () => {
		const light = await hashPassword('monsoon tea at the nagpur office')
		expect(light).toMatch(/^scrypt\$1024\$8\$1\$/)
		hashPasswordsAtTestCost(false)
		onTestFinished(() => hashPasswordsAtTestCost())
		expect(await verifyPassword('monsoon tea at the nagpur office', light)).toBe(true)
		const runner = { VITEST: process.env.VITEST, TEST_WORKER_INDEX: process.env.TEST_WORKER_INDEX }
		delete process.env.VITEST
		delete process.env.TEST_WORKER_INDEX
		try {
			expect(() => hashPasswordsAtTestCost()).toThrow('only in a test runner')
		} finally {
			for (const [name, value] of Object.entries(runner)) if (value !== undefined) process.env[name] = value
		}
	})
})
