import { applicationReference } from './references.ts'
import { interviewWords } from './applications.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import { attendanceOfDay } from './interview-attendance.server.ts'

// The day's interviews, for the recruiter planning it and for the gate: everyone at the
// Interview stage whose interview falls on the day, by time. Read by one index step
// (applications_interview_date), however many applications a year brings.

export interface InterviewOfTheDay {
	applicationId: number
	reference: string
	time: string
	/** "10:30 am" */
	timeInWords: string
	name: string
	job: string
	place: string
	askFor: string | null
	mobile: string
	/** The applicant's answer to the invitation: null when they were not told of it (no link went). */
	answer: 'confirmed' | 'declined' | 'none' | null
	/** Their words with a decline. */
	answerNote: string | null
	/** Marked after the interview's time: came (true), did not come (false), or not yet (null). */
	came: boolean | null
	/** The stage the application is at now, when it moved on after a marked interview (its row stays on the day). */
	movedTo: string | null
}

export async function listInterviews(db: Db, day: string): Promise<InterviewOfTheDay[]> {
	const [rows, marks] = await Promise.all([
		db
			.selectFrom('applications as a')
			.leftJoin('jobs as j', 'j.id', 'a.job_id')
			// The application's newest invitation, while it is still of this interview's day and time.
			.leftJoin('interview_invitations as i', (join) =>
				join
					.onRef('i.application_id', '=', 'a.id')
					.onRef('i.interview_date', '=', 'a.interview_date')
					.onRef('i.interview_time', '=', 'a.interview_time')
					.on((eb) =>
						eb(
							'i.id',
							'=',
							eb
								.selectFrom('interview_invitations as n')
								.select((inner) => inner.fn.max('n.id').as('id'))
								.whereRef('n.application_id', '=', 'a.id'),
						),
					),
			)
			.select([
				'i.id as invitation_id',
				'i.answer',
				'i.answer_note',
				'a.id',
				'a.created_at',
				'a.reference_code',
				'a.name',
				'a.contact',
				'a.interview_date',
				'a.interview_time',
				'a.interview_place',
				'a.interview_ask_for',
				'j.title as job_title',
			])
			.where('a.interview_date', '=', day)
			.where('a.status', '=', 'Interview')
			.where('a.erased_at', 'is', null)
			.orderBy('a.interview_time')
			.orderBy('a.name')
			.limit(500)
			.execute(),
		attendanceOfDay(db, day),
	])
	const current = rows.map((row): InterviewOfTheDay => ({
		applicationId: row.id,
		reference: applicationReference(row.id, row.created_at, row.reference_code),
		time: row.interview_time ?? '',
		timeInWords: interviewWords({ date: day, time: row.interview_time ?? '00:00', place: '' }, 'en').time,
		name: row.name,
		job: row.job_title ?? 'a job no longer listed',
		place: row.interview_place ?? '',
		askFor: row.interview_ask_for,
		mobile: formatIndianMobile(row.contact),
		answer: row.invitation_id ? (row.answer ?? 'none') : null,
		answerNote: row.answer_note,
		came: marks.get(`${row.id} ${row.interview_time}`) ?? null,
		movedTo: null,
	}))
	return [...current, ...(await markedAndMovedOn(db, day, current))].sort(
		(a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name),
	)
}

/**
 * The day's interviews marked came or not whose applications have since left Interview (hired, rejected) or were
 * given another interview: they stay on the day's list with their mark, which may still be corrected.
 */
async function markedAndMovedOn(db: Db, day: string, listed: InterviewOfTheDay[]): Promise<InterviewOfTheDay[]> {
	const shown = new Set(listed.map((row) => `${row.applicationId} ${row.time}`))
	const rows = await db
		.selectFrom('interview_attendance as t')
		.innerJoin('applications as a', 'a.id', 't.application_id')
		.leftJoin('jobs as j', 'j.id', 'a.job_id')
		.select([
			't.interview_time',
			't.came',
			'a.id',
			'a.created_at',
			'a.reference_code',
			'a.name',
			'a.contact',
			'a.status',
			'j.title as job_title',
		])
		.where('t.interview_date', '=', day)
		.where('a.erased_at', 'is', null)
		.limit(500)
		.execute()
	return rows
		.filter((row) => !shown.has(`${row.id} ${row.interview_time}`))
		.map((row) => ({
			applicationId: row.id,
			reference: applicationReference(row.id, row.created_at, row.reference_code),
			time: row.interview_time,
			timeInWords: interviewWords({ date: day, time: row.interview_time, place: '' }, 'en').time,
			name: row.name,
			job: row.job_title ?? 'a job no longer listed',
			place: '',
			askFor: null,
			mobile: formatIndianMobile(row.contact),
			answer: null,
			answerNote: null,
			came: Boolean(row.came),
			movedTo: row.status,
		}))
}
