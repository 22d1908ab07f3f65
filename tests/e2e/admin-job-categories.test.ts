import crypto from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { signInAs } from '#tests/fixtures/staff.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, gotoShowing, screenshot, test } from './fixtures.ts'
import { createJobThroughForm } from './admin-jobs-helpers.ts'

// Job categories kept by staff: HR add one with its names in four languages, file a job under it, and
// visitors see it in the career page's list in every language, on the job's card and page, and find the job
// by its name in English and in Hindi. The category has a name of its own (other tests share the server and
// count the original four), and the job is closed and the category retired again at the end.

const PREFIX = { en: '', hi: '/hi', mr: '/mr', te: '/te' } as const

test.describe.configure({ timeout: 150_000 })

async function visitor(browser: Browser, viewport: { width: number; height: number }) {
	const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport })
	return { context, page: await context.newPage() }
}

/** The career page's list of categories. */
function sidebar(page: Page) {
	return page.locator('nav.career-categories')
}

test('HR add “Plumbing” in four languages, file a job under it, and visitors see and find it at 1280 and 375 px', async ({
	page,
	browser,
}) => {
	const tag = crypto.randomBytes(3).toString('hex')
	const names = {
		en: `Plumbing ${tag}`,
		hi: `प्लंबिंग ${tag}`,
		mr: `प्लंबिंग काम ${tag}`,
		te: `ప్లంబింగ్ ${tag}`,
	}
	const title = `Pipe Fitter ${tag}`

	await page.setViewportSize(DESKTOP)
	await signInAs(page, 'hr')
	await page.goto('/admin/jobs')
	await page.getByRole('link', { name: 'Categories', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Job categories' })).toBeVisible()
	await expect(page.getByText('must be moved to another category before it can be published again')).toBeVisible()
	const add = page.getByRole('region', { name: 'Add a category' })

	// Bad input is refused in words, and what was typed stays.
	await add.getByRole('textbox', { name: 'Name in Hindi' }).fill(names.hi)
	await add.getByRole('button', { name: 'Add the category' }).click()
	await expect(add.getByText('Please enter the category’s name in English.')).toBeVisible()
	await add.getByRole('textbox', { name: 'Name in English' }).fill('security services')
	await add.getByRole('button', { name: 'Add the category' }).click()
	await expect(add.getByText(/Another category is already called “security services” in English/)).toBeVisible()
	await expect(add.getByRole('textbox', { name: 'Name in Hindi' })).toHaveValue(names.hi)

	await add.getByRole('textbox', { name: 'Name in English' }).fill(names.en)
	await add.getByRole('textbox', { name: 'Name in Marathi' }).fill(names.mr)
	await add.getByRole('textbox', { name: 'Name in Telugu' }).fill(names.te)
	await add.getByRole('button', { name: 'Add the category' }).click()
	await expect(page.getByText(`The category “${names.en}” is added.`)).toBeVisible()
	await expect(page.getByRole('heading', { level: 3, name: names.en })).toBeVisible()
	await expectNoAxeViolations(page)

	// A job filed under it.
	const id = await createJobThroughForm(page, title, {
		designation: 'Plumber',
		category: { label: names.en },
		location: 'Pune, Maharashtra',
		phone: '+91 20 4000 1000',
		description: 'Fits and mends pipes in housing societies.',
	})
	const jobUrl = page.url()

	try {
		for (const viewport of [DESKTOP, PHONE]) {
			const { context, page: seen } = await visitor(browser, viewport)
			// The list of categories in every language, with the job counted.
			for (const language of ['en', 'hi', 'mr', 'te'] as const) {
				const link = (p: Page) => sidebar(p).getByRole('link', { name: new RegExp(`^${names[language]}`) })
				await gotoShowing(seen, `${PREFIX[language]}/career`, link)
				await expect(link(seen).locator('.career-count')).toHaveText('1')
			}
			// The category's page of the list, and the job's card, which names it.
			await sidebar(seen)
				.getByRole('link', { name: new RegExp(`^${names.te}`) })
				.click()
			await expect(seen).toHaveURL(new RegExp(`category=plumbing-${tag}`))
			const card = seen.getByRole('article', { name: title })
			await expect(card).toBeVisible()
			await expect(card.getByText(names.te)).toBeVisible()
			// Found by its name in English and in Hindi, on pages of either language.
			for (const [path, query] of [
				['/career', 'plumbing'],
				['/hi/career', 'प्लंबिंग'],
				['/career', 'प्लंबिंग'],
			] as const) {
				await seen.goto(`${path}?q=${encodeURIComponent(`${query} ${tag}`)}`)
				await expect(seen.getByRole('article', { name: title })).toBeVisible()
				await expect(seen.getByRole('article')).toHaveCount(1)
			}
			// The job's page names it in the page's language.
			await seen.goto(`/mr/career/${id}`)
			await expect(seen.getByRole('definition').filter({ hasText: names.mr })).toBeVisible()
			const data = await seen.locator('script[type="application/ld+json"]').allTextContents()
			const posting = data.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'JobPosting')
			expect(posting.occupationalCategory).toBe(names.en)
			if (viewport === PHONE) {
				await seen.goto(`/hi/career?category=plumbing-${tag}`)
				await expect(seen.getByRole('article', { name: title })).toBeVisible()
				const width = await seen.evaluate(() => document.documentElement.scrollWidth)
				expect(width).toBeLessThanOrEqual(PHONE.width)
				await screenshot(seen, 'job-categories-career-hi-phone')
			}
			await context.close()
		}

		// The back office at a phone's width: the categories page stays usable.
		await page.setViewportSize(PHONE)
		await page.goto('/admin/jobs/categories')
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
		await screenshot(page, 'job-categories-admin-phone')
	} finally {
		// Close the job, then retire the category: the job keeps it, readable, and visitors no longer see it.
		await page.setViewportSize(DESKTOP)
		await page.goto(jobUrl.replace(/\?.*$/, ''))
		await page.getByRole('button', { name: 'Close the job' }).click()
		await expect(page.getByText('The job is closed: it no longer takes applications.')).toBeVisible()
		await page.goto('/admin/jobs/categories')
		await page.getByRole('button', { name: `Retire “${names.en}”` }).click()
		await expect(page.getByText(`“${names.en}” is retired`)).toBeVisible()
	}
	// A job in a retired category is moved before it opens again.
	await page.goto(`/admin/jobs/${id}`)
	await page.getByRole('button', { name: 'Reopen the job' }).click()
	await expect(page.getByText(/is retired. Please move the job to another category before publishing it/)).toBeVisible()
	const { context, page: seen } = await visitor(browser, DESKTOP)
	await gotoShowing(seen, `/career/${id}`, (p) => p.getByRole('definition').filter({ hasText: names.en }))
	await expect(seen.getByRole('heading', { level: 1, name: title })).toBeVisible()
	await seen.goto('/career')
	await expect(sidebar(seen).getByRole('link', { name: new RegExp(`^${names.en}`) })).toHaveCount(0)
	await context.close()
})

test('Without JavaScript, a refused name is said where it was typed: an original category’s API name, and a rename to a taken name', async ({
	browser,
}) => {
	const context = await browser.newContext({
		baseURL: process.env.E2E_BASE_URL,
		viewport: PHONE,
		javaScriptEnabled: false,
	})
	const page = await context.newPage()
	await signInAs(page, 'hr')
	const tag = crypto.randomBytes(3).toString('hex')
	await page.goto('/admin/jobs/categories')
	const add = page.getByRole('region', { name: 'Add a category' })

	// "Security" is what apps reading the old job list call Security Services.
	await add.getByLabel('Name in English').fill('Security')
	await add.getByRole('button', { name: 'Add the category' }).click()
	await expect(
		page
			.getByRole('region', { name: 'Add a category' })
			.getByText(/Apps that read the old job list know “Security Services” as “Security”/),
	).toBeVisible()

	const name = `Tiling ${tag}`
	await page.getByRole('region', { name: 'Add a category' }).getByLabel('Name in English').fill(name)
	await page.getByRole('region', { name: 'Add a category' }).getByRole('button', { name: 'Add the category' }).click()
	await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
	try {
		// Renamed to a name another category has: the section comes back open with the message and the typed name.
		await page.getByText(`Rename “${name}”`).click()
		const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) })
		await item.getByLabel('Name in English').fill('Gardening Solutions')
		await item.getByRole('button', { name: `Save the names of “${name}”` }).click()
		const again = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) })
		await expect(again.getByText(/Another category is already called “Gardening Solutions” in English/)).toBeVisible()
		await expect(again.getByLabel('Name in English')).toHaveValue('Gardening Solutions')
		await screenshot(page, 'job-categories-rename-refused-nojs-375')
	} finally {
		await page.getByRole('button', { name: `Retire “${name}”` }).click()
		await expect(page.getByText(`“${name}” is retired`)).toBeVisible()
		await context.close()
	}
})
