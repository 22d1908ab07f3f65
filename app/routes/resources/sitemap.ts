import { getDb } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { listOpenJobs } from '#app/utils/career.server.ts'
import { PUBLIC_PAGES } from '#app/utils/public-pages.ts'

// The pages change when the site is deployed; the server's start is that moment.
const deployedOn = new Date().toISOString().slice(0, 10)

function escapeXml(text: string) {
	return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** https://www.sitemaps.org/protocol.html: every public page and every open job. */
export async function loader() {
	const { PUBLIC_URL } = getEnv()
	const jobs = await listOpenJobs(getDb())
	const urls = [
		...PUBLIC_PAGES.map((path) => ({ loc: `${PUBLIC_URL}${path === '/' ? '/' : path}`, lastmod: deployedOn })),
		...jobs.map((job) => ({ loc: `${PUBLIC_URL}/career/${job.id}`, lastmod: job.updated_at.slice(0, 10) })),
	]
	const body = [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...urls.map((u) => `  <url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod></url>`),
		'</urlset>',
		'',
	].join('\n')
	return new Response(body, {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
