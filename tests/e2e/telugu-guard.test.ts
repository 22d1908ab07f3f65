import crypto from 'node:crypto'
import '#app/i18n/all.server.ts'
import { translate } from '#app/i18n/index.ts'
import { SCRIPT_LETTERS } from '#app/i18n/languages.ts'
import { sampleJobTexts } from '#content/samples-translations.ts'
import { countRows, fillApplicationByName, uniqueEmail } from '#tests/fixtures/career.ts'
import { PHONE, expect, expectNoAxeViolations, screenshot, test, uniqueIp } from './fixtures.ts'

// A guard in Hyderabad who reads Telugu, on a phone: finds the sample watchman's job in
// Hyderabad by Telugu words, applies with the mobile number typed in Telugu digits, and
// gets the acknowledgement in Telugu. With JavaScript and without.

const WATCHMAN = sampleJobTexts.te[8]!
const TELUGU_DIGITS = '౦౧౨౩౪౫౬౭౮౯'

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
		test.use({ javaScriptEnabled })

		test('A Telugu reader finds a guard job in Hyderabad by Telugu words, applies with Telugu digits and is answered in Telugu', async ({
			page,
			mailbox,
		}) => {
			await page.setViewportSize(PHONE)
			await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
			await page.goto('/te/career')
			await expect(page.locator('html')).toHaveAttribute('lang', 'te')

			// "A guard job in Hyderabad", as typed on a Telugu keyboard (the zero-width non-joiner included).
			const search = page.getByRole('searchbox', { name: translate('te', 'career.searchLabel') })
			await search.fill('హైదరాబాద్‌లో గార్డు ఉద్యోగం')
			if (!javaScriptEnabled) await search.press('Enter')
			const found = page.getByRole('heading', { name: WATCHMAN.title })
			await expect(found).toBeVisible()
			// The guard's job in Jaipur and the office job in Hyderabad are not what was asked for.
			await expect(page.getByRole('heading', { name: sampleJobTexts.te[4]!.title, exact: true })).toHaveCount(0)
			await expect(page.getByRole('heading', { name: sampleJobTexts.te[3]!.title })).toHaveCount(0)
			// The word for a watchman finds it too (with the place: other tests' guards share this server).
			await search.fill('కాపలాదారు హైదరాబాద్')
			if (!javaScriptEnabled) await search.press('Enter')
			await expect(page.getByRole('heading', { name: WATCHMAN.title })).toBeVisible()
			await screenshot(page, `telugu-guard-found-${javaScriptEnabled ? 'js' : 'html'}-375`)

			// Its page, in Telugu: the place and the category in the reader's words.
			await page.getByRole('link', { name: WATCHMAN.title }).first().click()
			await expect(page.getByRole('heading', { level: 1, name: WATCHMAN.title })).toBeVisible()
			await expect(page.locator('.job-facts')).toContainText('హైదరాబాద్, తెలంగాణ')
			await expect(page.locator('.job-facts')).toContainText(translate('te', 'career.category.security'))
			const jobUrl = new URL(page.url())
			expect(jobUrl.pathname).toMatch(/^\/te\/career\/\d+$/)

			// Applying, the mobile number typed in Telugu digits.
			await page.goto(`${jobUrl.pathname}/apply`)
			const form = page.locator('.apply-form form')
			const email = uniqueEmail('telugu-guard')
			const mobile = `9${crypto.randomInt(100_000_000, 999_999_999)}`
			const typed = [...mobile].map((digit) => TELUGU_DIGITS[Number(digit)]).join('')
			await fillApplicationByName(page, email, {
				name: 'శ్రీనివాస్ రెడ్డి',
				mobile: `${typed.slice(0, 5)} ${typed.slice(5)}`,
				location: 'కూకట్‌పల్లి, హైదరాబాద్',
			})
			await form.getByRole('button', { name: translate('te', 'apply.submit') }).click()
			await expect(page.getByText(translate('te', 'apply.notice.submitted')).first()).toBeVisible({ timeout: 20_000 })
			if (javaScriptEnabled) await expectNoAxeViolations(page) // axe runs as a script in the page
			await screenshot(page, `telugu-guard-applied-${javaScriptEnabled ? 'js' : 'html'}-375`)
			// Stored as the number it is, in the language it was sent in.
			expect(
				countRows('applications', "email_normalised = ? and contact = ? and language = 'te'", email, `+91${mobile}`),
			).toBe(1)

			// The acknowledgement, in Telugu.
			const mail = await mailbox.wait((m) => m.envelopeTo.map((a) => a.toLowerCase()).includes(email))
			expect(mail.subject).toMatch(SCRIPT_LETTERS.telugu)
			expect(mail.text).toContain(translate('te', 'mail.candidate.noFee'))
			expect(mail.text).toContain(WATCHMAN.title)
		})
	})
}
