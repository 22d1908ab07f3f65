import '#app/i18n/all.server.ts'
import { countKey, formatDate, formatDay, translate } from '#app/i18n/index.ts'
import {
	LANGUAGE_INFO,
	LANGUAGES,
	LANGUAGE_NAMES_IN_ENGLISH,
	localizePath,
	SCRIPT_LETTERS,
	TRANSLATED_LANGUAGES,
	type Language,
} from '#app/i18n/languages.ts'
import { PUBLIC_PAGES } from '#app/utils/content/public-pages.ts'
import { countRows, dateFromToday, fillApplicationByName, insertJob } from '#tests/fixtures/career.ts'
import { PHONE, expect, expectNoAxeViolations, screenshot, test, uniqueIp } from './fixtures.ts'

// The site in every language: every page in each language, the
// switcher, the offer of the visitor's language, forms and mails in the
// language used, and what search engines read.

/** A letter of the language's own script: a text is written in it, not left in English. */
const letters = (language: Language) => SCRIPT_LETTERS[LANGUAGE_INFO[language].script]
/** An address outside every translated language's prefix: an English page. */
const ENGLISH_PAGE = new RegExp(`^/(?!(?:${TRANSLATED_LANGUAGES.join('|')})\\b)`)
const OTHERS = LANGUAGES.filter((language) => language !== 'en')

function uniqueEmail(label: string) {
	return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@visitor.test`
}

for (const language of OTHERS) {
	test(`Every public page answers in ${language}: its language, a translated heading, title and links`, async ({
		request,
	}) => {
		const job = insertJob({ title: `Night Watch Supervisor ${language}` })
		for (const page of [...PUBLIC_PAGES, `/career/${job.id}`, '/no-such-page']) {
			const path = localizePath(page, language)
			const response = await request.get(path)
			expect(response.status(), path).toBe(page === '/no-such-page' ? 404 : 200)
			const html = await response.text()
			expect(html, path).toContain(`<html lang="${language}"`)
			const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, '')
			// The home page's heading is the company's name, a job's is its title as staff wrote it: the rest is translated.
			const main = page === '/' || page.startsWith('/career/') ? html.slice(html.indexOf('<main')) : h1
			expect(main, path).toMatch(letters(language))
			const title = /<title>([^<]*)<\/title>/.exec(html)![1]!
			if (page !== `/career/${job.id}`) expect(title, path).toMatch(letters(language))
			// Links to pages stay in the language; files and pictures keep their one address.
			for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
				if (/^\/(Pdf|images|admin)\//.test(href!) || /hreflang/.test(href!)) continue
				if (href === '/' || ENGLISH_PAGE.test(href!)) {
					// Only the switcher may link to another language.
					expect(html.includes(`href="${href}" hrefLang="en"`), `${path} links to ${href}`).toBe(true)
				}
			}
		}
	})
}

for (const language of OTHERS) {
	test(`${language}: a job's last day and the counts read in the language, with the digits 0-9`, async ({ page }) => {
		// A title no other test searches for.
		const job = insertJob({
			title: `Deadline check ${language} ${Date.now()}`,
			category: 'Staffing',
			deadlineInDays: 40,
		})
		const deadline = formatDay(language, dateFromToday(40))
		expect(deadline).toMatch(/^\d{1,2} \S+ \d{4}$/)
		expect(deadline).toMatch(letters(language))
		await page.goto(`/${language}/career?q=${encodeURIComponent(job.title)}`)
		const card = page.getByRole('article').filter({ hasText: job.title })
		await expect(card.getByText(translate(language, 'career.applyTill', { deadline }), { exact: true })).toBeVisible()
		// One job found: the singular, never "1 नौकरियाँ".
		await expect(
			page.getByText(
				translate(language, countKey(language, 1, { one: 'career.matchOne', other: 'career.matchCount' }), {
					count: 1,
				}),
			),
		).toBeVisible()
		await page.goto(`/${language}/career/${job.id}`)
		await expect(page.locator('.job-facts')).toContainText(deadline)
		await expect(page.locator('main')).not.toContainText(/[०-९]/)
	})
}

for (const language of OTHERS) {
	test(`${language}: the growth tables and their page's description say the year without the English "FY"`, async ({
		request,
	}) => {
		const html = await (await request.get(`/${language}/best-of-brisk`)).text()
		expect(html).toContain('2009-10')
		expect(html).not.toMatch(/\bFY\b/)
	})
}

