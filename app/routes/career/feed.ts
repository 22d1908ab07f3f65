import { translate } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { jobFeedDocument, readJobFeed } from '#app/utils/jobs/job-feed.server.ts'
import type { Route } from './+types/feed'

/** The open jobs as an Atom feed, in the address's language, of all categories or of ?category= (as the list's). */
export async function loader({ request }: Route.LoaderArgs) {
	const asked = new URL(request.url).searchParams.get('category')
	const db = getDb()
	// Any category staff keep, retired ones too (a reader subscribed to one keeps an answer).
	const categories = await listCategories(db, { retired: true })
	const category = asked === null || asked === '' ? '' : categories.find((c) => c.value === asked)?.value
	const language = requestLanguage(request)
	if (category === undefined) {
		return new Response(translate(language, 'career.noSuchCategory'), {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
		})
	}
	const { jobs, updated } = await readJobFeed(db, { language, category })
	const body = jobFeedDocument({ jobs, language, category, publicUrl: getEnv().PUBLIC_URL, updated, categories })
	// Kept an hour by browsers and proxies, as the sitemap is: the render cache keeps only pages.
	return new Response(body, {
		headers: {
			'Content-Type': 'application/atom+xml; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
			'Last-Modified': new Date(updated).toUTCString(),
		},
	})
}
