import sharp from 'sharp'
import { cameraPhoto } from '#tests/fixtures/camera-photo.ts'
import {
	countRows,
	fillApplication,
	fixture,
	insertJob,
	openApplyPage,
	openTestDatabase,
	uniqueEmail,
} from '#tests/fixtures/career.ts'
import { PHONE, expect, screenshot, test } from './fixtures.ts'

// A job seeker on a phone: the result of applying is the first thing they see, Back
// from the apply page finds the career list as it was, and a file the server refuses
// is the only one to choose again.

test.use({ viewport: PHONE })

test('On a phone, the result takes the form’s place at the top of the page, with the reference, the job and what happens next', async ({
	page,
}) => {
	const job = insertJob({ title: `Phone Guard ${Date.now().toString(36)}` })
	await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
	const form = await openApplyPage(
		page,
		page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }),
	)
	// The job field is the job's own, not asked again.
	await expect(form.getByText('Job field: Security Services')).toBeVisible()
	await expect(form.getByRole('combobox', { name: 'Job field' })).toHaveCount(0)
	await fillApplication(form, { name: 'Sunil Jadhav', email: uniqueEmail('phone') })
	await form.getByRole('button', { name: 'Apply now' }).click()

	const notice = form.getByRole('status').filter({ hasText: 'Your application' })
	await expect(notice).toContainText('Your application has been submitted.')
	await expect(notice).toContainText('A confirmation has been sent to your e-mail.')
	// Both lines are on screen, and the notice has the focus.
	const box = await notice.boundingBox()
	expect(box!.y).toBeGreaterThanOrEqual(0)
	expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
	expect(await page.evaluate(() => document.activeElement?.classList.contains('apply-notices'))).toBe(true)
	// The result, not an emptied form: the reference, the job it was for, what happens next and a way on.
	await expect(notice.locator('.apply-reference-code')).toHaveText(/^BR-\d{4}-\d{6}-[A-Z][0-9A-Z]{4}$/)
	await expect(notice).toContainText('What happens next')
	await expect(form.getByText(`For: ${job.title}, Pune, Maharashtra`)).toBeVisible()
	await expect(form.getByRole('link', { name: 'See other jobs' })).toBeVisible()
	await expect(form.getByRole('textbox', { name: 'Name' })).toHaveCount(0)
	await expect(form.getByRole('button', { name: 'Apply now' })).toHaveCount(0)
	await screenshot(page, 'apply-result-375')
})

test("A phone's Back button from the apply page finds the career list as it was, the search typed kept", async ({
	page,
}) => {
	const job = insertJob({ title: `Back Button ${Date.now().toString(36)}` })
	await page.goto('/career')
	await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job.title)
	await expect(page).toHaveURL(/[?&]q=Back\+Button/)
	const form = await openApplyPage(
		page,
		page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }),
	)
	await form.getByRole('textbox', { name: 'Name' }).fill('Meena Pawar')

	await page.goBack()
	expect(new URL(page.url()).pathname).toBe('/career')
	await expect(page.getByRole('heading', { level: 1, name: 'Career' })).toBeVisible()
	await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue(job.title)
	await expect(page.getByRole('article', { name: job.title })).toBeVisible()
})

