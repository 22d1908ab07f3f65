import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLogger, log, withoutQuery, withRequestId } from './log.server.ts'

function captured() {
	const out = vi.spyOn(console, 'log').mockImplementation(() => {})
	const err = vi.spyOn(console, 'error').mockImplementation(() => {})
	return {
		stdout: () => out.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>),
		stderr: () => err.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>),
	}
}

afterEach(() => vi.restoreAllMocks())

describe('The log', () => {
	test('a JSON line with the level as a word, an ISO time and the message; errors on stderr', () => {
		const lines = captured()
		log('info', 'server started', { port: 3000 })
		log('warn', 'mail delivery paused until the database returns', { error: 'ECONNREFUSED' })
		log('error', 'outbox round failed', { error: 'boom' })
		expect(lines.stdout()).toEqual([
			{
				level: 'info',
				time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
				port: 3000,
				msg: 'server started',
			},
			expect.objectContaining({ level: 'warn', error: 'ECONNREFUSED' }),
		])
		expect(lines.stderr()).toEqual([
			expect.objectContaining({ level: 'error', msg: 'outbox round failed', error: 'boom' }),
		])
	})

	test('personal data is replaced by [Redacted], at the top of a line and one level down', () => {
		const lines = captured()
		log('info', 'the first administrator was created from ADMIN_EMAIL', { email: 'x@y.in' })
		log('warn', 'an applicant', {
			applicant: { name: 'Asha Patil', mobile: '9876543210', aadhaar: '1234 5678 9012', job: 7 },
			token: 'abc',
			cookie: '__session=abc',
			authorization: 'Bearer abc',
			password: 'the monsoon came early',
		})
		const [admin, applicant] = lines.stdout()
		expect(admin).toMatchObject({ email: '[Redacted]' })
		expect(applicant).toMatchObject({
			applicant: { name: '[Redacted]', mobile: '[Redacted]', aadhaar: '[Redacted]', job: 7 },
			token: '[Redacted]',
			cookie: '[Redacted]',
			authorization: '[Redacted]',
			password: '[Redacted]',
		})
		const written = JSON.stringify(lines.stdout())
		for (const secret of ['x@y.in', 'Asha', '9876543210', '1234 5678', 'monsoon']) expect(written).not.toContain(secret)
	})

	test('an address is logged without its query', () => {
		const lines = captured()
		log('error', 'rendering failed', { url: 'https://brisk.example/career?email=x%40y.in&mobile=98765#top' })
		expect(lines.stderr()[0]).toMatchObject({ url: 'https://brisk.example/career' })
		expect(withoutQuery('/contact-us?name=Asha')).toBe('/contact-us')
		expect(withoutQuery('/contact-us')).toBe('/contact-us')
	})

	test('a line logged while a request is answered carries its id', async () => {
		const lines = captured()
		await withRequestId('request-1234', async () => {
			await new Promise((resolve) => setTimeout(resolve, 1))
			log('info', 'inside')
		})
		log('info', 'outside')
		expect(lines.stdout()).toEqual([
			expect.objectContaining({ msg: 'inside', requestId: 'request-1234' }),
			expect.not.objectContaining({ requestId: expect.anything() }),
		])
	})

	test('LOG_LEVEL says from which level on lines are written', () => {
		const lines = captured()
		const quiet = createLogger('warn')
		quiet.info('not written')
		quiet.warn('written')
		const verbose = createLogger('debug')
		verbose.debug('written too')
		const unknown = createLogger('loud')
		unknown.debug('not written: an unknown level is info')
		expect(lines.stdout().map((line) => line.msg)).toEqual(['written', 'written too'])
	})
})
