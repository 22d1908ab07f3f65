import { DESKTOP, PHONE, expect, test } from './fixtures.ts'

test('The first Tab shows the skip link, which moves focus to the main content', async ({ page }) => {
	await page.setViewportSize(DESKTOP)
	await page.goto('/about-us')
	await page.keyboard.press('Tab')
	const skip = page.getByRole('link', { name: 'Skip to main content' })
	await expect(skip).toBeFocused()
	await expect(skip).toBeInViewport()
	await page.keyboard.press('Enter')
	await expect(page.locator('main')).toBeFocused()
	// The next Tab goes into the page content, past the header.
	await page.keyboard.press('Tab')
	const inMain = await page.evaluate(
		() => document.activeElement?.closest('main') !== null || document.activeElement?.closest('footer') !== null,
	)
	expect(inMain).toBe(true)
})

test('Tab walks the header in reading order, and every stop shows a visible focus outline', async ({ page }) => {
	await page.setViewportSize(DESKTOP)
	await page.goto('/')
	const names: string[] = []
	for (let i = 0; i < 18; i++) {
		await page.keyboard.press('Tab')
		const info = await page.evaluate(() => {
			const el = document.activeElement as HTMLElement
			const style = getComputedStyle(el)
			return {
				name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
				outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
			}
		})
		expect(info.outline, `focus outline on "${info.name}"`).toBe(true)
		names.push(info.name)
	}
	const order = ['Skip to main content', 'Brisk, Home', 'Home', 'Company', 'Services', 'Career', 'Contact Us']
	const positions = order.map((name) => names.findIndex((n) => n === name || n.startsWith(name)))
	for (const p of positions) expect(p).toBeGreaterThanOrEqual(0)
	expect([...positions].sort((a, b) => a - b)).toEqual(positions)
})

test('On a phone the menu button is reachable by keyboard and opens the menu', async ({ page }) => {
	await page.setViewportSize(PHONE)
	await page.goto('/')
	const button = page.getByRole('button', { name: 'Menu' })
	await button.focus()
	await page.keyboard.press('Enter')
	await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
	await page.keyboard.press('Tab')
	await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused()
	await page.keyboard.press('Escape')
	await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
})
