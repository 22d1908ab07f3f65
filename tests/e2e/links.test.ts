import { expect, fewOfEachShape, test } from './fixtures.ts'

// A crawl of the whole site, as a link checker would do it: every internal link and every picture of every kind of
// page answers without error. Of the pages of one shape (a job's page or its apply page, in each language) the crawl
// reads three: the jobs the other browser tests add beside it are hundreds by the end of a run.
test('No page links to a missing page, file or picture', async ({ request, baseURL }) => {
	// About 150 pages and 400 files, the pictures' sizes made on first asking: a minute on a loaded machine.
	test.setTimeout(180_000)
	const crawled = fewOfEachShape()
	const sitemap = await (await request.get('/sitemap.xml')).text()
	const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
	const queue = listed.filter(crawled)
	const pages = new Set(listed)
	const checked = new Map<string, number>()
	const broken: string[] = []

	async function check(url: string, from: string) {
		if (!checked.has(url)) {
			const response = await request.get(url, { maxRedirects: 0 })
			checked.set(url, response.status())
		}
		const status = checked.get(url)!
		if (status >= 400) broken.push(`${url} (${status}) on ${from}`)
	}

	let read = 0
	while (queue.length) {
		const page = queue.shift()!
		read++
		const html = await (await request.get(page)).text()
		const links = [...html.matchAll(/<a\b[^>]*\bhref="([^"#]+)[^"]*"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
		const pictures = [
			...[...html.matchAll(/<(?:img|source)\b[^>]*\bsrcset="([^"]+)"/g)].flatMap((m) =>
				m[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!),
			),
			...[...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
			...[...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!),
		].map((u) => u.replaceAll('&amp;', '&'))
		for (const target of [...links, ...pictures]) {
			const url = new URL(target, `${baseURL}${page}`)
			if (url.origin !== baseURL) continue
			const path = url.pathname + url.search
			await check(path, page)
			// Follow links to pages of the site (not files) that the sitemap did not list.
			if (
				links.includes(target) &&
				!pages.has(url.pathname) &&
				!/\.\w+$/.test(url.pathname) &&
				!url.pathname.startsWith('/api/')
			) {
				pages.add(url.pathname)
				if (crawled(url.pathname)) queue.push(url.pathname)
			}
		}
	}
	expect(broken).toEqual([])
	expect(read).toBeGreaterThanOrEqual(20)
	expect(checked.size).toBeGreaterThan(read)
})
