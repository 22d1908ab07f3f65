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
		['SMS_URL', 'smtp://sms.example'],
		['SMS_URL', 'not an address'],
		['SMS_ACK_WITH_EMAIL', 'yes'],
	])('a bad %s stops the start with a message that names it', (name, value) => {
		expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`))
	})

	test.each([
		['aaaaaaaaaaaa', 'it is a repeated character'],
		['first.admin@brisk.test', 'it contains your e-mail address'],
		['Brisk@2026!!', 'the company’s name, web address or cities'],
		['Kestrel.example 26', 'the company’s name, web address or cities'],
		[' '.repeat(14), 'only spaces or invisible characters'],
		['short', 'at least 12 characters'],
	])('a weak ADMIN_PASSWORD (%j) stops the start, saying why', (password, why) => {
		const start = () =>
			parseEnv({
				ADMIN_EMAIL: 'first.admin@brisk.test',
				ADMIN_PASSWORD: password,
				PUBLIC_URL: 'https://kestrel.example',
			})
		expect(start).toThrow(/^Invalid configuration:\n {2}ADMIN_PASSWORD: /)
		expect(start).toThrow(why)
	})

	test('text messages go to files unless SMS_URL names a provider; the acknowledgement goes to mailed applicants on request', () => {
		expect(parseEnv({}).SMS_URL).toBeUndefined()
		expect(parseEnv({})).toMatchObject({ SMS_FROM: 'BRISK', SMS_ACK_WITH_EMAIL: false })
		const env = parseEnv({
			SMS_URL: 'https://AC1:secret@api.twilio.com/2010-04-01/Accounts/AC1/Messages.json',
			SMS_FROM: '+15005550006',
			SMS_ACK_WITH_EMAIL: 'true',
		})
		expect(env).toMatchObject({ SMS_FROM: '+15005550006', SMS_ACK_WITH_EMAIL: true })
		// A gateway on a private network may speak plain HTTP, as an SMTP server may.
		expect(parseEnv({ SMS_URL: 'http://10.0.0.5:8080/sms' }).SMS_URL).toBe('http://10.0.0.5:8080/sms')
	})

	test('a strong ADMIN_PASSWORD is taken', () => {
		const env = parseEnv({ ADMIN_EMAIL: 'first.admin@brisk.test', ADMIN_PASSWORD: 'the monsoon came early' })
		expect(env.ADMIN_PASSWORD).toBe('the monsoon came early')
	})
})
