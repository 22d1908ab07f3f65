import type { MessageKey } from '#app/i18n/index.ts'
// Job categories as the original site names them: the stored value (also the Apply form's
// "job field") and the label of the career page's sidebar.
export const JOB_CATEGORIES = [
	{ value: 'House Keeping', label: 'House Keeping', key: 'career.category.houseKeeping' },
	{ value: 'Staffing', label: 'Staffing Solutions', key: 'career.category.staffing' },
	{ value: 'Security', label: 'Security Services', key: 'career.category.security' },
	{ value: 'Gardening', label: 'Gardening Solutions', key: 'career.category.gardening' },
] as const satisfies ReadonlyArray<{ value: string; label: string; key: MessageKey }>

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

/** A job's id as addresses and the API carry it: a whole number from 1, at most nine digits; null otherwise. */
export function parseJobId(value: unknown): number | null {
	if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 999_999_999 ? value : null
	if (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= 1) return Number(value)
	return null
}

const IST = new Intl.DateTimeFormat('en-IN', {
	timeZone: 'Asia/Kolkata',
	day: 'numeric',
	month: 'short',
	year: 'numeric',
	hour: 'numeric',
	minute: '2-digit',
	hour12: true,
})

/** A moment as people in India read it: "22 Nov 2026, 4:05 pm IST". */
export function formatIndianDateTime(when: Date | string) {
	const parts = Object.fromEntries(IST.formatToParts(new Date(when)).map((part) => [part.type, part.value]))
	return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()} IST`
}
