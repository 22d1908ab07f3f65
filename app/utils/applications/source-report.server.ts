import { startOfIndianDay } from '#app/utils/common/dates.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { APPLICATION_SOURCES, type ApplicationSource } from './application-source.ts'
import { reportWeeks } from './reports.ts'

// "Where applications come from", a section of the recruiters' reports (reports.server.ts has the others): the
// applications of the period per source (the career pages, job alerts, the job feed, pool invitations), each week
// and in all, their share, and how many of them were hired. Erased applications count, as in the other reports.

export const SOURCE_NAMES: Record<ApplicationSource, string> = {
	career: 'Career pages',
	alert: 'Job alerts',
	feed: 'Job feed',
	invitation: 'Invitations to people to call back',
}

export interface SourceRow {
	source: ApplicationSource
	name: string
	/** Applications in each week of `weeks`, in order. */
	counts: number[]
	total: number
	/** Share of the period's applications, in percent with one decimal. */
	percent: number
	/** Of the period's applications from this source, those moved to Hired (so far). */
	hired: number
}

/** A stored source, or the career pages for one outside the set (none is, but a report should not lose a row). */
function known(source: string): ApplicationSource {
	return APPLICATION_SOURCES.find((known) => known === source) ?? 'career'
}

/** The sources of the applications of the last `weekCount` weeks (this one included). */
export async function applicationSources(db: Db, weekCount: number, now = new Date()) {
	const weeks = reportWeeks(weekCount, now)
	const bounds = [...weeks.map(startOfIndianDay), new Date(now.getTime() + 1).toISOString()]
	// One grouped count per week (the created_at index reads each week's rows once), as the weekly report does.
	const perWeek = await Promise.all(
		weeks.map((_, index) =>
			db
				.selectFrom('applications')
				.select(['source', (eb) => eb.fn.countAll().as('n')])
				.where('created_at', '>=', bounds[index]!)
				.where('created_at', '<', bounds[index + 1]!)
				.groupBy('source')
				.execute(),
		),
	)
	const hiredRows = await db
		.selectFrom('applications as a')
		.select(['a.source', (eb) => eb.fn.countAll().as('n')])
		.where('a.created_at', '>=', bounds[0]!)
		.where((eb) =>
			eb.exists(
				eb
					.selectFrom('application_events as e')
					.select('e.id')
					.whereRef('e.application_id', '=', 'a.id')
					.where('e.kind', '=', 'stage')
					.where('e.stage', '=', 'Hired'),
			),
		)
		.groupBy('a.source')
		.execute()
	const count = (rows: Array<{ source: string; n: number | string | bigint }>, source: ApplicationSource) =>
		rows.filter((row) => known(row.source) === source).reduce((sum, row) => sum + Number(row.n), 0)
	const total = perWeek.flat().reduce((sum, row) => sum + Number(row.n), 0)
	const sources: SourceRow[] = APPLICATION_SOURCES.map((source) => {
		const counts = perWeek.map((rows) => count(rows, source))
		const sum = counts.reduce((all, n) => all + n, 0)
		return {
			source,
			name: SOURCE_NAMES[source],
			counts,
			total: sum,
			percent: total ? Math.round((sum / total) * 1000) / 10 : 0,
			hired: count(hiredRows, source),
		}
	})
	return { weeks, sources, total }
}

/** The section as the CSV file's lines: a source a line, with every week. */
export function sourceReportLines({ weeks, sources, total }: Awaited<ReturnType<typeof applicationSources>>) {
	return [
		['Source', 'Applications', 'Share %', 'Hired', ...weeks.map((week) => `Week of ${week}`)],
		...sources.map((row) => [row.name, row.total, row.percent, row.hired, ...row.counts]),
		[
			'All sources',
			total,
			total ? 100 : 0,
			sources.reduce((sum, row) => sum + row.hired, 0),
			...weeks.map((_, index) => sources.reduce((sum, row) => sum + row.counts[index]!, 0)),
		],
	]
}
