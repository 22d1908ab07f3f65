import fs from 'node:fs'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { send, suiteServers, type RawResponse } from '#tests/abuse/http.ts'

// A public page the render cache keeps compressed is answered by the host before its middleware. That answer must
// be the one the whole way gives: the same headers, the visitor's own token and cookie, HEAD, the request log's
// line, and the same exceptions (another name of the host, a signed-in member of staff, a preview).

const server = suiteServers()[0]!
const base = server.baseUrl

/** What differs from one answer to the next, or with the encoding: the rest must be the same. */
const OWN = ['date', 'x-request-id', 'set-cookie', 'content-length', 'content-encoding', 'transfer-encoding']

function sameFor(response: RawResponse) {
	const headers = Object.entries(response.headers).filter(([name]) => !OWN.includes(name))
	return Object.fromEntries(headers.map(([name, value]) => [name, String(value).replace(/'nonce-[^']+'/, "'nonce'")]))
}

/** Asks until the page is kept and compressed (it is compressed just after it is first kept). */
async function keptCompressed(pagePath: string) {
	for (let attempt = 0; attempt < 50; attempt++) {
		const response = await send(base, { path: pagePath, headers: { 'accept-encoding': 'gzip' } })
		if (response.headers['x-render-cache'] === 'hit' && response.headers['content-length']) return response
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${pagePath} was not kept compressed`)
}

const cookieToken = (response: RawResponse) => /XSRF-TOKEN=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1]

describe('Kept pages answered before the middleware', () => {
	test('the career list, a page with a form, is kept compressed: each visitor gets their own token, no nonce', async () => {
		const first = await keptCompressed('/career')
		const second = await send(base, { path: '/career', headers: { 'accept-encoding': 'gzip, br' } })
		for (const response of [first, second]) {
			expect(response.headers['content-encoding']).toBe('gzip')
			expect(Number(response.headers['content-length'])).toBe(response.body.length)
			// Its scripts go by hash: nothing of the answer's own but the form's token.
			expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-[^']+';/)
			const html = zlib.gunzipSync(response.body).toString()
			expect(html).toContain(`name="_csrf" value="${cookieToken(response)}"`)
			expect(html).not.toMatch(/nonce=|rendercache/)
		}
		expect(cookieToken(first)).not.toBe(cookieToken(second))
		// A visitor who has a valid token keeps it, and is given no cookie.
		const token = cookieToken(first)!
		const again = await send(base, {
			path: '/career',
			headers: { 'accept-encoding': 'gzip', cookie: `XSRF-TOKEN=${token}` },
		})
		expect(again.headers['set-cookie']).toBeUndefined()
		expect(zlib.gunzipSync(again.body).toString()).toContain(`value="${token}"`)
	})

	test('a kept page answered at once carries the headers the whole way gives it', async () => {
		for (const pagePath of ['/', '/career', '/hi/about-us']) {
			const fast = await keptCompressed(pagePath)
			// A client that takes no encoding goes the whole way (the cache still answers it, as text).
			const whole = await send(base, { path: pagePath, headers: { 'accept-encoding': 'identity' } })
			expect(whole.headers['x-render-cache'], pagePath).toBe('hit')
			expect(whole.headers['content-encoding'], pagePath).toBeUndefined()
			expect(sameFor(fast), pagePath).toEqual(sameFor(whole))
			// The same page but for the visitor's own token and nonce.
			const own = (html: string) => html.replace(/(value|nonce)="[\w.+/=-]+"/g, '')
			expect(own(zlib.gunzipSync(fast.body).toString()), pagePath).toBe(own(whole.text))
			const cookie = (response: RawResponse) => String(response.headers['set-cookie']).replace(/=[\w.-]+;/, '=;')
			expect(cookie(fast).replace(/Expires=[^;]+/, ''), pagePath).toBe(cookie(whole).replace(/Expires=[^;]+/, ''))
		}
	})

	test('HEAD gets the headers of GET, without the body', async () => {
		const get = await keptCompressed('/career')
		const head = await send(base, { method: 'HEAD', path: '/career', headers: { 'accept-encoding': 'gzip' } })
		expect(head.status).toBe(200)
		expect(head.body.length).toBe(0)
		expect(head.headers['content-length']).toBe(get.headers['content-length'])
		expect(sameFor(head)).toEqual(sameFor(get))
	})

	test('each answer is in the request log with the id the client gave', async () => {
		await keptCompressed('/')
		const id = `kept-page-${Date.now()}`
		const response = await send(base, { path: '/', headers: { 'accept-encoding': 'gzip', 'x-request-id': id } })
		expect(response.headers['x-request-id']).toBe(id)
		const logFile = server.logFile
		let line: Record<string, unknown> | undefined
		for (let attempt = 0; attempt < 20 && !line; attempt++) {
			await new Promise((resolve) => setTimeout(resolve, 100))
			const found = fs
				.readFileSync(logFile, 'utf8')
				.split('\n')
				.find((text) => text.includes(`"requestId":"${id}"`))
			line = found ? (JSON.parse(found) as Record<string, unknown>) : undefined
		}
		expect(line).toMatchObject({
			level: 'info',
			req: { id, method: 'GET', url: '/' },
			requestId: id,
			res: { statusCode: 200 },
			msg: 'request completed',
		})
		expect(typeof line?.responseTime).toBe('number')
	})

	test('another name of the host, a signed-in member of staff and a preview are never answered from the cache', async () => {
		await keptCompressed('/career')
		const port = new URL(base).port
		const alias = await send(base, {
			path: '/career',
			headers: { host: `localhost:${port}`, 'accept-encoding': 'gzip' },
		})
		expect(alias.status).toBe(308)
		expect(alias.headers.location).toBe(`${base}/career`)
		const staff = await send(base, {
			path: '/career',
			headers: { cookie: 'brisk_session=abc', 'accept-encoding': 'gzip' },
		})
		expect(staff.headers['x-render-cache']).toBeUndefined()
		const preview = await send(base, { path: '/career?preview', headers: { 'accept-encoding': 'gzip' } })
		expect(preview.headers['x-render-cache']).toBeUndefined()
		// A GET that announces a body goes the whole way too, and is answered.
		const withBody = await send(base, { path: '/career', body: 'x', headers: { 'accept-encoding': 'gzip' } })
		expect(withBody.status).toBe(200)
		expect(withBody.headers['transfer-encoding'] ?? withBody.headers['content-length']).toBeTruthy()
	})
})
