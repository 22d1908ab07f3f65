import type { MessageKey } from '#app/i18n/index.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'

// Job categories as the original site names them: the stored value (also the Apply form's
// "job field") and the label of the career page's sidebar.
export const JOB_CATEGORIES = [
	{ value: 'House Keeping', label: 'House Keeping', key: 'career.category.houseKeeping' },
	{ value: 'Staffing', label: 'Staffing Solutions', key: 'career.category.staffing' },
	{ value: 'Security', label: 'Security Services', key: 'career.category.security' },
	{ value: 'Gardening', label: 'Gardening Solutions', key: 'career.category.gardening' },
] as const satisfies ReadonlyArray<{ value: string; label: string; key: MessageKey }>

export type JobCategory = (typeof JOB_CATEGORIES)[number]['value']

/** The catalogue key of a stored category's label, to show it in the page's language. */
export function categoryKey(value: string): MessageKey | undefined {
	return JOB_CATEGORIES.find((category) => category.value === value)?.key
}

/**
 * A job as staff choose it (the applications list's filters, saved filters, notices): its title and place, so that
 * two jobs of one title read apart: "Security Guard — Pune" and "Security Guard — Jaipur".
 */
export function jobWithPlace(title: string | null, location: string | null) {
	if (!title) return 'A removed job'
	return location ? `${title} — ${location}` : title
}

/** A job is open through the whole of its deadline day, Indian time. */
export function isJobOpen(job: { till_date: string; published: number }, now = new Date()) {
	return job.published === 1 && job.till_date >= todayInIndia(now)
}

/** A job staff closed (before or after its last date), which says so rather than that its last date has passed. */
export function closedByStaff(job: { published: number }) {
	return job.published !== 1
}

/**
 * The longest query the career page's search takes (a longer address is cut, not refused). Here rather than
 * in job-search.ts, so that the page's script does not carry the search's word lists.
 */
export const MAX_QUERY_LENGTH = 100
