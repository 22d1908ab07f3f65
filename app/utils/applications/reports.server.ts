import { sql } from 'kysely'
import { startOfIndianDay } from '#app/utils/common/dates.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { reportWeeks } from './reports.ts'
import { STAGES, type Stage } from './stages.ts'

// The recruiters' reports: how many apply to each job week by week, how long a hire takes, and where the
// applications of a period stand. Weeks start on Monday in India. Erased applications count (they happened), but
// nothing of their person is read.

const DAY_MS = 86_400_000

export interface WeeklyRow {
	jobId: number
	title: string
	location: string
	/** Applications in each week of `weeks`, in order. */
	counts: number[]
	total: number
}

export interface HireRow {
	jobId: number
	title: string
	location: string
	hired: number
	/** Days from the application to the move to Hired: the middle value, and the quickest and slowest. */
	medianDays: number
	fastestDays: number
	slowestDays: number
}

export interface ApplicationReports {
	weeks: string[]
	weekly: WeeklyRow[]
	/** Every job's applications in each week. */
	weeklyTotals: number[]
	hires: HireRow[]
	/** Where the applications of the period stand now. */
	stages: Array<{ stage: Stage; count: number; percent: number }>
}

function days(from: string, to: string) {
	return Math.max(0, Math.round(((Date.parse(to) - Date.parse(from)) / DAY_MS) * 10) / 10)
}

function median(sorted: number[]) {
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle]! : Math.round(((sorted[middle - 1]! + sorted[middle]!) / 2) * 10) / 10
}

/** The reports of the last `weekCount` weeks (this one included). */
export async function applicationReports(db: Db, weekCount: number, now = new Date()): Promise<ApplicationReports> {
	const weeks = reportWeeks(weekCount, now)
	const bounds = [...weeks.map(startOfIndianDay), new Date(now.getTime() + 1).toISOString()]
	const from = bounds[0]!

	// One grouped count per week (the created_at index reads each week's rows once), portable to both databases.
	const perWeek = await Promise.all(
		weeks.map((_, index) =>
			db
				.selectFrom('applications')
				.select(['job_id', (eb) => eb.fn.countAll().as('n')])
				.where('created_at', '>=', bounds[index]!)
				.where('created_at', '<', bounds[index + 1]!)
				.groupBy('job_id')
				.execute(),
		),
	)
	const jobIds = [...new Set(perWeek.flat().map((row) => row.job_id))]
	const hiredRows = await db
		.selectFrom('application_events as e')
		.innerJoin('applications as a', 'a.id', 'e.application_id')
		.select(['a.job_id', 'a.created_at', sql<string>`min(e.at)`.as('hired_at')])
		.where('e.kind', '=', 'stage')
		.where('e.stage', '=', 'Hired')
		.where('e.at', '>=', from)
		.groupBy(['a.id', 'a.job_id', 'a.created_at'])
		.execute()
	const jobs = await db
		.selectFrom('jobs')
		.select(['id', 'title', 'location'])
		.where('id', 'in', [...new Set([...jobIds, ...hiredRows.map((row) => row.job_id)]), -1])
		.execute()
	const jobOf = new Map(jobs.map((job) => [job.id, job]))
	const named = (jobId: number) => ({
		jobId,
		title: jobOf.get(jobId)?.title ?? `Job ${jobId} (deleted)`,
		location: jobOf.get(jobId)?.location ?? '',
	})
	const byName = (a: { title: string; location: string }, b: { title: string; location: string }) =>
		a.title.localeCompare(b.title) || a.location.localeCompare(b.location)

	const weekly = jobIds
		.map((jobId) => {
			const counts = perWeek.map((rows) => Number(rows.find((row) => row.job_id === jobId)?.n ?? 0))
			return { ...named(jobId), counts, total: counts.reduce((sum, n) => sum + n, 0) }
		})
		.sort((a, b) => b.total - a.total || byName(a, b))
	const weeklyTotals = perWeek.map((rows) => rows.reduce((sum, row) => sum + Number(row.n), 0))

	const hireDays = new Map<number, number[]>()
	for (const row of hiredRows) {
		const list = hireDays.get(row.job_id) ?? []
		list.push(days(row.created_at, row.hired_at))
		hireDays.set(row.job_id, list)
	}
	const hires = [...hireDays]
		.map(([jobId, list]) => {
			const sorted = list.sort((a, b) => a - b)
			return {
				...named(jobId),
				hired: sorted.length,
				medianDays: median(sorted),
				fastestDays: sorted[0]!,
				slowestDays: sorted.at(-1)!,
			}
		})
		.sort((a, b) => b.hired - a.hired || byName(a, b))

	const stageRows = await db
		.selectFrom('applications')
		.select(['status', (eb) => eb.fn.countAll().as('n')])
		.where('created_at', '>=', from)
		.groupBy('status')
		.execute()
	const all = stageRows.reduce((sum, row) => sum + Number(row.n), 0)
	const stages = STAGES.map((stage) => {
		const count = Number(stageRows.find((row) => row.status === stage)?.n ?? 0)
		return { stage, count, percent: all ? Math.round((count / all) * 1000) / 10 : 0 }
	})
	return { weeks, weekly, weeklyTotals, hires, stages }
}
