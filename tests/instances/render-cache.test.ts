import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type Db } from '#app/utils/db/db.server.ts'
import { send } from '#tests/abuse/http.ts'
import { startTwoInstances, type Server, type TwoInstances } from '#tests/setup/two-instances.ts'

// Public pages are rendered once and sent to every anonymous visitor with their
// own token; a change to the jobs shows within a second on every instance.

async function untilTrue(check: () => Promise<boolean>, ms: number) {
	const deadline = Date.now() + ms
	while (Date.now() < deadline) {
		if (await check()) return true
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return false
}

describe.skipIf(!inject('postgresUrl'))('The render cache on two instances', () => {
	let instances: TwoInstances
	let a: Server
	let b: Server
	let db: Db

	beforeAll(async () => {
		instances = await startTwoInstances({ name: 'render-cache', oneAfterTheOther: true })
		;({ a, b, db } = instances)
	})

	afterAll(async () => {
		await instances?.stop()
	})

	test('each visitor of a kept page with a form gets an anti-forgery token of their own', async () => {
		await send(a.baseUrl, { path: '/career' })
		const [one, two] = [await send(a.baseUrl, { path: '/career' }), await send(a.baseUrl, { path: '/career' })]
		expect(two.headers['x-render-cache']).toBe('hit')
		const cookie = (response: typeof one) => /XSRF-TOKEN=([^;]+)/.exec(String(response.headers['set-cookie']))![1]!
		for (const response of [one, two]) {
			expect(response.text).toContain(`name="_csrf" value="${cookie(response)}"`)
			expect(response.text).not.toMatch(/nonce=|rendercache/)
		}
		expect(cookie(one)).not.toBe(cookie(two))
	})

	test('a static page is kept compressed: later visits get the same bytes, brotli or gzip as they ask, or plain', async () => {
		await send(a.baseUrl, { path: '/about-us', headers: { 'accept-encoding': 'br' } })
		// Kept at once; compressed a moment later, once.
		await new Promise((resolve) => setTimeout(resolve, 500))
		const first = await send(a.baseUrl, { path: '/about-us', headers: { 'accept-encoding': 'gzip, br' } })
		const second = await send(a.baseUrl, { path: '/about-us', headers: { 'accept-encoding': 'gzip, br' } })
		expect(second.headers['x-render-cache']).toBe('hit')
		expect(second.headers['content-encoding']).toBe('br')
		expect(second.headers.vary).toContain('Accept-Encoding')
		expect(second.body.equals(first.body)).toBe(true)
		const html = zlib.brotliDecompressSync(second.body).toString()
		expect(html).toContain('<h1')
		expect(html).not.toMatch(/nonce=|rendercache/)
		const gzipped = await send(a.baseUrl, { path: '/about-us', headers: { 'accept-encoding': 'br;q=0, gzip' } })
		expect(gzipped.headers['content-encoding']).toBe('gzip')
		expect(zlib.gunzipSync(gzipped.body).toString()).toBe(html)
		const plain = await send(a.baseUrl, { path: '/about-us', headers: { 'accept-encoding': 'identity' } })
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.text).toBe(html)
		// Each visitor still gets an anti-forgery cookie of their own.
		const cookie = (response: typeof plain) => /XSRF-TOKEN=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1]
		expect(cookie(plain)).toBeTruthy()
		expect(cookie(plain)).not.toBe(cookie(gzipped))
	})

	test('a job changed in the database shows on both instances within a second or two', async () => {
		const job = await db.selectFrom('jobs').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow()
		for (const server of [a, b]) await send(server.baseUrl, { path: `/career/${job.id}` })
		const title = `Renamed ${Date.now()}`
		const changedAt = Date.now()
		await db.updateTable('jobs').set({ title }).where('id', '=', job.id).execute()
		for (const server of [a, b]) {
			const shown = await untilTrue(
				async () => (await send(server.baseUrl, { path: `/career/${job.id}` })).text.includes(title),
				3000,
			)
			expect(shown).toBe(true)
		}
		expect(Date.now() - changedAt).toBeLessThan(3000)
		await db.updateTable('jobs').set({ title: job.title }).where('id', '=', job.id).execute()
	})

	test('a signed-in member of staff, the contact form and pages with a query are never served from the cache', async () => {
		await send(a.baseUrl, { path: '/' })
		expect(
			(await send(a.baseUrl, { path: '/', headers: { Cookie: 'brisk_session=abc' } })).headers['x-render-cache'],
		).toBeUndefined()
		// The contact form's time stamp is each view's own, by whatever address the page is reached.
		const stamp = (html: string) => /name="_shown" value="([^"]+)"/.exec(html)?.[1]
		for (const path of ['/contact-us', '/contact-us/', '/hi/contact-us/', '/contact-us/.', '/mr/contact-us']) {
			const first = await send(a.baseUrl, { path })
			await new Promise((resolve) => setTimeout(resolve, 5))
			const second = await send(a.baseUrl, { path })
			expect(second.status, path).toBe(200)
			expect(second.headers['x-render-cache'], path).not.toBe('hit')
			expect(stamp(second.text), path).toBeDefined()
			expect(stamp(second.text), path).not.toBe(stamp(first.text))
		}
		expect((await send(a.baseUrl, { path: '/career?q=guard' })).headers['x-render-cache']).toBeUndefined()
	})
})