test('When the server refuses one file, only that file is to be chosen again; the others stay chosen', async ({
	page,
}) => {
	const job = insertJob({ title: `One File ${Date.now().toString(36)}` })
	await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
	const form = await openApplyPage(
		page,
		page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }),
	)
	await fillApplication(form, { name: 'Ravi Patil', email: uniqueEmail('one-file') })
	// A "text" resume that is really a web page: the browser cannot tell, the server can.
	await form.getByLabel(/^Resume/).setInputFiles({
		name: 'resume.txt',
		mimeType: 'text/plain',
		buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
	})
	await form.getByRole('button', { name: 'Apply now' }).click()
	await expect(form.getByRole('alert')).toContainText('Please correct the fields marked below.')
	await expect(form.getByRole('alert')).not.toContainText('forgets')
	await expect(form.getByText('This text file looks like a web page or a program.')).toBeVisible()
	for (const label of [/^Photo/, /^Aadhaar card/]) {
		expect(await form.getByLabel(label).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)
	}
	await expect(form.locator('[name="name"]')).toHaveValue('Ravi Patil')

	await form.getByLabel(/^Resume/).setInputFiles({
		name: 'resume.txt',
		mimeType: 'text/plain',
		buffer: Buffer.from('Ravi Patil\nSecurity guard, 5 years.'),
	})
	await form.getByRole('button', { name: 'Apply now' }).click()
	await expect(form.getByRole('status').filter({ hasText: 'Your application' })).toContainText(
		'Your application has been submitted.',
	)
})

test('On a slow phone connection, a 12-megapixel camera photo over the limit is made smaller in the page and the application goes through', async ({
	page,
	mailbox,
}) => {
	test.setTimeout(120_000)
	const photo = await cameraPhoto()
	expect(photo.length).toBeGreaterThan(5 * 1024 * 1024)
	const job = insertJob({ title: `Camera Guard ${Date.now().toString(36)}` })
	const email = uniqueEmail('camera')
	await page.goto(`/career/${job.id}`)
	// A slow mobile connection from here on: about 400 kbit/s up, 400 ms each way.
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 400,
		downloadThroughput: (700 * 1024) / 8,
		uploadThroughput: (400 * 1024) / 8,
	})
	const form = await openApplyPage(page, page.getByRole('link', { name: 'Apply now' }))
	await fillApplication(form, { name: 'Ramesh Pawar', email })
	// The camera's photo, as the photo and as the picture of the Aadhaar card.
	for (const label of [/^Photo/, /^Aadhaar card/]) {
		await form
			.getByLabel(label)
			.setInputFiles({ name: 'IMG_20261125_101500.jpg', mimeType: 'image/jpeg', buffer: photo })
	}
	await expect(form.getByText(/^Made smaller for sending: .* instead of 7\.\d MB\.$/)).toHaveCount(2)
	await expect(form.getByText(/larger than/)).toHaveCount(0)

	const submit = form.getByRole('button', { name: 'Apply now' })
	await expect(submit).toBeEnabled()
	const sent = page.waitForRequest(
		(request) => request.method() === 'POST' && request.url().endsWith(`/career/${job.id}/apply`),
	)
	await submit.click()
	// The upload's progress shows while it travels.
	await expect(form.getByRole('progressbar')).toBeVisible()
	const status = form.getByRole('status').filter({ hasText: 'Your application has been submitted.' })
	await expect(status).toBeVisible({ timeout: 90_000 })
	await expect(status).toContainText(/Your application reference: BR-\d{4}-\d{6,}/)
	const { requestBodySize } = await (await sent).sizes()
	expect(requestBodySize).toBeLessThan(1.5 * 1024 * 1024)
	await screenshot(page, 'apply-camera-photo-375')

	// Stored upright: the photo and the card stand as the camera held them (portrait), no side over 1600 px.
	const db = openTestDatabase()
	try {
		const rows = db
			.prepare(
				`select f.bytes from applications a join files f on f.id in (a.photo_file_id, a.aadhaar_file_id)
				 where a.email_normalised = ?`,
			)
			.all(email) as Array<{ bytes: Buffer }>
		expect(rows).toHaveLength(2)
		for (const { bytes } of rows) {
			const { width = 0, height = 0 } = await sharp(bytes).metadata()
			expect(height).toBeGreaterThan(width)
			expect(height).toBeLessThanOrEqual(1600)
		}
	} finally {
		db.close()
	}
	await mailbox.wait((m) => m.envelopeTo.includes(email))
})

