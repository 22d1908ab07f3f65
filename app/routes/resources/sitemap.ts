import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { listOpenJobs } from '#app/utils/jobs/public-jobs.server.ts'
import { PUBLIC_PAGES } from '#app/utils/content/public-pages.ts'
import { sitemapDocument } from './sitemap.server.ts'
import type { Route } from './+types/sitemap'

// The pages change when the site is deployed; the server's start is that moment.
const deployedOn = new Date().toISOString().slice(0, 10)

/** Every public page and every open job, in each language: one sitemap, or an index of its parts (sitemap.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
	const jobs = await listOpenJobs(getDb())
	const pages = [
		...PUBLIC_PAGES.map((path) => ({ path, lastmod: deployedOn })),
		...jobs.map((job) => ({ path: `/career/${job.id}`, lastmod: job.updated_at.slice(0, 10) })),
	]
	const part = new URL(request.url).searchParams.get('part')
	const body = sitemapDocument({ pages, publicUrl: getEnv().PUBLIC_URL, part })
	if (body === null) {
		return new Response('This sitemap does not exist.', {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
		})
	}
	return new Response(body, {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
	})
}
