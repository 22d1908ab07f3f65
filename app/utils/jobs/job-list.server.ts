import { sql, type ExpressionBuilder } from 'kysely'
import type { Language } from '#app/i18n/languages.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { Database, Job } from '#app/utils/db/schema.ts'
import { searchJobs, searchTerms, type SearchableJob, type SearchCategory } from './job-search.ts'
import { listCategories } from './job-categories.server.ts'
import { MAX_QUERY_LENGTH } from './jobs.ts'

// The career page's list, one page at a time: however many jobs are open, a page
// carries twenty. Without search words the database counts and cuts the page
// (LIMIT/OFFSET in the jobs' order). With them it first keeps the jobs that may
// match (every word's letters, in order, in one of the fields), and the search's
// own rules (job-search.ts: spacing, Indian scripts' spellings, plurals, categories'
// names) decide among those, so the results are the same as ever.

export const JOBS_PER_PAGE = 20

export interface JobListRequest {
	/** The search words as typed ('' for none). */
	query?: string
	/** A stored category ('' for all). */
	category?: string
	/** The page asked for; past the last, the last is given. */
	page?: number
	language: Language
	now?: Date
	/** The categories the search knows by name (retired ones too: their jobs may still be open); read when not given. */
	categories?: readonly SearchCategory[]
}

export interface JobList {
	/** The page's jobs, newest first. */
	jobs: Job[]
	/** The jobs of the search and category, on every page. */
	total: number
	/** The page given (1 to pages). */
	page: number
	pages: number
}

/** Published jobs whose deadline has not passed (isJobOpen, in the database). */
function openJobs(db: Db, now: Date) {
	return db.selectFrom('jobs').where('jobs.published', '=', 1).where('jobs.till_date', '>=', todayInIndia(now))
}

/** Open jobs by category, as the list's category links count them. */
export async function countOpenJobsByCategory(db: Db, now = new Date()) {
	const rows = await openJobs(db, now)
		.select(['jobs.category', sql<number | string | bigint>`count(*)`.as('n')])
		.groupBy('jobs.category')
		.execute()
	return Object.fromEntries(rows.map((row) => [row.category, Number(row.n)])) as Record<string, number>
}

/** One page of the open jobs of a search and category. */
export async function listJobPage(db: Db, request: JobListRequest): Promise<JobList> {
	const { category = '', language, now = new Date() } = request
	const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH)
	const categories = request.categories ?? (await listCategories(db, { retired: true }))
	const terms = searchTerms(query, language, categories)
	const inCategory = category ? openJobs(db, now).where('jobs.category', '=', category) : openJobs(db, now)
	if (terms.length === 0) {
		const { n } = await inCategory.select(sql<number | string | bigint>`count(*)`.as('n')).executeTakeFirstOrThrow()
		const { page, pages } = pageOf(request.page, Number(n))
		const jobs =
			Number(n) === 0
				? []
				: await inCategory
						.selectAll('jobs')
						.orderBy('jobs.opened_at', 'desc')
						.orderBy('jobs.id', 'desc')
						.limit(JOBS_PER_PAGE)
						.offset((page - 1) * JOBS_PER_PAGE)
						.execute()
		return { jobs, total: Number(n), page, pages }
	}

	const candidates = await inCategory
		.leftJoin('job_translations as t', (join) => join.onRef('t.job_id', '=', 'jobs.id').on('t.language', '=', language))
		.select(['jobs.id', 'jobs.title', 'jobs.designation', 'jobs.location', 'jobs.category'])
		.select(['t.title as t_title', 't.designation as t_designation', 't.location as t_location'])
		.where((eb) => eb.and(terms.flatMap((term) => mayMatch(eb, term))))
		.orderBy('jobs.opened_at', 'desc')
		.orderBy('jobs.id', 'desc')
		.execute()
	const found = searchJobs(candidates.map(searchable(language)), query, category, language, categories)
	const { page, pages } = pageOf(request.page, found.length)
	const ids = found.slice((page - 1) * JOBS_PER_PAGE, page * JOBS_PER_PAGE).map((job) => job.id)
	const rows = ids.length === 0 ? [] : await db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute()
	const byId = new Map(rows.map((job) => [job.id, job]))
	// A job removed between the two reads is left out.
	const jobs = ids.flatMap((id) => byId.get(id) ?? [])
	return { jobs, total: found.length, page, pages }
}

