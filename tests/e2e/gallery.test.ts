import { DESKTOP, PHONE, expect, screenshot, test } from './fixtures.ts'

const galleries: Array<[string, number]> = [
	['Projects', 24],
	['10th Foundation Day', 12],
	['11th Foundation Day', 10],
	['12th Foundation Day', 10],
	['13th Foundation Day', 12],
]

for (const path of ['/company-gallery', '/gallery']) {
	test(`${path} shows every gallery with its number of photos`, async ({ page }) => {
		await page.goto(path)
		for (const [name, count] of galleries) {
			const gallery = page.getByRole('region', { name: new RegExp(`^${name}`) })
			await expect(gallery.getByRole('heading', { level: 2 })).toContainText(`${count} photos`)
			await expect(gallery.getByRole('link')).toHaveCount(count)
		}
	})
}

test('A visitor opens a photo, steps through to the last one, and Next stops there', async ({ page }) => {
	await page.setViewportSize(DESKTOP)
	await page.goto('/company-gallery')
	const gallery = page.getByRole('region', { name: /^11th Foundation Day/ })
	await gallery.getByRole('link', { name: /Open photo 3 of 10/ }).click()
	const viewer = page.getByRole('dialog', { name: 'Photo viewer: 11th Foundation Day' })
	await expect(viewer).toBeVisible()
	await expect(viewer.getByText('3 / 10')).toBeVisible()
	await expect(viewer.getByRole('img')).toHaveAttribute('alt', /11th Foundation Day, photo 3/)
	await screenshot(page, 'gallery-viewer-desktop')

	const next = viewer.getByRole('button', { name: 'Next photo' })
	for (let n = 4; n <= 10; n++) {
		await next.click()
		await expect(viewer.getByText(`${n} / 10`)).toBeVisible()
	}
	await expect(next).toBeDisabled()
	await page.keyboard.press('ArrowRight')
	await expect(viewer.getByText('10 / 10')).toBeVisible()

	const previous = viewer.getByRole('button', { name: 'Previous photo' })
	await previous.click()
	await expect(viewer.getByText('9 / 10')).toBeVisible()
	await expect(next).toBeEnabled()
})

test('The viewer works with the keyboard, keeps focus inside and returns it to the thumbnail', async ({ page }) => {
	await page.goto('/gallery')
	const thumbnail = page.getByRole('region', { name: /^Projects/ }).getByRole('link', { name: /Open photo 1 of 24/ })
	await thumbnail.focus()
	await page.keyboard.press('Enter')
	const viewer = page.getByRole('dialog', { name: 'Photo viewer: Projects' })
	await expect(viewer).toBeVisible()
	await expect(viewer.getByText('1 / 24')).toBeVisible()
	await expect(viewer.getByRole('button', { name: 'Previous photo' })).toBeDisabled()
	await page.keyboard.press('ArrowLeft')
	await expect(viewer.getByText('1 / 24')).toBeVisible()
	await page.keyboard.press('ArrowRight')
	await page.keyboard.press('ArrowRight')
	await expect(viewer.getByText('3 / 24')).toBeVisible()

	for (let i = 0; i < 6; i++) {
		await page.keyboard.press('Tab')
		expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
	}

	await page.keyboard.press('Escape')
	await expect(viewer).toBeHidden()
	await expect(thumbnail).toBeFocused()

	// Closing with the Close button returns focus too.
	const other = page
		.getByRole('region', { name: /^13th Foundation Day/ })
		.getByRole('link', { name: /Open photo 12 of 12/ })
	await other.click()
	const second = page.getByRole('dialog', { name: 'Photo viewer: 13th Foundation Day' })
	await expect(second.getByText('12 / 12')).toBeVisible()
	await second.getByRole('button', { name: 'Close' }).click()
	await expect(second).toBeHidden()
	await expect(other).toBeFocused()
})

test('On a phone a swipe moves to the next photo', async ({ page }) => {
	await page.setViewportSize(PHONE)
	await page.goto('/company-gallery')
	await page
		.getByRole('region', { name: /^12th Foundation Day/ })
		.getByRole('link', { name: /Open photo 1 of 10/ })
		.click()
	const viewer = page.getByRole('dialog', { name: 'Photo viewer: 12th Foundation Day' })
	const image = viewer.getByRole('img')
	await expect(image).toBeVisible()
	const box = (await image.boundingBox())!
	await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
	await page.mouse.down()
	await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 5 })
	await page.mouse.up()
	await expect(viewer.getByText('2 / 10')).toBeVisible()
	await screenshot(page, 'gallery-viewer-phone')
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })
	test('a thumbnail links to the full picture', async ({ page, request }) => {
		await page.goto('/company-gallery')
		const link = page.getByRole('region', { name: /^Projects/ }).getByRole('link', { name: /Open photo 5 of 24/ })
		const href = await link.getAttribute('href')
		expect(href).toMatch(/^\/images\/galleries\/projects\/projects-05\.png\?w=1200&f=png&v=/)
		const response = await request.get(href!)
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('image/png')
	})
})
