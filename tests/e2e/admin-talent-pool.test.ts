import { seedApplication } from '#tests/fixtures/applications.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// A recruiter opening a new guard post in Pune finds the people who applied for one before and were not hired.

for (const viewport of [DESKTOP, PHONE]) {
	test(`a recruiter finds past applicants to call back for a job and invites one, once (${viewport.width} px)`, async ({
		page,
		mailbox,
	}) => {
		const before = seedApplication()
		const now = seedApplication()
		await page.setViewportSize(viewport)
		await signInAs(page, 'hr')
		await page.goto(`/admin/jobs/${now.job.id}`)
		await page.getByRole('link', { name: 'People who applied before for this kind of job here' }).click()
		await expect(page.getByRole('heading', { level: 1, name: /^People to call back for/ })).toBeVisible()

		const pool = page.getByRole('table', { name: /People who applied before/ })
		const row = pool.getByRole('row').filter({ hasText: before.name })
		// The mobile number as the back office prints it everywhere: +91 98220 33355.
		await expect(row).toContainText(`+91 ${before.mobile.slice(3, 8)} ${before.mobile.slice(8)}`)
		await expect(row).toContainText(before.job.title)
		// Who applied to this job already is not among those to call back.
		await expect(pool.getByRole('row').filter({ hasText: now.name })).toHaveCount(0)
		await expectNoAxeViolations(page)
		await screenshot(page, `admin-talent-pool-${viewport.width}`)

		// Invited once, by mail in the language they applied in, with the job's page; the button gives way to the date.
		await row.getByRole('button', { name: `Invite ${before.name} to apply` }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Invited: a mail' })).toContainText(before.email)
		await expect(row).toContainText(/Invited \d+ \w+ \d{4}/)
		await expect(row.getByRole('button', { name: /Invite/ })).toHaveCount(0)
		const mail = await mailbox.wait(
			(m) => m.envelopeTo.includes(before.email) && m.subject.includes('a new job for you'),
		)
		expect(mail.subject).toBe(`Brisk: a new job for you, ${now.job.title}`)
		expect(mail.text).toContain(`/career/${now.job.id}`)

		await row.getByRole('link', { name: before.name }).click()
		await expect(page).toHaveURL(`/admin/applications/${before.id}`)
	})
}

test('the people to call back are the recruiters’: a site content editor is refused them', async ({ page }) => {
	const application = seedApplication()
	await signInAs(page, 'content')
	const response = await page.goto(`/admin/jobs/${application.job.id}/pool`)
	expect(response?.status()).toBe(403)
})
