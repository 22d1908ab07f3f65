import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { fixture, insertJob, toDocumentsStep } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test, uniqueIp } from './fixtures.ts'

// A job seeker who applied in Marathi, without an e-mail, looks up their application with the
// reference the result showed (its check code too) and the mobile number typed on a Marathi
// keyboard; HR move it to an interview and the page says the day and time, and that the place and
// whom to ask for are in the text. A wrong pair says one thing; an older reference, without its
// code, is sent whole to the application's mobile from a page that says the same words to anyone.

const NOT_FOUND = 'या अर्ज क्रमांक आणि मोबाइल नंबरने आम्हाला कोणताही अर्ज सापडला नाही.'

/** A mobile number of the test's own, so that no other test's limits meet it. */
function ownMobile() {
	return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
}

/** Digits as a Marathi keyboard types them. */
function devanagari(digits: string) {
	return digits.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)))
}

/** Applies in Marathi on the apply page without an e-mail; the reference the result shows. */
async function applyInMarathi(page: Page, jobId: number, mobile: string) {
	await page.goto(`/mr/career/${jobId}/apply`)
	const form = page.locator('.apply-form form')
	await form.locator('[name="name"]').fill('सुनीता पवार')
	await form.locator('[name="contact"]').fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`)
	await form.locator('[name="location"]').fill('नाशिक')
	await toDocumentsStep(page)
	await form.locator('[name="photo"]').setInputFiles(fixture('photo.jpg'))
	await form.locator('[name="resume"]').setInputFiles(fixture('resume.pdf'))
	await form.locator('[name="aadhaar"]').setInputFiles(fixture('resume.pdf'))
	await form.locator('[name="consent"]').check()
	await form.locator('button[type="submit"]').click()
	const reference = page.locator('.apply-reference-code')
	await expect(reference).toHaveText(/^BR-\d{4}-\d{6}-[A-Z][0-9A-Z]{4}$/)
	return (await reference.textContent())!
}

async function lookUp(page: Page, reference: string, mobile: string) {
	await page.getByRole('textbox', { name: 'अर्ज क्रमांक' }).fill(reference)
	await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(mobile)
	await page.getByRole('button', { name: 'स्थिती पाहा' }).click()
}

test('A job seeker who applied in Marathi without an e-mail sees the stage, then the interview’s day and time, never its place', async ({
	page,
	browser,
}) => {
	const job = insertJob({ title: `Status Guard ${Date.now().toString(36)}`, optional: ['email'] })
	const mobile = ownMobile()
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	const reference = await applyInMarathi(page, job.id, mobile)

	// The result links to the status page, in Marathi.
	await page.getByRole('link', { name: 'तुमच्या अर्जाची स्थिती पाहा' }).click()
	await expect(page).toHaveURL(/\/mr\/career\/status$/)
	await expect(page.getByRole('heading', { level: 1, name: 'तुमच्या अर्जाची स्थिती पाहा' })).toBeVisible()
	// Typed as a phone types it: a lower-case reference with spaces, the number in Devanagari digits with +91.
	await lookUp(page, reference.toLowerCase().replace(/-/g, ' '), `+९१ ${devanagari(mobile)}`)
	const answer = page.getByRole('region', { name: 'तुमचा अर्ज' })
	await expect(answer).toContainText('मिळाला आहे. आमची टीम तो पाहत आहे.')
	await expect(answer).toContainText(job.title)
	// Nothing else of the person.
	await expect(answer).not.toContainText('सुनीता')
	await expect(answer).not.toContainText('नाशिक')

	// HR move the application to an interview.
	const office = await browser.newPage()
	await signInAs(office, 'hr')
	await office.goto(`/admin/applications/${Number(reference.split('-')[2])}`)
	await office.getByLabel('New stage').selectOption('Interview')
	await office.getByLabel('Day of the interview').fill('2037-12-01')
	await office.getByLabel('Time of the interview').fill('14:30')
	await office.getByLabel('Place of the interview').fill('Brisk office, Baner Road, Pune')
	await office.getByLabel('Whom to ask for').fill('Hema Shah, HR desk')
	await office.getByRole('button', { name: 'Change the stage' }).click()
	await expect(office.getByText('Interview').first()).toBeVisible()
	// The application's own page says when and where, as the day's list does.
	await expect(
		office.getByText(
			'Interview: Tuesday, 1 December 2037, 2:30 pm, at Brisk office, Baner Road, Pune (ask for Hema Shah, HR desk)',
		),
	).toBeVisible()
	await office.close()

	await page.getByRole('button', { name: 'स्थिती पाहा' }).click()
	await expect(answer).toContainText('मुलाखत. कृपया खाली दिलेल्या दिवशी आणि वेळेला या.')
	await expect(answer).toContainText('मंगळवार, 1 डिसेंबर 2037')
	await expect(answer).toContainText('दुपारी 2:30')
	// The place and whom to ask for went by text to the applicant's own mobile: the page only says so.
	await expect(answer).toContainText('ठिकाण आणि कोणाला भेटायचे ते आम्ही पाठवलेल्या एसएमएस किंवा ई-मेलमध्ये आहे.')
	await expect(page.locator('main')).not.toContainText('Baner')
	await expect(page.locator('main')).not.toContainText('Hema Shah')
	await expectNoAxeViolations(page)
	await screenshot(page, 'application-status-interview-mr-1280')
	await page.setViewportSize(PHONE)
	await screenshot(page, 'application-status-interview-mr-375')
	await page.setViewportSize(DESKTOP)

	// A wrong mobile number and an unknown reference: one answer, the number to call, the same status.
	const statuses: number[] = []
	page.on('response', (response) => {
		if (response.request().method() === 'POST') statuses.push(response.status())
	})
	await lookUp(page, reference, devanagari(`${mobile.slice(0, 9)}${(Number(mobile[9]) + 1) % 10}`))
	const notice = page.getByRole('alert')
	await expect(notice).toContainText(NOT_FOUND)
	await expect(answer).toHaveCount(0)
	const wrongMobile = await notice.textContent()
	await lookUp(page, `BR-${reference.slice(3, 7)}-999999-${reference.slice(-5)}`, mobile)
	await expect(notice).toContainText(NOT_FOUND)
	expect(await notice.textContent()).toBe(wrongMobile)
	await expect(notice.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:/)
	expect(statuses).toEqual([404, 404])
	await expectNoAxeViolations(page)
	await screenshot(page, 'application-status-not-found-mr-1280')
	await page.setViewportSize(PHONE)
	await screenshot(page, 'application-status-not-found-mr-375')
})

test('The career page links to the status page in each language, and the form says what is wrong with a field', async ({
	page,
}) => {
	for (const [prefix, link] of [
		['', 'Check your application'],
		['/hi', 'अपने आवेदन की स्थिति देखें'],
		['/mr', 'तुमच्या अर्जाची स्थिती पाहा'],
	] as const) {
		await page.goto(`${prefix}/career`)
		await page.getByRole('link', { name: link }).click()
		await expect(page).toHaveURL(new RegExp(`${prefix}/career/status$`))
		await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible()
	}
	await page.getByRole('textbox', { name: 'अर्ज क्रमांक' }).fill('hello')
	await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill('12345')
	await page.getByRole('button', { name: 'स्थिती पाहा' }).click()
	await expect(page.getByText('कृपया तुमचा अर्ज क्रमांक लिहा, उदा. BR-2026-000123-K7Q9M.')).toBeVisible()
	await expect(page.getByText('कृपया ज्या 10 अंकी मोबाइल नंबरने अर्ज केला तो लिहा.')).toBeVisible()
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the form posts and the page answers: the stage for the right pair, the one message for a wrong one', async ({
		page,
	}) => {
		const job = insertJob({ title: `Status Helper ${Date.now().toString(36)}`, optional: ['email'] })
		const mobile = ownMobile()
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
		const reference = await applyInMarathi(page, job.id, mobile)
		// The acknowledgement text is his only record: it names the reference, the status page's short address in
		// Marathi and the office's number; the address leads to the Marathi status page.
		const smsDir = path.join(process.env.E2E_DATA_DIR!, 'sms')
		const acknowledgement = () =>
			fs.existsSync(smsDir)
				? fs
						.readdirSync(smsDir)
						.map((name) => fs.readFileSync(path.join(smsDir, name), 'utf8'))
						.find((text) => text.startsWith(`To: +91${mobile}\n`))
				: undefined
		await expect.poll(acknowledgement).toContain(reference)
		expect(acknowledgement()).toContain('फोन: +91 20 4000 1000.')
		const link = /अर्जाची स्थिती: (\S+) /.exec(acknowledgement()!)![1]!
		await page.goto(new URL(link).pathname)
		await expect(page).toHaveURL(/\/mr\/career\/status$/)
		await lookUp(page, reference, devanagari(mobile))
		await expect(page.getByRole('region', { name: 'तुमचा अर्ज' })).toContainText('मिळाला आहे. आमची टीम तो पाहत आहे.')
		await expect(page.getByRole('textbox', { name: 'मोबाइल नंबर' })).toHaveValue(devanagari(mobile))
		await lookUp(page, reference, '9000000000')
		await expect(page.getByRole('alert')).toContainText(NOT_FOUND)
		await page.setViewportSize(PHONE)
		await screenshot(page, 'application-status-no-js-mr-375')

		// The reference as printed before references had a code: the field says what is missing, and where to get it.
		const older = reference.slice(0, -6)
		await lookUp(page, older, mobile)
		await expect(page.getByText('कृपया शेवटची पाच अक्षरे व अंक धरून पूर्ण अर्ज क्रमांक लिहा')).toBeVisible()
		await page.getByRole('link', { name: 'पूर्ण अर्ज क्रमांक एसएमएसने मिळवा' }).click()
		await expect(page).toHaveURL(/\/mr\/career\/status\/reference$/)
		const send = async (mobileTyped: string) => {
			await page.getByRole('textbox', { name: 'अर्ज क्रमांक' }).fill(older)
			await page.getByRole('textbox', { name: 'मोबाइल नंबर' }).fill(mobileTyped)
			await page.getByRole('button', { name: 'माझा अर्ज क्रमांक पाठवा' }).click()
			return page.getByRole('status').filter({ hasText: 'पूर्ण अर्ज क्रमांक' }).textContent()
		}
		// The right pair and a wrong one: the same words, and the reference never on the page.
		const right = await send(mobile)
		expect(right).toContain('हे एखाद्या अर्जाशी जुळत असल्यास, आम्ही त्याचा पूर्ण अर्ज क्रमांक त्या मोबाइल नंबरवर पाठवला आहे.')
		await expect(page.locator('main')).not.toContainText(reference.slice(-5))
		expect(await send('9000000000')).toBe(right)
		await screenshot(page, 'application-status-older-reference-mr-375')
	})
})

test('Hostile posts are refused in words: no anti-forgery field, over-long and control characters, a wrong method', async ({
	page,
}) => {
	await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
	await page.goto('/mr/career/status')
	const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value
	const post = (form: Record<string, string>, method = 'POST') =>
		page.request.fetch('/mr/career/status', { method, form })

	const stale = await post({ reference: 'BR-2026-000001', mobile: '9876543210' })
	expect(stale.status()).toBe(403)
	expect(await stale.text()).toContain('हा फॉर्म बराच वेळ उघडा होता.')

	const long = await post({ _csrf: token, reference: `BR-2026-${'1'.repeat(5000)}`, mobile: '9'.repeat(5000) })
	expect(long.status()).toBe(400)
	expect(await long.text()).toContain('कृपया ज्या 10 अंकी मोबाइल नंबरने अर्ज केला तो लिहा.')

	const control = await post({ _csrf: token, reference: 'BR-2026-\u0000001', mobile: '98765\u000043210' })
	expect(control.status()).toBe(400)
	// Said as what it is: characters that cannot be kept, to be typed again.
	expect(await control.text()).toContain('यात साठवता न येणारी अक्षरे आहेत. कृपया पुन्हा टाइप करा.')

	const put = await post({ _csrf: token, reference: 'BR-2026-000001', mobile: '9876543210' }, 'PUT')
	expect(put.status()).toBe(405)
	expect((await put.text()).length).toBeGreaterThan(0)
})
