import type { Page } from '@playwright/test'
import { countRows, fillApplication, fixture, insertJob, openApplyPage, uniqueEmail } from '#tests/fixtures/career.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, gotoShowing, screenshot, test } from './fixtures.ts'

/** The structured data blocks of a page of a given @type. */
async function jsonLd(page: Page, type: string) {
	const texts = await page
		.locator('script[type="application/ld+json"]')
		.evaluateAll((els) => els.map((el) => el.textContent ?? ''))
	return texts.map((text) => JSON.parse(text) as { '@type'?: string }).filter((item) => item['@type'] === type)
}

test.describe('The career page', () => {
	test('A job seeker finds jobs by typing and by category, and the address keeps the filter', async ({ page }) => {
		await page.goto('/career')
		await expect(page.getByRole('heading', { level: 1, name: 'Career' })).toBeVisible()
		await expect(
			page.getByRole('main').getByText(/never charges candidates any fee: not for the application/),
		).toBeVisible()
		const jobs = page.getByRole('article')
		expect(await jobs.count()).toBeGreaterThanOrEqual(8)

		await page.getByRole('searchbox', { name: 'Search jobs' }).fill('GUARD')
		await expect(page.getByRole('heading', { name: 'Security Guard' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Housekeeping Staff' })).toHaveCount(0)
		await expect(page).toHaveURL(/[?&]q=GUARD/)

		await page.getByRole('searchbox', { name: 'Search jobs' }).fill('')
		await page
			.getByRole('navigation', { name: 'Job categories' })
			.getByRole('link', { name: /House Keeping/ })
			.click()
		await expect(page).toHaveURL(/category=House\+Keeping|category=House%20Keeping/)
		await expect(page.getByRole('heading', { name: 'Housekeeping Staff' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Security Guard' })).toHaveCount(0)

		await page.getByRole('searchbox', { name: 'Search jobs' }).fill('no such job at all')
		await expect(page.getByText('No open job matches your search.')).toBeVisible()
	})

	test('A job card shows the designation, location, deadline as 31 Dec 2026, Opened Recently and the advert', async ({
		page,
	}) => {
		await page.goto('/career?q=Security+Guard')
		const card = page.getByRole('article', { name: 'Security Guard' })
		await expect(card.getByText('Unarmed Security Guard')).toBeVisible()
		await expect(card.getByText('Jaipur, Rajasthan')).toBeVisible()
		await expect(card.getByText(/^\(Apply till the end of \d{1,2} [A-Z][a-z]{2} \d{4}\)$/)).toBeVisible()
		await expect(card.getByText('Opened Recently')).toBeVisible()
		await expect(card.getByRole('link', { name: /Advert/ })).toHaveAttribute(
			'href',
			'/Pdf/advert-security-guard-jaipur.pdf',
		)
		await expect(page.getByRole('article', { name: 'Security Supervisor' })).toHaveCount(0)
		await page.goto('/career?q=Security+Supervisor')
		await expect(page.getByRole('article', { name: 'Security Supervisor' }).getByText('Opened Recently')).toHaveCount(0)
	})

	test('Jobs past their deadline or unpublished leave the list', async ({ page }) => {
		const expired = insertJob({ deadlineInDays: -1 })
		const hidden = insertJob({ published: 0 })
		const open = insertJob({ deadlineInDays: 0 })
		await gotoShowing(page, '/career', () => page.getByRole('heading', { name: open.title }))
		await expect(page.getByRole('heading', { name: expired.title })).toHaveCount(0)
		await expect(page.getByRole('heading', { name: hidden.title })).toHaveCount(0)
	})
})

test.describe('Without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('The search form filters through the address', async ({ page }) => {
		// Other tests add many security jobs: the sample one is found by its word.
		await page.goto('/career?q=guard&category=Security')
		await expect(page.getByRole('heading', { name: 'Security Guard' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Gardener' })).toHaveCount(0)
		await page.getByRole('searchbox', { name: 'Search jobs' }).fill('supervisor')
		await page.getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL(/q=supervisor/)
		await expect(page).toHaveURL(/category=Security/)
		await expect(page.getByRole('heading', { name: 'Security Supervisor' })).toBeVisible()
		await expect(page.getByRole('heading', { name: 'Security Guard' })).toHaveCount(0)
	})

	test('A job seeker applies on the form page and sees the confirmation', async ({ page, mailbox }) => {
		const job = insertJob()
		const email = uniqueEmail('nojs')
		await gotoShowing(page, '/career', () => page.getByRole('article', { name: job.title }))
		await page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' }).click()
		await expect(page).toHaveURL(new RegExp(`/career/${job.id}/apply$`))
		await expect(page.getByRole('heading', { level: 1, name: 'Apply Job' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled()
		await fillApplication(page, { name: 'Meera Kulkarni', email })
		await page.getByRole('button', { name: 'Apply now' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Your application has been submitted.' })).toBeVisible()
		await expect(page.getByText('A confirmation has been sent to your e-mail.')).toBeVisible()
		// The result takes the form's place.
		await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
		// A reference to keep, in large type, the same in the mail.
		const reference = await page.locator('.apply-reference-code').textContent()
		expect(reference).toMatch(/^BR-\d{4}-\d{6,}-[A-Z][0-9A-Z]{4}$/)
		const mail = await mailbox.wait((m) => m.envelopeTo.includes(email))
		expect(mail.text).toContain(`Your application reference: ${reference}.`)
		expect(countRows('applications', 'email_normalised = ?', email)).toBe(1)
	})

	test('Each visitor of the apply page gets a submission key of their own, never a cached one', async ({ request }) => {
		const job = insertJob()
		const keys = new Set<string>()
		for (const _ of [1, 2, 3]) {
			const answer = await request.get(`/career/${job.id}/apply`)
			expect(answer.headers()['cache-control']).toBe('no-store')
			keys.add(/name="submissionKey" value="([^"]+)"/.exec(await answer.text())?.[1] ?? '')
		}
		expect(keys.size).toBe(3)
		expect(keys.has('')).toBe(false)
	})

	test('A wrong submission shows the messages and keeps what was typed', async ({ page }) => {
		const job = insertJob()
		await page.goto(`/career/${job.id}/apply`)
		await expect(
			page.getByRole('checkbox', {
				name: 'I agree that Brisk stores my details and documents to consider me for jobs, as the privacy notice (opens a new tab) explains.',
			}),
		).toBeVisible()
		await expect(page.getByRole('link', { name: 'privacy notice (opens a new tab)', exact: true })).toHaveAttribute(
			'href',
			'/privacy',
		)
		await expect(page.getByText('Resume (PDF, DOC, DOCX or TXT, at most 5 MB)')).toBeVisible()
		await expect(page.getByText(/We recommend a masked Aadhaar/)).toBeVisible()
		// One page without JavaScript: the steps' buttons, which need the page's script, do not show.
		await expect(page.getByRole('button', { name: 'Back' })).toBeHidden()
		await expect(page.getByRole('button', { name: 'Next: your documents' })).toBeHidden()
		await page.getByRole('textbox', { name: 'Name' }).fill('Meera Kulkarni')
		await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
		await page.getByRole('textbox', { name: 'Contact' }).fill('12345')
		await page.getByLabel(/^Photo/).setInputFiles(fixture('resume.txt'))
		await page.getByRole('button', { name: 'Apply now' }).click()
		await expect(page.getByRole('alert')).toContainText('Please correct the fields marked below.')
		await expect(page.getByRole('alert')).toContainText('please choose your photo, resume and Aadhaar card again')
		await expect(page.getByText('Please enter valid email.')).toBeVisible()
		await expect(page.getByText('Please enter valid number.')).toBeVisible()
		await expect(page.getByText('Please enter valid location.')).toBeVisible()
		// The job field is the job's own: shown, not asked.
		await expect(page.getByText('Job field: Security Services')).toBeVisible()
		await expect(page.getByText('The photo must be a PNG or JPEG image.')).toBeVisible()
		await expect(page.getByText('Please upload resume.')).toBeVisible()
		await expect(page.getByText('Please upload your Aadhaar card.')).toBeVisible()
		await expect(page.getByText('Please agree to the privacy notice to apply.')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera Kulkarni')
		await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email')
		await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
	})
})

test.describe('Applying with JavaScript', () => {
	test.describe.configure({ timeout: 90_000 })

	test('A job seeker applies from the list, on the job’s apply page, with a photo, a resume and an Aadhaar card, and both mails arrive', async ({
		page,
		mailbox,
	}) => {
		const job = insertJob({ title: `Night Guard ${Date.now().toString(36)}` })
		const email = uniqueEmail('list')
		await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
		const applyNow = page.getByRole('article', { name: job.title }).getByRole('link', { name: 'Apply now' })
		const form = await openApplyPage(page, applyNow)
		await expect(page.getByRole('heading', { level: 1, name: 'Apply Job' })).toBeVisible()
		await expect(form.getByText(`For: ${job.title}`)).toBeVisible()
		const submit = form.getByRole('button', { name: 'Apply now' })
		// It looks unavailable until the form is complete, and says how to find what is missing.
		await expect(submit).toHaveClass(/button-incomplete/)
		await expect(submit).toHaveAccessibleDescription(
			'Fill in every field marked *. Tap Apply now to see what is still missing.',
		)
		await fillApplication(form, { name: 'Sunil Jadhav', email: email.toUpperCase() })
		await expect(submit).not.toHaveClass(/button-incomplete/)
		await submit.click()
		const notice = form.getByRole('status').filter({ hasText: 'Your application' })
		await expect(notice).toContainText('Your application has been submitted.')
		await expect(notice).toContainText('A confirmation has been sent to your e-mail.')
		await expect(notice).toContainText(/Your application reference: BR-\d{4}-\d{6,}/)
		await expect(form.getByRole('textbox', { name: 'Email' })).toHaveCount(0)

		const admin = await mailbox.wait(
			(m) => m.envelopeTo.includes('office@brisk.test') && m.text.includes(email.toUpperCase()),
		)
		expect(admin.subject).toContain(job.title)
		expect(admin.text).toContain('Sunil Jadhav')
		expect(admin.text).toContain('+919876543210')
		expect(admin.text).toContain('4 years as a guard')
		expect(admin.attachments).toBe(0)
		expect(admin.replyTo.toLowerCase()).toContain(email)
		const candidate = await mailbox.wait((m) => m.envelopeTo.map((a) => a.toLowerCase()).includes(email))
		expect(candidate.subject).toContain(job.title)
		expect(candidate.text).toContain('What happens next')
		expect(candidate.text).toMatch(/Check your application’s progress .*: http:\/\/\S+\/career\/status\n/)
		expect(candidate.text).toContain('never charges any fee')

		expect(
			countRows(
				'applications',
				"email_normalised = ? and status = 'New' and contact = '+919876543210' and consent_at is not null",
				email,
			),
		).toBe(1)
		expect(countRows('files', 'id in (select photo_file_id from applications where email_normalised = ?)', email)).toBe(
			1,
		)
	})

	test('Applying twice with the same e-mail shows the already-applied notice', async ({ page }) => {
		const job = insertJob()
		const email = uniqueEmail('twice')
		for (const attempt of [1, 2]) {
			// Coming back later to the job's page.
			await page.goto(`/career/${job.id}`)
			const form = await openApplyPage(page, page.getByRole('link', { name: 'Apply now' }))
			await fillApplication(form, { name: 'Kavita Shinde', email: attempt === 1 ? email : email.toUpperCase() })
			await form.getByRole('button', { name: 'Apply now' }).click()
			const notice = form.getByRole('status').filter({ hasText: /application|applied/ })
			if (attempt === 1) await expect(notice).toContainText('Your application has been submitted.')
			else {
				await expect(notice).toContainText('You have already applied for this job.')
				await expect(form.locator('.notice-info')).toBeVisible()
				await expect(form.locator('.notice-success')).toHaveCount(0)
			}
		}
		expect(countRows('applications', 'email_normalised = ?', email)).toBe(1)
	})

	test('Each field shows its message once touched', async ({ page }) => {
		const job = insertJob()
		await page.goto(`/career/${job.id}`)
		const form = await openApplyPage(page, page.getByRole('link', { name: 'Apply now' }))
		await expect(form.getByText('Please enter valid name.')).toHaveCount(0)
		await form.getByRole('textbox', { name: 'Name' }).focus()
		await form.getByRole('textbox', { name: 'Name' }).blur()
		await expect(form.getByText('Please enter valid name.')).toBeVisible()
		await form.getByRole('textbox', { name: 'Contact' }).fill('12345')
		await form.getByRole('textbox', { name: 'Contact' }).blur()
		await expect(form.getByText('Please enter valid number.')).toBeVisible()
		await form.getByRole('textbox', { name: 'Contact' }).fill('09876543210')
		await expect(form.getByText('Please enter valid number.')).toHaveCount(0)
		await form.getByLabel(/^Resume/).setInputFiles(fixture('photo.png'))
		await expect(form.getByText('The resume must be a PDF, DOC, DOCX or TXT file.')).toBeVisible()
		await expect(form.getByRole('button', { name: 'Apply now' })).toHaveClass(/button-incomplete/)
		// On a wide screen the form is one page: no step's buttons.
		await expect(form.getByRole('button', { name: 'Back' })).toBeHidden()
		await expect(form.getByRole('button', { name: 'Next: your documents' })).toBeHidden()
	})
})

test.describe('A page per job', () => {
	test('The job page has the description, deadline, WhatsApp link and JobPosting data', async ({ page }) => {
		await page.goto('/career?q=Security+Guard')
		await page.getByRole('link', { name: 'Security Guard', exact: true }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Security Guard' })).toBeVisible()
		await expect(page.getByText(/PSARA training is provided/)).toBeVisible()
		const share = page.getByRole('link', { name: 'Share on WhatsApp' })
		await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*Security%20Guard/)
		await expect(page.getByRole('link', { name: /Advert/ })).toHaveAttribute(
			'href',
			'/Pdf/advert-security-guard-jaipur.pdf',
		)
		const postings = await jsonLd(page, 'JobPosting')
		expect(postings).toHaveLength(1)
		const posting = postings[0] as Record<string, string>
		expect(posting).toMatchObject({
			'@type': 'JobPosting',
			title: 'Security Guard',
			employmentType: 'FULL_TIME',
			directApply: true,
			hiringOrganization: { '@type': 'Organization', name: expect.stringContaining('Brisk') },
			jobLocation: { address: { addressRegion: 'Rajasthan', addressCountry: 'IN' } },
		})
		expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/)
		expect(posting.description).toContain('PSARA')
		// The page is sent without React: its structured data is data, not a script the page's policy must allow.
		expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1)
	})

	test('An expired job says it is closed, answers 410 and refuses applications', async ({ page, request }) => {
		const job = insertJob({ deadlineInDays: -3 })
		const response = await page.goto(`/career/${job.id}`)
		expect(response?.status()).toBe(410)
		await expect(page.getByText('This job is closed')).toBeVisible()
		expect(await jsonLd(page, 'JobPosting')).toHaveLength(0)
		await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0)
		const applyPage = await page.goto(`/career/${job.id}/apply`)
		expect(applyPage?.status()).toBe(410)
		await expect(page.getByRole('alert')).toContainText('Applications for this job are closed')
		expect((await request.get('/career/999999')).status()).toBe(404)
	})
})

test.describe('Accessibility and layout', () => {
	// axe on long pages is slow on a busy two-core machine.
	test.describe.configure({ timeout: 90_000 })

	for (const viewport of [PHONE, DESKTOP]) {
		test(`The career page and the apply page it opens have no axe violations at ${viewport.width} px`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport)
			await page.goto('/career')
			await expectNoAxeViolations(page)
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
			await screenshot(page, `career-${viewport.width}`)

			// The sample job, wherever the jobs other tests add have put it in the list.
			await page.goto('/career?q=Security+Guard')
			const form = await openApplyPage(
				page,
				page.getByRole('article', { name: 'Security Guard' }).getByRole('link', { name: 'Apply now' }),
			)
			await form.getByRole('textbox', { name: 'Name' }).focus()
			await form.getByRole('textbox', { name: 'Email' }).focus()
			await expect(form.getByText('Please enter valid name.')).toBeVisible()
			await expectNoAxeViolations(page)
			await screenshot(page, `career-apply-touched-${viewport.width}`)
		})

		test(`The job page, the apply page and the privacy notice have no axe violations at ${viewport.width} px`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport)
			for (const [path, name] of [
				['/career/5', 'career-job'],
				['/career/1/apply', 'career-apply'],
				['/privacy', 'privacy'],
			] as const) {
				await page.goto(path)
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
				await expectNoAxeViolations(page)
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
				await screenshot(page, `${name}-${viewport.width}`)
			}
		})
	}
})
