import crypto from 'node:crypto'
import type { APIResponse } from '@playwright/test'
import { openApplyPage } from '#tests/fixtures/career.ts'
import { expect, test } from './fixtures.ts'

function expectBaseHeaders(response: APIResponse, what: string) {
	const h = response.headers()
	const csp = h['content-security-policy'] ?? ''
	// A page with React's scripts (the back office): this answer's nonce. A page without React: its inline script's hash.
	expect(csp, what).toMatch(/script-src 'self' ('nonce-[^']+' 'strict-dynamic'|'sha256-[^']+')(;|$)/)
	expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/)
	expect(csp, what).toContain("frame-ancestors 'none'")
	expect(csp, what).toContain("object-src 'none'")
	expect(h['x-content-type-options'], what).toBe('nosniff')
	expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
	expect(h['permissions-policy'], what).toContain('camera=()')
	expect(h['cross-origin-opener-policy'], what).toBe('same-origin')
	expect(h['x-request-id'], what).toBeTruthy()
}

test('Pages, API answers, documents, pictures and assets all carry the security headers', async ({ request }) => {
	const home = await request.get('/')
	expectBaseHeaders(home, 'page')
	const html = await home.text()

	expectBaseHeaders(await request.get('/api/Job/GetAllJobs'), 'API')
	const documents = (await (await request.get('/api/Advertise/GetAllPdf')).json()) as Array<{ Pdf: string }>
	const pdf = await request.get(`/Pdf/${documents[0]!.Pdf}`)
	expect(pdf.status()).toBe(200)
	expectBaseHeaders(pdf, 'document')

	const picture = /<img\b[^>]*\bsrc="(\/[^"]+)"/.exec(html)?.[1]
	expect(picture).toBeTruthy()
	expectBaseHeaders(await request.get(picture!.replaceAll('&amp;', '&')), 'picture')
	const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
	expectBaseHeaders(await request.get(asset!), 'asset')
	expectBaseHeaders(await request.get('/no-such-page'), '404 page')
})

test('A page without React, with a form or without, allows only its own inline script, by hash; the back office its nonce', async ({
	request,
}) => {
	for (const address of ['/', '/', '/career', '/career/1/apply', '/contact-us']) {
		const answer = await request.get(address)
		const csp = answer.headers()['content-security-policy'] ?? ''
		const html = await answer.text()
		expect(csp, address).not.toContain('nonce-')
		expect(csp, address).not.toContain('strict-dynamic')
		expect(html, address).not.toMatch(/\bnonce=/)
		const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
			([, attributes]) => !/\bsrc=|ld\+json/.test(attributes ?? ''),
		)
		expect(inline, address).toHaveLength(1)
		const hash = crypto.createHash('sha256').update(inline[0]![2]!).digest('base64')
		expect(csp, address).toContain(`script-src 'self' 'sha256-${hash}';`)
	}
	// React's pages (the back office) run their scripts with the answer's own nonce.
	const signIn = await request.get('/admin/sign-in')
	const nonce = /'nonce-([^']+)' 'strict-dynamic'/.exec(signIn.headers()['content-security-policy'] ?? '')?.[1]
	expect(nonce).toBeTruthy()
	expect(await signIn.text()).toContain(`nonce="${nonce}"`)
})

test('The anti-forgery cookie is SameSite and readable by the page script only as the original client needs', async ({
	request,
}) => {
	const response = await request.get('/')
	const cookie = response.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? ''
	expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+;/)
	expect(cookie).toContain('SameSite=Lax')
	expect(cookie).toContain('Path=/')
	// Not Secure over plain http (the https case is covered by server-lifecycle.test.ts).
	expect(cookie).not.toContain('Secure')
})

test('The answer to a form post is never cached', async ({ request }) => {
	const token = (await request.get('/contact-us'))
		.headersArray()
		.find((h) => h.name.toLowerCase() === 'set-cookie')
		?.value.match(/XSRF-TOKEN=([^;]+)/)?.[1]
	const response = await request.post('/contact-us', { form: { _csrf: token ?? '' }, maxRedirects: 0 })
	expect(response.status()).toBeLessThan(500)
	expect(response.headers()['cache-control']).toBe('no-store')
	const api = await request.post('/api/Contact/SendEmail', { data: {}, headers: { 'X-XSRF-TOKEN': token ?? '' } })
	expect(api.headers()['cache-control']).toBe('no-store')
})

test('No page breaks its own Content Security Policy, even while forms validate', async ({ page }) => {
	await page.addInitScript(() => {
		const seen: string[] = []
		;(window as unknown as { cspViolations: string[] }).cspViolations = seen
		document.addEventListener('securitypolicyviolation', (event) =>
			seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
		)
	})
	const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
	for (const path of ['/', '/career', '/company-gallery', '/best-of-brisk']) {
		await page.goto(path)
		expect(await violations(), path).toEqual([])
	}
	await page.goto('/contact-us')
	const form = page.getByRole('form', { name: 'Send us an enquiry' })
	await form.getByLabel('E-mail').fill('not-an-address')
	await form.getByLabel('Name').fill('Rohan')
	await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
	expect(await violations(), '/contact-us').toEqual([])

	await page.goto('/career')
	const dialog = await openApplyPage(page, page.getByRole('link', { name: /Apply now/ }).first())
	await dialog.getByLabel(/^Email/).fill('not-an-address')
	await dialog.getByLabel(/^Location/).focus()
	await expect(dialog.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true')
	expect(await violations(), 'Apply Job page').toEqual([])
})
