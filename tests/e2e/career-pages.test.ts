import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { dateFromToday, openTestDatabase } from '#tests/fixtures/career.ts'
import { startServer } from '#tests/setup/server.ts'
import { DESKTOP, PHONE, expect, expectNoAxeViolations, screenshot, test } from './fixtures.ts'

// The career page's list when it is long: pages of twenty walked by Next, Previous and their numbers, a search
// and a category across every page, in Hindi and Marathi, with and without JavaScript.

/**
 * The paging tests' own server, one per worker: its database holds exactly 45 open jobs (the samples are
 * taken down), so every page is known, and the jobs of the other tests never meet these. Numbered 01 to 45
 * in the order made, the list shows 45 to 26 on page 1, 25 to 06 on page 2 and 05 to 01 on page 3. Every
 * third is a gardening job (15), the others staffing jobs (30); the odd ones work nights (23).
 */
const onListServer = test.extend<object, { listServer: { baseUrl: string } }>({
	listServer: [
		async ({}, use) => {
			const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-career-list-'))
			const dataDir = path.join(work, 'data')
			const server = await startServer({ dataDir, logFile: path.join(work, 'server.log') })
			try {
				const db = openTestDatabase(dataDir)
				try {
					db.prepare('update jobs set published = 0').run()
					const stamp = new Date().toISOString()
					const insert = db.prepare(
						`insert into jobs (title, designation, description, location, phone, category, till_date, pdf, opened_at, published, created_at, updated_at)
						 values (?, ?, 'A job of the paging tests.', 'Satara, Maharashtra', '+91 20 4000 1000', ?, ?, null, ?, 1, ?, ?)`,
					)
					for (let n = 1; n <= 45; n++) {
						const designation = n % 2 === 1 ? 'Night Helper' : 'Helper'
						const category = n % 3 === 0 ? 'Gardening' : 'Staffing'
						insert.run(jobTitle(n), designation, category, dateFromToday(60), dateFromToday(-2), stamp, stamp)
					}
				} finally {
					db.close()
				}
				await use({ baseUrl: server.baseUrl })
			} finally {
				await server.stop()
				fs.rmSync(work, { recursive: true, force: true })
			}
		},
		{ scope: 'worker', timeout: 120_000 },
	],
	baseURL: async ({ listServer }, use) => {
		await use(listServer.baseUrl)
	},
})

const jobTitle = (n: number) => `Helper ${String(n).padStart(2, '0')}`
const listedJob = (page: Page, n: number) => page.getByRole('heading', { name: jobTitle(n), exact: true })
const pages = (page: Page, name = 'Pages of jobs') => page.getByRole('navigation', { name })
/** The count of the list: the page's one status with a number (the loading bar's and the no-fee notice's have none). */
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /\d|No jobs found/ })

