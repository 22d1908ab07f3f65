import '#app/i18n/all.server.ts'
import { translate } from '#app/i18n/index.ts'
import { countRows, fillApplicationByName, insertJob, openTestDatabase, uniqueEmail } from '#tests/fixtures/career.ts'
import { DESKTOP, PHONE, expect, screenshot, test } from './fixtures.ts'

// The apply form's ways back when something goes wrong: a form that expired keeps every typed word and its files
// and goes through on the next press; a phone's Next shows step 2 from its top; a reload of the dialog's address
// opens the apply page; an upload too large says so in the site's frame with a way back to the form.

const opened: number[] = []
function newJob(name: string) {
	const job = insertJob({ title: `${name} ${Date.now().toString(36)}` })
	opened.push(job.id)
	return job
}

test.afterAll(() => {
	// Nothing this file opened stays open for the other tests' searches.
	const db = openTestDatabase()
	try {
		for (const id of opened) db.prepare('update jobs set published = 0 where id = ?').run(id)
	} finally {
		db.close()
	}
})

for (const [size, viewport] of [
	['375', PHONE],
	['1280', DESKTOP],
] as const) {
	test(`At ${size} px, an apply form whose cookie was lost keeps what was typed and its files, and goes through on the second press`, async ({
		page,
		context,
	}) => {
		await page.setViewportSize(viewport)
		const job = newJob('Expired Form')
		await page.goto(`/hi/career/${job.id}/apply`)
		const email = uniqueEmail('expired')
		await fillApplicationByName(page, email)
		// The phone dropped its cookies (or the form stayed open past a key change): the form's token is stale.
		await context.clearCookies()
		const apply = page.getByRole('button', { name: translate('hi', 'apply.submit') })
		await apply.click()

		const notice = page.getByRole('alert')
		await expect(notice).toContainText(translate('hi', 'apply.notice.expired'))
		await expect(notice).toContainText(translate('hi', 'apply.notice.filesKept'))
		const form = page.locator('.apply-form form')
		await expect(form.locator('[name="name"]')).toHaveValue('Sunita Pawar')
		await expect(form.locator('[name="email"]')).toHaveValue(email)
		await expect(form.locator('[name="location"]')).toHaveValue('Nashik')
		await expect(form.locator('[name="consent"]')).toBeChecked()
		for (const field of ['photo', 'resume', 'aadhaar']) {
			expect(await form.locator(`[name="${field}"]`).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)
		}
		// No file field says it is missing.
		await expect(page.getByText(translate('hi', 'apply.error.photo'))).toHaveCount(0)
		if (size === '375') await screenshot(page, 'apply-expired-hi-375')

		await apply.click()
		await expect(page.locator('.apply-notices').getByRole('status')).toContainText(
			translate('hi', 'apply.notice.submitted'),
		)
	})
}

test('Without JavaScript, an expired apply form comes back with what was typed and asks for the files again', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL })
	const page = await context.newPage()
	try {
		const job = newJob('Expired Plain Form')
		await page.goto(`/mr/career/${job.id}/apply`)
		const email = uniqueEmail('expired-plain')
		await fillApplicationByName(page, email)
		await context.clearCookies()
		await page.getByRole('button', { name: translate('mr', 'apply.submit') }).click()
		const notice = page.getByRole('alert').first()
		await expect(notice).toContainText(translate('mr', 'apply.notice.expired'))
		await expect(notice).toContainText(translate('mr', 'apply.notice.reselectFiles'))
		const form = page.locator('.apply-form form')
		await expect(form.locator('[name="name"]')).toHaveValue('Sunita Pawar')
		await expect(form.locator('[name="email"]')).toHaveValue(email)
		// The page's fresh token goes with the next post: the files chosen again, it is stored.
		await form.locator('[name="photo"]').setInputFiles('tests/fixtures/photo.jpg')
		await form.locator('[name="resume"]').setInputFiles('tests/fixtures/resume.pdf')
		await form.locator('[name="aadhaar"]').setInputFiles('tests/fixtures/resume.pdf')
		await page.getByRole('button', { name: translate('mr', 'apply.submit') }).click()
		await expect(page.locator('.apply-notices').getByRole('status')).toContainText(
			translate('mr', 'apply.notice.submitted'),
		)
	} finally {
		await context.close()
	}
})

