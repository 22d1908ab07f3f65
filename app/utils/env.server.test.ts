import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('Configuration', () => {
	test('an empty environment gives the embedded defaults', () => {
		const env = parseEnv({})
		expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', PUBLIC_URL: 'http://localhost:3000' })
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.SMTP_URL).toBeUndefined()
	})

	test('PUBLIC_URL follows PORT unless set', () => {
		expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080')
		expect(parseEnv({ PUBLIC_URL: 'https://brisk.example/' }).PUBLIC_URL).toBe('https://brisk.example')
	})

	test.each([
		['PORT', 'eighty'],
		['DATABASE_URL', 'mysql://localhost/brisk'],
		['SMTP_URL', 'http://mail'],
		['COMPANY_INBOX', 'not-an-address'],
		['PUBLIC_URL', 'ftp://brisk.example'],
		['SESSION_SECRET', 'short'],
	])('a bad %s stops the start with a message that names it', (name, value) => {
		expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`))
	})

	test.each([
		['aaaaaaaaaaaa', 'it is a repeated character'],
		['first.admin@brisk.test', 'it contains your e-mail address'],
		[' '.repeat(14), 'only spaces or invisible characters'],
		['short', 'at least 12 characters'],
	])('a weak ADMIN_PASSWORD (%j) stops the start, saying why', (password, why) => {
		const start = () => parseEnv({ ADMIN_EMAIL: 'first.admin@brisk.test', ADMIN_PASSWORD: password })
		expect(start).toThrow(/^Invalid configuration:\n {2}ADMIN_PASSWORD: /)
		expect(start).toThrow(why)
	})

	test('a strong ADMIN_PASSWORD is taken', () => {
		const env = parseEnv({ ADMIN_EMAIL: 'first.admin@brisk.test', ADMIN_PASSWORD: 'the monsoon came early' })
		expect(env.ADMIN_PASSWORD).toBe('the monsoon came early')
	})
})
