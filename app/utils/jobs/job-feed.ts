import type { Translate } from '#app/i18n/index.ts'
import { categoryKey } from './jobs.ts'

// The Atom feed of open jobs (routes/career/feed.ts): one per language, each also per
// category, at the address the career page links with <link rel="alternate">, so that a
// feed reader, a job board or a browser extension finds it from the page a person reads.

export const JOB_FEED_PATH = '/career/feed.xml'

/** The English address of the feed of all open jobs, or of one category's (a stored category, as the list names it). */
export function jobFeedPath(category = '') {
	return category ? `${JOB_FEED_PATH}?category=${encodeURIComponent(category)}` : JOB_FEED_PATH
}

/** The feed's title in a language: the open jobs, or those of a category (`name`: its name as staff keep it). */
export function jobFeedTitle(t: Translate, category = '', name?: string) {
	const key = categoryKey(category)
	const shown = category ? name || (key ? t(key) : undefined) : undefined
	return `Brisk: ${shown ? t('career.openInCategory', { category: shown }) : t('career.openJobs')}`
}
