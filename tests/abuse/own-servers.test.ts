import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer } from '#tests/setup/server.ts'
import { antiForgery, send } from './http.ts'

// Findings that need a server of their own: a low rate limit, and mail written to
// the data folder (no SMTP server).

function ownServer(env: Record<string, string>) {
	const state = {} as { work: string; server: Awaited<ReturnType<typeof startServer>> }
	beforeAll(async () => {
		state.work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-own-'))
		state.server = await startServer({
			dataDir: path.join(state.work, 'data'),
			logFile: path.join(state.work, 'server.log'),
			env,
		})
	})
	afterAll(async () => {
		await state.server?.stop()
		fs.rmSync(state.work, { recursive: true, force: true })
	})
	return state
}

describe('A server that allows 5 changes a minute from one address', () => {
	const own = ownServer({ RATE_LIMIT_POSTS_PER_MINUTE: '5' })

	test('5. Every method that may change something counts against the limit, PUT and DELETE included', async () => {
		const statuses: number[] = []
		for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'POST', 'POST', 'PUT']) {
			const response = await send(own.server.baseUrl, { method, path: '/api/Career/Base64ToResume', body: '{}' })
			statuses.push(response.status)
		}
		expect(statuses).toEqual([405, 405, 405, 403, 403, 429, 429])
		const refused = await send(own.server.baseUrl, { method: 'POST', path: '/contact-us', body: 'a=b' })
		expect(refused.status).toBe(429)
		expect(refused.headers['retry-after']).toMatch(/^\d+$/)
		// Reading is never limited.
		expect((await send(own.server.baseUrl, { path: '/career' })).status).toBe(200)
	})
})

describe('A server that writes its mails into the data folder', () => {
	const own = ownServer({ OUTBOX_POLL_MS: '200' })

	test('16. The database, the mails and their folders are readable by the server alone', async () => {
		const dataDir = path.join(own.work, 'data')
		const token = await antiForgery(own.server.baseUrl)
		const response = await send(own.server.baseUrl, {
			method: 'POST',
			path: '/api/Contact/SendEmail',
			headers: { Cookie: token.Cookie, 'X-XSRF-TOKEN': token.token, 'Content-Type': 'application/json' },
			body: JSON.stringify({
				Name: 'Asha Patil',
				Email: 'asha@example.com',
				Mobile: '9876543210',
				Subject: 'Guards',
				Message: 'Four guards.',
				Service: 'Security Services',
				Find: 'Clutch',
			}),
		})
		expect(response.status, response.text).toBe(200)
		const mailDir = path.join(dataDir, 'mail')
		for (let i = 0; i < 50 && (!fs.existsSync(mailDir) || fs.readdirSync(mailDir).length < 2); i++) {
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
		const mode = (file: string) => fs.statSync(file).mode & 0o777
		expect(mode(dataDir)).toBe(0o700)
		expect(mode(path.join(dataDir, 'brisk.db'))).toBe(0o600)
		expect(mode(mailDir)).toBe(0o700)
		const mails = fs.readdirSync(mailDir)
		expect(mails.length).toBeGreaterThanOrEqual(2)
		for (const name of mails) expect(mode(path.join(mailDir, name)), name).toBe(0o600)
		for (const name of fs.readdirSync(dataDir)) expect(mode(path.join(dataDir, name)) & 0o077, name).toBe(0)
	})
})
