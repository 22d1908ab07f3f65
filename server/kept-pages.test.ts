import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { issueCsrfToken } from '#app/utils/http/csrf.server.ts'
import { keptPageAnswers, type KeptPage } from './kept-pages.ts'
import { securityHeaderList } from './security.ts'

// The host's answer of kept pages: what it sends itself, and what it leaves to the middleware.

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

interface Page extends KeptPage {
	name: string
}

const pages: Record<string, Page> = {
	'/static': {
		name: 'static',
		status: 200,
		headers: [
			['content-type', 'text/html; charset=utf-8'],
			['content-security-policy', "script-src 'self' 'sha256-abc'"],
		],
	},
	'/hydrating': { name: 'hydrating', status: 200, headers: [['content-type', 'text/html; charset=utf-8']] },
}

describe('Kept pages answered before the middleware', () => {
	let base = ''
	let ready = true
	const seen: Array<{ nonce: string; token: string }> = []
	let server: http.Server

	beforeAll(async () => {
		const answerKept = keptPageAnswers<Page>({
			pages: {
				find: async ({ originalUrl }) => pages[originalUrl],
				answer: (page, accepted, own) => {
					if (!accepted?.includes('gzip')) return null
					seen.push(own)
					return { encoding: 'gzip', bytes: zlib.gzipSync(`${page.name} ${own.nonce} ${own.token}`) }
				},
			},
			https: false,
			ready: () => ready,
			aliases: new Set(['localhost:1']),
			secret: () => SECRET,
			acceptedSecrets: () => [SECRET],
		})
		server = http.createServer((req, res) => {
			const answered = answerKept(req, res)
			const middleware = () => res.end('middleware')
			if (answered === false) return middleware()
			if (answered !== true) void answered.then((done) => done || middleware())
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})

	afterAll(() => {
		server.close()
	})

	const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
		fetch(`${base}${path}`, { method, headers: { 'accept-encoding': 'gzip', ...headers } })

	/** fetch sends the address' own Host; node:http sends the one given. */
	const viaAlias = (path: string) =>
		new Promise<string>((resolve, reject) => {
			const request = http.get(
				`${base}${path}`,
				{ headers: { host: 'localhost:1', 'accept-encoding': 'gzip' } },
				(res) => {
					const chunks: Buffer[] = []
					res.on('data', (chunk: Buffer) => chunks.push(chunk))
					res.on('end', () => resolve(Buffer.concat(chunks).toString()))
				},
			)
			request.on('error', reject)
		})

	test('a static page is sent with its own policy, the security headers and the visitor’s new cookie', async () => {
		const response = await fetch(`${base}/static`, { headers: { 'accept-encoding': 'gzip' } })
		const text = await response.text()
		expect(response.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-abc'")
		const security = securityHeaderList({ https: false })
		for (const [name, value] of security.headers) expect(response.headers.get(name), name).toBe(value)
		expect(response.headers.get('x-render-cache')).toBe('hit')
		expect(response.headers.get('vary')).toBe('Accept-Encoding')
		const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
		expect(token).toBeTruthy()
		expect(text).toBe(`static  ${token}`)
	})

	test('a hydrating page gets a nonce of its own, named by its policy', async () => {
		const response = await get('/hydrating')
		const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
		expect(nonce).toHaveLength(24)
		expect(await response.text()).toContain(` ${nonce} `)
	})

	test('a visitor with a valid token keeps it and gets no cookie; a wrong one gets a new token', async () => {
		const token = issueCsrfToken(SECRET)
		const kept = await get('/static', { cookie: `XSRF-TOKEN=${token}` })
		expect(kept.headers.get('set-cookie')).toBeNull()
		expect(await kept.text()).toBe(`static  ${token}`)
		const forged = await get('/static', { cookie: `XSRF-TOKEN=${token}x` })
		expect(forged.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/)
	})

	test('HEAD gets the headers without the body', async () => {
		const response = await get('/static', {}, 'HEAD')
		const length = zlib.gzipSync(`static  ${seen.at(-1)!.token}`).length
		expect(response.headers.get('content-length')).toBe(String(length))
		expect(await response.text()).toBe('')
	})

	test('the middleware answers the rest', async () => {
		const before = seen.length
		expect(await (await get('/not-kept')).text()).toBe('middleware')
		expect(await (await get('/static', { 'accept-encoding': 'identity' })).text()).toBe('middleware')
		expect(await viaAlias('/static')).toBe('middleware')
		expect(await (await fetch(`${base}/static`, { method: 'POST', body: 'x' })).text()).toBe('middleware')
		ready = false
		expect(await (await get('/static')).text()).toBe('middleware')
		ready = true
		expect(seen.length).toBe(before)
	})
})