test('On a phone the form is two short steps; a tap on an incomplete one says what is missing, in the page’s language, and moves to the first of it', async ({
	page,
}) => {
	const job = insertJob({ title: `Tap Check ${Date.now().toString(36)}` })
	await page.goto(`/mr/career?q=${encodeURIComponent(job.title)}`)
	const form = await openApplyPage(page, page.getByRole('link', { name: 'आता अर्ज करा' }).first())
	const you = form.getByRole('group', { name: '2 पैकी टप्पा 1: तुमच्याबद्दल' })
	const documents = form.getByRole('group', { name: '2 पैकी टप्पा 2: तुमची कागदपत्रे' })
	await expect(you).toBeVisible()
	await expect(documents).toBeHidden()
	// Next on an empty first step: its fields are marked, the first takes the focus, the step stays.
	await you.getByRole('button', { name: 'पुढे: तुमची कागदपत्रे' }).click()
	const name = form.locator('[name="name"]')
	await expect(name).toBeFocused()
	for (const field of ['name', 'email', 'contact', 'location']) {
		await expect(form.locator(`[name="${field}"]`)).toHaveAttribute('aria-invalid', 'true')
	}
	await expect(documents).toBeHidden()
	await name.fill('सुनीता पवार')
	await form.locator('[name="email"]').fill(uniqueEmail('steps'))
	await form.locator('[name="contact"]').fill('९८७६५ ४३२१०')
	await form.locator('[name="location"]').fill('नाशिक')
	await you.getByRole('button', { name: 'पुढे: तुमची कागदपत्रे' }).click()
	await expect(documents).toBeVisible()
	await expect(you).toBeHidden()
	await screenshot(page, 'apply-step-two-375-mr')
	// Apply now looks unavailable, but a tap marks each missing document and goes to the first.
	const submit = documents.getByRole('button', { name: 'आता अर्ज करा' })
	await expect(submit).toBeEnabled()
	await submit.click()
	await expect(form.locator('[name="photo"]')).toBeFocused()
	for (const field of ['photo', 'resume', 'aadhaar', 'consent']) {
		await expect(form.locator(`[name="${field}"]`)).toHaveAttribute('aria-invalid', 'true')
	}
	await expect(form.getByText('कृपया तुमचा बायोडेटा (रेझ्युमे) अपलोड करा.')).toBeVisible()
	// Back keeps what was typed.
	await documents.getByRole('button', { name: 'मागे जा' }).click()
	await expect(name).toHaveValue('सुनीता पवार')
	expect(countRows('applications', 'job_id = ?', job.id)).toBe(0)
})

