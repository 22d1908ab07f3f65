import { describe, expect, test } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { SITEMAP_MAX_URLS, sitemapDocument, sitemapPartUrl, type SitemapPage } from './sitemap.server.ts'

const publicUrl = 'https://brisk.example'

/** The public pages and some jobs, as the sitemap route lists them. */
function pages(jobs: number): SitemapPage[] {
	return [
		{ path: '/', lastmod: '2026-11-01' },
		{ path: '/career', lastmod: '2026-11-01' },
		...Array.from({ length: jobs }, (_, i) => ({ path: `/career/${i + 1}`, lastmod: `2026-11-${10 + (i % 10)}` })),
	]
}

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

describe('The sitemap', () => {
	test('below the limit it is one file of every page in every language, with its alternates', () => {
		const xml = sitemapDocument({ pages: pages(2), publicUrl, part: null })!
		expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas/)
		// Two jobs and the two pages the helper adds, in every language.
		expect(locs(xml)).toHaveLength(4 * LANGUAGES.length)
		expect(locs(xml)).toContain('https://brisk.example/hi/career/2')
		expect(xml).toContain(
			'<url><loc>https://brisk.example/mr</loc><lastmod>2026-11-01</lastmod><xhtml:link rel="alternate" hreflang="en" href="https://brisk.example/"/>',
		)
		// A single file has no parts.
		expect(sitemapDocument({ pages: pages(2), publicUrl, part: '1' })).toBeNull()
	})

	test('past the limit /sitemap.xml is an index of parts that list every address once, none past the limit', () => {
		const all = pages(400)
		const whole = locs(sitemapDocument({ pages: all, publicUrl, part: null, maxUrls: 10_000 })!)
		expect(whole).toHaveLength(402 * LANGUAGES.length)
		const index = sitemapDocument({ pages: all, publicUrl, part: null })!
		expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
		const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/sitemap>/g)]
		expect(parts.map((m) => m[1])).toEqual([sitemapPartUrl(publicUrl, 1), sitemapPartUrl(publicUrl, 2)])
		expect(parts[0]![1]).toBe('https://brisk.example/sitemap.xml?part=1')
		const listed = parts.flatMap((_, i) => {
			const part = sitemapDocument({ pages: all, publicUrl, part: String(i + 1) })!
			expect(part).toContain('<urlset')
			expect(locs(part).length).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
			return locs(part)
		})
		expect(listed).toEqual(whole)
		// Each part's lastmod is the latest of its pages.
		expect(parts.map((m) => m[2])).toEqual(['2026-11-19', '2026-11-19'])
	})

	test('a part that does not exist is none', () => {
		const all = pages(400)
		for (const part of ['0', '3', '01', 'x', '', '1.5', '99999999999']) {
			expect(sitemapDocument({ pages: all, publicUrl, part }), part).toBeNull()
		}
	})

	test('a smaller limit makes more parts; the limit stays under the protocol’s 50,000', () => {
		expect(SITEMAP_MAX_URLS).toBeLessThanOrEqual(50_000)
		const parts = sitemapDocument({ pages: pages(40), publicUrl, part: null, maxUrls: 50 })!
		expect([...parts.matchAll(/<sitemap>/g)]).toHaveLength(Math.ceil((42 * LANGUAGES.length) / 50))
	})
})
