import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'
import { createJobThroughForm, publicPage, tag } from './admin-jobs-helpers.ts'

// The back office's job pages read well at a phone's and a desktop's width, and a job HR write in Hindi reaches
// Hindi readers in Hindi and Marathi readers in English marked as such.

// Long walks through the back office (sign-in, several pages, an accessibility check each): time for a busy machine.
test.describe.configure({ timeout: 120_000 })

for (const viewport of [PHONE, DESKTOP]) {
	test(`The jobs list, a job's page and the documents read well at ${viewport.width} px`, async ({ page, browser }) => {
		await page.setViewportSize(viewport)
		await signInAs(page, 'hr')
		const id = await createJobThroughForm(page, `Gate Captain ${tag()}`)
		await page.goto('/admin/jobs')
		await expectNoAxeViolations(page)
		await screenshot(page, `admin-jobs-list-${viewport.width}`)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
		await page.goto(`/admin/jobs/${id}`)
		await expectNoAxeViolations(page)
		await screenshot(page, `admin-job-edit-${viewport.width}`)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

		const officeContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport })
		const office = await officeContext.newPage()
		await signInAs(office, 'office')
		await office.goto('/admin/documents')
		await expectNoAxeViolations(office)
		await screenshot(office, `admin-documents-${viewport.width}`)
		expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
		await office.getByRole('rowheader').first().getByRole('link').click()
		await expect(office.getByRole('heading', { level: 2, name: 'Rename' })).toBeVisible()
		await expectNoAxeViolations(office)
		await officeContext.close()
	})
}

test('HR writes a job in Hindi: a Hindi reader sees its Hindi title and description, a Marathi reader the English marked as such', async ({
	page,
	request,
}) => {
	const title = `Warehouse Guard ${tag()}`
	const hindiTitle = `गोदाम गार्ड ${Date.now() % 1_000_000}`
	await signInAs(page, 'hr')
	const id = await createJobThroughForm(page, title)
	// The list says what staff have still to write.
	await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`)
	await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Not yet in Hindi or Marathi')
	await page.getByRole('link', { name: title }).click()
	const hindi = page.getByRole('group', { name: /In Hindi/ })
	await hindi.getByLabel(/Job title/).fill(hindiTitle)
	await hindi.getByLabel(/Description/).fill('गोदाम में रात की शिफ़्ट में गार्डों की टीम की देखरेख।')
	await hindi.getByLabel(/Location/).fill('नाशिक, महाराष्ट्र')
	await page.getByRole('button', { name: 'Save the job' }).click()
	await expect(page.getByText('The job is saved.')).toBeVisible()
	await expect(page.getByRole('group', { name: /In Hindi/ }).getByLabel(/Job title/)).toHaveValue(hindiTitle)
	await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`)
	await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Not yet in Marathi')
	await page.getByRole('link', { name: title }).click()
	await screenshot(page, 'admin-job-translations-1280')

	await publicPage(request, `/hi/career/${id}`).html().toContain(hindiTitle)
	await page.goto(`/hi/career/${id}`)
	await expect(page.getByRole('heading', { level: 1, name: hindiTitle })).not.toHaveAttribute('lang', 'en')
	await expect(page).toHaveTitle(new RegExp(hindiTitle))
	await expect(page.locator('.job-description')).toHaveText('गोदाम में रात की शिफ़्ट में गार्डों की टीम की देखरेख।')
	// The designation was left in English: it says so to a screen reader.
	await expect(page.locator('.job-facts dd[lang="en"]')).toHaveText('Patrol Lead')
	// A Hindi reader finds it by its Hindi words, and by its English ones.
	await page.goto(`/hi/career?q=${encodeURIComponent(hindiTitle)}`)
	await expect(page.getByRole('heading', { name: hindiTitle })).toBeVisible()
	await page.goto(`/hi/career?q=${encodeURIComponent(title)}`)
	await expect(page.getByRole('heading', { name: hindiTitle })).toBeVisible()

	await page.goto(`/mr/career/${id}`)
	await expect(page.getByRole('heading', { level: 1, name: title })).toHaveAttribute('lang', 'en')
	await page.goto(`/career/${id}`)
	await expect(page.getByRole('heading', { level: 1, name: title })).not.toHaveAttribute('lang', 'en')
})
