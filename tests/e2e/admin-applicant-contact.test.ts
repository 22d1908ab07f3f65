import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// An answer reaches a person: from an application's page HR call the applicant, or open
// WhatsApp with a greeting in the language they applied in.

test('HR can call or WhatsApp an applicant from the application, greeting them in their language', async ({ page }) => {
	const application = seedApplication()
	const name = `Asha Patil ${application.name.slice(-6)}`
	const db = openTestDatabase()
	try {
		db.prepare(`update applications set name = ?, language = 'hi' where id = ?`).run(name, application.id)
	} finally {
		db.close()
	}
	await signInAs(page, 'hr')
	await page.goto(`/admin/applications/${application.id}`)
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

	const call = page.getByRole('link', { name: `Call ${name}` })
	await expect(call).toHaveAttribute('href', `tel:${application.mobile}`)
	const whatsApp = page.getByRole('link', { name: `WhatsApp ${name}` })
	await expect(whatsApp).toHaveAttribute('target', '_blank')
	await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer')
	const href = new URL((await whatsApp.getAttribute('href'))!)
	expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${application.mobile.slice(1)}`)
	const reference = await page.locator('.admin-reference').textContent()
	const text = href.searchParams.get('text')!
	expect(text).toMatch(/^नमस्ते /)
	expect(text).toContain(name)
	expect(text).toContain(application.job.title)
	expect(text).toContain(reference!.trim())

	await expectNoAxeViolations(page)
	await screenshot(page, 'admin-application-contact-1280')
	await page.setViewportSize(PHONE)
	await expect(call).toBeVisible()
	await screenshot(page, 'admin-application-contact-375')
	await page.setViewportSize(DESKTOP)
})
