import type { Page } from '@playwright/test'
import { PUBLIC_PAGES } from '#app/utils/content/public-pages.ts'
import { socialProfiles } from '#content/company.ts'
import { fillApplication, insertJob, openApplyPage, uniqueEmail } from '#tests/fixtures/career.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// What a visitor sees: no dead ends, search that understands plain words, finished
// pictures and texts, working icons and links, and a header that fits a phone.

const NO_SUCH_JOB = 987_654_321

test.describe('A shared link to a job that is no longer open', () => {
	test('A removed job says so, answers 404 with noindex and lists the open jobs with links', async ({ page }) => {
		const response = await page.goto(`/career/${NO_SUCH_JOB}`)
		expect(response?.status()).toBe(404)
		await expect(page).toHaveTitle('Job no longer open | Brisk')
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
		await expect(page.getByRole('heading', { level: 1, name: 'This job is no longer open' })).toBeVisible()
		await expect(page.getByText('Something went wrong')).toHaveCount(0)
		const list = page.getByRole('region', { name: 'Open jobs' })
		await expect(list.getByRole('link', { name: 'Security Guard' })).toBeVisible()
		await expect(list.getByRole('link', { name: 'Gardener' })).toBeVisible()
		await list.getByRole('link', { name: 'Gardener' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Gardener' })).toBeVisible()
		await expectNoAxeViolations(page)
	})

	test('A job staff closed says so and lists the open jobs of its own category', async ({ page }) => {
		const hidden = insertJob({ category: 'Gardening', published: 0 })
		const response = await page.goto(`/career/${hidden.id}`)
		expect(response?.status()).toBe(410)
		await expect(page.getByText('This job has been closed, so applications are no longer taken.')).toBeVisible()
		const list = page.getByRole('region', { name: 'Open jobs in Gardening Solutions' })
		await expect(list.getByRole('link', { name: 'Gardener' })).toBeVisible()
		await expect(list.getByRole('link', { name: 'Security Guard' })).toHaveCount(0)
	})

	test('A link that names the category lists that category, and an expired job offers the open ones', async ({
		page,
	}) => {
		await page.goto(`/career/${NO_SUCH_JOB}?category=Security`)
		const list = page.getByRole('region', { name: 'Open jobs in Security Services' })
		await expect(list.getByRole('link', { name: 'Security Guard' })).toBeVisible()
		await expect(list.getByRole('link', { name: 'Gardener' })).toHaveCount(0)

		const expired = insertJob({ category: 'Security', deadlineInDays: -2 })
		expect((await page.goto(`/career/${expired.id}`))?.status()).toBe(410)
		await expect(page.getByText('This job is closed')).toBeVisible()
		await expect(
			page
				.getByRole('region', { name: 'Open jobs in Security Services' })
				.getByRole('link', { name: 'Security Guard' }),
		).toBeVisible()
	})
})

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search jobs' })
const jobHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

test.describe('Searching the career page', () => {
	test('Every word is looked for in title, designation, location and category, whatever the spacing', async ({
		page,
	}) => {
		await page.goto('/career')
		await search(page).fill('house keeping')
		await expect(jobHeading(page, 'Housekeeping Staff')).toBeVisible()
		await expect(jobHeading(page, 'Housekeeping Supervisor')).toBeVisible()
		await expect(jobHeading(page, 'Security Guard')).toHaveCount(0)

		await search(page).fill('pune')
		await expect(page).toHaveURL(/q=pune/)
		await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/^\d+ jobs match/)
		await expect(jobHeading(page, 'Security Guard')).toHaveCount(0)
		// Other tests add jobs in Pune, which may move the sample ones to a later page: every job listed is in Pune.
		for (const place of await page.locator('.job-card-location').allTextContents()) expect(place).toContain('Pune')

		await search(page).fill('guard jobs in Jaipur')
		await expect(jobHeading(page, 'Security Guard')).toBeVisible()
		await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText('1 job matches')

		await search(page).fill('pune')
		await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Gardening Solutions' })
		await expect(page).toHaveURL(/category=Gardening/)
		await expect(jobHeading(page, 'Gardener')).toBeVisible()
		await expect(jobHeading(page, 'Housekeeping Staff')).toHaveCount(0)
		await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/^\d+ jobs? match(es)?$/)
	})

	test.describe('Without JavaScript', () => {
		test.use({ javaScriptEnabled: false })

		test('The search form with its category filters through the address', async ({ page }) => {
			await page.goto('/career')
			await search(page).fill('mali pune')
			await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Gardening Solutions' })
			await page.getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL(/q=mali\+pune/)
			await expect(page).toHaveURL(/category=Gardening/)
			await expect(jobHeading(page, 'Gardener')).toBeVisible()
			await expect(page.getByText('1 job matches')).toBeVisible()
			await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Gardening')
		})
	})
})

