import type { Page } from '@playwright/test'
import '#app/i18n/all.server.ts'
import { translate } from '#app/i18n/index.ts'
import { LANGUAGE_INFO, LANGUAGES, SCRIPT_LETTERS, type Language } from '#app/i18n/languages.ts'
import { sampleJobTexts } from '#content/samples-translations.ts'
import { countRows, fillApplicationByName, insertJob, uniqueEmail } from '#tests/fixtures/career.ts'
import { PHONE, expect, gotoShowing, screenshot, test, uniqueIp } from './fixtures.ts'

// A Hindi or Marathi reader walks the site where English used to show through: the
// careers page searched in Devanagari, a job, applying with a mobile number typed in
// Devanagari digits, an expired contact form, the team, a job that does not exist.
// On every page, no Latin word is left outside names and codes, except the texts
// staff wrote in English only (a job's title), which are marked lang="en" so that a
// screen reader reads them in an English voice.

/** A letter of the language's own script: a text is written in it, not left in English. */
const letters = (language: Language) => SCRIPT_LETTERS[LANGUAGE_INFO[language].script]
const OTHERS = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en')

/** Names and codes that stay as they are written in every language. */
const NAMES = [
	'Brisk',
	// The company's legal name.
	'Facility',
	'Services',
	'Pvt',
	'Ltd',
	'UIDAI',
	'TXT',
	// An application's reference, BR-2026-000123-K7Q9M (its random code is taken out before the words are read).
	'BR',
	'WhatsApp',
	'Facebook',
	'LinkedIn',
	'Instagram',
	'YouTube',
	'Clutch',
	'Google',
	'PDF',
	'JPG',
	'JPEG',
	'PNG',
	'WebP',
	'DOC',
	'DOCX',
	'MB',
	'KB',
	'ISO',
	'PSARA',
	'HR',
	'IR',
	'FY',
]

/**
 * The Latin words of the page a reader of its language meets: its text, and the
 * labels, alternatives and hints a screen reader speaks, except inside an element
 * marked lang="en", e-mail addresses, web addresses and the names above.
 */
async function englishLeftovers(page: Page, { jobTexts = [] }: { jobTexts?: string[] } = {}) {
	return page.evaluate(
		([names, jobTexts]) => {
			const leftovers = new Set<string>()
			const markedEnglish = (element: Element) => element.closest('[lang]')?.getAttribute('lang') === 'en'
			const read = (text: string) => {
				const words = text.replace(
					/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:pdf|jpg|png|example)\b|\bBR-\d{4}-\d+-[0-9A-Z]{5}\b/gi,
					' ',
				)
				for (const word of words.match(/[A-Za-z][A-Za-z’'-]*[A-Za-z]/g) ?? []) {
					if (!names.includes(word)) leftovers.add(word)
				}
			}
			const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const parent = node.parentElement
				if (!parent || parent.closest('script, style, template') || markedEnglish(parent)) continue
				read(node.textContent ?? '')
			}
			for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
				if (markedEnglish(element)) continue
				for (const name of ['aria-label', 'alt', 'placeholder', 'title']) read(element.getAttribute(name) ?? '')
			}
			// A page's title has no room for lang="en": the job's own English words are taken out of it.
			read(jobTexts.reduce((title, text) => title.replaceAll(text, ' '), document.title))
			return [...leftovers].sort()
		},
		[NAMES, jobTexts] as const,
	)
}

/** What a screen reader would read in an English voice: the page's texts marked lang="en". */
async function markedEnglish(page: Page) {
	return page.locator('main [lang="en"]').allTextContents()
}

