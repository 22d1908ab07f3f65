import { todayInIndia } from '#app/utils/common/dates.ts'

// The periods of the recruiters' reports (reports.server.ts), shared with the page that offers them.

const DAY_MS = 86_400_000

export const REPORT_WEEKS = [4, 8, 12, 26, 52] as const
export type ReportWeeks = (typeof REPORT_WEEKS)[number]

/** The number of weeks a report covers, from the address (?weeks=12); 12 unless it is one of REPORT_WEEKS. */
export function readReportWeeks(url: URL): ReportWeeks {
	const weeks = Number(url.searchParams.get('weeks'))
	return REPORT_WEEKS.find((known) => known === weeks) ?? 12
}

/** The Mondays (India) of the last `count` weeks, this week's last, as YYYY-MM-DD. */
export function reportWeeks(count: number, now = new Date()) {
	const today = todayInIndia(now)
	const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7 // Monday 0 … Sunday 6
	const thisMonday = new Date(Date.parse(`${today}T00:00:00Z`) - weekday * DAY_MS)
	return Array.from({ length: count }, (_, index) =>
		new Date(thisMonday.getTime() - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
	)
}
