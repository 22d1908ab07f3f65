import crypto from 'node:crypto'
import { insertJob } from '#tests/fixtures/career.ts'
import { insertEnquiry } from '#tests/fixtures/enquiries.ts'
import { createTestStaff, signIn, signInAs } from '#tests/fixtures/staff.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { atBothSizes, auditActionsOf, count, oneRow, png, runSql, tag } from './admin-office-helpers.ts'

// The office's part of the back office, as staff use it: enquiries, the mail
// outbox, the audit log and the dashboard's figures (the galleries: admin-galleries.test.ts).

test('Office staff find an enquiry, assign it to a colleague, reply by e-mail and mark it handled', async ({
	page,
	mailbox,
}) => {
	const office = await createTestStaff('office')
	const colleague = await createTestStaff('office')
	const mark = tag()
	const enquiry = insertEnquiry({ name: `Asha Kulkarni ${mark}`, subject: `Guards for Chakan ${mark}` })
	insertEnquiry({
		name: `Bot Sender ${mark}`,
		subject: `Cheap offers ${mark}`,
		flag: 'sent sooner than a person types',
	})

	await signIn(page, office, '/admin/enquiries')
	await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible()
	await page.getByLabel('Name, e-mail, mobile or words').fill(mark)
	await page.getByRole('button', { name: 'Filter' }).click()
	const table = page.getByRole('table', { name: 'Enquiries, newest first' })
	await expect(table.getByRole('row')).toHaveCount(3)
	await expect(table.getByRole('row', { name: /Bot Sender/ }).getByText('Flagged')).toBeVisible()
	await expect(table.getByRole('row', { name: /Asha Kulkarni/ }).getByText('Flagged')).toHaveCount(0)
	await expect(page.getByText('Showing 1–2 of 2 enquiries')).toBeVisible()
	await expectNoAxeViolations(page)
	await atBothSizes(page, 'admin-enquiries')

	await table.getByRole('link', { name: `Asha Kulkarni ${mark}` }).click()
	await expect(page.getByRole('heading', { level: 1, name: `Enquiry from Asha Kulkarni ${mark}` })).toBeVisible()
	await expect(page.getByText('+91 98765 43210')).toBeVisible()
	await expect(page.getByText(/We need twelve guards/)).toBeVisible()
	await expect(page.getByText('Google')).toBeVisible()
	const reply = page.getByRole('link', { name: 'Reply by e-mail' })
	await expect(reply).toHaveAttribute(
		'href',
		`mailto:${enquiry.email}?subject=${encodeURIComponent(`Re: Your enquiry to Brisk (number ${enquiry.id})`)}`,
	)

	await page.getByLabel('Assign to').selectOption({ label: colleague.name })
	await page.getByRole('button', { name: 'Assign', exact: true }).click()
	await expect(page.getByText('The enquiry is assigned.')).toBeVisible()
	await expect(page.locator('.admin-facts')).toContainText(colleague.name)

	// On a phone the number is a tap to call.
	await expect(page.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
	// A note for the team, and a reply sent from the back office through the outbox: both in the history.
	await page.getByRole('textbox', { name: 'Note', exact: true }).fill(`Called back, wants a quote ${mark}`)
	await page.getByRole('button', { name: 'Add the note' }).click()
	await expect(page.getByText('The note is added.')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
		`Your enquiry to Brisk (number ${enquiry.id})`,
	)
	await page
		.getByRole('textbox', { name: 'Reply', exact: true })
		.fill(`We can send twelve guards from 1 December. ${mark}`)
	await page.getByRole('button', { name: 'Send the reply' }).click()
	await expect(page.getByText('The reply is on its way to the enquirer.')).toBeVisible()
	// Sent: the form starts afresh, so one more click cannot send it twice.
	await expect(page.getByRole('textbox', { name: 'Reply', exact: true })).toHaveValue('')
	await expect(page.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('')
	const history = page.getByRole('region', { name: 'History' })
	await expect(history).toContainText(`Called back, wants a quote ${mark}`)
	await expect(history).toContainText(`Reply sent: “Your enquiry to Brisk (number ${enquiry.id})”`)
	const sent = await mailbox.wait((m) => m.envelopeTo.includes(enquiry.email))
	// Nor the subject: the company's words, with the enquiry's number.
	expect(sent.subject).toBe(`Your enquiry to Brisk (number ${enquiry.id})`)
	// The greeting names no one: the name was typed by whoever sent the form.
	expect(sent.text).toContain('Dear Sir or Madam,')
	expect(sent.text).not.toContain('Asha Kulkarni')
	expect(sent.text).toContain(`We can send twelve guards from 1 December. ${mark}`)
	expect(sent.text).toContain(office.name)

	await page.getByRole('button', { name: 'Mark handled' }).click()
	await expect(page.getByText('The enquiry is marked as handled.')).toBeVisible()
	await expect(page.locator('.admin-facts')).toContainText(`by ${office.name}`)
	await expect(page.getByRole('button', { name: 'Mark waiting' })).toBeVisible()
	await expectNoAxeViolations(page)
	await atBothSizes(page, 'admin-enquiry')

	// The list's filters: handled, assigned to the colleague.
	await page.goto(`/admin/enquiries?q=${mark}`)
	await page.getByLabel('State').selectOption('Handled')
	await page.getByLabel('Assigned to').selectOption({ label: colleague.name })
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(table.getByRole('row')).toHaveCount(2)
	await expect(table.getByRole('row', { name: /Asha Kulkarni/ })).toContainText('Handled')
	await page.getByLabel('State').selectOption('Waiting')
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(page.getByText('No enquiry matches this filter.')).toBeVisible()

	// Back to waiting, and everything is in the audit log.
	await page.goto(`/admin/enquiries/${enquiry.id}`)
	await page.getByRole('button', { name: 'Mark waiting' }).click()
	await expect(page.getByText('The enquiry is waiting again.')).toBeVisible()
	expect(auditActionsOf(office.id)).toEqual(
		expect.arrayContaining(['enquiry.assigned', 'enquiry.handled', 'enquiry.reopened']),
	)
	const stored = oneRow<{ assigned_to: number; handled_at: string | null }>(
		'select assigned_to, handled_at from enquiries where id = ?',
		enquiry.id,
	)
	expect(stored).toEqual({ assigned_to: colleague.id, handled_at: null })
})

test('The enquiry forms refuse a forged, empty, oversized or unknown post, and nothing is stored or sent', async ({
	page,
}) => {
	const office = await createTestStaff('office')
	const mark = tag()
	const enquiry = insertEnquiry({ name: `Hostile Forms ${mark}`, subject: `Probe ${mark}` })
	await signIn(page, office, `/admin/enquiries/${enquiry.id}`)
	const csrf = (await page.locator('input[name="_csrf"]').first().inputValue())!
	const post = (form: Record<string, string>, path = `/admin/enquiries/${enquiry.id}`) =>
		page.request.post(path, { form, maxRedirects: 0 })

	// Without the anti-forgery field.
	expect((await post({ intent: 'reply', subject: 'x', message: 'y' })).status()).toBe(403)
	// Empty, and longer than the form allows: the form's own messages.
	const empty = await post({ _csrf: csrf, intent: 'reply', subject: '', message: '' })
	expect(empty.status()).toBe(400)
	const long = await post({ _csrf: csrf, intent: 'note', note: 'x'.repeat(2001) })
	expect(long.status()).toBe(400)
	// A control character, an unknown intent, an encoded address, a wrong method.
	expect((await post({ _csrf: csrf, intent: 'note', note: 'bell \u0007 here' })).status()).toBe(400)
	expect((await post({ _csrf: csrf, intent: 'delete-everything' })).status()).toBe(400)
	expect(
		(await post({ _csrf: csrf, intent: 'note', note: 'ok' }, `/admin/enquiries/%39%39%39%39%39%39%39`)).status(),
	).toBe(404)
	expect((await page.request.put(`/admin/enquiries/${enquiry.id}`, { form: { _csrf: csrf } })).status()).toBe(405)

	expect(count(`select count(*) as n from enquiry_events where enquiry_id = ${enquiry.id}`)).toBe(0)
	expect(count(`select count(*) as n from outbox where to_address = '${enquiry.email}'`)).toBe(0)
	// The server is still well.
	expect((await page.request.get('/healthz')).status()).toBe(200)
})

test('An administrator sees a failed mail in the outbox, without its body, and sends it again', async ({ page }) => {
	const mark = tag()
	const stamp = new Date(Date.now() - 3600_000).toISOString()
	const mail = runSql(
		`insert into outbox (kind, to_address, subject, text_body, status, attempts, next_attempt_at, last_error, created_at)
		 values ('contact-company', 'office@brisk.test', ?, ?, 'failed', 10, ?, ?, ?)`,
		`New enquiry ${mark}`,
		`Private body ${mark}`,
		stamp,
		'550 mailbox unavailable',
		stamp,
	)
	const mailId = Number(mail.lastInsertRowid)
	const admin = await signInAs(page, 'admin')

	await page.goto('/admin/mail?status=failed')
	await expect(page.getByRole('link', { name: 'Failed' })).toHaveAttribute('aria-current', 'page')
	const row = page.getByRole('row', { name: new RegExp(`New enquiry ${mark}`) })
	await expect(row).toContainText('office@brisk.test')
	await expect(row).toContainText('550 mailbox unavailable')
	await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible()
	await expect(page.getByText(`Private body ${mark}`)).toHaveCount(0)
	await expectNoAxeViolations(page)
	await atBothSizes(page, 'admin-mail')

	await row.getByRole('button', { name: /^Retry/ }).click()
	await expect(page.getByText('The mail will be sent again in a moment.')).toBeVisible()
	await expect(page).toHaveURL(/\/admin\/mail\?status=failed/)
	await expect(page.getByRole('row', { name: new RegExp(`New enquiry ${mark}`) })).toHaveCount(0)
	// The sender takes it: waiting, then sent to the test's mail server.
	await expect
		.poll(() => oneRow<{ status: string }>('select status from outbox where id = ?', mailId).status)
		.toBe('sent')
	expect(auditActionsOf(admin.id)).toContain('mail.retried')

	await page.getByRole('link', { name: 'Sent', exact: true }).click()
	await expect(page.getByRole('row', { name: new RegExp(`New enquiry ${mark}`) })).toContainText('Sent')
})

test('A subscriber who never applied asks to be forgotten: the office erases their job alerts from the Mail page', async ({
	page,
}) => {
	const mark = tag().toLowerCase()
	const address = `alerts-${mark}@example.com`
	const stamp = new Date().toISOString()
	for (const category of ['Security', 'Housekeeping']) {
		runSql(
			`insert into job_alerts (channel, address, category, place, language, token, created_at, confirmed_at)
			 values ('mail', ?, ?, 'pune', 'mr', ?, ?, ?)`,
			address,
			category,
			crypto.randomBytes(16).toString('base64url'),
			stamp,
			stamp,
		)
	}
	const admin = await signInAs(page, 'admin')
	await page.goto('/admin/mail')
	const section = page.getByRole('region', { name: 'Erase a person’s job alerts' })
	const field = section.getByRole('textbox', { name: 'E-mail address or mobile number' })

	// Words that are neither an e-mail address nor a mobile number are refused in words, and kept.
	await field.fill('Sunita Pawar')
	await section.getByRole('button', { name: 'Erase their job alerts' }).click()
	await expect(section.getByText('This is neither an e-mail address nor an Indian mobile number.')).toBeVisible()
	await expect(field).toHaveValue('Sunita Pawar')

	await field.fill(address.toUpperCase())
	await section.getByRole('button', { name: 'Erase their job alerts' }).click()
	await expect(page.getByText('The person’s job alerts are erased')).toBeVisible()
	expect(count(`select count(*) as n from job_alerts where address = '${address}'`)).toBe(0)
	expect(auditActionsOf(admin.id)).toContain('job-alert.erased')

	// Asked again: nothing left to erase, and it says so.
	await field.fill(address)
	await section.getByRole('button', { name: 'Erase their job alerts' }).click()
	await expect(page.getByText('No job alert was found for that e-mail address or mobile number')).toBeVisible()
})

test('An administrator filters the audit log by person, action and days', async ({ page }) => {
	// Signed in through the sign-in pages: the sign-in is the entry the filter looks for.
	const admin = await createTestStaff('admin')
	await signIn(page, admin)
	const other = await createTestStaff('office')
	const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
	const tomorrow = new Date(Date.now() + 5.5 * 3600_000 + 86_400_000).toISOString().slice(0, 10)
	runSql(
		`insert into audit_log (at, staff_id, staff_email, action, subject) values (?, ?, ?, 'enquiry.handled', 'enquiry 999')`,
		new Date().toISOString(),
		other.id,
		other.email,
	)

	await page.goto('/admin/audit')
	await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
	await page.getByLabel('Person').selectOption({ label: `${admin.name} (${admin.email})` })
	await page.getByLabel('Action').selectOption({ label: 'signed in' })
	await page.getByLabel('From (day)').fill(today)
	await page.getByLabel('To (day)').fill(today)
	await page.getByRole('button', { name: 'Filter' }).click()
	const table = page.getByRole('table', { name: 'Audit log entries, newest first' })
	await expect(table.getByRole('row')).toHaveCount(2)
	// In words, with names: no action codes, no raw JSON.
	await expect(table.getByRole('row').nth(1)).toContainText(`${admin.name} signed in`)
	await expectNoAxeViolations(page)
	await atBothSizes(page, 'admin-audit')

	await page.getByLabel('Person').selectOption({ label: `${other.name} (${other.email})` })
	await page.getByLabel('Action').selectOption('enquiry.handled')
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(table.getByRole('row').nth(1)).toContainText('enquiry 999')

	await page.getByLabel('From (day)').fill(tomorrow)
	await page.getByLabel('To (day)').fill(tomorrow)
	await page.getByRole('button', { name: 'Filter' }).click()
	await expect(page.getByText('Nothing matches this filter.')).toBeVisible()
})

test('Each role opens only its own parts of the back office', async ({ page, request }) => {
	const noSession = await request.get('/admin/enquiries', { maxRedirects: 0 })
	expect(noSession.status()).toBe(302)
	expect(noSession.headers()['location']).toBe('/admin/sign-in?next=%2Fadmin%2Fenquiries')

	await signInAs(page, 'hr')
	for (const path of ['/admin/enquiries', '/admin/galleries', '/admin/mail', '/admin/audit']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(403)
		await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible()
	}
	await page.context().clearCookies()
	await signInAs(page, 'office')
	for (const path of ['/admin/mail', '/admin/audit']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(403)
	}
	for (const path of ['/admin/enquiries', '/admin/galleries']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(200)
	}
})

test('The dashboard shows each role its own figures, each linking to its list', async ({ page }) => {
	insertEnquiry({ name: `Waiting Person ${tag()}`, subject: 'Housekeeping for an office' })
	const job = insertJob()
	for (const [status, ageDays] of [
		['New', 0],
		['New', 2],
		['Shortlisted', 1],
		['Hired', 30],
	] as const) {
		const at = new Date(Date.now() - ageDays * 86_400_000).toISOString()
		const email = `dashboard-${tag()}@example.com`
		runSql(
			`insert into applications (job_id, name, contact, email, email_normalised, location, job_field, status, created_at, updated_at)
			 values (?, 'Dashboard Applicant', '+91 98765 43210', ?, ?, 'Pune', 'Security', ?, ?, ?)`,
			job.id,
			email,
			email,
			status,
			at,
			at,
		)
	}
	const admin = await signInAs(page, 'admin')
	const indiaNow = Date.now() + 5.5 * 3600_000
	const today = new Date(indiaNow).toISOString().slice(0, 10)
	const weekStart = new Date(`${new Date(indiaNow - 6 * 86_400_000).toISOString().slice(0, 10)}T00:00:00+05:30`)
	const stageCount = (stage: string) =>
		`select count(*) as n from applications where erased_at is null and status = '${stage}' and created_at >= '${weekStart.toISOString()}'`
	const figures = {
		waiting: 'select count(*) as n from enquiries where handled_at is null',
		failed: `select count(*) as n from outbox where status = 'failed'`,
		openJobs: `select count(*) as n from jobs where published = 1 and till_date >= '${today}'`,
		thisWeek: `select count(*) as n from applications where erased_at is null and created_at >= '${weekStart.toISOString()}'`,
		New: stageCount('New'),
		Shortlisted: stageCount('Shortlisted'),
		Hired: stageCount('Hired'),
	}
	const countAll = () =>
		Object.fromEntries(Object.entries(figures).map(([name, statement]) => [name, count(statement)])) as Record<
			keyof typeof figures,
			number
		>
	// The other browser tests run beside this one and add enquiries, jobs and applications: each figure shown
	// lies between the counts just before and just after the page was made (no test takes longer to change them).
	const before = countAll()
	await page.goto('/admin')
	const after = countAll()
	async function expectFigure(name: keyof typeof figures, shown: Promise<string | null>) {
		const figure = Number(/\d+/.exec((await shown) ?? '')?.[0])
		expect(figure, name).toBeGreaterThanOrEqual(Math.min(before[name], after[name]))
		expect(figure, name).toBeLessThanOrEqual(Math.max(before[name], after[name]))
	}
	await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
	await expect(page.getByText(`Welcome, ${admin.name}.`)).toBeVisible()
	const enquiries = page.getByRole('link', { name: /^\d+ Enquiries waiting$/ })
	await expect(enquiries).toHaveAttribute('href', '/admin/enquiries?status=waiting')
	await expectFigure('waiting', enquiries.textContent())
	const failedMails = page.getByRole('link', { name: /^\d+ Mails that failed$/ })
	await expect(failedMails).toHaveAttribute('href', '/admin/mail?status=failed')
	await expectFigure('failed', failedMails.textContent())
	const openJobs = page.getByRole('link', { name: /^\d+ Open jobs$/ })
	await expect(openJobs).toHaveAttribute('href', '/admin/jobs?state=open')
	await expectFigure('openJobs', openJobs.textContent())
	const applications = page.getByRole('link', { name: /^\d+ Applications this week$/ })
	await expect(applications).toHaveAttribute('href', /^\/admin\/applications\?from=\d{4}-\d{2}-\d{2}$/)
	await expectFigure('thisWeek', applications.textContent())
	const stages = page.getByRole('table', { name: /Applications received since/ })
	await expect(stages.getByRole('row')).toHaveCount(6)
	for (const stage of ['New', 'Shortlisted', 'Hired'] as const) {
		const row = stages.getByRole('row', { name: new RegExp(`^${stage}`) })
		await expectFigure(stage, row.getByRole('cell').textContent())
		await expect(row.getByRole('link', { name: stage })).toHaveAttribute(
			'href',
			new RegExp(`^/admin/applications\\?stage=${stage}&from=\\d{4}-\\d{2}-\\d{2}$`),
		)
	}
	expect(after.thisWeek).toBeGreaterThanOrEqual(3)
	// How long applicants' documents are kept, and what the daily purge last did about it.
	const documents = page.getByRole('region', { name: "Applicants' documents" })
	await expect(documents).toContainText(/Last purge finished .*removed|Purging now|No purge has run yet/)
	await expect(documents).toContainText("Applicants' documents are deleted 365 days after they apply.")
	await expectNoAxeViolations(page)
	await atBothSizes(page, 'admin-dashboard')

	await enquiries.click()
	await expect(page.getByLabel('State')).toHaveValue('waiting')

	await page.context().clearCookies()
	await signInAs(page, 'office')
	await page.goto('/admin')
	await expect(page.getByRole('link', { name: /Enquiries waiting$/ })).toBeVisible()
	await expect(page.getByRole('link', { name: /Mails that failed|Open jobs|Applications this week/ })).toHaveCount(0)
	await expect(page.getByRole('heading', { name: "Applicants' documents" })).toHaveCount(0)

	await page.context().clearCookies()
	await signInAs(page, 'hr')
	await page.goto('/admin')
	await expect(page.getByRole('link', { name: /Open jobs$/ })).toBeVisible()
	await expect(page.getByRole('link', { name: /Applications this week$/ })).toBeVisible()
	await expect(page.getByRole('link', { name: /Enquiries waiting|Mails that failed/ })).toHaveCount(0)
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('office staff assign and handle an enquiry, and add, reorder and remove a gallery photo', async ({ page }) => {
		const office = await createTestStaff('office')
		const mark = tag()
		const enquiry = insertEnquiry({ name: `Plain Form ${mark}`, subject: `No script ${mark}` })
		await signIn(page, office, `/admin/enquiries/${enquiry.id}`)
		await page.getByLabel('Assign to').selectOption({ label: office.name })
		await page.getByRole('button', { name: 'Assign', exact: true }).click()
		await expect(page.getByText('The enquiry is assigned.')).toBeVisible()
		await page.getByRole('button', { name: 'Mark handled' }).click()
		await expect(page.getByText('The enquiry is marked as handled.')).toBeVisible()

		await page.goto('/admin/galleries/foundation-day-12')
		for (const [index, alt] of [`Gate ${mark}`, `Hall ${mark}`].entries()) {
			await page
				.getByLabel(/^Photo/)
				.setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await png({ r: 10, g: 120, b: 60 + index }) })
			await page.getByRole('textbox', { name: 'Description', exact: true }).fill(alt)
			await page.getByRole('button', { name: 'Add the photo' }).click()
			await expect(page.getByText('The photo is added to the gallery.')).toBeVisible()
		}
		await page.getByRole('button', { name: new RegExp(`^Move down\\s+the photo “Gate ${mark}”$`) }).click()
		const photos = page.getByRole('table', { name: /Photos of 12th Foundation Day/ })
		await expect(photos.getByRole('row').nth(1)).toContainText(`Hall ${mark}`)
		for (const alt of [`Gate ${mark}`, `Hall ${mark}`]) {
			await page.getByRole('link', { name: new RegExp(`^Edit or remove\\s+the photo “${alt}”$`) }).click()
			await page.getByText('Remove this photo').click()
			await page.getByRole('button', { name: 'Yes, remove the photo' }).click()
			await expect(page.getByText('The photo is removed from the gallery.')).toBeVisible()
		}
		await expect(page.getByText('No photos added yet')).toBeVisible()
	})
})
