import { PUBLIC_PAGE_ROUTES } from '#app/utils/content/public-pages.ts'
import { DESKTOP, PHONE, expect, screenshot, test } from './fixtures.ts'

const routes: Array<[path: string, h1: RegExp]> = [
	['/', /Brisk/],
	['/home', /Brisk/],
	['/demo', /Demo/],
	['/why-brisk', /Why Brisk/],
	['/company-gallery', /Gallery/],
	['/gallery', /Gallery/],
	['/service-staffing', /Staffing/],
	['/service-industrial', /Industrial/],
	['/service-gardening', /Gardening/],
	['/service-house-keeping', /Housekeeping/],
	['/service-security', /Security/],
	['/team-brisk', /Team Brisk/],
	['/service-integrated', /Integrated/],
	['/best-of-brisk', /Best of Brisk/],
	['/contact-us', /Contact/],
	['/about-us', /Overview|About/],
	['/career', /Career/],
	['/career/status', /Check your application/],
	['/career/status/reference', /Get your whole application reference/],
	['/career/alerts', /Get new jobs/],
	['/career/alerts/confirm', /Start your job alerts/],
	['/career/alerts/unsubscribe', /Stop job alerts/],
	['/career/interview', /Your interview/],
	['/career/invitation', /A new job for you/],
	['/header', /Header/],
	['/footer', /Footer/],
	['/privacy', /Privacy/],
]

test('The table above holds every page the route table declares, so a new page is checked here too', () => {
	const declared = PUBLIC_PAGE_ROUTES.filter((page) => !page.path.includes(':')).map((page) => page.path)
	expect(routes.map(([path]) => path).sort()).toEqual(declared.sort())
})

test.describe('Every page of the original site', () => {
	for (const [path, h1] of routes) {
		test(`${path} answers 200 with its own heading, title and description in the server HTML`, async ({ request }) => {
			const response = await request.get(path)
			expect(response.status()).toBe(200)
			const html = await response.text()
			const headings = html.match(/<h1[^>]*>[\s\S]*?<\/h1>/g) ?? []
			expect(headings).toHaveLength(1)
			expect(headings[0]!.replace(/<[^>]+>/g, '')).toMatch(h1)
			expect(html).toMatch(/<title>[^<]+<\/title>/)
			expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/)
		})
	}
})

test('An unknown address shows the home screen with a 404 and a "page not found" notice', async ({ page, request }) => {
	const response = await request.get('/no/such/page')
	expect(response.status()).toBe(404)
	const html = await response.text()
	expect(html).toContain('noindex')

	const visit = await page.goto('/no/such/page')
	expect(visit?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
	await expect(page.locator('main')).toContainText('Brisk')
})

test('/healthz answers 200 while the database answers', async ({ request }) => {
	const response = await request.get('/healthz')
	expect(response.status()).toBe(200)
	expect(await response.json()).toEqual({ status: 'ok' })
})

// A page without React, a form page too, allows its one inline script by hash (security-headers.test.ts).
test('Pages carry the security headers, and every script of a page React runs carries the response nonce', async ({
	request,
}) => {
	const response = await request.get('/admin/sign-in')
	const headers = response.headers()
	const csp = headers['content-security-policy'] ?? ''
	expect(csp).toContain("object-src 'none'")
	expect(csp).toContain("base-uri 'none'")
	expect(csp).toContain("frame-ancestors 'none'")
	expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
	expect(headers['x-content-type-options']).toBe('nosniff')
	expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
	expect(headers['strict-transport-security']).toBeUndefined() // only under https

	const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
	expect(nonce).toBeTruthy()
	const html = await response.text()
	const scripts = html.match(/<script\b[^>]*>/g) ?? []
	expect(scripts.length).toBeGreaterThan(0)
	for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

	// A second response gets a different nonce.
	const again = (await request.get('/admin/sign-in')).headers()['content-security-policy']
	expect(again).not.toContain(nonce!)
})

test('Hashed assets are cached for a year; pages are compressed', async ({ request }) => {
	const html = await (await request.get('/')).text()
	const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
	expect(asset).toBeTruthy()
	const response = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } })
	expect(response.status()).toBe(200)
	expect(response.headers()['cache-control']).toContain('immutable')
	expect(response.headers()['cache-control']).toContain('max-age=31536000')
	const page = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
	expect(page.headers()['content-encoding']).toBe('gzip')
})

