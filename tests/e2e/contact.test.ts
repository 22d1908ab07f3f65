import type { Page } from '@playwright/test'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test, uniqueIp } from './fixtures.ts'

// The contact page: the enquiry form with and without
// JavaScript, the mails it causes, and the offices.

function uniqueEmail(label: string) {
	return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@visitor.test`
}

/** The enquiry form, found as a screen reader user would: by its heading. */
function enquiryForm(page: Page) {
	return page.getByRole('form', { name: 'Send us an enquiry' })
}

async function fillEnquiry(page: Page, email: string) {
	const form = enquiryForm(page)
	await form.getByLabel('Name').fill('Rohan Deshmukh')
	await form.getByLabel('E-mail').fill(email)
	await form.getByLabel('Mobile').fill('98765 43210')
	await form.getByLabel('Subject').fill('Security guards for a warehouse')
	await form.getByLabel('Service').selectOption('Security Services')
	await form.getByLabel('How did you find us?').selectOption('Referred by someone')
	await form.getByLabel('Message').fill('We need four unarmed guards in two shifts at our Nagpur warehouse.')
}

test.describe('With JavaScript', () => {
	test.beforeEach(async ({ page }) => {
		// Each test is its own visitor address, so the hourly limit never spills over.
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	})

	test('A facility head sends an enquiry: Submit waits for a valid form, then both mails go out and the form resets', async ({
		page,
		mailbox,
	}) => {
		await page.goto('/contact-us')
		const form = enquiryForm(page)
		const submit = page.getByRole('button', { name: 'Submit' })
		await expect(submit).toBeDisabled()
		await expect(submit).toHaveAccessibleDescription(
			'The Submit button becomes active once every field is filled in correctly.',
		)

		// A touched, invalid field says what is wrong; untouched fields stay quiet.
		await form.getByLabel('Name').fill('   ')
		await form.getByLabel('E-mail').fill('rohan@')
		await form.getByLabel('Mobile').focus()
		await expect(page.getByText('Please enter valid name.')).toBeVisible()
		await expect(page.getByText('Please enter valid email-id.')).toBeVisible()
		await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByText('Please enter valid mobile number.')).toBeHidden()
		await form.getByLabel('Mobile').fill('12345')
		await form.getByLabel('Subject').focus()
		await expect(page.getByText('Please enter valid mobile number.')).toBeVisible()
		await screenshot(page, 'contact-js-errors-desktop')

		const email = uniqueEmail('browser')
		await fillEnquiry(page, email)
		await expect(page.getByText('Please enter valid email-id.')).toBeHidden()
		await expect(submit).toBeEnabled()
		await page.waitForTimeout(1100)
		await submit.click()

		await expect(
			page.getByRole('status').filter({ hasText: 'Your message has been sent. We will get back to you soon.' }),
		).toBeVisible()
		await expect(form.getByLabel('Name')).toHaveValue('')
		await expect(form.getByLabel('Message')).toHaveValue('')
		// The choices stay chosen for a next enquiry (the words are emptied).
		await expect(form.getByLabel('Service')).toHaveValue('Security Services')
		await expect(submit).toBeDisabled()

		const toOffice = await mailbox.wait((m) => m.envelopeTo.includes('office@brisk.test') && m.replyTo === email)
		expect(toOffice.subject).toBe('Website enquiry: Security guards for a warehouse (Rohan Deshmukh)')
		expect(toOffice.text).toContain('Mobile: +919876543210')
		expect(toOffice.text).toContain('four unarmed guards')
		const toVisitor = await mailbox.wait((m) => m.envelopeTo.includes(email))
		expect(toVisitor.to).toBe(email)
		expect(toVisitor.subject).toBe('We have received your enquiry')
		// The acknowledgement repeats none of the visitor's own words (it goes to whatever address was typed).
		expect(toVisitor.text).toContain('Security Services')
		expect(toVisitor.text).not.toContain('Rohan Deshmukh')
	})

	test('A visitor who comes from the career page sends an enquiry at the first try', async ({ page }) => {
		// The contact page is sent without React, so the link loads it whole; what counts is that the form it brings
		// (its stamp, its anti-forgery field) is accepted at once.
		await page.goto('/career')
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click()
		await expect(page).toHaveURL(/\/contact-us$/)
		await expect(enquiryForm(page)).toBeVisible()
		await fillEnquiry(page, uniqueEmail('navigated'))
		await page.waitForTimeout(1100)
		await page.getByRole('button', { name: 'Submit' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Your message has been sent. We will get back to you soon.' }),
		).toBeVisible()
		await expect(page.getByRole('alert')).toHaveCount(0)
	})

	test('A visitor whose form stamp is refused is asked to send again, keeps the text, and can send', async ({
		page,
	}) => {
		await page.goto('/contact-us')
		const form = enquiryForm(page)
		const email = uniqueEmail('stale')
		await fillEnquiry(page, email)
		// As if the page had been open for days: the first post carries a stamp the server refuses.
		let tampered = false
		await page.route('**/contact-us*', async (route) => {
			const body = route.request().postData()
			if (route.request().method() !== 'POST' || !body || tampered) return route.continue()
			tampered = true
			await route.continue({ postData: body.replace(/_shown=[^&]*/, '_shown=1.not-signed-by-the-server') })
		})
		await page.getByRole('button', { name: 'Submit' }).click()
		await expect(page.getByRole('alert')).toContainText(
			'This form had gone stale. What you typed is below; please press Submit again.',
		)
		await expect(form.getByLabel('E-mail')).toHaveValue(email)
		await expect(form.getByLabel('Message')).toHaveValue(/four unarmed guards/)

		await page.waitForTimeout(1100)
		await page.getByRole('button', { name: 'Submit' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible()
		await expect(form.getByLabel('E-mail')).toHaveValue('')
	})
})

test('A visitor who loses the connection is told so, keeps the typed text, and can send once back online', async ({
	page,
	context,
}) => {
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	await page.setViewportSize(PHONE)
	await page.goto('/contact-us')
	const form = enquiryForm(page)
	const email = uniqueEmail('offline')
	await fillEnquiry(page, email)
	await page.waitForTimeout(1100)
	await context.setOffline(true)
	await page.getByRole('button', { name: 'Submit' }).click()
	await expect(page.getByRole('alert')).toContainText(
		'No connection. Check your internet and try again; your entries are kept.',
	)
	await expect(form.getByLabel('E-mail')).toHaveValue(email)
	await expect(form.getByLabel('Message')).toHaveValue(/four unarmed guards/)
	await screenshot(page, 'contact-offline-phone')

	await context.setOffline(false)
	await page.getByRole('button', { name: 'Submit' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible()
	await expect(page.getByRole('alert')).toHaveCount(0)
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() } })

	test('A visitor on a basic phone gets the messages from the server, keeps the typed text, and can send', async ({
		page,
		mailbox,
	}) => {
		await page.setViewportSize(PHONE)
		await page.goto('/contact-us')
		const form = enquiryForm(page)
		const submit = page.getByRole('button', { name: 'Submit' })
		await expect(submit).toBeEnabled()

		const email = uniqueEmail('nojs')
		await form.getByLabel('Name').fill('Rohan Deshmukh')
		await form.getByLabel('E-mail').fill(email)
		await form.getByLabel('Mobile').fill('12345')
		await submit.click()

		for (const message of [
			'Please enter valid mobile number.',
			'Please enter a subject.',
			'Please enter your message.',
			'Please enter valid service.',
			'Please enter valid option.',
		]) {
			await expect(page.getByText(message)).toBeVisible()
		}
		await expect(page.getByText('Please enter valid name.')).toBeHidden()
		await expect(form.getByLabel('Name')).toHaveValue('Rohan Deshmukh')
		await expect(form.getByLabel('E-mail')).toHaveValue(email)
		await expect(form.getByLabel('Mobile')).toHaveAttribute('aria-invalid', 'true')
		await screenshot(page, 'contact-errors-phone')

		await fillEnquiry(page, email)
		await page.waitForTimeout(1100)
		await page.getByRole('button', { name: 'Submit' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Your message has been sent. We will get back to you soon.' }),
		).toBeVisible()
		await expect(form.getByLabel('Name')).toHaveValue('')
		await mailbox.wait((m) => m.envelopeTo.includes('office@brisk.test') && m.replyTo === email)
		await mailbox.wait((m) => m.envelopeTo.includes(email))
	})
})

test.describe('Offices', () => {
	for (const [label, viewport] of [
		['phone', PHONE],
		['desktop', DESKTOP],
	] as const) {
		test(`A client finds each office's address, phone, e-mail and map, and a WhatsApp chat (${label})`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport)
			await page.goto('/contact-us')
			const offices = page.getByRole('region', { name: 'Our offices' })
			const cards = offices.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
			await expect(cards).toHaveCount(3)
			await expect(offices.getByRole('heading', { level: 3 })).toHaveText([
				/Pune\s*Registered office/,
				/Mumbai\s*Branch office/,
				/Nagpur\s*Branch office/,
			])

			const pune = cards.first()
			await expect(pune.getByRole('link', { name: /\+91 20 4000 1000/ })).toHaveAttribute('href', 'tel:+912040001000')
			await expect(pune.getByRole('link', { name: /info@brisk\.example/ })).toHaveAttribute(
				'href',
				'mailto:info@brisk.example',
			)
			const maps = pune.getByRole('link', { name: 'Open in Maps: Pune office (opens a new tab)' })
			await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Pune/)
			await expect(offices.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
				'href',
				/^https:\/\/wa\.me\/912040001000/,
			)
			// No third-party embeds: every frame and script is our own.
			await expect(page.locator('iframe')).toHaveCount(0)

			await expectNoAxeViolations(page)
			await screenshot(page, `contact-${label}`)
			const overflow = await page.evaluate(
				() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
			)
			expect(overflow).toBeLessThanOrEqual(0)
		})
	}

	test('Search engines read each office as a LocalBusiness, from the same data the page shows', async ({ request }) => {
		const html = await (await request.get('/contact-us')).text()
		const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
		expect(script).not.toBeNull()
		const data = JSON.parse(script![1]!) as Array<Record<string, unknown>>
		expect(data).toHaveLength(3)
		expect(data.map((office) => (office.address as Record<string, string>).addressLocality)).toEqual([
			'Pune',
			'Mumbai',
			'Nagpur',
		])
		expect(data[0]).toMatchObject({
			'@type': 'LocalBusiness',
			telephone: '+912040001000',
			email: 'info@brisk.example',
			address: { '@type': 'PostalAddress', addressRegion: 'Maharashtra', postalCode: '411005', addressCountry: 'IN' },
		})
		expect(data[0]!.url).toMatch(/\/contact-us$/)
	})

	test("The header and footer show the registered office's number, and the footer leads to every office", async ({
		page,
	}) => {
		await page.goto('/')
		await expect(page.getByRole('banner').getByRole('link', { name: /\+91 20 4000 1000/ })).toHaveAttribute(
			'href',
			'tel:+912040001000',
		)
		const footer = page.getByRole('contentinfo')
		await expect(footer.getByText('Pune 411005, Maharashtra')).toBeVisible()
		await footer.getByRole('link', { name: 'Pune, Mumbai and Nagpur offices' }).click()
		await expect(page).toHaveURL(/\/contact-us#offices$/)
		await expect(page.getByRole('heading', { name: 'Our offices' })).toBeVisible()
	})
})
