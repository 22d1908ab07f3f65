import type { Language } from '#app/i18n/languages.ts'
import type { Job } from '#app/utils/db/schema.ts'
import { jobRequirements, type JobRequirements } from './job-requirements.ts'

// What the career pages show of a job: its words in the page's language, its card in the list, the list's addresses.

/** A job's words that staff write in each language (English, and Hindi and Marathi where they have). */
export const JOB_TEXT_FIELDS = ['title', 'designation', 'location', 'description'] as const
export type JobTextField = (typeof JOB_TEXT_FIELDS)[number]

/** A job's words in one language as stored: a field staff left empty is null (the English shows). */
export type JobTranslation = Partial<Record<JobTextField, string | null>>

/** What the career pages show of a job. */
export interface PublicJob {
	id: number
	title: string
	designation: string
	description: string
	location: string
	phone: string
	category: string
	tillDate: string
	openedAt: string
	pdf: string | null
	/** What the job asks of its applicants. */
	requirements: JobRequirements
	/** The words shown in English on a page in another language: staff have not written them in it. */
	inEnglish: JobTextField[]
	/** The English words of a job shown in another language, which the search looks in too. */
	english?: { title: string; designation: string; location: string }
}

/** A job as the public pages show it, in a language: each of its words in it where staff wrote them, else in English. */
export function toPublicJob(
	job: Pick<
		Job,
		| 'id'
		| 'title'
		| 'designation'
		| 'description'
		| 'location'
		| 'phone'
		| 'category'
		| 'till_date'
		| 'opened_at'
		| 'pdf'
	> &
		Partial<Pick<Job, 'requires_photo' | 'requires_resume' | 'requires_aadhaar' | 'requires_email'>>,
	{ language = 'en', translation }: { language?: Language; translation?: JobTranslation } = {},
): PublicJob {
	const inEnglish: JobTextField[] = []
	const text = (field: JobTextField) => {
		const translated = translation?.[field]?.trim()
		if (translated) return translated
		if (language !== 'en') inEnglish.push(field)
		return job[field]
	}
	const texts = { title: text('title'), designation: text('designation'), location: text('location') }
	const description = text('description')
	const translated = language !== 'en' && inEnglish.length < JOB_TEXT_FIELDS.length
	return {
		id: job.id,
		...texts,
		description,
		phone: job.phone,
		category: job.category,
		tillDate: job.till_date,
		openedAt: job.opened_at.slice(0, 10),
		pdf: job.pdf,
		requirements: jobRequirements(job),
		inEnglish,
		...(translated ? { english: { title: job.title, designation: job.designation, location: job.location } } : {}),
	}
}

/** The lang of one of a job's words on its page: "en" where it shows the English on a Hindi or Marathi page. */
export function jobTextLang(job: Pick<PublicJob, 'inEnglish'>, field: JobTextField): 'en' | undefined {
	return job.inEnglish.includes(field) ? 'en' : undefined
}

const RECENT_DAYS = 30

/** "Opened Recently": opened in the last 30 days. */
export function isOpenedRecently(openedAt: string, today: string) {
	const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${openedAt.slice(0, 10)}T00:00:00Z`)) / 86_400_000
	return days >= 0 && days <= RECENT_DAYS
}

/** What the job list shows of a job: its card, without the description only its own page shows. */
export type ListedJob = Omit<PublicJob, 'description' | 'english'>

export function toListedJob({ description: _description, english: _english, ...job }: PublicJob): ListedJob {
	return job
}

/** The job list's address of a search, a category and a page (the first page has no number). */
export function jobListHref({
	query = '',
	category = '',
	page = 1,
}: {
	query?: string
	category?: string
	page?: number
}) {
	const params = new URLSearchParams()
	if (query.trim()) params.set('q', query.trim())
	if (category) params.set('category', category)
	if (page > 1) params.set('page', String(page))
	const search = params.toString()
	return search ? `/career?${search}` : '/career'
}

/**
 * The page numbers a list of pages links to: the first, the last, and the current one
 * with its neighbours; 'gap' stands for the numbers left out between them.
 */
export function pageNumbers(page: number, pages: number): Array<number | 'gap'> {
	const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages)
	shown.sort((a, b) => a - b)
	return shown.flatMap((n, i) => {
		const previous = shown[i - 1]
		if (previous === undefined || n === previous + 1) return [n]
		// A single number left out is shown rather than a gap of one.
		return n === previous + 2 ? [previous + 1, n] : (['gap', n] as const)
	})
}
