import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { waitForMail, readMailbox, type ReceivedMail } from '#tests/setup/smtp-sink.ts'

export { expect }

/** Tests reach the server the global setup started, and its SMTP test mailbox. */
export const test = base.extend<{
	mailbox: { wait(predicate: (m: ReceivedMail) => boolean): Promise<ReceivedMail>; all(): Promise<ReceivedMail[]> }
}>({
	baseURL: async ({}, use) => {
		await use(process.env.E2E_BASE_URL)
	},
	// With JavaScript on, a page is ready for clicks once React has hydrated it;
	// clicking a menu button before that would test nothing. goto waits for it.
	page: async ({ page, javaScriptEnabled }, use) => {
		const goto = page.goto.bind(page)
		page.goto = async (url, options) => {
			const response = await goto(url, options)
			if (javaScriptEnabled && response?.headers()['content-type']?.startsWith('text/html')) {
				await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
			}
			return response
		}
		await use(page)
	},
	mailbox: async ({}, use) => {
		const dir = process.env.E2E_MAIL_DIR!
		await use({ wait: (predicate) => waitForMail(dir, predicate), all: () => readMailbox(dir) })
	},
})

/** A unique client address per test, so per-address limits never collide. */
export function uniqueIp() {
	return `10.${rand()}.${rand()}.${rand()}`
}
function rand() {
	return Math.floor(Math.random() * 254) + 1
}

/**
 * Opens a kept public page after the test wrote to the database behind the server's back.
 * The render cache reads the database's content version at most once a second (a change is
 * live on every instance within the second), so a page another test just loaded may be
 * served as kept once more: load it again until what the test wrote shows.
 */
export async function gotoShowing(page: Page, url: string, shown: (page: Page) => Locator) {
	await expect(async () => {
		await page.goto(url)
		await expect(shown(page)).toBeVisible({ timeout: 1000 })
	}).toPass({ timeout: 15_000 })
}

/** Fails with the list of WCAG 2.x A/AA violations axe-core finds on the page. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
	// One run of axe in the page itself (legacy mode): the default injects axe three times and finishes in a new
	// page of its own, twice the time for the same findings on a site without cross-origin frames.
	let builder = new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
		.setLegacyMode(true)
	if (options.include) builder = builder.include(options.include)
	const results = await builder.analyze()
	const summary = results.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	)
	expect(summary).toEqual([])
}

/**
 * A crawl's filter: at most `perShape` addresses of each shape (the address with each segment that is a number as
 * N: /hi/career/N/apply), in the order given. The jobs other tests add beside a crawl (hundreds by the end of a run, each in four languages, with an apply
 * page and the list's pages) are pages of one template each: a few of each shape check the template, and each job's
 * own page is opened by the test that makes it.
 */
export function fewOfEachShape(perShape = 3) {
	const seen = new Map<string, number>()
	return (address: string) => {
		const shape = address.replace(/(?<=\/)\d+(?=\/|$|\?)/g, 'N')
		const count = seen.get(shape) ?? 0
		seen.set(shape, count + 1)
		return count < perShape
	}
}

/** A screenshot for a person to look at (kept in tests/.output/screenshots). */
export async function screenshot(page: Page, name: string) {
	await page.screenshot({ path: `tests/.output/screenshots/${name}.png`, fullPage: true })
}

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }
