import '#app/i18n/all.server.ts'
import { translate } from '#app/i18n/index.ts'
import { insertJob } from '#tests/fixtures/career.ts'
import { DESKTOP, PHONE, expect, screenshot, test, uniqueIp } from './fixtures.ts'

// A form page paints first and works as the server sent it: no public page starts React (decision 016), and what
// a visitor types before the page's one small script arrives stays, and is checked once it runs.

test('What a job seeker types in the apply form before its script arrives is kept, and the form then checks as usual', async ({
	page,
}) => {
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	// The page's script is held back, as on a connection that is slow to bring it.
	let release = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\/assets\/enhance-[\w-]+\.js$/, async (route) => {
		await released
		await route.continue()
	})
	const job = insertJob({ title: `Paint First ${Date.now().toString(36)}` })
	const loading = page.goto(`/hi/career/${job.id}/apply`)
	const form = page.locator('.apply-form form')
	await form.locator('[name="name"]').fill('Rohan Deshmukh')
	await form.locator('[name="email"]').fill('rohan@example.com')
	await form.locator('[name="location"]').fill('Pune')
	await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

	release()
	await loading
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
	await expect(form.locator('[name="name"]')).toHaveValue('Rohan Deshmukh')
	await expect(form.locator('[name="email"]')).toHaveValue('rohan@example.com')
	await expect(form.locator('[name="location"]')).toHaveValue('Pune')

	// The script's checks run now, in the page's language: a wrong mobile number is named when the visitor moves on.
	await form.locator('[name="contact"]').fill('12345')
	await form.locator('[name="location"]').focus()
	await expect(page.getByText(translate('hi', 'apply.error.contact'))).toBeVisible()
	await expect(form.locator('[name="contact"]')).toHaveAttribute('aria-invalid', 'true')
})

test('Words typed into the job search before the page’s script arrives stay, and the list is searched for them', async ({
	page,
}) => {
	let release = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	// The career list is sent without React (decision 016): its one script is the site's small one.
	await page.route(/\/assets\/enhance-[\w-]+\.js$/, async (route) => {
		await released
		await route.continue()
	})
	const loading = page.goto('/te/career')
	const search = page.getByRole('searchbox')
	// With the place: other tests' guard jobs share the server, and the watchman must be on the first page.
	await search.fill('కాపలాదారు హైదరాబాద్')
	await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

	release()
	await loading
	await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
	await expect(search).toHaveValue('కాపలాదారు హైదరాబాద్')
	await expect(page).toHaveURL(/[?&]q=/)
	await expect(page.getByRole('article', { name: 'వాచ్‌మెన్ (కాపలాదారు)' })).toBeVisible()
})

for (const [label, viewport] of [
	['375', PHONE],
	['1280', DESKTOP],
] as const) {
	test(`Before its script arrives (${label} px), a wrong enquiry is answered with what is wrong, and the corrected one is sent`, async ({
		page,
		mailbox,
	}) => {
		await page.setViewportSize(viewport)
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
		// No script comes (the contact page's is its own small module, decision 016): the visitor uses the page as the
		// server sent it, a plain form.
		await page.route(/\/assets\/[\w.-]+\.js$/, (route) => route.abort())
		// (Opened by its address, not goto, which waits for React.)
		await page.goto('about:blank')
		await page.evaluate((url) => window.location.assign(url), `${process.env.E2E_BASE_URL}/contact-us`)
		await page.waitForURL(/\/contact-us$/)
		const form = page.getByRole('form', { name: 'Send us an enquiry' })
		const email = `paint-first-${label}-${Date.now()}@visitor.test`
		await form.getByLabel('Name').fill('Rohan Deshmukh')
		await form.getByLabel('E-mail').fill(email)
		await form.getByLabel('Mobile').fill('12345')
		await page.waitForTimeout(1100)
		await page.getByRole('button', { name: 'Submit' }).click()
		await expect(page.getByText('Please enter valid mobile number.')).toBeVisible()
		await expect(form.getByLabel('Name')).toHaveValue('Rohan Deshmukh')
		await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
		await screenshot(page, `paint-first-contact-refused-${label}`)

		await form.getByLabel('Mobile').fill('98765 43210')
		await form.getByLabel('Subject').fill('Security guards for a warehouse')
		await form.getByLabel('Service').selectOption('Security Services')
		await form.getByLabel('How did you find us?').selectOption('Referred by someone')
		await form.getByLabel('Message').fill('We need four unarmed guards in two shifts at our Nagpur warehouse.')
		await page.waitForTimeout(1100)
		await page.getByRole('button', { name: 'Submit' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Your message has been sent. We will get back to you soon.' }),
		).toBeVisible()
		await screenshot(page, `paint-first-contact-sent-${label}`)
		await mailbox.wait((m) => m.envelopeTo.includes(email))
	})
}
