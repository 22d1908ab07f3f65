import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { requestContext } from '#app/context.ts'
import { SCRIPTED_PAGE_SCRIPT, STATIC_PAGE_HEADER } from './static-page.ts'
import { createRenderCache, withRenderCache, type Answer } from './page-cache.server.ts'

// A kept page gets each visitor's nonce and anti-forgery token put in where the page
// asked for them, and nowhere else: not into a link whose words came from the address
// or from site content, however those words are spelt.

/** What the render cache's stand-ins used to be: words anyone could type into an address or a content field. */
const GUESSABLE = ['rendercachetoken000000000', 'rendercachenonce000000000']

/** A page with a form and a script, and a link made of its address and of a published social profile. */
const page =
	(status: number): Answer =>
	async ({ req, context }) => {
		const { csrfToken, cspNonce } = context.get(requestContext)
		return new Response(
			`<html><body><a href="/hi${req.originalUrl}">हिंदी</a>` +
				`<a href="https://www.youtube.com/${GUESSABLE[0]}/${GUESSABLE[1]}">YouTube</a>` +
				`<form method="post"><input type="hidden" name="_csrf" value="${csrfToken}"></form>` +
				`<script nonce="${cspNonce}">window.__token=${JSON.stringify(csrfToken)}</script></body></html>`,
			{ status, headers: { 'content-type': 'text/html; charset=utf-8' } },
		)
	}

/** A page sent without React that has a form: the layout's inline script and module, and the form's token. */
const staticFormPage: Answer = async ({ context }) => {
	const { csrfToken, cspNonce } = context.get(requestContext)
	return new Response(
		`<html><head><script nonce="${cspNonce}">${SCRIPTED_PAGE_SCRIPT}</script>` +
			`<script type="module" src="/assets/enhance.js" nonce="${cspNonce}"></script></head>` +
			`<body><form method="post"><input type="hidden" name="_csrf" value="${csrfToken}"></form></body></html>`,
		{ headers: { 'content-type': 'text/html; charset=utf-8', [STATIC_PAGE_HEADER]: '1' } },
	)
}

const NONCE_POLICY = "default-src 'self'; script-src 'self' 'nonce-PER-REQUEST' 'strict-dynamic'"

async function visit(answer: Answer, path: string, own: { nonce: string; token: string }) {
	const headers = new Map<string, string>([['content-security-policy', NONCE_POLICY]])
	const res = {
		locals: { cspNonce: own.nonce, csrfToken: own.token },
		setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
		getHeader: (name: string) => headers.get(name.toLowerCase()),
	} as unknown as ExpressResponse
	const req = { method: 'GET', originalUrl: path, headers: {} } as unknown as ExpressRequest
	const context = new RouterContextProvider()
	context.set(requestContext, {
		...own,
		cspNonce: own.nonce,
		csrfToken: own.token,
		requestId: 'r',
		clientIp: '',
		antiForgery: null,
	})
	const response = await answer({ req, res, request: new Request(`http://localhost${path}`), context })
	const csp = response.headers.get('content-security-policy') ?? headers.get('content-security-policy')
	return { cache: headers.get('x-render-cache'), html: await response.text(), csp }
}

describe('A page sent without React that has a form', () => {
	test('goes by the layout script’s hash, without a nonce, and carries each visitor’s own token', async () => {
		const answer = withRenderCache(createRenderCache({ version: async () => '1', sessionCookies: [] }))(staticFormPage)
		const visitors = [
			{ nonce: 'nonceOfTheFirstVisitor', token: 'tokenOfTheFirstVisitor' },
			{ nonce: 'nonceOfTheSecondVisitor', token: 'tokenOfTheSecondVisitor' },
		]
		const answers = []
		for (const own of visitors) answers.push(await visit(answer, '/career', own))
		expect(answers.map((answered) => answered.cache)).toEqual(['miss', 'hit'])
		for (const [index, { html, csp }] of answers.entries()) {
			expect(html).toContain(`name="_csrf" value="${visitors[index]!.token}"`)
			expect(html).not.toContain('nonce')
			expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/)
		}
	})
})

describe('The render cache’s stand-ins for a visitor’s nonce and token', () => {
	test('an address or a content field holding the stand-in’s words does not receive a visitor’s token or nonce', async () => {
		const answer = withRenderCache(createRenderCache({ version: async () => '1', sessionCookies: [] }))(page(200))
		for (const path of [`/${GUESSABLE[0]}`, `/${GUESSABLE[1]}`]) {
			const visitors = [
				{ nonce: 'nonceOfTheFirstVisitor', token: 'tokenOfTheFirstVisitor' },
				{ nonce: 'nonceOfTheSecondVisitor', token: 'tokenOfTheSecondVisitor' },
			]
			const answers = []
			for (const own of visitors) answers.push(await visit(answer, path, own))
			expect(answers.map((answered) => answered.cache)).toEqual(['miss', 'hit'])
			for (const [index, { html }] of answers.entries()) {
				const { nonce, token } = visitors[index]!
				// Where the page asked for them: the form's field, the script's nonce, the page's data.
				expect(html).toContain(`name="_csrf" value="${token}"`)
				expect(html).toContain(`<script nonce="${nonce}">window.__token="${token}"</script>`)
				expect(html.split(token)).toHaveLength(3)
				expect(html.split(nonce)).toHaveLength(2)
				// The links keep the words they were written with.
				expect(html).toContain(`href="/hi${path}"`)
				expect(html).toContain(`href="https://www.youtube.com/${GUESSABLE[0]}/${GUESSABLE[1]}"`)
			}
		}
	})
})

describe('What the render cache keeps', () => {
	test('an unknown address (404) is rendered each time and never kept, so asking for many cannot push real pages out', async () => {
		const cache = createRenderCache({ version: async () => '1', sessionCookies: [] })
		const notFound = withRenderCache(cache)(page(404))
		const own = { nonce: 'n', token: 't' }
		for (let i = 0; i < 3; i++) {
			expect((await visit(notFound, '/no-such-page', own)).cache).toBe('miss')
		}
		expect(cache.size()).toBe(0)
		const found = withRenderCache(cache)(page(200))
		expect([(await visit(found, '/about-us', own)).cache, (await visit(found, '/about-us', own)).cache]).toEqual([
			'miss',
			'hit',
		])
	})
})

describe('What the render cache keeps', () => {
	const kept = (body: string) => ({ status: 200, headers: [] as Array<[string, string]>, body })

	test('the least recently used page goes first when the count is reached', () => {
		const cache = createRenderCache({ version: async () => '1', sessionCookies: [], maxPages: 2 })
		cache.set('a', kept('a'))
		cache.set('b', kept('b'))
		cache.get('a')
		cache.set('c', kept('c'))
		expect([cache.get('a')?.body, cache.get('b'), cache.get('c')?.body]).toEqual(['a', undefined, 'c'])
	})

	test('large pages are let go once they pass the memory given to the cache, however few they are', () => {
		const cache = createRenderCache({ version: async () => '1', sessionCookies: [], maxBytes: 1024 * 1024 })
		for (const name of ['a', 'b', 'c']) cache.set(name, kept(name.repeat(200_000)))
		expect(cache.size()).toBe(2)
		expect(cache.get('a')).toBeUndefined()
	})
})
