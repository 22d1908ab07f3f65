import type { Db } from '#app/utils/db/db.server.ts'
import { interviewTimes } from './interview-invitation.ts'
import { reportWeeks } from './reports.ts'

// The interview show rate of the recruiters' reports: per week (Monday in India), the interviews whose time has
// passed, as HR marked them on the day's list (came, did not come) or not marked yet. An interview counts as not
// marked while its application is still at Interview; one moved on (hired, rejected) without a mark is no longer
// known as an interview, so it is not counted. The rate is the share who came of those marked.

const DAY_MS = 86_400_000

export interface ShowRateWeek {
	/** The week's Monday, YYYY-MM-DD. */
	week: string
	came: number
	notCame: number
	notMarked: number
	/** Came of those marked, in percent with one decimal; null when none is marked. */
	percent: number | null
}

/** The show rate of the last `weekCount` weeks (this one included), oldest first. */
export async function showRateByWeek(db: Db, weekCount: number, now = new Date()): Promise<ShowRateWeek[]> {
	const weeks = reportWeeks(weekCount, now)
	const from = weeks[0]!
	const until = new Date(Date.parse(`${weeks.at(-1)!}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10)
	// Both read by the day's index (interview_attendance_day, applications_interview_date).
	const [marked, unmarked] = await Promise.all([
		db
			.selectFrom('interview_attendance')
			.select(['interview_date', 'interview_time', 'came'])
			.where('interview_date', '>=', from)
			.where('interview_date', '<', until)
			.execute(),
		db
			.selectFrom('applications as a')
			.leftJoin('interview_attendance as t', (join) =>
				join
					.onRef('t.application_id', '=', 'a.id')
					.onRef('t.interview_date', '=', 'a.interview_date')
					.onRef('t.interview_time', '=', 'a.interview_time'),
			)
			.select(['a.interview_date', 'a.interview_time'])
			.where('a.interview_date', '>=', from)
			.where('a.interview_date', '<', until)
			.where('a.status', '=', 'Interview')
			.where('a.erased_at', 'is', null)
			.where('t.id', 'is', null)
			.execute(),
	])
	const rows = weeks.map((week): ShowRateWeek => ({ week, came: 0, notCame: 0, notMarked: 0, percent: null }))
	const weekOf = (date: string) =>
		rows[Math.floor((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (7 * DAY_MS))]
	for (const mark of marked) {
		const row = weekOf(mark.interview_date)
		if (!row) continue
		if (mark.came) row.came += 1
		else row.notCame += 1
	}
	for (const interview of unmarked) {
		if (!interview.interview_date || !interview.interview_time) continue
		// Only interviews whose time has come: a later one today or this week is not yet missed.
		if (interviewTimes({ date: interview.interview_date, time: interview.interview_time }).start > now) continue
		const row = weekOf(interview.interview_date)
		if (row) row.notMarked += 1
	}
	for (const row of rows) {
		const marks = row.came + row.notCame
		row.percent = marks ? Math.round((row.came / marks) * 1000) / 10 : null
	}
	return rows
}