/** The page given for the page asked: 1 to the last, at least one page even when nothing is found. */
function pageOf(asked = 1, total: number) {
	const pages = Math.max(1, Math.ceil(total / JOBS_PER_PAGE))
	return { page: Math.min(Math.max(1, Math.floor(asked) || 1), pages), pages }
}

interface Candidate {
	id: number
	title: string
	designation: string
	location: string
	category: string
	t_title: string | null
	t_designation: string | null
	t_location: string | null
}

/**
 * A candidate as the search reads it, as toPublicJob shows it: staff's words in the page's
 * language where written, else the English, and the English beside them (when nothing is
 * translated these are the same words, which finds nothing more).
 */
function searchable(language: Language) {
	const shown = (english: string, translated: string | null) => (language !== 'en' && translated?.trim()) || english
	return (row: Candidate): SearchableJob & { id: number } => ({
		id: row.id,
		title: shown(row.title, row.t_title),
		designation: shown(row.designation, row.t_designation),
		location: shown(row.location, row.t_location),
		category: row.category,
		english: { title: row.title, designation: row.designation, location: row.location },
	})
}

type JobsWithTranslation = ExpressionBuilder<Database & { t: Database['job_translations'] }, 'jobs' | 't'>

const SEARCHED_COLUMNS = [
	'jobs.title',
	'jobs.designation',
	'jobs.location',
	'jobs.category',
	't.title',
	't.designation',
	't.location',
] as const

/**
 * The condition a job must meet to be able to match a word: one of its spellings may be
 * in one of the fields, or the job's category is named by it. Empty when the database
 * cannot narrow the word (every job may match it).
 */
function mayMatch(eb: JobsWithTranslation, term: { spellings: string[]; categories: string[] }) {
	const patterns = [...new Set(term.spellings.map(likePattern))]
	if (patterns.includes('%')) return []
	return [
		eb.or([
			...(term.categories.length > 0 ? [eb('jobs.category', 'in', term.categories)] : []),
			...patterns.flatMap((pattern) =>
				SEARCHED_COLUMNS.map((column) => eb(eb.fn<string>('lower', [column]), 'like', pattern)),
			),
		]),
	]
}

/**
 * Nukta consonants (क़ and the like may be stored as one character or as two), the nasal
 * signs ँ and ं, ఁ and ం (typed for each other): characters a field may hold in another form.
 */
const VARIABLE_INDIC = /[\u0901\u0902\u0c01\u0c02\u0915-\u0917\u091c\u0921\u0922\u0928\u092b\u092f\u0930\u0933]/

/** The letters of India's scripts (Devanagari to Malayalam), which lower() of both databases leaves as they are. */
const INDIC_LETTER = /[\u0900-\u0d7f]/

/**
 * A LIKE pattern every field that holds the spelling matches (and some others): its
 * letters in order with anything between them, since the search ignores spaces and
 * signs ("house keeping" holds "housekeeping"). A letter a field may hold in another
 * form (a capital beyond ASCII, a nukta consonant) is left out; lower() and LIKE of both
 * databases agree on ASCII letters and on the other letters of India's scripts.
 */
function likePattern(spelling: string) {
	const kept = [...spelling].filter((c) => /[a-z0-9]/.test(c) || (INDIC_LETTER.test(c) && !VARIABLE_INDIC.test(c)))
	return `%${kept.map((c) => `${c}%`).join('')}`
}
