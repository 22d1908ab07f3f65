import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser, Page } from '@playwright/test'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { openTestDatabase } from '#tests/fixtures/career.ts'
import { signInAs } from '#tests/fixtures/staff.ts'
import { PHONE, expect, expectNoAxeViolations, test } from './fixtures.ts'

// An applicant without e-mail answers the interview HR set from the text's short link, on a phone without
// JavaScript, in their language; HR see the answer on the application's page. The test server has no SMS_URL, so
// each text is a file in its data folder.

/** An applicant without e-mail who applied in a language, moved to Interview by HR with a text: the text's link. */
async function invite(page: Page, language: 'te' | 'mr') {
	const application = seedApplication()
	const db = openTestDatabase()
	try {
		db.prepare("update applications set email = '', email_normalised = ?, language = ? where id = ?").run(
			`tel:${application.mobile}`,
			language,
			application.id,
		)
	} finally {
		db.close()
	}
	await signInAs(page, 'admin')
	await page.goto(`/admin/applications/${application.id}`)
	await page.getByLabel('New stage').selectOption('Interview')
	await page.getByLabel('Day of the interview').fill('2037-12-03')
	await page.getByLabel('Time of the interview').fill('10:30')
	await page.getByLabel('Place of the interview').fill('Brisk office, Baner Road, Pune')
	await page.getByLabel('Whom to ask for').fill('Mr Patil')
	await page.getByRole('checkbox', { name: 'Send the applicant a text message about it' }).check()
	await page.getByRole('button', { name: 'Change the stage' }).click()
	await expect(page.getByText('No answer yet')).toBeVisible()
	const smsDir = path.join(process.env.E2E_DATA_DIR!, 'sms')
	let text = ''
	await expect
		.poll(() => {
			text = fs.existsSync(smsDir)
				? (fs
						.readdirSync(smsDir)
						.map((name) => fs.readFileSync(path.join(smsDir, name), 'utf8'))
						.find((body) => body.startsWith(`To: ${application.mobile}\n`)) ?? '')
				: ''
			return text
		})
		.toMatch(/\/i\/[\w-]{22}/)
	const link = new URL(/https?:\/\/\S+\/i\/[\w-]{22}/.exec(text)![0])
	return { application, link: `${link.pathname}` }
}

/** The applicant's phone: 375 px wide, without JavaScript, with a session of its own. */
async function phone(browser: Browser) {
	const context = await browser.newContext({
		baseURL: process.env.E2E_BASE_URL,
		javaScriptEnabled: false,
		viewport: PHONE,
	})
	return { context, page: await context.newPage() }
}

test('A guard confirms the interview from the text’s link in Telugu on a phone without JavaScript', async ({
	page,
	browser,
}) => {
	const { application, link } = await invite(page, 'te')
	const applicant = await phone(browser)
	try {
		const visitor = applicant.page
		await visitor.goto(link)
		await expect(visitor).toHaveURL(/\/te\/career\/interview\?token=/)
		await expect(visitor.getByRole('heading', { level: 1, name: 'మీ ఇంటర్వ్యూ' })).toBeVisible()
		await expect(visitor.getByText('Brisk office, Baner Road, Pune')).toBeVisible()
		await expect(visitor.getByText('Mr Patil')).toBeVisible()
		await expect(visitor.getByText(/గురువారం/)).toBeVisible()
		// Opening the link answered nothing (twice: axe reads the page in a browser with JavaScript).
		await page.goto(link)
		await expect(page.getByRole('button', { name: 'అవును, నేను వస్తాను' })).toBeVisible()
		await expectNoAxeViolations(page)
		await page.goto(`/admin/applications/${application.id}`)
		await expect(page.getByText('No answer yet')).toBeVisible()

		await visitor.getByRole('button', { name: 'అవును, నేను వస్తాను' }).click()
		await expect(visitor.getByText('మీరు వస్తారని నమోదు చేశాం.', { exact: false })).toBeVisible()
		const width = await visitor.evaluate(() => document.documentElement.scrollWidth)
		expect(width).toBeLessThanOrEqual(PHONE.width)

		// The link again: used, and it says so.
		await visitor.goto(link)
		await expect(visitor.getByText('ఈ లింక్ ఇప్పటికే వాడారు: మీరు వస్తారని చెప్పారు.')).toBeVisible()
		await expect(visitor.getByRole('button', { name: 'నేను రాలేను' })).toHaveCount(0)
	} finally {
		await applicant.context.close()
	}
	await page.goto(`/admin/applications/${application.id}`)
	await expect(page.getByText('Confirmed, will come')).toBeVisible()
})

test('A guard who cannot come says so in Marathi with another day in his words, and HR read them', async ({
	page,
	browser,
}) => {
	const { application, link } = await invite(page, 'mr')
	const applicant = await phone(browser)
	try {
		const visitor = applicant.page
		await visitor.goto(link)
		await visitor.getByRole('button', { name: 'मी येऊ शकत नाही' }).click()
		await expect(visitor.getByText('तुम्ही येऊ शकत नसल्याची नोंद केली आहे.')).toBeVisible()
		await expect(visitor.getByRole('heading', { name: 'दुसरा दिवस?' })).toBeVisible()
		await visitor.getByLabel(/दुसरा दिवस किंवा वेळ/).fill('सोमवारी सकाळी जमेल')
		await visitor.getByRole('button', { name: 'पाठवा' }).click()
		await expect(visitor.getByText('धन्यवाद. तुमचा संदेश मिळाला.', { exact: false })).toBeVisible()
	} finally {
		await applicant.context.close()
	}
	await page.goto(`/admin/applications/${application.id}`)
	await expect(page.getByText('Declined, cannot come')).toBeVisible()
	await expect(page.getByText('“सोमवारी सकाळी जमेल”', { exact: false })).toBeVisible()
})

test('A link cut short or unknown says in words that it does not work', async ({ page }) => {
	await page.goto('/i/not-a-token')
	await expect(page.getByRole('heading', { level: 1, name: 'Your interview' })).toBeVisible()
	await expect(page.getByText('This link does not work.', { exact: false })).toBeVisible()
	await expect(page.getByRole('button', { name: 'I will come' })).toHaveCount(0)
})

test('A guard’s text reply reaches the application page; a forged one is refused and kept nowhere', async ({
	page,
	request,
}) => {
	const { application } = await invite(page, 'te')
	const forged = await request.post('/sms/inbound', {
		headers: { 'X-Twilio-Signature': 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' },
		form: { From: application.mobile, To: 'BRISK', Body: 'Forged words', MessageSid: 'SMforged1' },
	})
	expect(forged.status()).toBe(403)

	// The documented command, as an applicant's reply would come from the provider.
	const { stdout } = await promisify(execFile)(
		'npx',
		['tsx', 'other/sms-inbound.ts', '--from', application.mobile, '--body', 'Can I come on Monday?'],
		{
			env: {
				...process.env,
				DATA_DIR: process.env.E2E_DATA_DIR,
				// The server's database: the command reads the secrets that sign the message from it.
				DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
				PUBLIC_URL: process.env.E2E_BASE_URL,
			},
		},
	)
	expect(stdout).toContain('200 <?xml version="1.0" encoding="UTF-8"?><Response><Message>Brisk: మీ సందేశం అందింది.')

	await page.goto(`/admin/applications/${application.id}`)
	const replies = page.getByRole('region', { name: 'Texts from the applicant' })
	await expect(replies.getByText('“Can I come on Monday?”', { exact: false })).toBeVisible()
	await expect(page.getByText('Forged words')).toHaveCount(0)
	await expect(page.getByText('No answer yet')).toBeVisible()
})
