import fs from 'node:fs'
import { AADHAAR, seedApplication } from '#tests/fixtures/applications.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'
import { auditActions, openApplication, query } from './admin-applications-helpers.ts'

// An applicant as a person in the back office: their data exported and erased on request, and the same person's
// applications to several jobs seen together and erased together only when HR say so.

test("HR exports an applicant's data, then erases the applicant on request", async ({ page }) => {
	const application = seedApplication()
	await signInAs(page, 'hr')
	await openApplication(page, application.name)
	await page.getByLabel('New stage').selectOption('Rejected')
	await page.getByRole('checkbox', { name: 'Send the applicant a mail about it' }).check()
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText('The stage is changed.')).toBeVisible()
	await page
		.getByRole('textbox', { name: 'Note', exact: true })
		.fill('Asked for a copy of their data, then to be erased.')
	await page.getByRole('button', { name: 'Add the note' }).click()
	await expect(page.getByText('The note is added.')).toBeVisible()

	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: "Export this applicant's data" }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe(`application-${application.id}.json`)
	const record = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))
	expect(record.application).toMatchObject({ name: application.name, email: application.email, aadhaarNumber: AADHAAR })
	expect(record.files.map((file: { name: string }) => file.name).sort()).toEqual([
		'photo.jpg',
		'resume.pdf',
		'resume.txt',
	])
	expect(record.events.map((event: { kind: string }) => event.kind)).toEqual(['note', 'mail', 'stage'])

	await page.getByRole('link', { name: 'Erase this applicant' }).click()
	await expect(page.getByRole('heading', { level: 1, name: `Erase ${application.name}?` })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: "Erase this applicant's data" }).click()
	await expect(page.getByText("The applicant's data is erased.")).toBeVisible()
	await expect(page.getByRole('heading', { level: 1, name: 'Erased applicant' })).toBeVisible()
	await expect(page.getByText(/^Erased on request, /)).toBeVisible()
	await expect(page.getByText(application.email)).toHaveCount(0)
	// The history keeps what happened and when, not the team's words about the person.
	const history = page.getByRole('region', { name: 'History' })
	await expect(history).toContainText('Erased on request.')
	await expect(history).not.toContainText('Asked for a copy of their data')

	const [row] = query<{
		name: string
		email: string
		contact: string
		aadhaar_number: string | null
		erased_at: string
	}>('select name, email, contact, aadhaar_number, erased_at from applications where id = ?', application.id)
	expect(row).toMatchObject({ name: 'Erased applicant', email: '', contact: '', aadhaar_number: null })
	expect(row!.erased_at).toBeTruthy()
	const files = query<{ n: number }>(
		`select count(*) as n from files where id in (${application.files.map(() => '?').join(',')})`,
		...application.files,
	)
	expect(files[0]!.n).toBe(0)
	const erased = auditActions(application.id).find((entry) => entry.action === 'application.erased')
	expect(JSON.parse(erased!.details!)).toMatchObject({ reason: 'erased on request', filesDeleted: 3 })
	// The outbox keeps no copy of what was written to them.
	const mails = query<{ subject: string }>('select subject from outbox where to_address = ?', application.email)
	expect(mails).toEqual([])
	expect((await page.request.get(`/admin/applications/${application.id}/resume`)).status()).toBe(404)

	await page.goto('/admin/applications?stage=erased')
	await expect(page.getByRole('link', { name: `Erased applicant (${application.id})` })).toBeVisible()
	await expect(page.getByText(application.name)).toHaveCount(0)
})

test('HR see that one person applied to two jobs, and erase both only when they say so', async ({ page }) => {
	const first = seedApplication()
	const second = seedApplication({ name: first.name, mobile: first.mobile })
	await signInAs(page, 'hr')
	await page.goto(`/admin/applications/${first.id}`)
	const others = page.getByRole('region', { name: 'The same person applied once more' })
	await expect(others.getByRole('link', { name: new RegExp(second.job.title) })).toBeVisible()
	await screenshot(page, 'application-same-person-1280')

	await page.getByRole('link', { name: 'Erase this applicant' }).click()
	const alsoSecond = page.getByRole('checkbox', {
		name: new RegExp(`Also erase the application to ${second.job.title}`),
	})
	await expect(alsoSecond).not.toBeChecked()
	await expectNoAxeViolations(page)
	await alsoSecond.check()
	await page.getByRole('button', { name: "Erase this applicant's data" }).click()
	await expect(
		page.getByText("The applicant's data is erased, in this application and in the other ones you ticked."),
	).toBeVisible()
	const rows = query<{ id: number; erased_at: string | null; name: string }>(
		'select id, erased_at, name from applications where id in (?, ?) order by id',
		first.id,
		second.id,
	)
	expect(rows.map((row) => Boolean(row.erased_at))).toEqual([true, true])
	expect(rows.map((row) => row.name)).not.toContain(first.name)
	expect(auditActions(second.id).map((entry) => entry.action)).toContain('application.erased')
})

test('Erasing one application leaves the same person’s other application unless it is ticked', async ({ page }) => {
	const first = seedApplication()
	const second = seedApplication({ name: first.name, mobile: first.mobile })
	await page.setViewportSize(PHONE)
	await signInAs(page, 'hr')
	await page.goto(`/admin/applications/${first.id}/erase`)
	await screenshot(page, 'erase-same-person-375')
	// The tick box is a thumb's target on a phone.
	const box = await page.getByRole('checkbox', { name: /Also erase the application to/ }).boundingBox()
	expect(box!.width).toBeGreaterThanOrEqual(22)
	await page.getByRole('button', { name: "Erase this applicant's data" }).click()
	await expect(page.getByText("The applicant's data is erased.")).toBeVisible()
	const [row] = query<{ erased_at: string | null }>('select erased_at from applications where id = ?', second.id)
	expect(row!.erased_at).toBeNull()
})

test('An application that is not there is a back-office page that says so, with the way back', async ({ page }) => {
	await signInAs(page, 'hr')
	const response = await page.goto('/admin/applications/987654321')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Contact us' })).toHaveCount(0)
})
