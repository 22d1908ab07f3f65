import type { Page } from '@playwright/test'
import type { Language } from '#app/i18n/languages.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import { seedApplication } from '#tests/fixtures/applications.ts'
import { insertJob, openTestDatabase } from '#tests/fixtures/career.ts'
import { expectedIn, type ExpectedWords } from '#tests/fixtures/expected-words.ts'
import { PHONE, expect, screenshot, test, uniqueIp } from './fixtures.ts'

// What a guard reads on a phone, in Hindi, Marathi and Telugu: a shortlisted application never
// reads as hired, a closed job's other jobs are headed in whole words, the mobile number's example
// stays on one line, and the privacy notice covers texts and job alerts.

const PREFIX: Record<Language, string> = { en: '', hi: '/hi', mr: '/mr', te: '/te' }

/** The status form's labels, its button and the answer's heading. */
const STATUS_FORM: ExpectedWords<{ reference: string; mobile: string; submit: string; answer: string }> = {
	hi: { reference: 'आवेदन नंबर', mobile: 'मोबाइल नंबर', submit: 'स्थिति देखें', answer: 'आपका आवेदन' },
	mr: { reference: 'अर्ज क्रमांक', mobile: 'मोबाइल नंबर', submit: 'स्थिती पाहा', answer: 'तुमचा अर्ज' },
	te: { reference: 'దరఖాస్తు రిఫరెన్స్ నంబర్', mobile: 'మొబైల్ నంబర్', submit: 'స్థితి చూడండి', answer: 'మీ దరఖాస్తు' },
}

/** What the status page says of a shortlisted application: not yet a job, and what comes next. */
const SHORTLISTED: ExpectedWords<string[]> = {
	hi: ['यह अभी नौकरी का पक्का ऑफ़र नहीं है', 'इंटरव्यू तय करने के लिए हम आपको मोबाइल पर फ़ोन करेंगे'],
	mr: ['अजून नोकरी पक्की नाही', 'मुलाखत ठरवण्यासाठी आम्ही तुम्हाला मोबाइलवर फोन करू'],
	te: ['ఇంకా ఉద్యోగం ఖాయం కాలేదు', 'ఇంటర్వ్యూ ఏర్పాటు చేయడానికి మీ మొబైల్‌కు ఫోన్ చేస్తాం'],
}

/** The privacy notice's words on texts and alerts, and what to give when asking for one's data. */
const PRIVACY: ExpectedWords<string[]> = {
	en: ['Text messages', 'Job alerts', 'within 7 days', 'giving the e-mail or mobile number you applied with'],
	hi: ['मैसेज (SMS)', 'नौकरी अलर्ट', '7 दिन में', 'वह ई-मेल या मोबाइल नंबर बताएँ जिससे आपने आवेदन किया था'],
	mr: ['संदेश (SMS)', 'नोकरी अलर्ट', '7 दिवसांत', 'ज्या ई-मेल किंवा मोबाइल नंबरने अर्ज केला तो सांगा'],
	te: ['మెసేజ్‌లు (SMS)', 'ఉద్యోగ అలర్ట్‌లు', '7 రోజుల్లో', 'దరఖాస్తులో ఇచ్చిన ఈమెయిల్ లేదా మొబైల్ నంబర్'],
}

// Read as a phone without JavaScript reads them: the words are the server's, the same with it.
test.use({ javaScriptEnabled: false })

async function expectNoSideways(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

test('A closed job’s page at 375 px heads the other jobs with whole words in Hindi and Marathi, and says in Telugu that the time to apply is over', async ({
	page,
}) => {
	const job = insertJob({ category: 'Security', deadlineInDays: -1 })
	insertJob({ category: 'Security' })
	await page.setViewportSize(PHONE)
	// The noun carries the case ending, never the category's name ("सुरक्षा सेवाएँ में", "(सिक्युरिटी) मधील").
	for (const [language, heading] of [
		['hi', / श्रेणी की खुली नौकरियाँ$/],
		['mr', / विभागातील उपलब्ध नोकऱ्या$/],
	] as const) {
		await page.goto(`${PREFIX[language]}/career/${job.id}`)
		await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
		await expectNoSideways(page)
		await screenshot(page, `closed-job-${language}-375`)
	}
	await page.goto(`/te/career/${job.id}`)
	await expect(page.getByText('ఈ ఉద్యోగానికి దరఖాస్తుల గడువు ముగిసింది.')).toBeVisible()
	await expect(page.locator('main')).not.toContainText('మూసివేయబడింది')
	await screenshot(page, 'closed-job-te-375')
})

test('At 375 px the mobile number’s example 98765 43210 stays on one line in every language', async ({ page }) => {
	await page.setViewportSize(PHONE)
	for (const language of ['en', 'hi', 'mr', 'te'] as const) {
		await page.goto(`${PREFIX[language]}/contact-us`)
		const hint = page.getByText(/98765\s43210/).first()
		await expect(hint).toBeVisible()
		// The example's own boxes: one when it stays on one line, two when it breaks between its groups.
		const lines = await hint.evaluate((element) => {
			const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const at = node.textContent!.search(/98765\s43210/)
				if (at < 0) continue
				const range = document.createRange()
				range.setStart(node, at)
				range.setEnd(node, at + 11)
				return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
			}
			return 0
		})
		expect(lines, language).toBe(1)
	}
})

