import crypto from 'node:crypto'
import fs from 'node:fs'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { createTestStaff, ownAddress, signIn, signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'
import { auditActions, openApplication, query } from './admin-applications-helpers.ts'

// The back office's applications, as HR meet them: finding an application,
// reading it, its files and Aadhaar number, moving it through the stages with a
// mail, notes, the CSV export, and an applicant's data exported and erased.

test('HR finds an application with the filters, reads it, reveals the Aadhaar number and downloads the resume', async ({
	page,
}) => {
	const application = seedApplication()
	const hr = await signInAs(page, 'hr')
	await page.goto('/admin/applications')
	await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()

	// The filters are a plain form: the address carries them and the form keeps them.
	await page.getByLabel('Job', { exact: true }).selectOption({ label: `${application.job.title} — Pune, Maharashtra` })
	await page.getByLabel('Category').selectOption('Security')
	await page.getByLabel('Stage').selectOption('New')
	const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
	await page.getByLabel('Applied from').fill(today)
	await page.getByLabel('Applied until').fill(today)
	await page.getByLabel('Name, e-mail or mobile').fill(application.mobile.slice(3))
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(page).toHaveURL(new RegExp(`job=${application.job.id}.*stage=New`))
	await expect(page.getByLabel('Name, e-mail or mobile')).toHaveValue(application.mobile.slice(3))
	await expect(page.getByLabel('Stage')).toHaveValue('New')
	const rows = page.getByRole('table').getByRole('row')
	await expect(rows).toHaveCount(2)
	await expect(rows.nth(1)).toContainText(application.name)
	await expect(page.getByText('1 application', { exact: true })).toBeVisible()
	await expectNoAxeViolations(page)
	await screenshot(page, 'admin-applications-list-1280')
	await page.setViewportSize(PHONE)
	await screenshot(page, 'admin-applications-list-375')
	await page.setViewportSize(DESKTOP)

	// A filter nothing matches says so.
	await page.getByLabel('Name, e-mail or mobile').fill(`nobody-${crypto.randomBytes(4).toString('hex')}`)
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(page.getByText('No application matches these filters.')).toBeVisible()

	// The reference the applicant quotes on the phone finds the application, without its code too, and its page
	// shows it whole.
	const reference = `BR-${today.slice(0, 4)}-${String(application.id).padStart(6, '0')}`
	await page.getByLabel('Name, e-mail or mobile').fill(reference.toLowerCase())
	await page.getByLabel('Stage').selectOption('')
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
	await page.getByRole('link', { name: application.name }).click()
	await expect(page.locator('.admin-reference')).toHaveText(new RegExp(`^${reference}-[A-Z][0-9A-Z]{4}$`))

	await openApplication(page, application.name)
	await expect(page.getByRole('img', { name: `Photo of ${application.name}` })).toBeVisible()
	const details = page.getByRole('region', { name: 'What the applicant gave' })
	await expect(details).toContainText(application.email)
	await expect(details).toContainText('4 years as a guard')
	await expect(details).toContainText('Sentinel Guards')
	await expect(details).toContainText('XXXX XXXX 1234')
	await expect(details).not.toContainText('2345 6789')
	await expectNoAxeViolations(page)
	await screenshot(page, 'admin-application-1280')
	await page.setViewportSize(PHONE)
	await screenshot(page, 'admin-application-375')
	await page.setViewportSize(DESKTOP)

	await page.getByRole('button', { name: 'Show the full number' }).click()
	await expect(details).toContainText('2345 6789 1234')

	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: /Download the resume/ }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe('resume.pdf')
	const response = await page.request.get(`/admin/applications/${application.id}/resume`)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="resume.pdf"/)
	expect(response.headers()['cache-control']).toBe('no-store')
	const aadhaarCard = await page.request.get(`/admin/applications/${application.id}/aadhaar`)
	expect(aadhaarCard.headers()['content-disposition']).toMatch(/^attachment;/)

	const actions = auditActions(application.id)
	expect(actions.map((row) => row.action)).toEqual([
		'application.aadhaar-revealed',
		'application.resume-opened',
		'application.resume-opened',
		'application.aadhaar-opened',
	])
	expect(new Set(actions.map((row) => row.staff_email))).toEqual(new Set([hr.email]))
})

