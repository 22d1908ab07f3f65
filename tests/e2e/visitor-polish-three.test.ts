import '#app/i18n/all.server.ts'
import type { Page } from '@playwright/test'
import { translate } from '#app/i18n/index.ts'
import { LANGUAGE_INFO, LANGUAGES, localizePath, type Language, type TranslatedLanguage } from '#app/i18n/languages.ts'
import { insertJob, openTestDatabase } from '#tests/fixtures/career.ts'
import { expectedIn, type ExpectedWords } from '#tests/fixtures/expected-words.ts'
import { DESKTOP, PHONE, expect, screenshot, test, uniqueIp } from './fixtures.ts'

// What the third language review still found (round three: and its walk-through): the
// language offer over the page, a job closed early that said its date had passed, the enquiry form's
// missing service and lost choices, and addresses and PDFs that did not say what they are.

const VIEWPORTS = [
	['375', PHONE],
	['1280', DESKTOP],
] as const

/** The language a browser prefers on a page in each language: another one, so the page offers it. */
const OFFERED: ExpectedWords<Language> = { en: 'hi', hi: 'mr', mr: 'en', te: 'en' }

const page = (language: Language, path: string) => localizePath(path, language)

for (const [width, viewport] of VIEWPORTS) {
	test(`The language offer sits under the header, covers nothing and says "no, thanks" in both languages (${width} px)`, async ({
		browser,
	}) => {
		for (const language of LANGUAGES) {
			const offered = expectedIn(OFFERED, language)
			const context = await browser.newContext({
				baseURL: process.env.E2E_BASE_URL,
				viewport,
				locale: LANGUAGE_INFO[offered].locale,
			})
			const visitor = await context.newPage()
			await visitor.goto(page(language, '/'))
			const link = visitor.getByRole('link', { name: LANGUAGE_INFO[offered].offer.link })
			await expect(link).toBeVisible()
			const dismiss = visitor.getByRole('button', {
				name: `${LANGUAGE_INFO[offered].offer.dismiss} ${LANGUAGE_INFO[language].offer.dismiss}`,
			})
			await expect(dismiss).toBeVisible()
			// Its two words carry their own languages, for a screen reader's voice.
			await expect(dismiss.locator(`[lang="${language}"]`)).toHaveText(LANGUAGE_INFO[language].offer.dismiss)

			// In the flow, under the header and above the page's content: nothing of the page is under it.
			const offer = visitor.locator('.language-offer:not([hidden])')
			expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe('static')
			const offerBox = (await offer.boundingBox())!
			const header = (await visitor.locator('.navbar').boundingBox())!
			const main = (await visitor.getByRole('main').boundingBox())!
			expect(offerBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
			expect(offerBox.y + offerBox.height).toBeLessThanOrEqual(main.y + 1)
			// The first heading of the page's content is what the browser finds at its own middle.
			const heading = visitor.getByRole('main').getByRole('heading').first()
			await heading.scrollIntoViewIfNeeded()
			expect(
				await heading.evaluate((element) => {
					const box = element.getBoundingClientRect()
					const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
					return found !== null && element.contains(found)
				}),
			).toBe(true)
			if (width === '375') await screenshot(visitor, `language-offer-${language}-${width}`)

			// Decided in the head before the page paints, not by the page's script after: without that script the
			// offer is there all the same (so it never moves the page down once shown).
			const early = await context.newPage()
			await early.route(/\/assets\/enhance-[^/]*\.js$/, (route) => route.abort())
			await early.goto(page(language, '/'))
			await expect(early.getByRole('link', { name: LANGUAGE_INFO[offered].offer.link })).toBeVisible()
			await early.close()

			await dismiss.click()
			await expect(link).toBeHidden()
			await visitor.reload()
			await expect(visitor.getByRole('link', { name: LANGUAGE_INFO[offered].offer.link })).toBeHidden()
			await context.close()
		}
	})
}

test.describe('A job staff closed before its last date', () => {
	for (const [width, viewport] of VIEWPORTS) {
		test(`says it was closed, on its page and its apply page, not that its date has passed; an expired one keeps the date sentence (${width} px)`, async ({
			page: visitor,
		}) => {
			await visitor.setViewportSize(viewport)
			const closed = insertJob({ title: `Lift Operator closed ${width}`, published: 0, deadlineInDays: 40 })
			const expired = insertJob({ title: `Lift Operator expired ${width}`, deadlineInDays: -2 })
			for (const language of LANGUAGES) {
				const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
				expect((await visitor.goto(page(language, `/career/${closed.id}`)))?.status()).toBe(410)
				await expect(visitor.getByText(t('jobClosed.byStaff'))).toBeVisible()
				await expect(visitor.getByText(t('career.closedText'))).toHaveCount(0)
				await expect(visitor.getByRole('link', { name: t('career.allJobs') }).first()).toBeVisible()
				if (width === '375' && language !== 'en') await screenshot(visitor, `job-closed-early-${language}-${width}`)

				expect((await visitor.goto(page(language, `/career/${expired.id}`)))?.status()).toBe(410)
				await expect(visitor.getByText(t('career.closedText'))).toBeVisible()
				await expect(visitor.getByText(t('jobClosed.byStaff'))).toHaveCount(0)

				// Its apply page, reached from a kept link, says the same.
				expect((await visitor.goto(page(language, `/career/${closed.id}/apply`)))?.status()).toBe(410)
				await expect(visitor.getByText(t('apply.notice.closedByStaff'))).toBeVisible()
				await expect(visitor.getByText(t('apply.notice.closed'))).toHaveCount(0)
				expect((await visitor.goto(page(language, `/career/${expired.id}/apply`)))?.status()).toBe(410)
				await expect(visitor.getByText(t('apply.notice.closed'))).toBeVisible()
			}
			expect(translate('hi', 'jobClosed.byStaff')).toBe(
				'यह नौकरी अब बंद कर दी गई है, इसलिए इसके लिए आवेदन नहीं लिए जाते। नीचे खुली नौकरियाँ देखें।',
			)
			expect(translate('mr', 'jobClosed.byStaff')).toBe(
				'ही नोकरी आता बंद केली आहे, त्यामुळे अर्ज घेतले जात नाहीत. खालील उपलब्ध नोकऱ्या पाहा.',
			)
		})
	}
})

function enquiryForm(visitor: Page, language: Language) {
	return visitor.getByRole('form', { name: translate(language, 'contact.formTitle') })
}

async function fillEnquiry(visitor: Page, language: Language, email: string) {
	const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
	const form = enquiryForm(visitor, language)
	await form.getByLabel(t('contact.field.name')).fill('Sunita Jadhav')
	await form.getByLabel(t('contact.field.email')).fill(email)
	await form.getByLabel(t('contact.field.mobile'), { exact: false }).first().fill('98765 43210')
	await form.getByLabel(t('contact.field.subject')).fill('Warehouse logistics')
	await form.getByLabel(t('contact.field.service')).selectOption({ label: t('contact.service.integrated') })
	await form.getByLabel(t('contact.field.find')).selectOption({ label: t('contact.find.referred') })
	await form.getByLabel(t('contact.field.message')).fill('We need loading, storage and dispatch staff at a warehouse.')
}

test.describe('The enquiry form', () => {
	for (const [width, viewport] of VIEWPORTS) {
		test(`offers Integrated Supply & Logistics in every language (${width} px)`, async ({ page: visitor }) => {
			await visitor.setViewportSize(viewport)
			for (const language of LANGUAGES) {
				await visitor.goto(page(language, '/contact-us'))
				const service = enquiryForm(visitor, language).getByLabel(translate(language, 'contact.field.service'))
				await expect(
					service.getByRole('option', { name: translate(language, 'contact.service.integrated') }),
				).toHaveCount(1)
			}
		})
	}

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false, viewport: PHONE })

		for (const language of LANGUAGES) {
			test(`keeps both choices after a refused and after a sent enquiry, whose mail has the office's phone (${language})`, async ({
				page: visitor,
				mailbox,
			}) => {
				await visitor.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
				const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
				await visitor.goto(page(language, '/contact-us'))
				const form = enquiryForm(visitor, language)
				const service = form.getByLabel(t('contact.field.service'))
				const find = form.getByLabel(t('contact.field.find'))
				const email = `logistics-${language}-${Date.now()}@visitor.test`
				await fillEnquiry(visitor, language, 'not-an-address')
				await visitor.waitForTimeout(1100)
				await form.getByRole('button', { name: t('contact.submit') }).click()
				// Refused: what was typed and both choices are there.
				await expect(form.getByText(t('contact.error.email'))).toBeVisible()
				await expect(service).toHaveValue('Integrated Supply & Logistics')
				await expect(find).toHaveValue('Referred by someone')
				await expect(form.getByLabel(t('contact.field.name'))).toHaveValue('Sunita Jadhav')

				await form.getByLabel(t('contact.field.email')).fill(email)
				await form.getByRole('button', { name: t('contact.submit') }).click()
				await expect(visitor.getByRole('status').filter({ hasText: t('contact.sent') })).toBeVisible()
				// Sent: the words go, the two choices stay.
				await expect(form.getByLabel(t('contact.field.name'))).toHaveValue('')
				await expect(service).toHaveValue('Integrated Supply & Logistics')
				await expect(find).toHaveValue('Referred by someone')
				await screenshot(visitor, `enquiry-sent-no-js-${language}-375`)

				const acknowledgement = await mailbox.wait((mail) => mail.envelopeTo.includes(email))
				expect(acknowledgement.text).toContain(t('contact.service.integrated'))
				expect(acknowledgement.text).toContain(`${t('contact.phone')}: +91 20 4000 1000`)
			})
		}
	})
})

