import { CSV_BYTE_ORDER_MARK, csvLine, type CsvValue } from '#app/utils/common/csv.ts'
import { applicationReports } from '#app/utils/applications/reports.server.ts'
import { applicationSources, sourceReportLines } from '#app/utils/applications/source-report.server.ts'
import { readReportWeeks } from '#app/utils/applications/reports.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/reports-export'
import { showRateByWeek } from '#app/utils/applications/show-rate.server.ts'
import { rejectionsOfReportWeeks } from '#app/utils/applications/rejection-reasons.server.ts'

// GET /admin/applications/reports/export?table=weekly|hires|stages|show-rate|reasons|sources&weeks=12: one of the
// reports as a CSV file (weekly when none is named; an unknown name is refused).

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

const TABLES = ['weekly', 'hires', 'stages', 'sources'] as const

export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	// Without a table named, the first: every job and week.
	const table = TABLES.find((known) => known === (url.searchParams.get('table') ?? 'weekly'))
	if (url.searchParams.get('table') === 'show-rate') return showRateCsv(readReportWeeks(url))
	if (url.searchParams.get('table') === 'reasons') return reasonsCsv(readReportWeeks(url))
	if (!table) {
		throw new Response('Ask for table=weekly, hires, stages, show-rate, reasons or sources.', { status: 400 })
	}
	const weeks = readReportWeeks(url)
	const reports = await applicationReports(getDb(), weeks)
	// Where applications come from: a report of its own (source-report.server.ts).
	const sources = table === 'sources' ? sourceReportLines(await applicationSources(getDb(), weeks)) : null
	const lines = sources
		? sources
		: table === 'weekly'
			? [
					['Job', 'Place', 'Total', ...reports.weeks.map((week) => `Week of ${week}`)],
					...reports.weekly.map((row) => [row.title, row.location, row.total, ...row.counts]),
					['All jobs', '', reports.weeklyTotals.reduce((sum, n) => sum + n, 0), ...reports.weeklyTotals],
				]
			: table === 'hires'
				? [
						['Job', 'Place', 'Hired', 'Median days', 'Quickest days', 'Slowest days'],
						...reports.hires.map((row) => [
							row.title,
							row.location,
							row.hired,
							row.medianDays,
							row.fastestDays,
							row.slowestDays,
						]),
					]
				: [['Stage', 'Applications', 'Share %'], ...reports.stages.map((row) => [row.stage, row.count, row.percent])]
	return csvFile(`brisk-${table}-${reports.weeks[0]}-${weeks}-weeks.csv`, lines)
}

/** The period's rejected applications by reason (table=reasons), most first. */
async function reasonsCsv(weeks: number) {
	const rows = await rejectionsOfReportWeeks(getDb(), weeks)
	const lines = [['Reason', 'Applications'], ...rows.map((row) => [row.reason ?? 'No reason given', row.count])]
	return csvFile(`brisk-rejection-reasons-${weeks}-weeks.csv`, lines)
}

/** The interview show rate per week (table=show-rate): came, did not come, not marked, and the rate of those marked. */
async function showRateCsv(weeks: number) {
	const rows = await showRateByWeek(getDb(), weeks)
	const lines = [
		['Week of', 'Came', 'Did not come', 'Not marked', 'Show rate %'],
		...rows.map((row) => [row.week, row.came, row.notCame, row.notMarked, row.percent ?? '']),
	]
	return csvFile(`brisk-show-rate-${rows[0]!.week}-${weeks}-weeks.csv`, lines)
}

/** A report's lines as a file a spreadsheet opens (its byte order mark keeps Devanagari and Telugu readable). */
function csvFile(name: string, lines: ReadonlyArray<readonly CsvValue[]>) {
	return new Response(CSV_BYTE_ORDER_MARK + lines.map(csvLine).join(''), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${name}"`,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