test('No page shows placeholder stamps or "replace with" notes', async ({ request }) => {
	test.setTimeout(90_000)
	for (const path of [...PUBLIC_PAGES, '/demo', '/header', '/footer', `/career/${NO_SUCH_JOB}`]) {
		const html = await (await request.get(path)).text()
		// The HTML holds every text a visitor may see or hear: words, alt texts, titles, structured data.
		// An input's placeholder attribute is a name of HTML, not a word on the page.
		const words = html.replace(/\splaceholder="/g, ' hint="')
		expect(words, path).not.toMatch(/placeholder/i)
		expect(words, path).not.toMatch(/replace with/i)
	}
})

test.describe('Client logos on a phone', () => {
	test.use({ viewport: PHONE })

	test('The next slide of logos peeks in, so visitors see there are more', async ({ page }) => {
		await page.goto('/')
		const carousel = page.getByRole('region', { name: /client logos/i })
		await carousel.scrollIntoViewIfNeeded()
		const box = (await carousel.boundingBox())!
		const second = (await carousel.getByRole('group').nth(1).boundingBox())!
		expect(second.x).toBeLessThan(box.x + box.width - 24)
	})
})

test('The Instagram and search icons are drawn as outlines, not solid shapes', async ({ page }) => {
	await page.goto('/career')
	const filled = await page.evaluate(() => {
		const probe = (selector: string, points: Array<[number, number]>) => {
			const path = document.querySelector<SVGPathElement>(selector)!
			return points.map(([x, y]) => path.isPointInFill(new DOMPoint(x, y)))
		}
		return {
			// Frame, inside the frame, lens ring, lens centre, the dot.
			instagram: probe('.social-links a[aria-label="Instagram"] path', [
				[3, 12],
				[5, 12],
				[12, 7.8],
				[12, 12],
				[17.5, 6.5],
			]),
			// The lens ring all round, its centre, the handle.
			search: probe('.career-search-button path', [
				[10, 4],
				[16, 10],
				[10, 16],
				[4, 10],
				[14.2, 5.8],
				[5.8, 14.2],
				[10, 10],
				[19.5, 19.5],
			]),
		}
	})
	expect(filled.instagram).toEqual([true, false, true, false, true])
	expect(filled.search).toEqual([true, true, true, true, true, true, false, true])
})

test("Social links lead to the company's own profiles, and a network without one is left out", async ({ page }) => {
	await page.goto('/')
	const links = page.getByRole('banner').getByRole('list', { name: 'Social media' }).first().getByRole('link')
	const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
	const expected = Object.values(socialProfiles()).filter((href) => href !== '')
	expect(hrefs).toEqual(expected)
	for (const href of hrefs) expect(new URL(href).pathname.length, href).toBeGreaterThan(1)
	if (!socialProfiles().youtube) await expect(page.getByRole('link', { name: 'YouTube' })).toHaveCount(0)
})

test.describe('The header on a phone', () => {
	test.use({ viewport: PHONE })

	test('The menu carries the address and the social links the top bar has no room for', async ({ page }) => {
		await page.goto('/')
		await page.getByRole('button', { name: 'Menu' }).click()
		const nav = page.getByRole('navigation', { name: 'Main' })
		await expect(nav.getByText('Shivajinagar, Pune 411005')).toBeVisible()
		await expect(nav.getByRole('link', { name: 'All offices' })).toBeVisible()
		await expect(nav.getByRole('link', { name: 'Instagram' })).toBeVisible()
		await expect(nav.getByRole('link', { name: 'LinkedIn' })).toBeVisible()
		await screenshot(page, 'menu-with-address-375')
		await expectNoAxeViolations(page, { include: 'header' })
	})
})

test('The footer lists the gallery once', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Gallery', exact: true })).toHaveCount(1)
})

test('In the Apply Job form the contact number lines up with the location beside it', async ({ page }) => {
	await page.setViewportSize(DESKTOP)
	await page.goto('/career?q=Security+Guard')
	const form = await openApplyPage(
		page,
		page.getByRole('article', { name: 'Security Guard' }).getByRole('link', { name: 'Apply now' }),
	)
	const contact = (await form.getByRole('textbox', { name: 'Contact' }).boundingBox())!
	const location = (await form.getByRole('textbox', { name: 'Location' }).boundingBox())!
	expect(Math.abs(contact.y - location.y)).toBeLessThan(2)
	await expect(form.getByText(/10-digit|mobile/i).first()).toBeVisible()
})

/** A full-page screenshot shows every picture: lazy ones are loaded first. */
async function loadEveryImage(page: Page) {
	await page.evaluate(() => {
		for (const img of document.querySelectorAll('img')) img.loading = 'eager'
	})
	await page.waitForFunction(() => [...document.images].every((img) => img.complete))
}

// Kept in docs/screenshots when asked for (UPDATE_DOCS_SCREENSHOTS=1), so a usual run leaves tracked files alone.
const screenshotFolder = process.env.UPDATE_DOCS_SCREENSHOTS ? 'docs/screenshots' : 'tests/.output/screenshots'

test.describe('Screenshots for the docs', () => {
	test.describe.configure({ timeout: 120_000 })

	for (const viewport of [PHONE, DESKTOP]) {
		test(`Home, a removed job, career with an application sent and contact at ${viewport.width} px`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport)
			const shot = async (name: string, fullPage = true) => {
				await expect(page.locator('body')).not.toContainText(/placeholder|replace with/i)
				if (fullPage) await loadEveryImage(page)
				await page.screenshot({
					path: `${screenshotFolder}/${name}-${viewport.width}.png`,
					fullPage,
					animations: 'disabled',
				})
			}

			await page.goto('/')
			await shot('home')

			await page.goto(`/career/${NO_SUCH_JOB}`)
			await shot('removed-job')

			const title = viewport === PHONE ? 'Night Shift Security Guard' : 'Night Security Guard'
			const job = insertJob({ title, category: 'Security' })
			await page.goto(`/career?q=${encodeURIComponent(job.title)}`)
			const form = await openApplyPage(
				page,
				page.getByRole('article', { name: job.title, exact: true }).getByRole('link', { name: 'Apply now' }),
			)
			await fillApplication(form, { name: 'Sunil Jadhav', email: uniqueEmail('screenshot') })
			await form.getByRole('button', { name: 'Apply now' }).click()
			const notice = form.getByRole('status').filter({ hasText: 'Your application' })
			await expect(notice).toContainText('Your application has been submitted.')
			await notice.scrollIntoViewIfNeeded()
			await shot('career-applied', false)

			await page.goto('/contact-us')
			await shot('contact-us')
		})
	}
})
