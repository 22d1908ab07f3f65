import { LANGUAGES, localizePath } from '#app/i18n/languages.ts'
import { escapeXml } from '#app/utils/common/xml.ts'

// https://www.sitemaps.org/protocol.html: every page in each language, each naming its
// versions in the others (hreflang alternates). A sitemap may list 50,000 addresses;
// ours are split far earlier, so that a file stays quick to make and to read: past
// SITEMAP_MAX_URLS, /sitemap.xml is an index of the files /sitemap.xml?part=1, ?part=2…
// (the protocol's sitemap index), and robots.txt keeps naming /sitemap.xml alone.

export const SITEMAP_MAX_URLS = 1000

export interface SitemapPage {
	/** The English address; each language's is listed. */
	path: string
	/** When it last changed (YYYY-MM-DD). */
	lastmod: string
}

interface Entry {
	xml: string
	lastmod: string
}

/** Each page in each language, as a <url> element. */
function entries(pages: readonly SitemapPage[], publicUrl: string): Entry[] {
	return LANGUAGES.flatMap((language) =>
		pages.map(({ path, lastmod }) => {
			const alternates = LANGUAGES.map(
				(other) =>
					`<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(publicUrl + localizePath(path, other))}"/>`,
			).join('')
			const loc = escapeXml(publicUrl + localizePath(path, language))
			return { xml: `  <url><loc>${loc}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`, lastmod }
		}),
	)
}

function urlset(list: Entry[]) {
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
		...list.map((entry) => entry.xml),
		'</urlset>',
		'',
	].join('\n')
}

/** The address of a part of a split sitemap. */
export function sitemapPartUrl(publicUrl: string, part: number) {
	return `${publicUrl}/sitemap.xml?part=${part}`
}

function sitemapIndex(parts: Entry[][], publicUrl: string) {
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...parts.map((list, i) => {
			const lastmod = list.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), '')
			return `  <sitemap><loc>${escapeXml(sitemapPartUrl(publicUrl, i + 1))}</loc><lastmod>${lastmod}</lastmod></sitemap>`
		}),
		'</sitemapindex>',
		'',
	].join('\n')
}

/**
 * The sitemap document an address asks for: without a part, the one sitemap, or the index
 * once the pages are too many for one; with a part (a number in the address), that part of
 * the split sitemap. Null for a part that does not exist.
 */
export function sitemapDocument({
	pages,
	publicUrl,
	part,
	maxUrls = SITEMAP_MAX_URLS,
}: {
	pages: readonly SitemapPage[]
	publicUrl: string
	part: string | null
	maxUrls?: number
}) {
	const all = entries(pages, publicUrl)
	const parts: Entry[][] = []
	for (let start = 0; start < all.length; start += maxUrls) parts.push(all.slice(start, start + maxUrls))
	if (part === null) return parts.length > 1 ? sitemapIndex(parts, publicUrl) : urlset(all)
	const chosen = /^[1-9]\d{0,5}$/.test(part) && parts.length > 1 ? parts[Number(part) - 1] : undefined
	return chosen ? urlset(chosen) : null
}