/** Walks the 45 jobs from page 1 to 3 and back with Next, Previous and a page number. */
async function walkThePages(page: Page) {
	await page.goto('/career')
	await expect(resultCount(page)).toHaveText('45 open jobs, Page 1 of 3')
	await expect(page.getByRole('article')).toHaveCount(20)
	await expect(listedJob(page, 45)).toBeVisible()
	await expect(listedJob(page, 25)).toHaveCount(0)
	await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
	await expect(pages(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0)

	await pages(page).getByRole('link', { name: 'Next page' }).click()
	await expect(page).toHaveURL(/\/career\?page=2#career-results$/)
	await expect(resultCount(page)).toHaveText('45 open jobs, Page 2 of 3')
	await expect(page.getByRole('article')).toHaveCount(20)
	await expect(listedJob(page, 25)).toBeVisible()
	await expect(listedJob(page, 6)).toBeVisible()
	await expect(listedJob(page, 26)).toHaveCount(0)
	await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
	await expect(pages(page).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current')

	await pages(page).getByRole('link', { name: 'Next page' }).click()
	await expect(page).toHaveURL(/\/career\?page=3#career-results$/)
	await expect(page.getByRole('article')).toHaveCount(5)
	await expect(listedJob(page, 1)).toBeVisible()
	await expect(pages(page).getByRole('link', { name: 'Next page' })).toHaveCount(0)
	await expect(pages(page).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')

	await pages(page).getByRole('link', { name: 'Previous page' }).click()
	await expect(page).toHaveURL(/\/career\?page=2#career-results$/)
	await expect(listedJob(page, 25)).toBeVisible()
	await pages(page).getByRole('link', { name: 'Page 1' }).click()
	await expect(page).toHaveURL(/\/career#career-results$/)
	await expect(listedJob(page, 45)).toBeVisible()
}

onListServer.describe('A long list, a page at a time', () => {
	// One after the other in one worker: one server for them all.
	onListServer.describe.configure({ mode: 'default' })

	onListServer(
		'45 open jobs make three pages of 20, 20 and 5, walked with Next, Previous and the page numbers',
		async ({ page }) => {
			await walkThePages(page)
		},
	)

	onListServer(
		'Typing searches all the jobs on the server, a page at a time, and a category narrows it',
		async ({ page }) => {
			await page.goto('/career')
			await page.getByRole('searchbox', { name: 'Search jobs' }).fill('NIGHT')
			await expect(page).toHaveURL(/\/career\?q=NIGHT$/)
			await expect(resultCount(page)).toHaveText('23 jobs match, Page 1 of 2')
			await expect(page.getByRole('article')).toHaveCount(20)
			await expect(listedJob(page, 45)).toBeVisible()
			await expect(listedJob(page, 44)).toHaveCount(0)
			// The page carries only its own jobs: the others are not hidden, they are not there.
			expect(await page.content()).not.toContain(jobTitle(5))
			await pages(page).getByRole('link', { name: 'Next page' }).click()
			await expect(page).toHaveURL(/\/career\?q=NIGHT&page=2#career-results$/)
			await expect(page.getByRole('article')).toHaveCount(3)
			await expect(listedJob(page, 1)).toBeVisible()
			await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('NIGHT')

			// A category starts again at the first page.
			await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Gardening Solutions' })
			await expect(page).toHaveURL(/\/career\?q=NIGHT&category=Gardening$/)
			await expect(resultCount(page)).toHaveText('8 jobs match')
			await expect(page.getByRole('article')).toHaveCount(8)
			await expect(pages(page)).toHaveCount(0)

			// The sidebar counts every open job of a category, whatever the search.
			const categories = page.getByRole('navigation', { name: 'Job categories' })
			// The count is read in words as part of the link's name.
			await expect(categories.getByRole('link', { name: /^All.* 45 jobs$/ })).toBeVisible()
			await expect(categories.getByRole('link', { name: /^Gardening Solutions 15 jobs$/ })).toBeVisible()
			await categories.getByRole('link', { name: /^Staffing Solutions/ }).click()
			await expect(page).toHaveURL(/\/career\?q=NIGHT&category=Staffing$/)
			await expect(resultCount(page)).toHaveText('15 jobs match')
			await page.getByRole('searchbox', { name: 'Search jobs' }).fill('')
			await expect(page).toHaveURL(/\/career\?category=Staffing$/)
			await expect(resultCount(page)).toHaveText('30 jobs match, Page 1 of 2')
		},
	)

	onListServer('A search that finds nothing says so and keeps what was typed', async ({ page }) => {
		await page.goto('/career?q=night+astronaut')
		await expect(page.getByText('No open job matches your search.')).toBeVisible()
		await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('night astronaut')
		await expect(resultCount(page)).toHaveText('No jobs found')
		await expect(pages(page)).toHaveCount(0)
	})

	onListServer(
		'A page past the last shows the last; a page number written otherwise goes to its page',
		async ({ page }) => {
			const past = await page.goto('/career?page=9')
			expect(past?.status()).toBe(200)
			await expect(page).toHaveURL(/\/career\?page=3$/)
			await expect(page.getByRole('article')).toHaveCount(5)
			await page.goto('/career?q=night&page=3')
			await expect(page).toHaveURL(/\/career\?q=night&page=2$/)
			await page.goto('/career?page=1')
			await expect(page).toHaveURL(/\/career$/)
			await page.goto('/hi/career?page=two')
			await expect(page).toHaveURL(/\/hi\/career$/)
		},
	)

	onListServer('The pages speak Hindi and Marathi', async ({ page }) => {
		await page.goto('/hi/career?page=2')
		// "पेज", as the site says it everywhere else, not the Sanskritised "पृष्ठ".
		const hindi = pages(page, 'नौकरियों के पेज')
		await expect(hindi.getByRole('link', { name: 'पिछला पेज' })).toHaveText('पिछला')
		await expect(hindi.getByRole('link', { name: 'अगला पेज' })).toHaveText('अगला')
		await expect(hindi.getByRole('link', { name: 'पेज 2' })).toHaveAttribute('aria-current', 'page')
		await expect(resultCount(page)).toHaveText('45 खुली नौकरियाँ, 3 में से पेज 2')
		await hindi.getByRole('link', { name: 'अगला पेज' }).click()
		await expect(page).toHaveURL(/\/hi\/career\?page=3#career-results$/)
		await expect(page.getByRole('article')).toHaveCount(5)

		await page.goto('/mr/career?page=3')
		const marathi = pages(page, 'नोकऱ्यांची पाने')
		await expect(marathi.getByRole('link', { name: 'मागील पान' })).toHaveText('मागील')
		await expect(marathi.getByRole('link', { name: 'पान 3' })).toHaveAttribute('aria-current', 'page')
		await expect(marathi.getByRole('link', { name: 'पुढील पान' })).toHaveCount(0)
		await expect(resultCount(page)).toHaveText('45 नोकऱ्या उपलब्ध, 3 पैकी पान 3')
	})

	onListServer(
		'Each page of the whole list is kept once rendered, under an address of its own',
		async ({ request }) => {
			await request.get('/career?page=2')
			const again = await request.get('/career?page=2')
			expect(again.headers()['x-render-cache']).toBe('hit')
			const html = await again.text()
			expect(html).toMatch(/<link rel="canonical" href="[^"]+\/career\?page=2"\/>/)
			expect(html).toContain('<title>Career: Page 2 of 3 | Brisk</title>')
			// A search is rendered for its visitor.
			await request.get('/career?q=night&page=2')
			expect((await request.get('/career?q=night&page=2')).headers()['x-render-cache']).toBeUndefined()
		},
	)

	for (const viewport of [PHONE, DESKTOP]) {
		onListServer(`Page 2 has no axe violations and fits at ${viewport.width} px`, async ({ page }) => {
			await page.setViewportSize(viewport)
			await page.goto('/career?page=2')
			await expect(listedJob(page, 25)).toBeVisible()
			await expectNoAxeViolations(page)
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
			await screenshot(page, `career-page-2-${viewport.width}`)
		})
	}

	onListServer.describe('Without JavaScript', () => {
		onListServer.use({ javaScriptEnabled: false })

		onListServer('The pages are plain links', async ({ page }) => {
			await walkThePages(page)
		})

		onListServer('The search and category go to the server and come back at the results', async ({ page }) => {
			await page.goto('/career')
			await page.getByRole('searchbox', { name: 'Search jobs' }).fill('night')
			await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Staffing Solutions' })
			await page.getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL(/\/career\?q=night&category=Staffing#career-results$/)
			await expect(resultCount(page)).toHaveText('15 jobs match')
			await page.getByRole('searchbox', { name: 'Search jobs' }).fill('helper')
			await page.getByRole('button', { name: 'Search' }).click()
			await expect(resultCount(page)).toHaveText('30 jobs match, Page 1 of 2')
			await pages(page).getByRole('link', { name: 'Next page' }).click()
			await expect(page).toHaveURL(/\/career\?q=helper&category=Staffing&page=2#career-results$/)
			await expect(page.getByRole('article')).toHaveCount(10)
			await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Staffing')
			await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('helper')
		})
	})
})