test('HR writes the stage mail in Hindi on its own tab, and a Hindi applicant gets it', async ({ page, mailbox }) => {
	const application = seedApplication()
	const db = openTestDatabase()
	try {
		db.prepare('update applications set language = ? where id = ?').run('hi', application.id)
	} finally {
		db.close()
	}
	await signInAs(page, 'hr')
	const tag = String(Date.now() % 1_000_000)

	await page.goto('/admin/applications/templates')
	await page.getByRole('navigation', { name: 'Language of the mails' }).getByRole('link', { name: 'हिन्दी' }).click()
	await expect(page).toHaveURL(/language=hi/)
	await expect(page.getByRole('heading', { level: 2, name: 'Rejected (हिन्दी)' })).toBeVisible()
	// Until HR writes their own, the Hindi standard words.
	await expect(page.getByLabel('Subject (Rejected)')).toHaveValue('{job} के लिए आपका आवेदन')
	await page.getByLabel('Subject (Rejected)').fill(`{job}: आपका आवेदन (${tag})`)
	await page.getByRole('button', { name: 'Save the Rejected mail' }).click()
	await expect(page.getByText('The mail template is saved.')).toBeVisible()
	await expect(page).toHaveURL(/language=hi/)
	await expect(page.getByLabel('Subject (Rejected)')).toHaveValue(`{job}: आपका आवेदन (${tag})`)
	await expectNoAxeViolations(page)
	await screenshot(page, 'admin-templates-hindi-1280')
	// The English mail is as it was.
	await page.getByRole('navigation', { name: 'Language of the mails' }).getByRole('link', { name: 'English' }).click()
	await expect(page.getByLabel('Subject (Rejected)')).not.toHaveValue(new RegExp(tag))

	await openApplication(page, application.name)
	await page.getByLabel('New stage').selectOption('Rejected')
	await page.getByRole('checkbox', { name: 'Send the applicant a mail about it' }).check()
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText('The stage is changed.')).toBeVisible()
	const mail = await mailbox.wait((m) => m.envelopeTo.includes(application.email))
	expect(mail.subject).toBe(`${application.job.title}: आपका आवेदन (${tag})`)
	// The standard words greet as the acknowledgement does, never by the name typed in the form.
	expect(mail.text).toContain('नमस्ते,')
	expect(mail.text).not.toContain(application.name)
})