test('On a phone, Next opens step 2 at its top with the focus on its title', async ({ page }) => {
	await page.setViewportSize(PHONE)
	const job = newJob('Phone Steps')
	await page.goto(`/career/${job.id}/apply`)
	const form = page.locator('.apply-form form')
	await form.getByRole('textbox', { name: 'Name' }).fill('Kiran More')
	await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('steps'))
	await form.getByRole('textbox', { name: 'Contact' }).fill('98765 43210')
	await form.getByRole('textbox', { name: 'Location' }).fill('Pune')
	const next = page.getByRole('button', { name: 'Next: your documents' })
	await next.scrollIntoViewIfNeeded()
	await next.click()

	const title = page.locator(`#${await form.getAttribute('id')}-step-2`)
	await expect(title).toBeFocused()
	const box = await title.boundingBox()
	expect(box!.y).toBeGreaterThanOrEqual(0)
	expect(box!.y).toBeLessThan(PHONE.height / 3)
	await expect(page.getByRole('group', { name: /Your documents/ })).toBeVisible()
	// The photo field is on screen, with its own button in the page's language and no file chosen yet.
	await expect(page.getByText('Choose a photo')).toBeInViewport()
	await expect(page.getByText('No file chosen yet').first()).toBeVisible()
	await screenshot(page, 'apply-step-two-375')

	// The chosen file's name shows beside the button; the input is still labelled and reached by keyboard.
	const photo = page.getByLabel(/^Photo/)
	await photo.setInputFiles('tests/fixtures/photo.jpg')
	await expect(page.locator('.apply-file-name').first()).toHaveText('photo.jpg')
	await photo.focus()
	await expect(photo).toBeFocused()
})

test('The file fields speak the page’s language: a button of its own over the browser’s control', async ({ page }) => {
	const job = newJob('Hindi Files')
	await page.goto(`/hi/career/${job.id}/apply`)
	await expect(page.getByText(translate('hi', 'apply.choose.photo'), { exact: true })).toBeVisible()
	await expect(page.getByText('फ़ोटो (फ़ोन से खींची फ़ोटो चलेगी, 15 MB तक)')).toBeVisible()
	const photo = page.getByLabel(/^फ़ोटो/)
	await expect(photo).toHaveAttribute('type', 'file')
	await expect(photo).toHaveClass(/visually-hidden/)
})

test('GET of the dialog’s submit address opens the job’s apply page in its language', async ({ page, request }) => {
	const job = newJob('Submit Reload')
	for (const prefix of ['', '/hi', '/mr', '/te']) {
		const answer = await request.get(`${prefix}/career/${job.id}/submit`, { maxRedirects: 0 })
		expect(answer.status(), prefix).toBe(302)
		expect(new URL(answer.headers().location!, 'http://x').pathname).toBe(`${prefix}/career/${job.id}/apply`)
	}
	await page.goto(`/hi/career/${job.id}/submit`)
	expect(new URL(page.url()).pathname).toBe(`/hi/career/${job.id}/apply`)
	await expect(page.getByRole('heading', { level: 1, name: translate('hi', 'apply.pageTitle') })).toBeVisible()
})

