import { expect, test } from './fixtures.ts'

// A crawl of the whole site, as a link checker would do it: every internal link
// and every picture of every page answers without error.
test('No page links to a missing page, file or picture', async ({ request, baseURL }) => {
	// The crawl grows with the jobs the other browser tests add beside it (each in three languages, and the list's pages).
	test.setTimeout(300_000)
	const sitemap = await (await request.get('/sitemap.xml')).text()
	const queue = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
	const pages = new Set(queue)
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

	while (queue.length) {
		const page = queue.shift()!
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
				queue.push(url.pathname)
			}
		}
	}
	expect(broken).toEqual([])
	expect(pages.size).toBeGreaterThanOrEqual(20)
	expect(checked.size).toBeGreaterThan(pages.size)
})