/** Each office's street lines in the reader's script, as content/{hi,mr,te}/company.ts write them. */
const LOCAL_PUNE: ExpectedWords<{ line: string; short: string }, TranslatedLanguage> = {
	hi: {
		line: 'शिवनेरी बिज़नेस सेंटर, ऑफ़िस 401, एफ़. सी. रोड के पास, शिवाजीनगर, पुणे 411005',
		short: 'शिवाजीनगर, पुणे 411005',
	},
	mr: {
		line: 'शिवनेरी बिझनेस सेंटर, ऑफिस 401, एफ. सी. रोडजवळ, शिवाजीनगर, पुणे 411005',
		short: 'शिवाजीनगर, पुणे 411005',
	},
	te: {
		line: 'శివనేరి బిజినెస్ సెంటర్, ఆఫీస్ 401, ఎఫ్. సి. రోడ్ దగ్గర, శివాజీనగర్, పుణె 411005',
		short: 'శివాజీనగర్, పుణె 411005',
	},
}

for (const [width, viewport] of VIEWPORTS) {
	test(`Addresses are in the reader's script, with the post's Latin lines kept for maps (${width} px)`, async ({
		page: visitor,
	}) => {
		await visitor.setViewportSize(viewport)
		for (const language of LANGUAGES) {
			const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
			await visitor.goto(page(language, '/contact-us'))
			const offices = visitor.getByRole('region', { name: t('contact.offices') })
			const pune = offices
				.getByRole('listitem')
				.filter({ has: visitor.getByRole('heading', { level: 3 }) })
				.first()
			// The Latin lines, marked English on another language's page.
			const latin = pune.getByText('Office 401, Shivneri Business Centre')
			await expect(latin).toBeVisible()
			const footer = visitor.getByRole('contentinfo')
			if (language === 'en') {
				await expect(visitor.getByRole('banner').getByText('Shivajinagar, Pune 411005').first()).toBeAttached()
				continue
			}
			await expect(latin.locator('xpath=..')).toHaveAttribute('lang', 'en')
			const local = expectedIn(LOCAL_PUNE, language)
			await expect(pune.getByText(local.line)).toBeVisible()
			await expect(footer.getByText(local.line)).toBeVisible()
			await expect(footer.getByText('Office 401, Shivneri Business Centre')).toHaveAttribute('lang', 'en')
			// The maps link still searches the post's address.
			await expect(pune.getByRole('link', { name: new RegExp(t('contact.openInMaps')) })).toHaveAttribute(
				'href',
				/Shivajinagar/,
			)
			// The header's short address: in the top bar at desktop width, in the menu on a phone.
			if (width === '375') {
				await visitor.getByRole('button', { name: t('header.menu') }).click()
				const nav = visitor.getByRole('navigation', { name: t('header.mainNav') })
				await expect(nav.getByText(local.short)).toBeVisible()
				await screenshot(visitor, `menu-address-${language}-${width}`)
				await visitor.getByRole('button', { name: t('header.closeMenu') }).click()
			} else {
				await expect(visitor.getByRole('banner').getByText(local.short).first()).toBeVisible()
			}
			await expect(visitor.getByRole('banner').getByText('Shivajinagar, Pune 411005')).toHaveCount(0)
			if (width === '375') {
				await offices.scrollIntoViewIfNeeded()
				await screenshot(visitor, `offices-${language}-${width}`)
			}
		}
	})
}

