// Days and moments as the company reads them: India's time (UTC+5:30, no
// summer time), plain YYYY-MM-DD days, and the written forms staff and visitors
// meet ("31 Dec 2026", "22 Nov 2026, 4:05 pm IST"). The one place for them.

const INDIA_OFFSET = '+05:30'
const INDIA_OFFSET_MS = 5.5 * 3600_000

/** Today's date in India (a deadline is "the end of" a day there), as YYYY-MM-DD. */
export function todayInIndia(now = new Date()) {
	return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}

/** True for a plain YYYY-MM-DD that names a real day (2024-02-31 does not). */
export function isPlainDate(value: string | null | undefined): value is string {
	if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const day = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/** The first moment of a day in India, as the ISO text the database stores. */
export function startOfIndianDay(day: string) {
	return new Date(`${day}T00:00:00${INDIA_OFFSET}`).toISOString()
}

/** The first moment of the next day in India (the end of a range, excluded). */
export function endOfIndianDay(day: string) {
	return new Date(new Date(`${day}T00:00:00${INDIA_OFFSET}`).getTime() + 86_400_000).toISOString()
}

/** The last moment of a day in India, written with its offset (a job's validThrough). */
export function lastMomentOfIndianDay(day: string) {
	return `${day}T23:59:59${INDIA_OFFSET}`
}

/** 2026-12-31 -> "31 Dec 2026", as people in India write dates. */
export function formatIndianDate(isoDate: string) {
	const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
	const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
	return `${day} ${months[(month ?? 1) - 1]} ${year}`
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

/** A stored moment as spreadsheets read a date and time, in India's time: "2026-11-24 15:45" ('' if not a date). */
export function spreadsheetIndianTime(iso: string) {
	const moment = new Date(iso)
	if (Number.isNaN(moment.getTime())) return ''
	return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}