test('HR moves an application to Interview with a mail from the edited template, and adds a note', async ({
	page,
	mailbox,
}) => {
	const application = seedApplication()
	await signInAs(page, 'hr')
	const tag = crypto.randomBytes(3).toString('hex')

	await page.goto('/admin/applications/templates')
	await expect(page.getByRole('heading', { level: 1, name: 'Mail templates' })).toBeVisible()
	await page.getByLabel('Subject (Interview)').fill(`Interview for {job} (${tag})`)
	await page.getByLabel('Mail (Interview)').fill(`Dear {name},\nPlease come to our office for {job}.\n${tag}`)
	await page.getByRole('button', { name: 'Save the Interview mail' }).click()
	await expect(page.getByText('The mail template is saved.')).toBeVisible()
	await expect(page.getByLabel('Subject (Interview)')).toHaveValue(`Interview for {job} (${tag})`)
	await expectNoAxeViolations(page)

	await openApplication(page, application.name)
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText('The application is already at New.')).toBeVisible()
	await page.getByLabel('New stage').selectOption('Interview')
	await page.getByRole('checkbox', { name: 'Send the applicant a mail about it' }).check()
	// An interview mail says when and where: without them it is not sent.
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText('Choose the day of the interview.')).toBeVisible()
	await page.getByLabel('Day of the interview').fill('2037-12-01')
	await page.getByLabel('Time of the interview').fill('14:30')
	await page.getByLabel('Place of the interview').fill('Brisk office, Baner Road, Pune: ask for Hema')
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText('The stage is changed.')).toBeVisible()
	const history = page.getByRole('region', { name: 'History' })
	await expect(history.getByText('Moved to Interview')).toBeVisible()
	await expect(
		history.getByText(`Mail sent to the applicant: “Interview for ${application.job.title} (${tag})”`),
	).toBeVisible()

	const mail = await mailbox.wait((m) => m.envelopeTo.includes(application.email))
	expect(mail.subject).toBe(`Interview for ${application.job.title} (${tag})`)
	expect(mail.text).toContain('Dear applicant,')
	expect(mail.text).not.toContain(application.name)
	expect(mail.text).toContain(tag)
	// HR's words had no {date}: the day, time and place come at the end.
	expect(mail.text).toContain('When: Tuesday, 1 December 2037, 2:30 pm')
	expect(mail.text).toContain('Where: Brisk office, Baner Road, Pune: ask for Hema')

	// Without the mail option, a stage change sends nothing.
	await expect(page.getByRole('checkbox', { name: 'Send the applicant a mail about it' })).not.toBeChecked()
	await page.getByLabel('New stage').selectOption('Hired')
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(history.getByText('Moved to Hired')).toBeVisible()

	await page.getByRole('button', { name: 'Add the note' }).click()
	await expect(page.getByText('Write the note first.')).toBeVisible()
	await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Called on Monday: can start on the 1st.')
	await page.getByRole('button', { name: 'Add the note' }).click()
	await expect(page.getByText('The note is added.')).toBeVisible()
	await expect(history.getByText('Called on Monday: can start on the 1st.')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('')
	await expectNoAxeViolations(page)
	await screenshot(page, 'admin-application-history-1280')

	const events = query<{ kind: string; stage: string | null }>(
		'select kind, stage from application_events where application_id = ? order by id',
		application.id,
	)
	expect(events).toEqual([
		{ kind: 'stage', stage: 'Interview' },
		{ kind: 'mail', stage: 'Interview' },
		{ kind: 'stage', stage: 'Hired' },
		{ kind: 'note', stage: null },
	])
	const mails = await mailbox.all()
	expect(mails.filter((m) => m.envelopeTo.includes(application.email))).toHaveLength(1)
})

test('The CSV export holds the filtered rows and keeps a formula an applicant typed as text', async ({ page }) => {
	const risky = seedApplication({ employer: '=HYPERLINK("http://evil.example","Click")' })
	const other = seedApplication()
	await signInAs(page, 'hr')
	await page.goto(`/admin/applications?job=${risky.job.id}`)
	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Download as CSV' }).click()
	const download = await downloading
	// The file names its number of rows, counted when the export started.
	expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}-1-row\.csv$/)
	const csv = fs.readFileSync((await download.path())!, 'utf8')
	const lines = csv
		.replace(/^\uFEFF/, '')
		.trimEnd()
		.split('\r\n')
	expect(lines[0]).toBe(
		'Id,Reference,Applied (India time),Name,E-mail,Mobile,Job,Place,Language,Category,Stage,Rejection reason,Location,Qualification,Experience,Employer,Current salary,Expected salary,Last work (no resume),Years of work (no resume),Languages spoken (no resume),Erased',
	)
	expect(lines).toHaveLength(2)
	expect(lines[1]).toContain(risky.name)
	expect(lines[1]).not.toContain(other.name)
	expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
	// A mobile number is text a spreadsheet keeps as it is, without a visible apostrophe; the time is India's.
	expect(lines[1]).toContain(`,${risky.mobile.slice(3, 8)} ${risky.mobile.slice(8)},`)
	expect(lines[1]).toMatch(/^\d+,BR-\d{4}-\d+-[A-Z][0-9A-Z]{4},\d{4}-\d{2}-\d{2} \d{2}:\d{2},/)

	const response = await page.request.get(`/admin/applications/export?job=${risky.job.id}`)
	expect(response.headers()['content-type']).toContain('text/csv')
	expect(response.headers()['content-disposition']).toMatch(/^attachment;/)
	expect(response.headers()['cache-control']).toBe('no-store')
})

