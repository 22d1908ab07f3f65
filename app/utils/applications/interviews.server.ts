import { applicationReference } from './references.ts'
import { interviewWords } from './applications.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'

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
}

export async function listInterviews(db: Db, day: string): Promise<InterviewOfTheDay[]> {
	const rows = await db
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
		.execute()
	return rows.map((row) => ({
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
	}))
}
