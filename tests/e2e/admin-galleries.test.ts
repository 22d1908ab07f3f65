import type { Page } from '@playwright/test'
import { signInAs } from '#tests/fixtures/staff.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { atBothSizes, count, png, tag } from './admin-office-helpers.ts'

// The galleries' photos in the back office, as office staff keep them: added, described, reordered and removed,
// and the public gallery following each change.

function publicGallery(page: Page) {
	return page.getByRole('region', { name: /^13th Foundation Day/ })
}

test('Office staff add, describe, reorder and remove gallery photos, and the public gallery follows', async ({
	page,
	request,
}) => {
	const mark = tag()
	const first = `Team at the stage ${mark}`
	const second = `Cutting the cake ${mark}`
	await signInAs(page, 'office')
	await page.goto('/admin/galleries')
	await page.getByRole('link', { name: '13th Foundation Day' }).click()
	await expect(page.getByRole('heading', { level: 1, name: '13th Foundation Day' })).toBeVisible()

	// A photo needs its description; a file that is not a photo is refused.
	const photo = page.getByLabel(/^Photo/)
	await photo.setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: await png({ r: 200, g: 40, b: 40 }) })
	await page.getByRole('button', { name: 'Add the photo' }).click()
	await expect(page.getByText('Describe the photo for people who cannot see it.')).toBeVisible()
	await photo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') })
	await page.getByRole('textbox', { name: 'Description', exact: true }).fill(first)
	await page.getByRole('button', { name: 'Add the photo' }).click()
	// The server judges by the content, whatever the name and type the browser gave.
	await expect(page.getByText('Only PNG and JPEG photos can be added.')).toBeVisible()
	const brokenPng = Buffer.concat([(await png({ r: 1, g: 2, b: 3 })).subarray(0, 40), Buffer.alloc(200, 7)])
	await page.getByLabel(/^Photo/).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: brokenPng })
	await page.getByRole('button', { name: 'Add the photo' }).click()
	await expect(page.getByText('This file is not a photo we can read: choose a PNG or JPEG photo.')).toBeVisible()
	expect(count(`select count(*) as n from gallery_items where alt like '%${mark}%'`)).toBe(0)

	await page
		.getByLabel(/^Photo/)
		.setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: await png({ r: 200, g: 40, b: 40 }) })
	await page.getByRole('textbox', { name: 'Description', exact: true }).fill(first)
	await page.getByRole('button', { name: 'Add the photo' }).click()
	await expect(page.getByText('The photo is added to the gallery.')).toBeVisible()
	await page
		.getByLabel(/^Photo/)
		.setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: await png({ r: 40, g: 40, b: 200 }) })
	await page.getByRole('textbox', { name: 'Description', exact: true }).fill(second)
	await page.getByLabel('Caption').fill(`The cake ${mark}`)
	await page.getByRole('button', { name: 'Add the photo' }).click()
	await expect(page.getByText('The photo is added to the gallery.')).toBeVisible()
	// Added: the form is empty again, and the same photo a second time is refused, not added twice.
	await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('')
	await expect(page.getByLabel('Caption')).toHaveValue('')
	await page
		.getByLabel(/^Photo/)
		.setInputFiles({ name: 'cake-again.png', mimeType: 'image/png', buffer: await png({ r: 40, g: 40, b: 200 }) })
	await page.getByRole('textbox', { name: 'Description', exact: true }).fill(`Again ${mark}`)
	await page.getByRole('button', { name: 'Add the photo' }).click()
	await expect(page.getByText('This photo is already in this gallery.')).toBeVisible()
	const photos = page.getByRole('table', { name: /Photos of 13th Foundation Day/ })
	await expect(photos.getByRole('row')).toHaveCount(3)
	await expectNoAxeViolations(page)
	await atBothSizes(page, 'admin-gallery')

	// The public page shows them first, in this order, with the caption, and the pictures load.
	await page.goto('/company-gallery')
	const links = publicGallery(page).getByRole('link')
	await expect(links.nth(0)).toHaveAccessibleName(new RegExp(`^Open photo 1 of \\d+: ${first}`))
	await expect(links.nth(1)).toHaveAccessibleName(new RegExp(`^Open photo 2 of \\d+: ${second}`))
	await expect(publicGallery(page).getByText(`The cake ${mark}`)).toBeVisible()
	const image = links.nth(0).locator('img')
	await image.scrollIntoViewIfNeeded()
	await expect
		.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
		.toBeGreaterThan(0)

	const fullSize = (await links.nth(0).getAttribute('href'))!
	expect(fullSize).toMatch(/^\/images\/uploads\/[0-9a-f]{32}\.png\?w=800&f=png&v=[0-9a-f]{10}$/)
	const served = await request.get(fullSize)
	expect(served.status()).toBe(200)
	expect(served.headers()['content-type']).toBe('image/png')
	expect((await request.get(`/images/uploads/${'0'.repeat(32)}.png?w=320&f=png`)).status()).toBe(404)

	// Reorder: the cake first.
	await page.goto('/admin/galleries/foundation-day-13')
	await page.getByRole('button', { name: new RegExp(`^Move up\\s+the photo “${second}”$`) }).click()
	await expect(page.getByText('The photo is saved.')).toBeVisible()
	await expect(photos.getByRole('row').nth(1)).toContainText(second)
	await page.goto('/company-gallery')
	await expect(links.nth(0)).toHaveAccessibleName(new RegExp(`: ${second}`))
	await expect(links.nth(1)).toHaveAccessibleName(new RegExp(`: ${first}`))

	// A new description, then removal after confirming.
	await page.goto('/admin/galleries/foundation-day-13')
	await page.getByRole('link', { name: new RegExp(`^Edit or remove\\s+the photo “${first}”$`) }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'A photo of 13th Foundation Day' })).toBeVisible()
	await expect(page.getByRole('img', { name: first })).toBeVisible()
	await page.getByRole('textbox', { name: 'Description', exact: true }).fill(`${first} on stage`)
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('The photo is saved.')).toBeVisible()
	await expect(photos).toContainText(`${first} on stage`)

	for (const alt of [second, `${first} on stage`]) {
		await page.getByRole('link', { name: new RegExp(`^Edit or remove\\s+the photo “${alt}”$`) }).click()
		await page.getByText('Remove this photo').click()
		await page.getByRole('button', { name: 'Yes, remove the photo' }).click()
		await expect(page.getByText('The photo is removed from the gallery.')).toBeVisible()
	}
	await expect(page.getByText('No photos added yet')).toBeVisible()
	await page.goto('/company-gallery')
	await expect(publicGallery(page).getByRole('link', { name: new RegExp(mark) })).toHaveCount(0)
	// A removed photo is no longer served.
	expect((await request.get(fullSize)).status()).toBe(404)
})
