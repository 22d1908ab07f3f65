import type { Locator } from '@playwright/test'
import { openApplyPage } from '#tests/fixtures/career.ts'
import { expect, test } from './fixtures.ts'

/** The field is marked invalid and its description names the message a screen reader will read. */
async function expectErrorTiedTo(field: Locator, message: string) {
	await expect(field).toHaveAttribute('aria-invalid', 'true')
	const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
	expect(describedBy).not.toBe('')
	const texts = await Promise.all(
		describedBy.split(/\s+/).map((id) => field.page().locator(`[id="${id}"]`).innerText()),
	)
	expect(texts.join(' ')).toContain(message)
}

test('Contact form errors are tied to their fields', async ({ page }) => {
	await page.goto('/contact-us')
	const form = page.getByRole('form', { name: 'Send us an enquiry' })
	await form.getByLabel('E-mail').fill('rohan@')
	await form.getByLabel('Mobile').fill('12345')
	await form.getByLabel('Subject').focus()
	await expectErrorTiedTo(form.getByLabel('E-mail'), 'Please enter valid email-id.')
	await expectErrorTiedTo(form.getByLabel('Mobile'), 'Please enter valid mobile number.')
	// Once corrected, the field is no longer marked invalid.
	await form.getByLabel('E-mail').fill('rohan@example.com')
	await form.getByLabel('Subject').focus()
	await expect(form.getByLabel('E-mail')).not.toHaveAttribute('aria-invalid', 'true')
})

test('Apply Job form errors are tied to their fields', async ({ page }) => {
	await page.goto('/career')
	const dialog = await openApplyPage(page, page.getByRole('link', { name: /Apply now/ }).first())
	await dialog.getByLabel(/^Email/).fill('not-an-email')
	await dialog.getByLabel(/^Contact/).fill('123')
	await dialog.getByLabel(/^Location/).focus()
	await expectErrorTiedTo(dialog.getByLabel(/^Email/), 'Please enter valid email.')
	await expectErrorTiedTo(dialog.getByLabel(/^Contact/), 'Please enter valid number.')
})

test('Without JavaScript, a refused submission marks the fields and keeps what was typed', async ({
	browser,
	baseURL,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
	const page = await context.newPage()
	await page.goto('/contact-us')
	await page.waitForTimeout(1100)
	const form = page.getByRole('form', { name: 'Send us an enquiry' })
	await form.getByLabel('Name').fill('Rohan')
	await form.getByRole('button', { name: 'Submit' }).click()
	await expectErrorTiedTo(form.getByLabel('E-mail'), 'Please enter valid email-id.')
	await expect(form.getByLabel('Name')).toHaveValue('Rohan')
	await context.close()
})
