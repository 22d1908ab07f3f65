// Job categories as the spec names them: the stored value (also the Apply form's
// "job field") and the label of the career page's sidebar.
export const JOB_CATEGORIES = [
	{ value: 'House Keeping', label: 'House Keeping' },
	{ value: 'Staffing', label: 'Staffing Solutions' },
	{ value: 'Security', label: 'Security Services' },
	{ value: 'Gardening', label: 'Gardening Solutions' },
] as const

export type JobCategory = (typeof JOB_CATEGORIES)[number]['value']

/** Today's date in India (the deadline is "the end of" a day there), as YYYY-MM-DD. */
export function todayInIndia(now = new Date()) {
	return new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10)
}

/** A job is open through the whole of its deadline day, Indian time. */
export function isJobOpen(job: { till_date: string; published: number }, now = new Date()) {
	return job.published === 1 && job.till_date >= todayInIndia(now)
}

/** 2026-12-31 -> "31 Dec 2026", as people in India write dates. */
export function formatIndianDate(isoDate: string) {
	const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
	const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
	return `${day} ${months[(month ?? 1) - 1]} ${year}`
}
