import { PUBLIC_PAGES } from '#app/utils/content/public-pages.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, test } from './fixtures.ts'

// Every public page, plus the noindex pages and the 404 screen.
const pages = [...PUBLIC_PAGES, '/demo', '/header', '/footer', '/no-such-page']

// WCAG 2.2 A and AA rules of axe-core on every public page, at phone and desktop width.
for (const viewport of [PHONE, DESKTOP]) {
	test.describe(`At ${viewport.width} px`, () => {
		test.use({ viewport })
		for (const path of pages) {
			test(`${path} has no accessibility violations`, async ({ page }) => {
				await page.goto(path)
				await expect(page.locator('h1')).toHaveCount(1)
				await expectNoAxeViolations(page)
			})
		}
	})
}

test('No page scrolls sideways at 360 px', async ({ page }) => {
	test.setTimeout(90_000)
	await page.setViewportSize({ width: 360, height: 740 })
	for (const path of pages) {
		await page.goto(path)
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(overflow, path).toBeLessThanOrEqual(0)
	}
})
