import { formatIndianDate } from '#app/utils/common/dates.ts'
import { audit, type StaffActor } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { interviewWords } from './applications.ts'
import { addApplicationEvent } from './applications.server.ts'
import { interviewTimes } from './interview-invitation.ts'

// Who came to their interview. Once an interview's time has come (India's time), HR mark it "came" or "did not
// come" from the day's list; a wrong press is corrected by the other button, on the same row. Each mark or
// correction goes into the application's history and the audit log. A mark belongs to the interview (its day and
// time), so it stays when the application moves on to Hired or Rejected, and the weekly show rate reads it.

export type AttendanceOutcome =
	| { ok: true; changed: boolean; name: string }
	/** The applicant's name, where there is one to say (none for an application that does not exist). */
	| { ok: false; reason: 'not-found' | 'erased' | 'not-set' | 'too-early'; name: string }

/** "10 Dec 2026, 10:00 am": an interview as the history and the notices name it. */
export function interviewInWords(date: string, time: string) {
	return `${formatIndianDate(date)}, ${interviewWords({ date, time, place: '' }, 'en').time}`
}

/** The history's words of a mark: "Came to the interview of 10 Dec 2026, 10:00 am". */
export function attendanceWords(came: boolean, date: string, time: string) {
	return `${came ? 'Came' : 'Did not come'} to the interview of ${interviewInWords(date, time)}`
}

/**
 * Marks whether the applicant came to the interview of this day and time. The interview must be the one set on the
 * application now (at Interview), or one already marked (a correction after the application moved on); and its time
 * must have come. Pressing the same answer again changes nothing and writes nothing.
 */
export async function markAttendance(
	db: Db,
	staff: StaffActor,
	{ applicationId, date, time, came }: { applicationId: number; date: string; time: string; came: boolean },
	now = new Date(),
): Promise<AttendanceOutcome> {
	return inTransaction(db, async (trx) => {
		const application = await trx
			.selectFrom('applications')
			.select(['id', 'name', 'status', 'erased_at', 'interview_date', 'interview_time'])
			.where('id', '=', applicationId)
			.executeTakeFirst()
		if (!application) return { ok: false, reason: 'not-found', name: '' }
		if (application.erased_at) return { ok: false, reason: 'erased', name: '' }
		const before = await trx
			.selectFrom('interview_attendance')
			.select(['id', 'came'])
			.where('application_id', '=', applicationId)
			.where('interview_date', '=', date)
			.where('interview_time', '=', time)
			.executeTakeFirst()
		const current =
			application.status === 'Interview' && application.interview_date === date && application.interview_time === time
		const { name } = application
		if (!current && !before) return { ok: false, reason: 'not-set', name }
		if (interviewTimes({ date, time }).start > now) return { ok: false, reason: 'too-early', name }
		if (before && Boolean(before.came) === came) return { ok: true, changed: false, name }
		const values = { came: came ? 1 : 0, marked_at: now.toISOString(), staff_id: staff.id }
		// Two people pressing at once both land on the one row the unique index allows.
		await trx
			.insertInto('interview_attendance')
			.values({ application_id: applicationId, interview_date: date, interview_time: time, ...values })
			.onConflict((conflict) =>
				conflict.columns(['application_id', 'interview_date', 'interview_time']).doUpdateSet(values),
			)
			.execute()
		const text = `${attendanceWords(came, date, time)}${before ? ' (corrected)' : ''}`
		await addApplicationEvent(trx, { applicationId, kind: 'attendance', text, staff }, now)
		await audit(
			trx,
			{
				staff,
				action: 'application.attendance-marked',
				subject: `application ${applicationId}`,
				details: { interview: `${date} ${time}`, came, corrected: Boolean(before) },
			},
			now,
		)
		return { ok: true, changed: true, name }
	})
}

/** The marks of a day's interviews, by application and time. */
export async function attendanceOfDay(db: Db, day: string) {
	const rows = await db
		.selectFrom('interview_attendance')
		.select(['application_id', 'interview_time', 'came'])
		.where('interview_date', '=', day)
		.execute()
	return new Map(rows.map((row) => [`${row.application_id} ${row.interview_time}`, Boolean(row.came)]))
}

/**
 * The answer each of these applications gave to the invitation of its current interview: confirmed, declined,
 * none (asked, no answer yet); absent when it is not at Interview or no link went. For a page of the list.
 */
export async function currentInterviewAnswers(db: Db, applicationIds: number[]) {
	if (applicationIds.length === 0) return new Map<number, 'confirmed' | 'declined' | 'none'>()
	const rows = await db
		.selectFrom('applications as a')
		.innerJoin('interview_invitations as i', (join) =>
			join
				.onRef('i.application_id', '=', 'a.id')
				.onRef('i.interview_date', '=', 'a.interview_date')
				.onRef('i.interview_time', '=', 'a.interview_time'),
		)
		.select(['a.id', 'i.answer'])
		.where('a.id', 'in', applicationIds)
		.where('a.status', '=', 'Interview')
		.where('a.erased_at', 'is', null)
		.where((eb) =>
			eb(
				'i.id',
				'=',
				eb
					.selectFrom('interview_invitations as n')
					.select((inner) => inner.fn.max('n.id').as('id'))
					.whereRef('n.application_id', '=', 'a.id'),
			),
		)
		.execute()
	return new Map(rows.map((row) => [row.id, row.answer ?? ('none' as const)]))
}
