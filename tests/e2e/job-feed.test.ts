import type { Page } from '@playwright/test'
import { insertJob, openTestDatabase } from '#tests/fixtures/career.ts'
import { expect, test } from './fixtures.ts'

// The open jobs as an Atom feed: found from the career page in its language, read by a
// feed reader as XML, and a job closed early or past its last date leaves it.

/** The feed at an address, parsed by the browser's own XML parser: its entries' titles and links. */
async function readFeed(page: Page, path: string) {
	const response = await page.request.get(path)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
	const xml = await response.text()
	return page.evaluate((text) => {
		const doc = new DOMParser().parseFromString(text, 'application/xml')
		const error = doc.querySelector('parsererror')?.textContent ?? null
		const atom = 'http://www.w3.org/2005/Atom'
		const root = doc.documentElement
		return {
			error,
			root: `${root.namespaceURI} ${root.localName} ${root.getAttribute('xml:lang')}`,
			title: root.getElementsByTagNameNS(atom, 'title')[0]?.textContent,
			entries: [...root.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
				title: entry.getElementsByTagNameNS(atom, 'title')[0]?.textContent,
				link: entry.getElementsByTagNameNS(atom, 'link')[0]?.getAttribute('href'),
			})),
		}
	}, xml)
}

function setJob(id: number, change: 'published = 0' | 'till_date = ?', ...params: string[]) {
	const db = openTestDatabase()
	try {
		db.prepare(`update jobs set ${change}, updated_at = ? where id = ?`).run(...params, new Date().toISOString(), id)
	} finally {
		db.close()
	}
}

test('A job seeker’s feed reader finds the open jobs feed from the career page, and closed jobs leave it', async ({
	page,
}) => {
	const tag = Math.random().toString(36).slice(2, 8)
	const plain = insertJob({ title: `Feed Head Keeper ${tag}`, category: 'Gardening' })
	const marked = insertJob({ title: `Feed <Lawn> & "Head" 'Keeper' ${tag}`, category: 'Gardening' })
	const guard = insertJob({ title: `Feed Guard ${tag}`, category: 'Security' })

	// The page in Hindi, filtered to a category, names that category's feed in Hindi.
	await page.goto('/hi/career?category=Gardening')
	const link = page.locator('link[rel="alternate"][type="application/atom+xml"]')
	await expect(link).toHaveCount(1)
	await expect(link).toHaveAttribute('href', '/hi/career/feed.xml?category=Gardening')
	await expect(link).toHaveAttribute('title', /^Brisk: /)
	expect(await link.getAttribute('title')).not.toContain('Open jobs')
	await page.goto('/career')
	await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
		'href',
		'/career/feed.xml',
	)

	const gardening = await readFeed(page, '/hi/career/feed.xml?category=Gardening')
	expect(gardening.error).toBeNull()
	expect(gardening.root).toBe('http://www.w3.org/2005/Atom feed hi')
	const titles = gardening.entries.map((entry) => entry.title)
	expect(titles).toContain(plain.title)
	expect(titles).toContain(marked.title)
	expect(titles).not.toContain(guard.title)
	const base = new URL(page.url()).origin
	// The entry's link says it came from the feed (the reports count applications by where they came from).
	expect(gardening.entries.find((entry) => entry.title === plain.title)?.link).toBe(
		`${base}/hi/career/${plain.id}?from=feed`,
	)
	expect((await readFeed(page, '/career/feed.xml')).entries.map((entry) => entry.title)).toContain(guard.title)

	// Closed early, and past its last date: both leave every feed.
	setJob(plain.id, 'published = 0')
	setJob(guard.id, 'till_date = ?', '2020-01-31')
	const after = (await readFeed(page, '/career/feed.xml')).entries.map((entry) => entry.title)
	expect(after).not.toContain(plain.title)
	expect(after).not.toContain(guard.title)
	expect(after).toContain(marked.title)

	// A category the list does not know has no feed.
	expect((await page.request.get('/career/feed.xml?category=Nothing')).status()).toBe(404)
	// Left open, it would stand in the other tests' lists of gardening jobs.
	setJob(marked.id, 'published = 0')
})