test('An API call that changes data is refused with 403 without the anti-forgery token', async ({
	playwright,
	baseURL,
}) => {
	const api = await playwright.request.newContext({ baseURL })
	const refused = await api.post('/api/Contact/SendEmail', { data: {} })
	expect(refused.status()).toBe(403)

	// A forged token (right shape, wrong signature) is refused too.
	const forged = 'abcdefghijklmnopqrstuvwx.invalidsignature'
	const forgedResponse = await api.post('/api/Contact/SendEmail', {
		data: {},
		headers: { 'X-XSRF-TOKEN': forged, Cookie: `XSRF-TOKEN=${forged}` },
	})
	expect(forgedResponse.status()).toBe(403)

	// With the cookie the site issued echoed back in the header, the call gets past the check.
	await api.get('/')
	const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value
	expect(token).toBeTruthy()
	const accepted = await api.post('/api/Contact/SendEmail', { data: {}, headers: { 'X-XSRF-TOKEN': token! } })
	expect(accepted.status()).not.toBe(403)
	await api.dispose()
})

test.describe('Header menus', () => {
	test('The Company and Services dropdowns open with a click and with the keyboard, and Escape closes them', async ({
		page,
	}) => {
		await page.setViewportSize(DESKTOP)
		await page.goto('/')
		const company = page.getByRole('button', { name: 'Company' })
		await expect(company).toHaveAttribute('aria-expanded', 'false')
		await company.click()
		await expect(company).toHaveAttribute('aria-expanded', 'true')
		await expect(page.getByRole('link', { name: 'Team Brisk' }).first()).toBeVisible()

		await page.keyboard.press('Escape')
		await expect(company).toHaveAttribute('aria-expanded', 'false')
		await expect(company).toBeFocused()

		const services = page.getByRole('button', { name: 'Services' })
		await services.focus()
		await page.keyboard.press('Enter')
		await expect(services).toHaveAttribute('aria-expanded', 'true')
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Security' }).click()
		await expect(page).toHaveURL(/\/service-security$/)
		await expect(page.getByRole('heading', { level: 1 })).toContainText('Security')
		await expect(services).toHaveAttribute('aria-expanded', 'false')
		await screenshot(page, 'header-desktop')
	})

	test('Below 768 px the menu collapses behind a Menu button', async ({ page }) => {
		await page.setViewportSize(PHONE)
		await page.goto('/')
		const nav = page.getByRole('navigation', { name: 'Main' })
		await expect(nav).toBeHidden()
		await page.getByRole('button', { name: 'Menu' }).click()
		await expect(nav).toBeVisible()
		await nav.getByRole('button', { name: 'Services' }).click()
		await nav.getByRole('link', { name: 'Gardening' }).click()
		await expect(page).toHaveURL(/\/service-gardening$/)
		await expect(nav).toBeHidden()
		await screenshot(page, 'header-phone')
	})
})

test('The round button at the bottom right appears once scrolled and brings the page back to the top', async ({
	page,
}) => {
	await page.setViewportSize({ width: 1280, height: 400 })
	await page.goto('/about-us')
	const button = page.getByRole('button', { name: 'Back to top' })
	await expect(button).toBeHidden()
	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
	await expect(button).toBeVisible()
	const box = await button.boundingBox()
	expect(box!.x + box!.width).toBeGreaterThan(1280 - 40)
	expect(box!.y + box!.height).toBeGreaterThan(400 - 40)
	await button.click()
	// Smooth: not there at once, there within the 1 s animation.
	await page.waitForTimeout(100)
	expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
	await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0)
})

test('A navigation starts at the top of the new page', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 400 })
	await page.goto('/about-us')
	await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
	await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click()
	await expect(page).toHaveURL(/\/career$/)
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
