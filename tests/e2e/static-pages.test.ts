import { expect, test, uniqueIp } from './fixtures.ts'

// No public page sends React to the browser: pages without a form (docs/decisions/009-pages-hydrate-only-with-forms.md)
// and the form pages, the apply form included (docs/decisions/016-form-pages-without-react.md). The back office
// hydrates.

const staticPages = [
	'/',
	'/about-us',
	'/why-brisk',
	'/team-brisk',
	'/best-of-brisk',
	'/company-gallery',
	'/gallery',
	'/service-staffing',
	'/service-security',
	'/privacy',
	'/no-such-page',
	// Form pages sent without React (docs/decisions/016-form-pages-without-react.md), in every language.
	'/career/status',
	'/te/career/status',
	'/career/alerts',
	'/mr/career/alerts',
	'/hi/career/alerts/confirm?token=x',
	'/career/alerts/unsubscribe?token=x',
	'/te/career/interview?token=x',
	'/mr/career/invitation?token=x',
	'/contact-us',
	'/hi/contact-us',
	'/career',
	'/hi/career?q=guard',
	'/mr/career?page=2',
	'/career/1',
	'/te/career/1',
	'/career/999999',
	'/career/1/apply',
	'/te/career/1/apply',
	'/career/status/reference',
	'/hi/career/status/reference',
]

test('No page without a form, nor a form page that works as plain HTML, loads React: one small script of ours and nothing else', async ({
	page,
}) => {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
	})
	for (const path of staticPages) {
		scripts.length = 0
		await page.goto(path)
		await page.waitForLoadState('networkidle')
		expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)])
		expect(await page.evaluate(() => 'reactRouterManifest' in window || '__reactRouterContext' in window), path).toBe(
			false,
		)
		const html = await page.content()
		expect(html, path).not.toContain('modulepreload')
	}
})

test('The back office starts React at once', async ({ page, request }) => {
	expect(await (await request.get('/admin/sign-in')).text()).toContain('modulepreload')
	await page.goto('/admin/sign-in')
	expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true)
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the pages without a form read the same, menus open on hover and focus, every milestone shows', async ({
		page,
	}) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		const panels = page.locator('.stepper-panel')
		const count = await panels.count()
		for (let i = 0; i < count; i++) await expect(panels.nth(i)).toBeVisible()
		await page.getByRole('button', { name: 'Company' }).hover()
		await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' })).toBeVisible()
		await page.goto('/gallery')
		const first = page.getByRole('link', { name: /Open photo 1 of/ }).first()
		const href = await first.getAttribute('href')
		expect((await page.request.get(href!)).headers()['content-type']).toMatch(/^image\//)
	})
})

test('A form page sent without React says once that its form is on its way, and a second press sends nothing', async ({
	page,
}) => {
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
	})
	await page.goto('/career/status')
	await page.getByLabel('Application reference').fill('BR-2026-000123-K7Q9M')
	await page.getByLabel('Mobile number').fill('98765 43210')
	// Two presses in one go, as a double tap sends them: the first marks the button busy, the second sends nothing.
	const busy = await page.evaluate(() => {
		const form = document.querySelector<HTMLFormElement>('#status-form')!
		const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
		form.requestSubmit(button)
		const said = [button.getAttribute('aria-disabled'), button.querySelector('.status-spinner') !== null]
		form.requestSubmit(button)
		return said
	})
	expect(busy).toEqual(['true', true])
	await expect(page.getByRole('alert')).toBeVisible()
	expect(posts).toHaveLength(1)
})

test('The contact form, sent without React, goes once however often Submit is pressed', async ({ page }) => {
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
	})
	await page.goto('/contact-us')
	const form = page.getByRole('form', { name: 'Send us an enquiry' })
	await form.getByLabel('Name').fill('Rohan Deshmukh')
	await form.getByLabel('E-mail').fill(`double-${Date.now()}@visitor.test`)
	await form.getByLabel('Mobile').fill('98765 43210')
	await form.getByLabel('Subject').fill('Housekeeping for an office')
	await form.getByLabel('Service').selectOption('Housekeeping Services')
	await form.getByLabel('How did you find us?').selectOption('Search engine')
	await form.getByLabel('Message').fill('Daily cleaning of a 40-desk office in Baner.')
	// Two presses in one go, as a double tap sends them: the first marks the button busy, the second sends nothing.
	const busy = await page.evaluate(() => {
		const enquiry = document.querySelector<HTMLFormElement>('#contact-form')!
		const button = enquiry.querySelector<HTMLButtonElement>('button[type="submit"]')!
		enquiry.requestSubmit(button)
		const said = button.getAttribute('aria-disabled')
		enquiry.requestSubmit(button)
		return said
	})
	expect(busy).toBe('true')
	await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible()
	expect(posts).toHaveLength(1)
})
