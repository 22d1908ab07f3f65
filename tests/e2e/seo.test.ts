import { expect, fewOfEachShape, test } from './fixtures.ts'

test('robots.txt allows the site, keeps crawlers out of the API and points at the sitemap', async ({
	request,
	baseURL,
}) => {
	const response = await request.get('/robots.txt')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toContain('text/plain')
	const text = await response.text()
	expect(text).toContain('User-agent: *')
	expect(text).toContain('Disallow: /api/')
	expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('The sitemap lists every public page and every open job, with lastmod, and each listed address answers 200', async ({
	request,
	baseURL,
}) => {
	const response = await request.get('/sitemap.xml')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toContain('application/xml')
	const xml = await response.text()
	const entries = [
		...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g),
	]
	const locs = entries.map((m) => m[1]!)
	for (const path of ['/', '/about-us', '/career', '/contact-us', '/company-gallery', '/service-security']) {
		expect(locs).toContain(`${baseURL}${path}`)
	}
	for (const hidden of ['/demo', '/header', '/footer']) expect(locs).not.toContain(`${baseURL}${hidden}`)
	const jobPages = locs.filter((loc) => /\/career\/\d+$/.test(loc))
	expect(jobPages.length).toBeGreaterThanOrEqual(8)
	// Far below the size where it is split into parts (sitemap.server.test.ts): one file, without parts.
	expect(xml).not.toContain('<sitemapindex')
	expect((await request.get('/sitemap.xml?part=1')).status()).toBe(404)
	// Every page of its own, and three of each shape among the jobs' (the other tests add hundreds beside this one).
	for (const path of locs.map((loc) => loc.replace(baseURL!, '')).filter(fewOfEachShape())) {
		const page = await request.get(path)
		expect(page.status(), path).toBe(200)
	}
})

test('Every page names its canonical address from PUBLIC_URL and carries social cards with an image', async ({
	request,
	baseURL,
}) => {
	for (const path of ['/', '/about-us', '/career', '/contact-us']) {
		const html = await (await request.get(path)).text()
		expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
		expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
		expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`)
		expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/)
		expect(html).not.toContain('noindex')
	}
	// A job's apply form names its job's page as its canonical address (no second page of the job to index).
	const applyForm = await (await request.get('/hi/career/1/apply')).text()
	expect(applyForm).toContain(`<link rel="canonical" href="${baseURL}/hi/career/1"/>`)
	expect(applyForm).not.toContain('noindex')
	for (const path of ['/demo', '/header', '/footer']) {
		const html = await (await request.get(path)).text()
		expect(html, path).toContain('<meta name="robots" content="noindex"/>')
	}
	const og = await request.get('/og-image.png')
	expect(og.status()).toBe(200)
	expect(og.headers()['content-type']).toBe('image/png')
})
