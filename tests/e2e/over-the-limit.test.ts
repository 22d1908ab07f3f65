import type { APIRequestContext, Page } from '@playwright/test'
import { clientKey } from '#app/utils/http/spam.server.ts'
import {
	fillApplication,
	fillApplicationByName,
	insertJob,
	openApplyPage,
	openTestDatabase,
	uniqueEmail,
} from '#tests/fixtures/career.ts'
import { PHONE, expect, screenshot, test, uniqueIp } from './fixtures.ts'

// On a phone, a person refused by the hourly limits (a shared network past its
// ceiling, or their own five) is told so without blame, with the office's number
// to call as a link, in their language, and keeps what they typed.

test.use({ viewport: PHONE })

/** This client address has used its hour of applications, as a camp on one network might. */
function useUpAddress(ip: string) {
	const db = openTestDatabase()
	try {
		// The counter is named by the address's keyed hash, made with the site's secret (SESSION_SECRET, the
		// server's environment being the runner's, or the one it generated into the database).
		const stored = db.prepare("select value from settings where name = 'session_secret'").get() as
			{ value: string } | undefined
		const secret = process.env.SESSION_SECRET || stored!.value
		db.prepare('insert into rate_limits (key, points, expire) values (?, ?, ?)').run(
			`apply-address:${clientKey(secret, ip)}`,
			1_000_000,
			Date.now() + 3600_000,
		)
	} finally {
		db.close()
	}
}

/** Five enquiries of one person from this address through the compatibility call: their hour's share. */
async function useUpEnquiries(request: APIRequestContext, ip: string, email: string) {
	await request.get('/api/Job/GetAllJobs', { headers: { 'X-Forwarded-For': ip } })
	const cookies = (await request.storageState()).cookies
	const token = decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value)
	for (let n = 0; n < 5; n++) {
		const response = await request.post('/api/Contact/SendEmail', {
			headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': ip },
			data: {
				Name: 'Shared Office',
				Email: email,
				Mobile: '9822011111',
				Subject: 'Housekeeping',
				Message: 'Six housekeeping staff from next month.',
				Service: 'Housekeeping Services',
				Find: 'Search engine',
			},
		})
		expect(response.status()).toBe(200)
	}
}

async function fillEnquiryByName(page: Page, email: string) {
	const form = page.locator('form.contact-form')
	await form.locator('[name="Name"]').fill('Shared Office')
	await form.locator('[name="Email"]').fill(email)
	await form.locator('[name="Mobile"]').fill('9822011111')
	await form.locator('[name="Subject"]').fill('Housekeeping')
	await form.locator('[name="Service"]').selectOption('Housekeeping Services')
	await form.locator('[name="Find"]').selectOption('Search engine')
	await form.locator('[name="Message"]').fill('Six housekeeping staff from next month.')
	// The contact form's least time between showing and sending.
	await page.waitForTimeout(1100)
}

/** The refusal: its words, the office's number as a link a phone can dial, and nothing wider than the screen. */
async function expectRefusal(page: Page, scope: ReturnType<Page['locator']>, words: string) {
	const notice = scope.getByRole('alert').filter({ hasText: words })
	await expect(notice).toBeVisible()
	await expect(notice).not.toContainText(/You have sent|आपने पिछले|तुम्ही गेल्या/)
	const call = notice.getByRole('link', { name: /^\+91[\d ]+$/ })
	await expect(call).toHaveAttribute('href', /^tel:\+91\d+$/)
	// The number stays whole on one line.
	expect(await call.evaluate((link) => link.getClientRects().length)).toBe(1)
	const box = await notice.boundingBox()
	expect(box!.x).toBeGreaterThanOrEqual(0)
	expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('A job seeker on a network past its hourly ceiling is told in Marathi whom to call, and keeps what they typed', async ({
		page,
	}) => {
		const ip = uniqueIp()
		useUpAddress(ip)
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
		const job = insertJob()
		await page.goto(`/mr/career/${job.id}/apply`)
		await fillApplicationByName(page, uniqueEmail('ceiling-mr'))
		await page.locator('.apply-form form button[type="submit"]').click()
		await expectRefusal(page, page.locator('.apply-form'), 'क्षमस्व, आत्ता आम्ही हा अर्ज ऑनलाइन घेऊ शकत नाही.')
		await expect(page.locator('.apply-form [name="name"]')).toHaveValue('Sunita Pawar')
		await screenshot(page, 'over-the-limit-apply-mr-375')
	})

	test('An office on a shared address that has sent its hour’s enquiries is told in Hindi whom to call, and keeps the message', async ({
		page,
		request,
	}) => {
		const ip = uniqueIp()
		const email = uniqueEmail('shared-office-hi')
		await useUpEnquiries(request, ip, email)
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
		await page.goto('/hi/contact-us')
		await fillEnquiryByName(page, email)
		await page.locator('form.contact-form button[type="submit"]').click()
		await expectRefusal(page, page.locator('form.contact-form'), 'क्षमा करें, अभी हम यह संदेश ऑनलाइन नहीं ले पा रहे हैं।')
		await expect(page.locator('form.contact-form [name="Message"]')).toHaveValue(
			'Six housekeeping staff from next month.',
		)
		await screenshot(page, 'over-the-limit-contact-hi-375')
	})
})

test.describe('With JavaScript', () => {
	test('On the apply page, a job seeker on a network past its ceiling is told whom to call, with the form kept', async ({
		page,
	}) => {
		const ip = uniqueIp()
		useUpAddress(ip)
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
		const job = insertJob({ title: `Camp Guard ${Date.now().toString(36)}` })
		await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
		const dialog = await openApplyPage(
			page,
			page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }),
		)
		await fillApplication(dialog, { name: 'Sunil Jadhav', email: uniqueEmail('ceiling-en') })
		await dialog.getByRole('button', { name: 'Apply now' }).click()
		await expectRefusal(
			page,
			dialog.locator('.apply-notices'),
			'Sorry, we cannot take this application online just now.',
		)
		// Still on the documents step, with the files chosen and the first step's answers kept.
		expect(await dialog.getByLabel(/^Photo/).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1)
		await expect(dialog.locator('[name="name"]')).toHaveValue('Sunil Jadhav')
		await screenshot(page, 'over-the-limit-apply-en-375')
	})

	test('An office that has sent its hour’s enquiries is told whom to call, and keeps the message', async ({
		page,
		request,
	}) => {
		const ip = uniqueIp()
		const email = uniqueEmail('shared-office-en')
		await useUpEnquiries(request, ip, email)
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
		await page.goto('/contact-us')
		await fillEnquiryByName(page, email)
		await page.getByRole('button', { name: 'Submit' }).click()
		await expectRefusal(page, page.locator('form.contact-form'), 'Sorry, we cannot take this message online just now.')
		await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Six housekeeping staff from next month.')
		await screenshot(page, 'over-the-limit-contact-en-375')
	})
})