for (const language of ['en', 'hi', 'mr', 'te'] as const) {
	test(`In ${language}, the privacy notice at 375 px names text messages and job alerts, and the mobile number to give`, async ({
		page,
	}) => {
		await page.setViewportSize(PHONE)
		await page.goto(`${PREFIX[language]}/privacy`)
		const main = page.locator('main')
		for (const words of expectedIn(PRIVACY, language)) await expect(main).toContainText(words)
		await expectNoSideways(page)
	})
}

test('On the Telugu career page, each category’s count is read in words, with no aria-label on a plain span', async ({
	page,
}) => {
	await page.goto('/te/career')
	const categories = page.locator('.career-category')
	await expect(categories.first()).toBeVisible()
	await expect(page.locator('.career-category span[aria-label]')).toHaveCount(0)
	await expect(page.getByRole('link', { name: /^భద్రతా సేవలు \d+ ఉద్యోగా/ })).toBeVisible()
})

for (const language of ['hi', 'mr', 'te'] as const) {
	test(`In ${language}, a shortlisted application's status at 375 px says it is not yet a job and that we will call`, async ({
		page,
	}) => {
		const application = seedApplication()
		const db = openTestDatabase()
		let reference: string
		try {
			db.prepare("update applications set status = 'Shortlisted', language = ? where id = ?").run(
				language,
				application.id,
			)
			const row = db
				.prepare('select created_at, reference_code from applications where id = ?')
				.get(application.id) as { created_at: string; reference_code: string }
			reference = applicationReference(application.id, row.created_at, row.reference_code)
		} finally {
			db.close()
		}
		const form = expectedIn(STATUS_FORM, language)
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
		await page.setViewportSize(PHONE)
		await page.goto(`${PREFIX[language]}/career/status`)
		await page.getByRole('textbox', { name: form.reference }).fill(reference)
		await page.getByRole('textbox', { name: form.mobile }).fill(application.mobile.slice(3))
		await page.getByRole('button', { name: form.submit }).click()
		const answer = page.getByRole('region', { name: form.answer })
		for (const words of expectedIn(SHORTLISTED, language)) await expect(answer).toContainText(words)
		await expectNoSideways(page)
		await screenshot(page, `status-shortlisted-${language}-375`)
	})
}

test('A link cut short opens, at 375 px, a page that says so in Telugu and Hindi words, with the open jobs and no error code', async ({
	page,
}) => {
	await page.setViewportSize(PHONE)
	for (const [path, heading, text, career] of [
		['/te/career/%E0%B0', 'ఈ లింక్ పూర్తిగా లేదు', 'అది సగమే కాపీ అయి ఉండవచ్చు', 'ఖాళీ ఉద్యోగాలు చూడండి'],
		['/hi/career/%E0%A4', 'यह लिंक अधूरा है', 'शायद पूरा कॉपी नहीं हुआ', 'खुली नौकरियाँ देखें'],
	] as const) {
		const answer = await page.goto(path)
		expect(answer!.status()).toBe(400)
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
		await expect(page.getByText(text)).toBeVisible()
		await expect(page.getByRole('link', { name: career })).toHaveAttribute('href', path.slice(0, 3) + '/career')
		await expect(page.locator('main')).not.toContainText(/లోపం|त्रुटि|गड़बड़ी|400/)
		await expectNoSideways(page)
	}
	await screenshot(page, 'bad-link-hi-375')
})

test('In Telugu one service keeps one name in the menu, the title and the heading, and lists join with commas, not “మరియు”', async ({
	page,
}) => {
	await page.goto('/te/service-integrated')
	await expect(page.getByRole('heading', { level: 1, name: 'సమగ్ర సరఫరా, లాజిస్టిక్స్' })).toBeVisible()
	await expect(page).toHaveTitle(/^సమగ్ర సరఫరా, లాజిస్టిక్స్/)
	// The menu's entry (in the services' submenu) says the same.
	await expect(page.locator('#main-nav a[href="/te/service-integrated"]')).toHaveText('సమగ్ర సరఫరా, లాజిస్టిక్స్')
	for (const path of ['/te', '/te/about-us', '/te/team-brisk', '/te/career', '/te/contact-us']) {
		await page.goto(path)
		await expect(page.locator('body'), path).not.toContainText('మరియు')
	}
	// Hindi names the text message one way: "मैसेज (SMS)", then "मैसेज".
	await page.goto('/hi/career/status')
	await expect(page.getByRole('link', { name: 'पूरा आवेदन नंबर मैसेज से पाएँ' })).toBeVisible()
})

test.describe('With JavaScript', () => {
	test.use({ javaScriptEnabled: true })

	for (const language of ['en', 'hi', 'mr', 'te'] as const) {
		test(`In ${language}, a phone's first screen (375 × 740) of the home page shows the company's headline whole`, async ({
			page,
		}) => {
			await page.setViewportSize(PHONE)
			await page.goto(`${PREFIX[language]}/`)
			const headline = page.locator('.banner-slide').first().locator('.banner-title')
			await expect(headline).toBeVisible()
			await page.screenshot({ path: `tests/.output/screenshots/home-first-screen-${language}-375.png` })
			const box = (await headline.boundingBox())!
			expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
		})
	}
})