test('The switcher keeps the page and its query, and the choice is remembered', async ({ page }) => {
	await page.goto('/career?q=guard')
	await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click()
	await expect(page).toHaveURL(/\/hi\/career\?q=guard$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
	await expect(page.getByRole('list', { name: 'भाषा' }).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute(
		'aria-current',
		'true',
	)
	const cookies = await page.context().cookies()
	expect(cookies.find((cookie) => cookie.name === 'brisk_language')?.value).toBe('hi')
	// Back on an English page, Hindi is offered, never forced.
	await page.goto('/about-us')
	await expect(page).toHaveURL(/\/about-us$/)
	await expect(page.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toBeVisible()
})

test.describe('A browser that prefers Marathi', () => {
	test.use({ locale: 'mr-IN' })

	test('is offered the Marathi page once, without a redirect; "No, thanks" is remembered', async ({ page }) => {
		await page.goto('/why-brisk')
		await expect(page).toHaveURL(/\/why-brisk$/)
		const offer = page.getByRole('link', { name: 'मराठीत वाचा' })
		await expect(offer).toBeVisible()
		await expect(offer).toHaveAttribute('href', '/mr/why-brisk')
		await page.getByRole('button', { name: 'नको, धन्यवाद' }).click()
		await expect(offer).toBeHidden()
		await page.reload()
		await expect(page.getByRole('link', { name: 'मराठीत वाचा' })).toBeHidden()
	})
})

for (const [language, javaScriptEnabled] of OTHERS.flatMap((l) => [true, false].map((js) => [l, js] as const))) {
	const name = LANGUAGE_NAMES_IN_ENGLISH[language]
	test.describe(`${name}, ${javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'}`, () => {
		test.use({ javaScriptEnabled })

		test(`An applicant applies: messages in ${name}, and the mail they get is in ${name}`, async ({
			page,
			mailbox,
		}) => {
			await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
			const job = insertJob({ title: `Housekeeping Staff ${language} ${javaScriptEnabled ? 'js' : 'html'}` })
			await page.goto(`/${language}/career/${job.id}/apply`)
			await expect(page.locator('html')).toHaveAttribute('lang', language)
			// A wrong e-mail is refused in the page's language.
			await fillApplicationByName(page, 'not-an-address')
			// With JavaScript the field says so once left (Apply now waits for a valid form); without, after sending.
			if (javaScriptEnabled) await page.locator('[name="location"]').focus()
			else await page.locator('.apply-form form button[type="submit"]').click()
			await expect(page.getByText(translate(language, 'apply.error.email')).first()).toBeVisible()

			const email = uniqueEmail(`apply-${language}`)
			await page.locator('[name="email"]').fill(email)
			if (!javaScriptEnabled) await fillApplicationByName(page, email)
			await page.locator('.apply-form form button[type="submit"]').click()
			await expect(page.getByText(translate(language, 'apply.notice.submitted')).first()).toBeVisible({
				timeout: 20_000,
			})
			// The Devanagari digits were taken and stored as +91…
			expect(countRows('applications', "email_normalised = ? and contact = '+919876543210'", email.toLowerCase())).toBe(
				1,
			)
			const mail = await mailbox.wait((m) => m.envelopeTo.map((a) => a.toLowerCase()).includes(email))
			expect(mail.subject).toMatch(letters(language))
			expect(mail.text).toContain(translate(language, 'mail.candidate.noFee'))
			// The day it was sent, with the month in full and 0-9 digits ("24 नोव्हेंबर 2026", not "२४ नोव्हें, २०२६").
			expect(mail.text).toContain(formatDate(language, new Date()))
			expect(mail.text).not.toMatch(/[०-९]/)
		})

		test(`A visitor sends an enquiry: messages in ${name}, the acknowledgement in ${name}`, async ({
			page,
			mailbox,
		}) => {
			await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
			await page.goto(`/${language}/contact-us`)
			const form = page.locator('form[id="contact-form"]')
			await form.locator('[name="Name"]').fill('Rohan Deshmukh')
			await form.locator('[name="Email"]').fill('rohan@')
			await form.locator('[name="Mobile"]').fill('98765 43210')
			await form.locator('[name="Subject"]').fill('Security guards')
			await form.locator('[name="Service"]').selectOption('Security Services')
			await expect(form.locator('[name="Service"] option:checked')).toHaveText(
				translate(language, 'contact.service.security'),
			)
			await form.locator('[name="Find"]').selectOption('Referred by someone')
			await form.locator('[name="Message"]').fill('Nagpur warehouse needs four guards.')
			if (javaScriptEnabled) {
				await form.locator('[name="Subject"]').focus()
				await expect(page.getByText(translate(language, 'contact.error.email'))).toBeVisible()
			} else {
				await form.locator('button[type="submit"]').click()
				await expect(page.getByText(translate(language, 'contact.error.email'))).toBeVisible()
			}
			const email = uniqueEmail(`enquiry-${language}`)
			await form.locator('[name="Email"]').fill(email)
			await form.locator('button[type="submit"]').click()
			await expect(page.getByText(translate(language, 'contact.sent'))).toBeVisible()
			const mail = await mailbox.wait(
				(m) => m.envelopeTo.includes(email) && m.subject === translate(language, 'contact.mail.ackSubject'),
			)
			expect(mail.text).toContain(translate(language, 'contact.service.security'))
		})
	})
}

for (const language of OTHERS) {
	test(`${language}: the home, career and contact pages have no accessibility violations and fit a phone`, async ({
		page,
	}) => {
		await page.setViewportSize(PHONE)
		for (const path of ['/', '/career', '/contact-us', '/about-us']) {
			await page.goto(localizePath(path, language))
			await expectNoAxeViolations(page)
			expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width)
		}
		await page.goto(localizePath('/', language))
		await screenshot(page, `home-${language}-375`)
	})
}

test('Search engines see each page in every language: hreflang alternates, a canonical address, the sitemap', async ({
	request,
	baseURL,
}) => {
	for (const language of LANGUAGES as readonly Language[]) {
		const html = await (await request.get(localizePath('/about-us', language))).text()
		expect(html).toContain(`<link rel="canonical" href="${baseURL}${localizePath('/about-us', language)}"/>`)
		for (const other of LANGUAGES) {
			expect(html).toContain(
				`<link rel="alternate" hrefLang="${other}" href="${baseURL}${localizePath('/about-us', other)}"/>`,
			)
		}
		expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}/about-us"/>`)
	}
	const sitemap = await (await request.get('/sitemap.xml')).text()
	expect(sitemap).toContain(`<loc>${baseURL}/mr/about-us</loc>`)
	expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${baseURL}/hi/about-us"/>`)
	// The compatibility API answers as before, whatever the page language.
	const api = await request.get('/api/Job/GetAllJobs')
	expect(api.headers()['content-type']).toContain('application/json')
})