test('A job that needs no resume or e-mail: three questions instead, the mobile number as identity, and the result on screen', async ({
	page,
	mailbox,
}) => {
	const job = insertJob({ title: `Gate Guard ${Date.now().toString(36)}`, optional: ['resume', 'email'] })
	await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
	const form = await openApplyPage(
		page,
		page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }),
	)
	await expect(form.getByRole('textbox', { name: 'Email (optional)' })).toBeVisible()
	await expect(form.getByLabel(/^Resume.*\(optional\)/)).toBeAttached()
	await form.getByRole('textbox', { name: 'Name' }).fill('Vijay More')
	await form.getByRole('textbox', { name: 'Contact' }).fill('98220 54321')
	await form.getByRole('textbox', { name: 'Location' }).fill('Nashik')
	await form.getByRole('button', { name: 'Next: your documents' }).click()
	await form.getByLabel(/^Photo/).setInputFiles(fixture('photo.jpg'))
	await form.getByLabel(/^Aadhaar card/).setInputFiles(fixture('resume.pdf'))
	await form.getByRole('checkbox', { name: /I agree/ }).check()
	// No resume and the questions unanswered: a tap names them and goes to the first.
	await form.getByRole('button', { name: 'Apply now' }).click()
	const questions = form.getByRole('group', { name: 'No resume? Answer these three questions instead' })
	await expect(questions.getByRole('textbox', { name: 'Your last work' })).toBeFocused()
	await expect(form.getByText('Please say which languages you speak, or attach a resume.')).toBeVisible()
	await questions.getByRole('textbox', { name: 'Your last work' }).fill('Security guard at a factory gate')
	await questions.getByRole('textbox', { name: 'Years of work' }).fill('8')
	await questions.getByRole('textbox', { name: 'Languages you speak' }).fill('Marathi, Hindi')
	await screenshot(page, 'apply-no-resume-375')
	await form.getByRole('button', { name: 'Apply now' }).click()

	const notice = form.getByRole('status').filter({ hasText: 'reference' })
	await expect(notice).toContainText('You gave no e-mail, so a text message with your reference is on its way')
	await expect(notice.locator('.apply-reference-code')).toHaveText(/^BR-\d{4}-\d{6}-[A-Z][0-9A-Z]{4}$/)
	expect(
		countRows(
			'applications',
			"job_id = ? and email = '' and contact = ? and resume_file_id is null",
			job.id,
			'+919822054321',
		),
	).toBe(1)
	const admin = await mailbox.wait((m) => m.text.includes('+919822054321'))
	expect(admin.text).toContain('No resume: years of work: 8')
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a job that does not require a resume asks three questions in its place; answered, the application goes through', async ({
		page,
	}) => {
		const job = insertJob({ optional: ['resume'] })
		await page.goto(`/career/${job.id}/apply`)
		await fillApplication(page, { name: 'Kavita Shinde', email: uniqueEmail('no-resume-nojs') })
		await page.getByLabel(/^Resume/).setInputFiles([])
		await page.getByRole('button', { name: 'Apply now' }).click()
		await expect(page.getByText('Please say what your last work was, or attach a resume.')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Kavita Shinde')
		const questions = page.getByRole('group', { name: 'No resume? Answer these three questions instead' })
		await questions.getByRole('textbox', { name: 'Your last work' }).fill('Housekeeping at a hospital in Pune')
		await questions.getByRole('textbox', { name: 'Years of work' }).fill('6')
		await questions.getByRole('textbox', { name: 'Languages you speak' }).fill('Marathi, Hindi')
		// The browser forgets chosen files after a post: choose the photo and the card again.
		await page.getByLabel(/^Photo/).setInputFiles(fixture('photo.jpg'))
		await page.getByLabel(/^Aadhaar card/).setInputFiles(fixture('resume.pdf'))
		await page.getByRole('checkbox', { name: /I agree/ }).check()
		await page.getByRole('button', { name: 'Apply now' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Your application has been submitted.' })).toBeVisible()
		expect(countRows('applications', 'job_id = ? and resume_file_id is null and work_years = ?', job.id, '6')).toBe(1)
	})

	test('a camera photo over 5 MB (up to 15 MB) is taken whole and stored smaller by the server', async ({ page }) => {
		const job = insertJob()
		await page.goto(`/career/${job.id}/apply`)
		await fillApplication(page, { name: 'Ramesh Pawar', email: uniqueEmail('camera-nojs') })
		const photo = await cameraPhoto()
		expect(photo.length).toBeGreaterThan(5 * 1024 * 1024)
		await page.getByLabel(/^Photo/).setInputFiles({ name: 'IMG_1.jpg', mimeType: 'image/jpeg', buffer: photo })
		await page.getByRole('button', { name: 'Apply now' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Your application has been submitted.' })).toBeVisible()
		const db = openTestDatabase()
		try {
			const stored = db
				.prepare(
					'select f.byte_size as size from applications a join files f on f.id = a.photo_file_id where a.job_id = ?',
				)
				.get(job.id) as { size: number }
			expect(stored.size).toBeLessThan(photo.length / 4)
		} finally {
			db.close()
		}
	})
})

test('A connection that drops while the answer is on its way is tried again: one application, one pair of mails, the reference shown', async ({
	page,
	mailbox,
}) => {
	test.setTimeout(60_000)
	const job = insertJob({ title: `Dropped Guard ${Date.now().toString(36)}` })
	const email = uniqueEmail('dropped')
	const attempts: string[] = []
	// The form's posts to its page (the page itself loads as usual).
	await page.route(`**/career/${job.id}/apply`, async (route) => {
		if (route.request().method() !== 'POST') return route.fallback()
		attempts.push(route.request().url())
		if (attempts.length === 1) {
			// The whole upload reaches the server, which stores it; the answer never reaches the phone.
			await route.fetch()
			await route.abort('connectionreset')
		} else if (attempts.length === 2) {
			// The first retry is cut off before it reaches the server.
			await route.abort('connectionreset')
		} else {
			await route.continue()
		}
	})
	await page.goto(`/career/${job.id}`)
	const form = await openApplyPage(page, page.getByRole('link', { name: 'Apply now' }))
	await fillApplication(form, { name: 'Lata Gaikwad', email })
	await form.getByRole('button', { name: 'Apply now' }).click()
	await expect(form.getByText(/^The connection dropped\. Trying again \(2 of 5\)/)).toBeVisible()
	const status = form.getByRole('status').filter({ hasText: 'Your application has been submitted.' })
	await expect(status).toBeVisible({ timeout: 30_000 })
	await expect(status).toContainText(/Your application reference: BR-\d{4}-\d{6,}/)
	expect(attempts).toHaveLength(3)
	expect(countRows('applications', 'email_normalised = ?', email)).toBe(1)
	// One acknowledgement to the applicant and one notice to the office, however many tries it took.
	await mailbox.wait((m) => m.envelopeTo.includes(email))
	await expect
		.poll(
			async () => (await mailbox.all()).filter((m) => m.text.includes(email) || m.envelopeTo.includes(email)).length,
		)
		.toBe(2)
	// The outbox is done with the application, its two mails sent: no third can follow.
	const outboxed = "(to_address = ? or reply_to = ?) and status <> 'sent'"
	await expect.poll(() => countRows('outbox', outboxed, email, email)).toBe(0)
	expect(countRows('outbox', 'to_address = ? or reply_to = ?', email, email)).toBe(2)
	expect((await mailbox.all()).filter((m) => m.text.includes(email) || m.envelopeTo.includes(email))).toHaveLength(2)
})

test('When every try fails, the form says so and keeps every field and file to send again', async ({ page }) => {
	test.setTimeout(60_000)
	const job = insertJob({ title: `Offline Guard ${Date.now().toString(36)}` })
	const email = uniqueEmail('offline')
	let attempts = 0
	await page.route(`**/career/${job.id}/apply`, async (route) => {
		if (route.request().method() !== 'POST') return route.fallback()
		attempts++
		await route.abort('internetdisconnected')
	})
	await page.clock.install()
	await page.goto(`/career/${job.id}`)
	const form = await openApplyPage(page, page.getByRole('link', { name: 'Apply now' }))
	await fillApplication(form, { name: 'Lata Gaikwad', email })
	await form.getByRole('button', { name: 'Apply now' }).click()
	await expect(form.getByText('Trying again (2 of 5)', { exact: false })).toBeVisible()
	// The waits of 2, 4, 8 and 16 seconds pass (however many of them pass in one step of the page's clock).
	await expect
		.poll(
			async () => {
				await page.clock.runFor(16_000)
				return attempts
			},
			{ timeout: 30_000 },
		)
		.toBe(5)
	await expect(form.getByText(/Your application could not be sent/)).toBeVisible()
	// Five tries and no more.
	await page.clock.runFor(60_000)
	expect(attempts).toBe(5)
	await expect(form.locator('[name="email"]')).toHaveValue(email)
	expect(await form.getByLabel(/^Photo/).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)
	expect(countRows('applications', 'email_normalised = ?', email)).toBe(0)
})