for (const language of OTHERS) {
	test(`${language}: a reader walks careers, applying, contact, the team and a missing job, and meets no English outside names and English-only job texts`, async ({
		page,
	}) => {
		test.setTimeout(90_000)
		await page.setViewportSize(PHONE)
		await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
		const seen: Record<string, string[]> = {}
		const jobTexts: string[] = []
		async function look(name: string) {
			await expect(page.locator('html')).toHaveAttribute('lang', language)
			seen[name] = await englishLeftovers(page, { jobTexts })
		}

		// Careers, searched in Devanagari: a place, a kind of work and the sidebar's own word.
		const job = insertJob({ title: `Night Guard ${language} ${Date.now()}`, category: 'Security' })
		const gardener = insertJob({ title: `Lawn Keeper ${language} ${Date.now()}`, category: 'Gardening' })
		jobTexts.push(job.title, 'Pune, Maharashtra')
		await gotoShowing(page, `/${language}/career`, () => page.getByRole('heading', { name: gardener.title }))
		const search = page.getByRole('searchbox', { name: translate(language, 'career.searchLabel') })
		await search.fill(language === 'hi' ? 'पुणे में सुरक्षा' : 'पुणे सुरक्षा')
		await expect(page.getByRole('heading', { name: job.title })).toBeVisible()
		await expect(page.getByRole('heading', { name: gardener.title })).toHaveCount(0)
		await search.fill(language === 'hi' ? 'बागवानी' : 'बागकाम')
		await expect(page.getByRole('heading', { name: gardener.title })).toBeVisible()
		await expect(page.getByRole('heading', { name: job.title })).toHaveCount(0)
		// The sample gardener's job, by the word a gardener uses for the work.
		await search.fill(language === 'hi' ? 'माली' : 'माळी')
		await expect(page.getByRole('heading', { name: sampleJobTexts[language][6]!.title })).toBeVisible()
		await expect(page.getByRole('heading', { name: gardener.title })).toHaveCount(0)
		// The sample housekeeping job, whose words staff wrote in the language too.
		await search.fill(translate(language, 'career.category.houseKeeping'))
		await expect(page.getByRole('heading', { name: sampleJobTexts[language][0]!.title }).first()).toBeVisible()
		await search.fill('')
		await look('careers')
		// The job's English title is marked as English for a screen reader.
		await expect(page.getByRole('heading', { name: job.title })).toHaveAttribute('lang', 'en')

		// A job's page: the category in the language, the job's own words marked English.
		await page.goto(`/${language}/career/${job.id}`)
		await expect(page.locator('.job-facts')).toContainText(translate(language, 'career.category.security'))
		expect(await markedEnglish(page)).toContain(job.title)
		const share = page.getByRole('link', { name: translate(language, 'career.share') })
		expect(decodeURIComponent((await share.getAttribute('href')) ?? '')).toContain(`/${language}/career/${job.id}`)
		await look('job')

		// Applying, with the mobile number typed on a Devanagari keyboard.
		await page.goto(`/${language}/career/${job.id}/apply`)
		await look('apply form')
		const form = page.locator('.apply-form form')
		const email = uniqueEmail(`walk-${language}`)
		// The mobile number as a Devanagari keyboard types it.
		await fillApplicationByName(page, email)
		await form.getByRole('button', { name: translate(language, 'apply.submit') }).click()
		await expect(page.getByText(translate(language, 'apply.notice.submitted')).first()).toBeVisible({ timeout: 20_000 })
		expect(countRows('applications', "email_normalised = ? and contact = '+919876543210'", email)).toBe(1)
		await look('applied')
		await screenshot(page, `walk-${language}-applied-375`)

		// An expired contact form: the page, its title and what was typed, in the language.
		await page.goto(`/${language}/contact-us`)
		const contact = page.locator('form[id="contact-form"]')
		await contact.locator('[name="Name"]').fill('Rohan Deshmukh')
		await contact.locator('[name="Email"]').fill(uniqueEmail(`expired-${language}`))
		await contact.locator('[name="Mobile"]').fill('98765 43210')
		await contact.locator('[name="Subject"]').fill('सुरक्षा गार्ड')
		await contact.locator('[name="Message"]').fill('नागपुर के गोदाम के लिए चार गार्ड चाहिए।')
		await contact.locator('[name="Service"]').selectOption('Security Services')
		await contact.locator('[name="Find"]').selectOption('Referred by someone')
		// As a phone that dropped the cookie, or a page reopened from yesterday, sends it.
		await page.context().clearCookies()
		await contact.locator('[name="_csrf"]').evaluate((input: HTMLInputElement) => (input.value = 'from-yesterday'))
		await contact.getByRole('button', { name: translate(language, 'contact.submit') }).click()
		await expect(page.getByText(translate(language, 'contact.expired')).first()).toBeVisible()
		await expect(page.locator('form[id="contact-form"] [name="Subject"]')).toHaveValue('सुरक्षा गार्ड')
		await expect(page).toHaveTitle(letters(language))
		await look('expired contact form')
		await screenshot(page, `walk-${language}-contact-expired-375`)

		// The team: every area and function in the language.
		await page.goto(`/${language}/team-brisk`)
		await expect(page.getByText(translate(language, 'team.label.legalFinance'))).toBeVisible()
		await look('team')

		// A job that does not exist, as its page and as its apply page.
		for (const path of [`/${language}/career/999999`, `/${language}/career/999999/apply`]) {
			const answer = await page.goto(path)
			expect(answer?.status(), path).toBe(404)
			await expect(page).toHaveTitle(new RegExp(`${letters(language).source}.* \\| Brisk$`))
			await look(path)
		}
		await expect(page.getByText(translate(language, 'career.notFound'))).toBeVisible()
		await screenshot(page, `walk-${language}-missing-job-375`)

		expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((name) => [name, []])))
	})
}

test('The server’s refusals speak the language of the address: a body too large, a wrong method, a form cut off', async ({
	request,
}) => {
	for (const language of OTHERS) {
		const tooLarge = await request.post(`/${language}/contact-us`, {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
			data: 'Message=' + 'x'.repeat(200 * 1024),
		})
		expect(tooLarge.status()).toBe(413)
		const tooLargePage = await tooLarge.text()
		expect(tooLargePage).toContain(`<html lang="${language}">`)
		expect(tooLargePage).toContain(translate(language, 'refusal.tooLarge'))

		const wrongMethod = await request.fetch(`/${language}/career`, { method: 'PUT', headers: { Accept: 'text/html' } })
		expect(wrongMethod.status()).toBe(405)
		expect(await wrongMethod.text()).toContain(translate(language, 'refusal.method'))

		const garbled = await request.post(`/${language}/career/1/apply`, {
			headers: { 'Content-Type': 'multipart/form-data; boundary=x', Accept: 'text/html' },
			data: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nSunita',
		})
		expect(garbled.status()).toBeGreaterThanOrEqual(400)
		const garbledPage = await garbled.text()
		expect(garbledPage).toContain(`<html lang="${language}"`)
		expect(garbledPage).toMatch(new RegExp(`<title>[^<]*${letters(language).source}[^<]*\\| Brisk</title>`))
		expect(garbledPage).not.toContain('arrived')
	}
	// The compatibility API keeps the English it always spoke, whatever page the call came from.
	const api = await request.post('/api/Contact/SendEmail', {
		headers: { 'Content-Type': 'application/json', Accept: 'application/json', Referer: '/hi/contact-us' },
		data: '{}',
	})
	expect(api.status()).toBe(403)
	expect(await api.json()).toEqual({ errors: [{ field: 'X-XSRF-TOKEN', message: translate('en', 'refusal.token') }] })
})