test('An upload too large for the apply form gets a short page in the site’s frame with a link back to the form', async ({
	page,
	browser,
}) => {
	const job = newJob('Too Large')
	await page.setViewportSize(PHONE)
	await page.goto(`/hi/career/${job.id}/apply`)
	// Past the body's limit (a 15 MB photo and two 5 MB files): the server answers before it reads it all.
	const answer = await page.request.post(`/hi/career/${job.id}/apply`, {
		headers: { Accept: 'text/html' },
		multipart: {
			_csrf: 'x',
			photo: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(26 * 1024 * 1024, 1) },
		},
	})
	expect(answer.status()).toBe(413)
	const html = await answer.text()
	expect(html).not.toContain('त्रुटि 413')
	await page.setContent(html)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('hi', 'apply.tooLarge.title'))
	await expect(page.getByText(/फ़ोटो ज़्यादा से ज़्यादा 15 MB/)).toBeVisible()
	const back = page.getByRole('link', { name: translate('hi', 'apply.tooLarge.back') })
	await expect(back).toHaveAttribute('href', `/hi/career/${job.id}/apply`)
	expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css">/)
	// As a browser shows it, with the site's stylesheet (a page of its own: the server's page has no script to wait for).
	const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: PHONE })
	try {
		const shown = await context.newPage()
		await shown.route('**/too-large', (route) => route.fulfill({ status: 413, contentType: 'text/html', body: html }))
		await shown.goto('/hi/career/too-large')
		const link = shown.getByRole('link', { name: translate('hi', 'apply.tooLarge.back') })
		await expect(link).toBeVisible()
		expect(await shown.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).not.toMatch(/^"?Times/)
		await screenshot(shown, 'apply-too-large-hi-375')
		await link.click()
		await expect(shown).toHaveURL(new RegExp(`/hi/career/${job.id}/apply$`))
	} finally {
		await context.close()
	}
})

test('With its script, a double tap on Apply now sends the application once', async ({ page }) => {
	await page.setViewportSize(PHONE)
	const job = newJob('Double Tap')
	const email = uniqueEmail('double-tap')
	let posts = 0
	let release = () => {}
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route(`**/career/${job.id}/apply`, async (route) => {
		if (route.request().method() !== 'POST') return route.fallback()
		posts++
		// The first post is held on its way, as on a slow connection, while the person taps again.
		await released
		await route.continue()
	})
	await page.goto(`/te/career/${job.id}/apply`)
	await fillApplicationByName(page, email)
	const form = page.locator('.apply-form form')
	// Two taps and an Enter in a field: the form's own submit, as the browser would fire it each time.
	await form.evaluate((element: HTMLFormElement) => {
		element.requestSubmit()
		element.requestSubmit()
	})
	await form.locator('[name="location"]').press('Enter')
	await expect(form.getByRole('progressbar')).toBeVisible()
	await expect(form.getByRole('button', { name: translate('te', 'apply.submit') })).toBeDisabled()
	release()
	await expect(page.locator('.apply-notices').getByRole('status')).toContainText(
		translate('te', 'apply.notice.submitted'),
	)
	expect(posts).toBe(1)
	expect(countRows('applications', 'email_normalised = ?', email)).toBe(1)
})

test('An answer that is not the apply page (the server before the form, a proxy) is told in the page’s language, and nothing chosen is lost', async ({
	page,
}) => {
	const job = newJob('Not The Page')
	const email = uniqueEmail('not-the-page')
	const answers = [
		{ status: 413, body: '<!DOCTYPE html><title>Too large</title><h1>Too large</h1>', says: 'apply.notice.tooLarge' },
		{
			status: 503,
			body: `<!DOCTYPE html><title>${translate('hi', 'outage.title')}</title><h1>${translate('hi', 'outage.title')}</h1>`,
			says: 'apply.notice.unavailable',
		},
		{ status: 503, body: '<!DOCTYPE html><title>Busy</title><h1>Busy</h1>', says: 'apply.notice.busy' },
		{ status: 500, body: 'Internal Server Error', says: 'apply.notice.failed' },
	] as const
	let answer: (typeof answers)[number] = answers[0]
	await page.route(`**/career/${job.id}/apply`, async (route) => {
		if (route.request().method() !== 'POST') return route.fallback()
		await route.fulfill({ status: answer.status, contentType: 'text/html', body: answer.body })
	})
	await page.goto(`/hi/career/${job.id}/apply`)
	await fillApplicationByName(page, email)
	const form = page.locator('.apply-form form')
	for (const next of answers) {
		answer = next
		await form.getByRole('button', { name: translate('hi', 'apply.submit') }).click()
		await expect(page.locator('.apply-notices').getByRole('alert'), `${next.status}`).toContainText(
			translate('hi', next.says, { size: '5 MB' }),
		)
		await expect(form.locator('[name="email"]')).toHaveValue(email)
		expect(await form.locator('[name="photo"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)
	}
	expect(countRows('applications', 'email_normalised = ?', email)).toBe(0)
})
