import '#app/i18n/all.server.ts'
import { insertJob } from '#tests/fixtures/career.ts'
import { translate } from '#app/i18n/index.ts'
import { PHONE, expect, screenshot, test } from './fixtures.ts'

// A form that comes back without JavaScript loses the files the browser had chosen: the notice asks again only for
// the files this job asks for, not for a resume or an Aadhaar card the person never had to send.

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('A refused form of a job that asks only for a photo asks for the photo again, and nothing else', async ({
		page,
	}) => {
		await page.setViewportSize(PHONE)
		const job = insertJob({ optional: ['resume', 'aadhaar'] })
		await page.goto(`/career/${job.id}/apply`)
		await page.getByRole('textbox', { name: 'Name' }).fill('Meera Kulkarni')
		await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
		await page.getByRole('button', { name: 'Apply now' }).click()
		const notice = page.getByRole('alert')
		await expect(notice).toContainText('Please correct the fields marked below.')
		await expect(notice).toContainText('please choose your photo again.')
		await expect(notice).not.toContainText('resume')
		await expect(notice).not.toContainText('Aadhaar')
		await screenshot(page, 'apply-refused-photo-only-375')
	})

	test('In Marathi, a job that asks for a photo and an Aadhaar card names those two', async ({ page }) => {
		const job = insertJob({ optional: ['resume'] })
		await page.goto(`/mr/career/${job.id}/apply`)
		await page.getByRole('button', { name: translate('mr', 'apply.submit') }).click()
		const notice = page.getByRole('alert').first()
		await expect(notice).toContainText(translate('mr', 'apply.notice.file.photo'))
		await expect(notice).toContainText(translate('mr', 'apply.notice.file.aadhaar'))
		await expect(notice).not.toContainText(translate('mr', 'apply.notice.file.resume'))
	})
})
