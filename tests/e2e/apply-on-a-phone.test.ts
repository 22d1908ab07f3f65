import { fillApplication, insertJob, uniqueEmail } from '#tests/fixtures/career.ts'
import { PHONE, expect, screenshot, test } from './fixtures.ts'

// A job seeker on a phone: the result of applying is the first thing they see, Back
// closes the dialog without leaving the career page, and a file the server refuses
// is the only one to choose again.

test.use({ viewport: PHONE })

test('On a phone, the result shows at the top of the dialog, takes the focus, and the form starts again', async ({
	page,
}) => {
	const job = insertJob({ title: `Phone Guard ${Date.now().toString(36)}` })
	await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
	await page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }).click()
	const dialog = page.getByRole('dialog', { name: 'Apply Job' })
	await fillApplication(dialog, { name: 'Sunil Jadhav', email: uniqueEmail('phone') })
	await dialog.getByRole('button', { name: 'Apply now' }).click()

	const notice = dialog.getByRole('status')
	await expect(notice).toContainText('Your application has been submitted.')
	await expect(notice).toContainText('A confirmation has been sent to your e-mail.')
	// Both lines are on screen, below the dialog's sticky heading, and the notice has the focus.
	const header = await dialog.locator('.apply-dialog-header').boundingBox()
	const box = await notice.boundingBox()
	expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
	expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
	expect(await page.evaluate(() => document.activeElement?.classList.contains('apply-notices'))).toBe(true)
	// The form is back to its first state.
	const jobField = dialog.getByRole('combobox', { name: 'Job field' })
	await expect(jobField).toHaveValue('')
	expect(await jobField.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
		'Choose a field',
	)
	await screenshot(page, 'apply-result-375')
})

test("A phone's Back button closes the Apply dialog and keeps the career page; reopening finds what was typed", async ({
	page,
}) => {
	const job = insertJob({ title: `Back Button ${Date.now().toString(36)}` })
	await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
	await page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }).click()
	const dialog = page.getByRole('dialog', { name: 'Apply Job' })
	await expect(dialog).toBeVisible()
	expect(new URL(page.url()).searchParams.get('apply')).toBe(String(job.id))
	await dialog.getByRole('textbox', { name: 'Name' }).fill('Meena Pawar')

	await page.goBack()
	await expect(dialog).toBeHidden()
	expect(new URL(page.url()).pathname).toBe('/career')
	await expect(page.getByRole('heading', { level: 1, name: 'Career' })).toBeVisible()

	await page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }).click()
	await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Meena Pawar')
	// Closing with the button does not add to the history either: Back then leaves as usual.
	await dialog.getByRole('button', { name: 'Close' }).click()
	await expect(dialog).toBeHidden()
	expect(new URL(page.url()).searchParams.has('apply')).toBe(false)
})

test('When the server refuses one file, only that file is to be chosen again; the others stay chosen', async ({
	page,
}) => {
	const job = insertJob({ title: `One File ${Date.now().toString(36)}` })
	await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
	await page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }).click()
	const dialog = page.getByRole('dialog', { name: 'Apply Job' })
	await fillApplication(dialog, { name: 'Ravi Patil', email: uniqueEmail('one-file') })
	// A "text" resume that is really a web page: the browser cannot tell, the server can.
	await dialog.getByLabel(/^Resume/).setInputFiles({
		name: 'resume.txt',
		mimeType: 'text/plain',
		buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
	})
	await dialog.getByRole('button', { name: 'Apply now' }).click()
	await expect(dialog.getByRole('alert')).toContainText('Please correct the fields marked below.')
	await expect(dialog.getByRole('alert')).not.toContainText('forgets')
	await expect(dialog.getByText('This text file looks like a web page or a program.')).toBeVisible()
	for (const label of [/^Photo/, /^Aadhaar card/]) {
		expect(await dialog.getByLabel(label).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)
	}
	await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Patil')

	await dialog.getByLabel(/^Resume/).setInputFiles({
		name: 'resume.txt',
		mimeType: 'text/plain',
		buffer: Buffer.from('Ravi Patil\nSecurity guard, 5 years.'),
	})
	await dialog.getByRole('button', { name: 'Apply now' }).click()
	await expect(dialog.getByRole('status')).toContainText('Your application has been submitted.')
})
