import { z } from 'zod'
import { forEachTranslation, type TranslatedLanguage } from '#app/i18n/languages.ts'
import { JOB_CATEGORIES } from './jobs.ts'
import { optionalText, requiredText } from '#app/utils/common/validation.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'

// The back office's job form: everything the public job card and job page show.
// One schema for the browser (Conform) and the server (the action).

const CATEGORY_VALUES: readonly string[] = JOB_CATEGORIES.map((category) => category.value)

/** A category among those the form offers (staff keep them: job-categories.server.ts; the original four by default). */
function categoryField(values: readonly string[]) {
	return z
		.string({ error: 'Please choose a category.' })
		.refine((value) => values.includes(value), 'Please choose a category.')
}

/** A phone number people can dial: digits with spaces, dashes, brackets, an optional +; 10 to 15 digits. */
export function isDialablePhone(value: string) {
	const digits = value.replace(/\D/g, '')
	return /^\+?[\d\s()-]+$/.test(value) && digits.length >= 10 && digits.length <= 15
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string) {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * A job's words in Hindi or Marathi: each optional (an empty one shows the English),
 * with the English field's limits.
 */
export const JobTranslationSchema = z.object({
	title: optionalText(100),
	designation: optionalText(100),
	location: optionalText(100),
	description: optionalText(4000, undefined, { multiline: true }),
})

/** Whether a job requires a document or detail of its applicants, or leaves it to them. */
const requirement = z.enum(['required', 'optional'], { error: 'Please choose required or optional.' }).optional()

/** What a job asks of its applicants, as the form names the choices (the columns are requires_*). */
export const REQUIREMENT_FIELDS = {
	photo: 'requirePhoto',
	resume: 'requireResume',
	aadhaar: 'requireAadhaar',
	email: 'requireEmail',
} as const

export const JobSchema = z.object({
	title: requiredText('Please enter the job title.', 100),
	designation: requiredText('Please enter the designation.', 100),
	category: categoryField(CATEGORY_VALUES),
	location: requiredText('Please enter the location, for example “Pune, Maharashtra”.', 100),
	phone: requiredText('Please enter the phone number applicants can call.', 30).refine(
		isDialablePhone,
		'Please enter a phone number of 10 to 15 digits, for example +91 20 4000 1000.',
	),
	tillDate: z
		.string({ error: 'Please choose the last day to apply.' })
		.trim()
		.refine(isCalendarDate, 'Please choose the last day to apply as a date.'),
	description: requiredText('Please describe the job.', 4000, { multiline: true }),
	// Left out (an older form, the seed): as it was; a new job requires each, as the original site did.
	requirePhoto: requirement,
	requireResume: requirement,
	requireAadhaar: requirement,
	requireEmail: requirement,
	// Each other language's words, as `hi.title`, `mr.description`: one fieldset each on the form.
	...forEachTranslation(() => JobTranslationSchema.optional().transform(emptyTranslation)),
})

/** The job form with the categories it offers. */
export function jobSchemaFor(categories: readonly string[]) {
	return JobSchema.extend({ category: categoryField(categories) })
}

/** A form without a language's fields (the API, an older page) leaves that language as it was written: empty. */
function emptyTranslation(value: z.output<typeof JobTranslationSchema> | undefined) {
	return value ?? { title: '', designation: '', location: '', description: '' }
}

export type JobTranslationInput = z.output<typeof JobTranslationSchema>
/**
 * A job to write. The form always gives every language (what it left empty is written
 * as empty, which removes that language); a caller that gives no words for a language
 * (the seed, a test) leaves that language's words as they are.
 */
export type JobInput = Omit<z.output<typeof JobSchema>, TranslatedLanguage> &
	Partial<Record<TranslatedLanguage, JobTranslationInput>>

export type JobState = 'open' | 'closed' | 'expired'

export const JOB_STATE_LABELS: Record<JobState, string> = { open: 'Open', closed: 'Closed', expired: 'Expired' }
/** The states in the order the staff list sorts them. */
export const JOB_STATES = Object.keys(JOB_STATE_LABELS) as JobState[]

/** The columns the staff list of jobs sorts by. */
export const JOB_SORTS = ['title', 'category', 'location', 'state', 'deadline', 'applications'] as const
export type JobSort = (typeof JOB_SORTS)[number]

/** Closed by staff, past its deadline (published but no longer taking applications), or open. */
export function jobState(job: { published: number; till_date: string }, now = new Date()): JobState {
	if (job.published !== 1) return 'closed'
	return job.till_date < todayInIndia(now) ? 'expired' : 'open'
}
