import type { SubmissionResult } from '@conform-to/react'
import { westernDigits, type Language } from '#app/i18n/languages.ts'
import { JOB_CATEGORIES } from './jobs.ts'
import type { UploadKind } from '#app/utils/files/file-formats.ts'
import type { Job } from '#app/utils/db/schema.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'

// What the career pages, the Apply Job form and the server share of jobs and
// applications. The form's zod schema is in apply-schema.ts, so that a page that
// only lists jobs carries no validation code.

export const JOB_FIELDS = JOB_CATEGORIES.map((c) => c.value) as unknown as readonly [string, ...string[]]

/** What a job may ask of its applicants, each required or optional, as staff set it. */
export const REQUIREMENTS = ['photo', 'resume', 'aadhaar', 'email'] as const
export type Requirement = (typeof REQUIREMENTS)[number]
export type JobRequirements = Record<Requirement, boolean>

/** The original site's rules: every one required. */
export const DEFAULT_REQUIREMENTS: JobRequirements = { photo: true, resume: true, aadhaar: true, email: true }

/** A job's requirements as stored (1 required, 0 optional). */
export function jobRequirements(
	job: Partial<Pick<Job, 'requires_photo' | 'requires_resume' | 'requires_aadhaar' | 'requires_email'>>,
): JobRequirements {
	return {
		photo: job.requires_photo !== 0,
		resume: job.requires_resume !== 0,
		aadhaar: job.requires_aadhaar !== 0,
		email: job.requires_email !== 0,
	}
}

/** The three short questions asked instead of a resume, where a job does not require one. */
export const NO_RESUME_FIELDS = ['lastWork', 'workYears', 'languagesSpoken'] as const
export type NoResumeField = (typeof NO_RESUME_FIELDS)[number]

export const FILE_FIELDS = ['photo', 'resume', 'aadhaar'] as const satisfies readonly UploadKind[]

/** How an application ended; the form shows the notice that goes with it. */
export type ApplyOutcome =
	| 'submitted'
	| 'duplicate'
	| 'closed'
	| 'closed-by-staff'
	| 'invalid'
	| 'expired'
	| 'too-many'
	| 'full'
	| 'unavailable'
	| 'failed'

/** What the apply page's action and the dialog's JSON endpoint answer. */
export interface ApplyReply {
	outcome: ApplyOutcome
	/** Conform's result: field errors to show and the typed values to keep (files cannot come back). */
	result: SubmissionResult<string[]>
	/** The stored application's reference, for the person to keep (BR-2026-000123-K7Q9M). */
	reference?: string
	/** Whether a confirmation went by e-mail (not when the job asked for none and none was given). */
	emailed?: boolean
	/** The acknowledgement's text waits for the site's text budget (later), or was not sent (too many from the network). */
	text?: 'later' | 'not-sent'
}

/**
 * The symbols of a reference's check code: Crockford's base32 (https://www.crockford.com/base32.html), the digits
 * and the capital letters without I, L, O and U, which are misread as 1, 1, 0 and V. Letters rather than digits
 * only: the code is typed into the status page on a smartphone (a feature phone has no such page), and five of
 * these symbols make some 23 million codes where five digits make 100,000, which a known mobile number and a few
 * thousand tries from many addresses could exhaust. The first is a letter, so that where a reference is typed
 * without hyphens (BR2026000123K7Q9M) the code's start is plain, to a person and to the parser.
 */
export const REFERENCE_CODE_SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_CODE_LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_CODE_LENGTH = 5

/**
 * An application's reference, as the applicant keeps it and staff look it up: the year it
 * was sent (in India), its number and its check code, "BR-2026-000123-K7Q9M". Read out on a
 * phone call, it needs no lookup table: the number is the application's own; the code, random
 * and kept with the application, is what makes a reference no guess (the status page needs it).
 */
export function applicationReference(id: number, sentAt: string | Date, code: string | null | undefined) {
	const number = `BR-${todayInIndia(new Date(sentAt)).slice(0, 4)}-${String(id).padStart(6, '0')}`
	return code ? `${number}-${code}` : number
}

// BR, the year, the number, and the code if given: a letter and four more symbols, spaces or hyphens anywhere between.
const REFERENCE = /^BR[\s-]*(\d{4})[\s-]*(\d{1,9})(?:[\s-]*([A-Z](?:[\s-]*[0-9A-Z]){4}))?$/i

/**
 * The application a reference names and the code typed with it (null for a reference printed before
 * references had one): "BR-2026-000123-K7Q9M", "br 2026 123 k7q9m", "BR2026000123K7Q9M", "BR-2026-000123", in
 * Devanagari or Telugu digits too; or null. A code's I and L are read as 1 and its O as 0, as Crockford's are.
 */
export function parseApplicationReference(text: string) {
	const match = REFERENCE.exec(westernDigits(text).trim())
	if (!match) return null
	const id = Number(match[2])
	if (id < 1) return null
	const code = match[3]?.replace(/[\s-]/g, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0') ?? null
	return { year: match[1]!, id, code }
}

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
