import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer } from '#tests/setup/server.ts'
import { antiForgery, openJobId, send } from './http.ts'

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const png = fs.readFileSync(path.join(fixtures, 'photo.png'))
const pdf = fs.readFileSync(path.join(fixtures, 'resume.pdf'))

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

/** An application through the compatibility API: three uploads, then AddCareer. */
async function applyThroughApi(baseUrl: string, { ip, email, mobile }: { ip: string; email: string; mobile: string }) {
	const token = await antiForgery(baseUrl)
	const headers = { Cookie: token.Cookie, 'X-XSRF-TOKEN': token.token, 'X-Forwarded-For': ip }
	const jobId = await openJobId(baseUrl)
	const ids: string[] = []
	for (const [call, bytes] of [
		['Base64ToImage', png],
		['Base64ToResume', pdf],
		['Base64ToAadhar', pdf],
	] as const) {
		const response = await send(baseUrl, {
			method: 'POST',
			path: `/api/Career/${call}`,
			headers: { ...headers, 'Content-Type': 'application/json' },
			body: JSON.stringify({ base64string: bytes.toString('base64'), Name: 'Ravi Kumar', JobId: jobId }),
		})
		if (response.status !== 200) return response
		ids.push(response.text)
	}
	return send(baseUrl, {
		method: 'POST',
		path: '/api/Career/AddCareer',
		headers: { ...headers, 'Content-Type': 'application/json' },
		body: JSON.stringify({
			JobId: jobId,
			Name: 'Ravi Kumar',
			Email: email,
			Contact: mobile,
			Location: 'Pune',
			JobTittle: 'Security',
			Photo: ids[0],
			Resume: ids[1],
			Aadhar: ids[2],
			Consent: true,
		}),
	})
}

describe('A server that takes 2 applications an hour from one address, and 2 from one person there', () => {
	const own = ownServer({ APPLY_LIMIT_PER_HOUR: '2', APPLY_LIMIT_PER_ADDRESS_PER_HOUR: '2', TRUST_PROXY: 'true' })

	test('7. Applications through the API are limited per address and per person, with words that blame no one', async () => {
		const base = own.server.baseUrl
		const statuses: number[] = []
		for (let i = 0; i < 3; i++) {
			const response = await applyThroughApi(base, {
				ip: '10.9.9.9',
				email: `a${i}@example.com`,
				mobile: `98765000${10 + i}`,
			})
			statuses.push(response.status)
			if (i === 2) {
				expect(response.headers['retry-after']).toMatch(/^\d+$/)
				expect(response.text).toContain('Sorry, we cannot take this application online just now.')
				expect(response.text).toMatch(/call us on \+91[\d ]+/)
			}
		}
		expect(statuses).toEqual([200, 200, 429])
		// One person from ever new addresses: a second application for the same job is a duplicate (409), which
		// takes none of the person's steps; four addresses' worth of steps (8) are theirs in all.
		const sameEmail = []
		for (let i = 0; i < 3; i++) {
			sameEmail.push(
				(await applyThroughApi(base, { ip: `10.8.0.${i}`, email: 'same@example.com', mobile: `98765111${10 + i}` }))
					.status,
			)
		}
		expect(sameEmail).toEqual([200, 409, 409])
		const sameMobile = []
		for (let i = 0; i < 3; i++) {
			sameMobile.push(
				(await applyThroughApi(base, { ip: `10.7.0.${i}`, email: `m${i}@example.com`, mobile: '9876522210' })).status,
			)
		}
		expect(sameMobile).toEqual([200, 200, 200])
	})
})

describe('A server whose file storage is full', () => {
	const own = ownServer({ FILES_MAX_TOTAL_BYTES: '1', TRUST_PROXY: 'true' })

	test('7. New files are refused with 503 before they fill the disk; nothing is stored', async () => {
		const response = await applyThroughApi(own.server.baseUrl, {
			ip: '10.6.0.1',
			email: 'full@example.com',
			mobile: '9876533310',
		})
		expect(response.status).toBe(503)
		expect(response.headers['retry-after']).toMatch(/^\d+$/)
		expect(response.text).toContain('cannot take applications with files just now')
	})
})
