import { sql } from 'kysely'
import { formatDay, translator } from '#app/i18n/index.ts'
import { localizePath, type Language } from '#app/i18n/languages.ts'
import { jobTextLang, type PublicJob } from './public-jobs.ts'
import { listOpenJobs, toPublicJobs } from './public-jobs.server.ts'
import { endOfIndianDay, todayInIndia } from '#app/utils/common/dates.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { jobFeedPath, jobFeedTitle } from './job-feed.ts'
import { categoryKey } from './jobs.ts'
import { showCategoryOf, type CategoryRecord } from './job-categories.ts'
import { escapeXml } from '#app/utils/common/xml.ts'

// An Atom 1.0 feed (https://www.rfc-editor.org/rfc/rfc4287) of the open jobs, as the
// career page lists them: published and not past their last date. A job closed early
// (unpublished) or past its date leaves the feed; the feed's <updated> moves then too.

/** The newest jobs a feed carries; a reader wants what is new, the career page has them all. */
export const FEED_MAX_ENTRIES = 200

export interface FeedJob extends PublicJob {
	/** When the job or its words in the feed's language last changed (ISO). */
	updatedAt: string
}

function element(name: string, text: string, lang?: string) {
	return `<${name}${lang ? ` xml:lang="${lang}"` : ''}>${escapeXml(text)}</${name}>`
}

/** The feed's document: its title and address in the language, one entry per job. */
export function jobFeedDocument({
	jobs,
	language,
	category,
	publicUrl,
	updated,
	categories,
}: {
	jobs: readonly FeedJob[]
	language: Language
	category: string
	publicUrl: string
	updated: string
	/** The categories staff keep, which name the feed's and its entries' (else the catalogue's names of the four). */
	categories?: ReadonlyArray<Pick<CategoryRecord, 'value' | 'names'>>
}) {
	const t = translator(language)
	const nameOf = (value: string) => {
		if (categories) return showCategoryOf(categories, value, language).name
		const key = categoryKey(value)
		return key ? t(key) : undefined
	}
	const self = publicUrl + localizePath(jobFeedPath(category), language)
	const page =
		publicUrl + localizePath(category ? `/career?category=${encodeURIComponent(category)}` : '/career', language)
	const entries = jobs.map((job) => {
		const url = publicUrl + localizePath(`/career/${job.id}`, language)
		const label = nameOf(job.category)
		// The description's language is the entry's; place and date are said in the page's words around it.
		const lines = [
			`${t('career.designation')}: ${job.designation}`,
			`${t('career.location')}: ${job.location}`,
			`${t('career.deadline')}: ${formatDay(language, job.tillDate)}`,
			...(job.description.trim() ? ['', job.description.trim()] : []),
		]
		return [
			'  <entry>',
			`    <id>${escapeXml(url)}</id>`,
			`    ${element('title', job.title, jobTextLang(job, 'title'))}`,
			// The entry's id stays the page's own address; its link says an application came by the feed.
			`    <link rel="alternate" type="text/html" href="${escapeXml(`${url}?from=feed`)}"/>`,
			`    <published>${new Date(job.openedAt).toISOString()}</published>`,
			`    <updated>${new Date(job.updatedAt).toISOString()}</updated>`,
			`    <category term="${escapeXml(job.category)}"${label ? ` label="${escapeXml(label)}"` : ''}/>`,
			`    ${element('summary', t('career.feedSummary', { location: job.location, deadline: t('career.applyTillShort', { deadline: formatDay(language, job.tillDate) }) }), jobTextLang(job, 'location'))}`,
			`    <content type="text"${jobTextLang(job, 'description') ? ' xml:lang="en"' : ''}>${escapeXml(lines.join('\n'))}</content>`,
			'  </entry>',
		].join('\n')
	})
	return [
		'<?xml version="1.0" encoding="utf-8"?>',
		`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
		`  <id>${escapeXml(self)}</id>`,
		`  ${element('title', jobFeedTitle(t, category, category ? nameOf(category) : undefined))}`,
		`  ${element('subtitle', t('meta.career.description'))}`,
		`  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
		`  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
		`  <updated>${updated}</updated>`,
		'  <author><name>Brisk</name></author>',
		`  <icon>${escapeXml(`${publicUrl}/favicon.ico`)}</icon>`,
		...entries,
		'</feed>',
		'',
	].join('\n')
}

/**
 * The feed's open jobs in a language, newest first, and when the feed last changed: the
 * newest change of a job of the category (open or not, as closing one early changes it),
 * of its words in the language, or the end of a last date that has passed (the job left then).
 */
export async function readJobFeed(db: Db, { language, category, now = new Date() }: FeedRequest) {
	const open = (await listOpenJobs(db, now)).filter((job) => !category || job.category === category)
	const jobs = open.slice(0, FEED_MAX_ENTRIES)
	const [shown, wordsChanged, lastChanges] = await Promise.all([
		toPublicJobs(db, jobs, language),
		wordsChangedAt(
			db,
			jobs.map((job) => job.id),
			language,
		),
		lastJobChanges(db, { category, today: todayInIndia(now) }),
	])
	const feedJobs = shown.map((job, i) => {
		const words = wordsChanged.get(job.id)
		const changed = jobs[i]!.updated_at
		return { ...job, updatedAt: words && words > changed ? words : changed }
	})
	const stamps = [
		lastChanges.changed,
		lastChanges.closed ? endOfIndianDay(lastChanges.closed) : null,
		...feedJobs.map((job) => job.updatedAt),
	].flatMap((stamp) => (stamp ? [new Date(stamp).toISOString()] : []))
	// A site without jobs yet: the feed is as old as the epoch, which a reader takes as "nothing new".
	const updated = stamps.reduce((latest, stamp) => (stamp > latest ? stamp : latest), new Date(0).toISOString())
	return { jobs: feedJobs, updated }
}

export interface FeedRequest {
	language: Language
	/** A stored category ('' for all). */
	category: string
	now?: Date
}

async function wordsChangedAt(db: Db, jobIds: number[], language: Language) {
	if (language === 'en' || jobIds.length === 0) return new Map<number, string>()
	const rows = await db
		.selectFrom('job_translations')
		.select(['job_id', 'updated_at'])
		.where('language', '=', language)
		.where('job_id', 'in', jobIds)
		.execute()
	return new Map(rows.map((row) => [row.job_id, row.updated_at]))
}

async function lastJobChanges(db: Db, { category, today }: { category: string; today: string }) {
	const jobs = category ? db.selectFrom('jobs').where('category', '=', category) : db.selectFrom('jobs')
	return jobs
		.select([
			sql<string | null>`max(updated_at)`.as('changed'),
			sql<string | null>`max(case when till_date < ${today} then till_date end)`.as('closed'),
		])
		.executeTakeFirstOrThrow()
}
