import type { Locator } from '@playwright/test'
import { expect, PHONE, screenshot, test } from './fixtures.ts'

// What a visitor on a phone still met after round one (issue: polish round two).

async function inFirstScreen(locator: Locator) {
	const box = await locator.boundingBox()
	// A pixel of rounding either way: the browser scrolls an anchor to the top at fractional positions.
	return box !== null && box.y >= -1 && box.y + box.height <= PHONE.height + 1
}

test.describe('On a phone', () => {
	test.use({ viewport: PHONE })

	test('the home page offers "Find a job" on its first screen, and it leads to the jobs', async ({ page }) => {
		await page.goto('/')
		const findJob = page.getByRole('link', { name: 'Find a job' }).first()
		await expect(findJob).toBeVisible()
		expect(await inFirstScreen(findJob)).toBe(true)
		await screenshot(page, 'home-find-a-job-375')
		await findJob.click()
		await expect(page).toHaveURL(/\/career$/)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	})

	test('the contact form is not covered by the round "back to top" button', async ({ page }) => {
		await page.goto('/contact-us')
		const service = page.getByRole('combobox', { name: 'Service' })
		await service.scrollIntoViewIfNeeded()
		await page.mouse.wheel(0, 400)
		// Scrolled this far, the page's script shows the button: it is still hidden on a page with a form.
		await expect(page.locator('.scroll-top')).toHaveAttribute('data-visible', 'true')
		await expect(page.locator('.scroll-top')).toBeHidden()
	})

	test('with the language offer showing, the "back to top" button keeps clear of its buttons', async ({ browser }) => {
		const context = await browser.newContext({ viewport: PHONE, locale: 'hi-IN' })
		const page = await context.newPage()
		await page.goto(`${process.env.E2E_BASE_URL}/about-us`)
		const dismiss = page.getByRole('button', { name: 'नहीं, धन्यवाद' })
		await expect(dismiss).toBeVisible()
		await page.mouse.wheel(0, 1500)
		const button = page.locator('.scroll-top')
		await expect(button).toHaveAttribute('data-visible', 'true')
		// Measured where it comes to rest, once it has faded and slid in.
		await button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
		const a = (await button.boundingBox())!
		const offer = (await page.locator('.language-offer:not([hidden])').boundingBox())!
		await screenshot(page, 'language-offer-scroll-top-375')
		// The offer sits under the header in the page's flow: scrolled down, it has gone up with the page.
		expect(offer.y + offer.height).toBeLessThanOrEqual(a.y)
		await context.close()
	})
})

test.describe('On a phone without JavaScript', () => {
	test.use({ viewport: PHONE, javaScriptEnabled: false })

	test('a job search comes back at its results, not at the top of the page', async ({ page }) => {
		await page.goto('/career')
		await page.getByLabel('Search jobs', { exact: false }).first().fill('Guard')
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/[?&]q=Guard.*#career-results$/)
		const results = page.locator('#career-results')
		await expect(results).toBeVisible()
		expect(await inFirstScreen(results)).toBe(true)
		await screenshot(page, 'career-search-results-375')
	})
})
