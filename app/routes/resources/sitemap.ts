import { LANGUAGES, localizePath, type Language } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { listOpenJobs } from '#app/utils/career.server.ts'
import { PUBLIC_PAGES } from '#app/utils/public-pages.ts'

// The pages change when the site is deployed; the server's start is that moment.
const deployedOn = new Date().toISOString().slice(0, 10)

function escapeXml(text: string) {
	return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * https://www.sitemaps.org/protocol.html: every public page and every open job, in
 * each language, each naming its versions in the others (hreflang alternates).
 */
export async function loader() {
	const { PUBLIC_URL } = getEnv()
	const jobs = await listOpenJobs(getDb())
	const pages = [
		...PUBLIC_PAGES.map((path) => ({ path: path as string, lastmod: deployedOn })),
		...jobs.map((job) => ({ path: `/career/${job.id}`, lastmod: job.updated_at.slice(0, 10) })),
	]
	const entry = (path: string, lastmod: string, language: Language) => {
		const alternates = LANGUAGES.map(
			(other) =>
				`<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(PUBLIC_URL + localizePath(path, other))}"/>`,
		).join('')
		return `  <url><loc>${escapeXml(PUBLIC_URL + localizePath(path, language))}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`
	}
	const body = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
		...LANGUAGES.flatMap((language) => pages.map((page) => entry(page.path, page.lastmod, language))),
		'</urlset>',
		'',
	].join('\n')
	return new Response(body, {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
