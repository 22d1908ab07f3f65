import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter saves the applications list's filter under a name, finds it again in their own
// short list and deletes it; on their account page they choose to hear of new applications.

function closeJob(jobId: number) {
	const db = openTestDatabase()
	try {
		db.prepare('update jobs set published = 0 where id = ?').run(jobId)
	} finally {
		db.close()
	}
}

for (const viewport of [DESKTOP, PHONE]) {
	test(`a recruiter saves a filter, uses it and deletes it; and asks for new-application mails (${viewport.width} px)`, async ({
		page,
	}) => {
		const application = seedApplication()
		try {
			await page.setViewportSize(viewport)
			await signInAs(page, 'hr')
			await page.goto(`/admin/applications?job=${application.job.id}&stage=New`)
			await page.getByRole('link', { name: 'Saved filters' }).click()
			await expect(page.getByRole('heading', { level: 1, name: 'Saved filters' })).toBeVisible()
			await expect(page.getByText(`Job: ${application.job.title} — Pune, Maharashtra · Stage: New`)).toBeVisible()

			// A name with a line break pasted in is refused with its reason; what was typed stays.
			const name = page.getByLabel('Name of the filter')
			await name.fill('')
			await page.getByRole('button', { name: 'Save the filter' }).click()
			await expect(page.getByText('Name the filter, for example “Pune guards, new”.')).toBeVisible()
			await name.fill('Pune guards, new')
			await page.getByRole('button', { name: 'Save the filter' }).click()
			await expect(page.getByRole('status')).toContainText('The filter is saved as “Pune guards, new”.')
			const saved = page.getByRole('link', { name: 'Pune guards, new' })
			await expect(saved).toHaveAttribute('href', `/admin/applications?job=${application.job.id}&stage=New`)
			await expectNoAxeViolations(page)
			await screenshot(page, `admin-saved-filters-${viewport.width}`)

			await saved.click()
			await expect(page.getByRole('link', { name: application.name })).toBeVisible()
			// The list offers the saved filter again, one tap away.
			const onList = page.getByRole('navigation', { name: 'Your saved filters' })
			await expect(onList.getByRole('link', { name: 'Pune guards, new' })).toHaveAttribute(
				'href',
				`/admin/applications?job=${application.job.id}&stage=New`,
			)

			await page.goto('/admin/applications/saved-filters')
			await page.getByRole('button', { name: 'Delete the saved filter “Pune guards, new”' }).click()
			await expect(page.getByRole('status')).toContainText('The saved filter is deleted.')
			await expect(page.getByRole('link', { name: 'Pune guards, new' })).toHaveCount(0)

			// The account page: at once, only for the jobs picked; a pick of none is refused.
			await page.goto('/admin/account')
			const notices = page.getByRole('region', { name: 'Mails about new applications' })
			await notices.getByLabel('At once, a mail for each application').check()
			await notices.getByLabel('Only the jobs I pick below').check()
			await notices.getByRole('button', { name: 'Save my choice' }).click()
			await expect(notices.getByText('Pick at least one job, or choose every job.')).toBeVisible()
			await notices.getByLabel(application.job.title).check()
			await notices.getByRole('button', { name: 'Save my choice' }).click()
			await expect(notices.getByText('Your choice is saved.')).toBeVisible()
			await page.reload()
			await expect(notices.getByLabel('At once, a mail for each application')).toBeChecked()
			await expect(notices.getByLabel(application.job.title)).toBeChecked()
			await screenshot(page, `admin-account-notices-${viewport.width}`)
			await notices.getByLabel('Never').check()
			await notices.getByRole('button', { name: 'Save my choice' }).click()
			await expect(notices.getByText('Your choice is saved.')).toBeVisible()
		} finally {
			closeJob(application.job.id)
		}
	})
}