test.describe('PDFs, which are in English', () => {
	for (const [width, viewport] of VIEWPORTS) {
		test(`say so on the pages in other languages: the documents and a job's advert (${width} px)`, async ({
			page: visitor,
		}) => {
			await visitor.setViewportSize(viewport)
			const job = insertJob({ title: `Lift Operator advert ${width}`, deadlineInDays: 30 })
			const db = openTestDatabase()
			try {
				db.prepare('update jobs set pdf = ? where id = ?').run('advert-housekeeping-attendant-pune.pdf', job.id)
			} finally {
				db.close()
			}
			try {
				for (const language of LANGUAGES) {
					const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
					await visitor.goto(page(language, `/career/${job.id}`))
					const advert = visitor.getByRole('link', {
						name: t(language === 'en' ? 'career.advert' : 'jobAdvert.inEnglish'),
					})
					await expect(advert).toHaveAttribute('href', '/Pdf/advert-housekeeping-attendant-pune.pdf')
					if (language === 'en') await expect(advert).not.toContainText('English')

					await visitor.goto(page(language, '/service-house-keeping'))
					const documents = visitor.getByRole('list', { name: t('documents.title') })
					const first = documents.getByRole('link').first()
					await expect(first).toBeVisible()
					const inEnglish = expectedIn<string | null, Language>(
						{ en: null, hi: '(अंग्रेज़ी में)', mr: '(इंग्रजीत)', te: '(ఇంగ్లీషులో)' },
						language,
					)
					if (inEnglish) await expect(first).toContainText(inEnglish)
					else await expect(first).not.toContainText('in English')
					if (width === '375' && language === 'hi') {
						await first.scrollIntoViewIfNeeded()
						await screenshot(visitor, `documents-in-english-${language}-${width}`)
					}
				}
				expect(translate('hi', 'jobAdvert.inEnglish')).toBe('विज्ञापन (PDF, अंग्रेज़ी में)')
				expect(translate('mr', 'jobAdvert.inEnglish')).toBe('जाहिरात (PDF, इंग्रजीत)')
			} finally {
				// Close what the test opened.
				const close = openTestDatabase()
				try {
					close.prepare('update jobs set published = 0 where id = ?').run(job.id)
				} finally {
					close.close()
				}
			}
		})
	}
})
