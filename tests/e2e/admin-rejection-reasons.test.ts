import crypto from 'node:crypto'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// HR keep the office's list of reasons for rejecting, choose one when they reject an application on its page or
// several from the list (on a phone, without JavaScript), and find the reasons counted on the reports page.

test('HR add a reason, reject an application for it, and find it in the history and the reports (1280 px)', async ({
	page,
}) => {
	await page.setViewportSize(DESKTOP)
	const reason = `Failed the medical ${crypto.randomBytes(2).toString('hex')}`
	const application = seedApplication()
	await signInAs(page, 'hr')

	await page.goto('/admin/applications/reasons')
	await expect(page.getByRole('heading', { level: 1, name: 'Reasons for rejecting' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Reason' }).fill(reason)
	await page.getByRole('button', { name: 'Add the reason' }).click()
	await expect(page.getByText(`“${reason}” is on the list.`)).toBeVisible()
	// The same words again, in other letters' case: said to be there already, and kept in the field.
	await page.getByRole('textbox', { name: 'Reason' }).fill(reason.toUpperCase())
	await page.getByRole('button', { name: 'Add the reason' }).click()
	await expect(page.getByText(`“${reason}” is already on the list.`)).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue(reason.toUpperCase())
	await expectNoAxeViolations(page)

	await page.goto(`/admin/applications/${application.id}`)
	await page.getByLabel('New stage').selectOption('Rejected')
	await page.getByLabel('Reason, when rejecting').selectOption(reason)
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText(`Reason: ${reason}`)).toBeVisible()
	await expect(page.getByText(`Moved to Rejected (${reason})`)).toBeVisible()
	await screenshot(page, 'admin-rejection-reason-detail-1280')

	await page.goto('/admin/applications/reports?weeks=4')
	const table = page.getByRole('table', { name: 'Rejected applications by reason, last 4 weeks' })
	await expect(table.getByRole('row', { name: new RegExp(reason) })).toContainText('1')
	await expect(page.getByRole('link', { name: 'Download the reasons (CSV)' })).toHaveAttribute(
		'href',
		'/admin/applications/reports/export?table=reasons&weeks=4',
	)
	const csv = await page.request.get('/admin/applications/reports/export?table=reasons&weeks=4')
	expect(await csv.text()).toContain(`${reason},1`)
	await screenshot(page, 'admin-rejection-reasons-report-1280')

	// Taken off the list: new rejections cannot choose it, the application keeps it.
	await page.goto('/admin/applications/reasons')
	await page.getByRole('button', { name: `Take “${reason}” off the list` }).click()
	await expect(page.getByText(`“${reason}” is off the list.`)).toBeVisible()
	await expect(page.getByRole('button', { name: `Put “${reason}” back` })).toBeVisible()
	await page.goto(`/admin/applications/${application.id}`)
	await expect(page.getByText(`Reason: ${reason}`)).toBeVisible()
	await expect(page.getByLabel('Reason, when rejecting').locator('option', { hasText: reason })).toHaveCount(0)
})

test.describe('On a phone without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('HR reject two applications from the list with one reason; a reason made up in the form is refused', async ({
		page,
	}) => {
		await page.setViewportSize(PHONE)
		const first = seedApplication()
		const second = seedApplication()
		await signInAs(page, 'hr')
		await page.goto(`/admin/applications?q=${encodeURIComponent(first.name)}`)
		await page.getByRole('checkbox', { name: `Choose ${first.name}` }).check()
		await page.getByLabel('Move them to').selectOption('Rejected')
		// A reason that is not on the list, as a crafted form would send it: refused as a whole, nothing moves.
		await page.getByLabel('Reason, when rejecting').evaluate((select: HTMLSelectElement) => {
			select.add(new Option('Looked untidy', 'Looked untidy', true, true))
		})
		await page.getByRole('button', { name: 'Move the chosen applications' }).click()
		await expect(page.getByRole('alert')).toContainText('“Looked untidy” is not on the list of reasons')

		for (const person of [first, second]) {
			await page.goto(`/admin/applications?q=${encodeURIComponent(person.name)}`)
			await page.getByRole('checkbox', { name: `Choose ${person.name}` }).check()
			await page.getByLabel('Move them to').selectOption('Rejected')
			await page.getByLabel('Reason, when rejecting').selectOption('Took another job')
			if (person === first) await screenshot(page, 'admin-rejection-reason-bulk-375')
			await page.getByRole('button', { name: 'Move the chosen applications' }).click()
			await expect(page.getByRole('status').filter({ hasText: '1 moved to Rejected' })).toBeVisible()
		}
		await page.goto(`/admin/applications/${second.id}`)
		await expect(page.getByText('Reason: Took another job')).toBeVisible()
		await screenshot(page, 'admin-rejection-reason-detail-375')
	})
})