test('The office role is refused every applications address, files included', async ({ page }) => {
	const application = seedApplication()
	const office = await createTestStaff('office')
	await signIn(page, office)
	const base = `/admin/applications/${application.id}`
	for (const path of [
		'/admin/applications',
		'/admin/applications?stage=New',
		'/admin/applications/export',
		'/admin/applications/templates',
		base,
		`${base}/erase`,
		`${base}/data`,
		`${base}/photo`,
		`${base}/resume`,
		`${base}/aadhaar`,
	]) {
		const response = await page.request.get(path, { maxRedirects: 0 })
		expect(response.status(), path).toBe(403)
		expect(await response.text(), path).not.toContain(application.name)
	}
	await page.goto(base)
	await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible()
	expect(auditActions(application.id)).toEqual([])
})

test('Without a session every applications address leads to sign-in', async ({ page }) => {
	const application = seedApplication()
	await ownAddress(page)
	const base = `/admin/applications/${application.id}`
	for (const path of [
		'/admin/applications',
		'/admin/applications/export',
		'/admin/applications/templates',
		base,
		`${base}/erase`,
		`${base}/data`,
		`${base}/photo`,
		`${base}/resume`,
		`${base}/aadhaar`,
	]) {
		const response = await page.request.get(path, { maxRedirects: 0 })
		expect(response.status(), path).toBe(302)
		expect(response.headers()['location'], path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`)
	}
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('HR filters, reveals the Aadhaar number, changes the stage and erases an applicant with plain forms', async ({
		page,
		mailbox,
	}) => {
		const application = seedApplication()
		await signInAs(page, 'hr')
		await page.goto('/admin/applications')
		await page.getByLabel('Name, e-mail or mobile').fill(application.email)
		await page.getByLabel('Stage').selectOption('New')
		await page.getByRole('button', { name: 'Filter' }).click()
		await expect(page.getByLabel('Name, e-mail or mobile')).toHaveValue(application.email)
		await expect(page.getByLabel('Stage')).toHaveValue('New')
		await page.getByRole('link', { name: application.name }).click()

		await expect(page.getByText('XXXX XXXX 1234')).toBeVisible()
		await page.getByRole('button', { name: 'Show the full number' }).click()
		await expect(page.getByText('2345 6789 1234')).toBeVisible()
		expect(page.url()).not.toContain('2345')

		await page.getByLabel('New stage').selectOption('Shortlisted')
		await page.getByRole('checkbox', { name: 'Send the applicant a mail about it' }).check()
		await page.getByRole('button', { name: 'Change the stage' }).click()
		await expect(page.getByText('The stage is changed.')).toBeVisible()
		const mail = await mailbox.wait((m) => m.envelopeTo.includes(application.email))
		expect(mail.subject).toContain(application.job.title)

		await page.getByRole('link', { name: 'Erase this applicant' }).click()
		await page.getByRole('button', { name: "Erase this applicant's data" }).click()
		await expect(page.getByText("The applicant's data is erased.")).toBeVisible()
		await expect(page.getByRole('heading', { level: 1, name: 'Erased applicant' })).toBeVisible()
	})
})

test('A move from a page a colleague has overtaken changes nothing and says where the application is now', async ({
	page,
}) => {
	const application = seedApplication()
	await signInAs(page, 'hr')
	await page.goto(`/admin/applications/${application.id}`)
	// A colleague rejects the application while this page is open.
	const db = openTestDatabase()
	try {
		db.prepare("update applications set status = 'Rejected' where id = ?").run(application.id)
	} finally {
		db.close()
	}
	await page.getByLabel('New stage').selectOption('Shortlisted')
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText(/Someone moved the application to Rejected meanwhile: nothing was changed/)).toBeVisible()
	const [row] = query<{ status: string }>('select status from applications where id = ?', application.id)
	expect(row!.status).toBe('Rejected')
})
