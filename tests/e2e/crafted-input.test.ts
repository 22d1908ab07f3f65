import { signInAs } from '#tests/fixtures/staff.ts'
import { expect, test } from './fixtures.ts'

// Crafted addresses and cookies a signed-in member of staff may be sent (a link in a mail, a
// cookie set by another page of the domain): each is answered with the page or a redirect, never 500.

test('A back-office notice key that names what every object has is no notice, and the page still shows', async ({
	page,
}) => {
	await signInAs(page, 'admin')
	for (const notice of ['__proto__', 'toString', 'constructor', 'hasOwnProperty']) {
		const response = await page.goto(`/admin/jobs?notice=${notice}`)
		expect(response?.status(), notice).toBe(200)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.getByText('[object')).toHaveCount(0)
	}
})

test('A sign-in link whose next address carries a line break leads to the dashboard, never an error', async ({
	page,
}) => {
	await signInAs(page, 'admin')
	for (const next of ['/admin%0d%0aSet-Cookie:%20x=1', '/admin/jobs%00', '/admin%0a']) {
		const response = await page.request.get(`/admin/sign-in?next=${next}`, { maxRedirects: 0 })
		expect(response.status(), next).toBeLessThan(500)
		expect(response.headers()['location'] ?? '', next).not.toMatch(/[\r\n]/)
		expect(response.headers()['set-cookie'] ?? '', next).not.toContain('x=1')
	}
})

test('A cookie that is not valid percent-encoding does not break a single page', async ({ page, context }) => {
	await page.goto('/')
	const url = new URL(page.url()).origin
	await context.addCookies([
		{ name: 'XSRF-TOKEN', value: '%', url },
		{ name: 'brisk_session', value: '%E0%A4', url },
	])
	for (const path of ['/', '/contact-us', '/career', '/hi/about-us', '/admin', '/admin/sign-in']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBeLessThan(500)
	}
	// The contact form still works: a fresh anti-forgery cookie replaces the broken one.
	await page.goto('/contact-us')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
