import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import '#app/i18n/all.server.ts'
import { translate } from '#app/i18n/index.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { fillApplicationByName, insertJob, uniqueEmail } from '#tests/fixtures/career.ts'
import { encryptedPdf } from '#tests/fixtures/crafted-pdfs.ts'
import { pngBomb } from '#tests/fixtures/png-bomb.ts'
import { expect, test, uniqueIp } from './fixtures.ts'

// Why a picture or a PDF was refused, in the applicant's language: the server's own
// answer, on the form page as a phone without JavaScript shows it.

test.use({ javaScriptEnabled: false })

test('A job seeker hears in their language that a photo has too many pixels and that a PDF cannot be read', async ({
	page,
}) => {
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-refused-'))
	const photo = path.join(folder, 'photo.png')
	fs.writeFileSync(photo, pngBomb(12_000, 12_000))
	const card = path.join(folder, 'aadhaar.pdf')
	fs.writeFileSync(card, encryptedPdf())
	const job = insertJob()
	for (const language of LANGUAGES) {
		await page.goto(`${language === 'en' ? '' : `/${language}`}/career/${job.id}/apply`)
		const form = page.locator('.apply-form form')
		await fillApplicationByName(page, uniqueEmail(`refused-${language}`))
		await form.locator('[name="photo"]').setInputFiles(photo)
		await form.locator('[name="aadhaar"]').setInputFiles(card)
		await form.getByRole('button', { name: translate(language, 'apply.submit') }).click()
		await expect(page.getByText(translate(language, 'apply.error.picturePixels', { megapixels: 50 }))).toBeVisible()
		await expect(page.getByText(translate(language, 'apply.error.pdfUnreadable'))).toBeVisible()
	}
})
