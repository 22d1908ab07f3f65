import { seedApplication } from '#tests/fixtures/applications.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter reads how many apply to each job week by week, and takes each report away as a CSV.

for (const viewport of [DESKTOP, PHONE]) {
	test(`a recruiter reads the reports and downloads them as CSV (${viewport.width} px)`, async ({ page }) => {
		const application = seedApplication()
		await page.setViewportSize(viewport)
		await signInAs(page, 'hr')
		await page.goto('/admin')
		await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()

		// This week's applications, the new one among them; the busiest jobs (at most 30: the other tests' jobs share
		// the server, so this one need not be among them), each with a link to its list; every job is in the CSV below.
		const weeks = page.getByRole('table', { name: /Applications per week, last 12 weeks/ })
		await expect(weeks.getByRole('row')).toHaveCount(13)
		const thisWeek = weeks.getByRole('row').last()
		expect(Number(await thisWeek.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1)
		const perJob = page.getByRole('table', { name: /Applications per job/ })
		await expect(perJob.getByRole('row').nth(1).getByRole('link')).toHaveAttribute(
			'href',
			/^\/admin\/applications\?job=\d+$/,
		)
		expect(await perJob.getByRole('row').count()).toBeLessThanOrEqual(31)
		await expectNoAxeViolations(page)
		await screenshot(page, `admin-reports-${viewport.width}`)

		// Another period, chosen in the form (it works without JavaScript: a GET).
		await page.getByRole('combobox', { name: 'Period' }).selectOption('4')
		await page.getByRole('button', { name: 'Show' }).click()
		await expect(page).toHaveURL(/weeks=4/)
		await expect(page.getByRole('table', { name: /Applications per week, last 4 weeks/ }).getByRole('row')).toHaveCount(
			5,
		)

		// Each table as a file a spreadsheet opens, the job's row among them.
		const download = page.waitForEvent('download')
		await page.getByRole('link', { name: 'Download every job and week (CSV)' }).click()
		const file = await download
		expect(file.suggestedFilename()).toMatch(/^brisk-weekly-\d{4}-\d{2}-\d{2}-4-weeks\.csv$/)
		const text = await page.request
			.get('/admin/applications/reports/export?table=weekly&weeks=4')
			.then((response) => response.text())
		expect(text.split('\r\n')[0]).toMatch(/^\uFEFFJob,Place,Total,Week of \d{4}-\d{2}-\d{2}/)
		expect(text).toContain(`${application.job.title},`)
		expect((await page.request.get('/admin/applications/reports/export?table=people')).status()).toBe(400)
	})
}

test('the reports are the recruiters’: a site content editor is refused them', async ({ page }) => {
	await signInAs(page, 'content')
	const response = await page.goto('/admin/applications/reports')
	expect(response?.status()).toBe(403)
	expect((await page.request.get('/admin/applications/reports/export?table=weekly')).status()).toBe(403)
})
