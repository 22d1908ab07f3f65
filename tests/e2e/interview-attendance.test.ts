import crypto from 'node:crypto'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// HR mark on the day's list who came to an interview whose time has passed, and find on the applications list those
// who declined their interview's invitation.

/** A day in India, as YYYY-MM-DD: yesterday (-1) or tomorrow (1), whatever the hour of the run. */
function indianDay(offset: number) {
	return new Date(Date.now() + 5.5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10)
}

/** An application at Interview on this day at 10:00, whose invitation the applicant answered so. */
function atInterview(day: string, answer: 'confirmed' | 'declined' | null) {
	const application = seedApplication()
	const db = openTestDatabase()
	try {
		db.prepare(
			"update applications set status = 'Interview', interview_date = ?, interview_time = '10:00', interview_place = 'Baner office' where id = ?",
		).run(day, application.id)
		db.prepare(
			'insert into interview_invitations (application_id, token, interview_date, interview_time, created_at, answer) values (?, ?, ?, ?, ?, ?)',
		).run(application.id, crypto.randomBytes(16).toString('base64url'), day, '10:00', new Date().toISOString(), answer)
	} finally {
		db.close()
	}
	return application
}

for (const viewport of [DESKTOP, PHONE]) {
	test(`HR mark a past interview as came, correct it, and filter the list by declined (${viewport.width} px)`, async ({
		page,
	}) => {
		const yesterday = indianDay(-1)
		const declined = atInterview(yesterday, 'declined')
		const confirmed = atInterview(yesterday, 'confirmed')
		const tomorrow = atInterview(indianDay(1), null)
		await page.setViewportSize(viewport)
		await signInAs(page, 'hr')

		await page.goto(`/admin/applications/interviews?day=${yesterday}`)
		await expect(page.getByRole('heading', { level: 1, name: /^Interviews on / })).toBeVisible()
		const row = page.getByRole('row').filter({ hasText: confirmed.name })
		await expect(row.getByText('Not marked yet')).toBeVisible()
		await page.getByRole('button', { name: `Came: ${confirmed.name}` }).click()
		await expect(page.getByText(`Marked: ${confirmed.name} came to the interview of`)).toBeVisible()
		await expect(row.getByText('Came', { exact: true }).first()).toBeVisible()
		// A wrong press is corrected with the other button.
		await page.getByRole('button', { name: `Did not come: ${declined.name}` }).click()
		await expect(page.getByText(`Marked: ${declined.name} did not come`)).toBeVisible()
		await page.getByRole('button', { name: `Came: ${declined.name}` }).click()
		await expect(page.getByText(`Marked: ${declined.name} came`)).toBeVisible()
		// Marked, a row offers only the other answer.
		await expect(page.getByRole('button', { name: `Came: ${declined.name}` })).toHaveCount(0)
		await expectNoAxeViolations(page)
		const width = await page.evaluate(() => document.documentElement.scrollWidth)
		expect(width).toBeLessThanOrEqual(viewport.width)
		await screenshot(page, `admin-interview-attendance-${viewport.width}`)

		// The application's history says it.
		await page.goto(`/admin/applications/${confirmed.id}`)
		await expect(page.getByText(/^Came to the interview of \d+ \w{3} \d{4}, 10:00 am$/)).toBeVisible()

		// Tomorrow's interview offers no button yet.
		await page.goto(`/admin/applications/interviews?day=${indianDay(1)}`)
		await expect(page.getByRole('row').filter({ hasText: tomorrow.name }).getByText('From 10:00 am')).toBeVisible()
		await expect(page.getByRole('button', { name: `Came: ${tomorrow.name}` })).toHaveCount(0)

		// The list filtered by the declined answer: the one who declined, with the answer in the row.
		await page.goto('/admin/applications')
		if (viewport === PHONE) await page.getByText('Filters', { exact: true }).click()
		await page.getByRole('combobox', { name: 'Interview answer' }).selectOption('declined')
		await page.getByRole('button', { name: 'Filter' }).click()
		await expect(page).toHaveURL(/answer=declined/)
		await expect(page.getByRole('link', { name: declined.name })).toBeVisible()
		await expect(page.getByRole('link', { name: confirmed.name })).toHaveCount(0)
		await expect(page.getByRole('row').filter({ hasText: declined.name }).getByText('Cannot come')).toBeVisible()
		await expectNoAxeViolations(page)
		await screenshot(page, `admin-applications-declined-${viewport.width}`)
	})
}

test('the reports show the interview show rate and its CSV', async ({ page }) => {
	// Yesterday's interview, not marked yet.
	atInterview(indianDay(-1), null)
	await signInAs(page, 'hr')
	await page.goto('/admin/applications/reports?weeks=4')
	const table = page.getByRole('table', { name: 'Interview show rate per week, last 4 weeks' })
	await expect(table.getByRole('row')).toHaveCount(5)
	await screenshot(page, 'admin-reports-show-rate-1280')
	await page.setViewportSize(PHONE)
	await expect(table).toBeVisible()
	expect(await table.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(PHONE.width)
	await screenshot(page, 'admin-reports-show-rate-375')
	const text = await page.request
		.get('/admin/applications/reports/export?table=show-rate&weeks=4')
		.then((response) => response.text())
	expect(text.split('\r\n')[0]).toBe('\uFEFFWeek of,Came,Did not come,Not marked,Show rate %')
	expect(text.split('\r\n')).toHaveLength(6)
})
