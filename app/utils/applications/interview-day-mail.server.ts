import { interviewWords, type InterviewDetails } from './applications.ts'
import { INTERVIEW_MINUTES, interviewInvitation, interviewTimes } from './interview-invitation.ts'
import { applicationReference } from './references.ts'
import { slotsPastMidnight } from './interview-slots.ts'
import type { BulkChoice } from './bulk-moves.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import type { StaffActor } from '#app/utils/db/audit.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { company } from '#content/company.ts'

// A bulk move's interviews as the recruiter gets them: one mail of the day with the list in time order and one
// calendar entry for them all, rather than a mail and an entry per applicant (an application's own page still sends
// its own, interview-calendar.server.ts). And the check that a spread of interviews fits in the day.

/** An application as the bulk move read it, with the interview it was given. */
export interface DayEntry {
	row: {
		id: number
		name: string
		contact: string
		job_id: number | null
		job_title: string | null
		created_at: string
		reference_code: string | null
	}
	interview: InterviewDetails
}

/**
 * Why the rows that can move (not erased, at the stage they were seen at, not at the stage already) cannot be given
 * an interview one every `every` minutes, or null: only they take a slot.
 */
export function slotsRefusal(
	choices: readonly BulkChoice[],
	rows: ReadonlyMap<number, { status: string; erased_at: string | null }>,
	{ stage, time, every }: { stage: string; time: string; every: number },
) {
	const movable = choices.filter(({ id, seen }) => {
		const row = rows.get(id)
		return row && !row.erased_at && row.status === seen && seen !== stage
	}).length
	return slotsPastMidnight(movable, time, every)
}

/**
 * The recruiter's one mail of a bulk move's interviews, queued after the rows' own changes: each row is its own
 * transaction (its change, mail and audit entry), and the day's list is of the rows that did move, so it can only
 * be written once they have. When the database went away part of the way, the rows moved before it did are the ones
 * listed, if it is back by now; when it is still away the mail is not queued, which is logged and neither undoes nor
 * hides the moves: the Interviews page's list of the day shows every interview set, whoever set it. A process
 * stopped part of the way never writes it, for the same reason and with the same fallback.
 */
export async function mailRecruiterDay(
	db: Db,
	{ day, every, staff, now }: { day: readonly DayEntry[]; every: number; staff: StaffActor; now: Date },
) {
	if (!staff.email || day.length === 0) return
	try {
		const jobIds = [...new Set(day.flatMap(({ row }) => (row.job_id ? [row.job_id] : [])))]
		const jobs = jobIds.length
			? await db.selectFrom('jobs').select(['id', 'location']).where('id', 'in', jobIds).execute()
			: []
		const places = new Map(jobs.map((job) => [job.id, job.location]))
		await mailRecruiterInterviewDay(db, {
			staff: { name: staff.name, email: staff.email },
			every,
			people: day.map(({ row, interview }) => ({
				applicationId: row.id,
				name: row.name,
				interview,
				job: row.job_title || 'a job',
				jobPlace: (row.job_id && places.get(row.job_id)) || null,
				mobile: row.contact ? formatIndianMobile(row.contact) : 'no mobile given',
				reference: applicationReference(row.id, row.created_at, row.reference_code),
			})),
			now,
		})
	} catch (error) {
		if (!isDatabaseUnavailable(error)) throw error
		log('warn', "a bulk move's interviews were set; the recruiter's mail of the day could not be queued", {
			staff: staff.id,
			applications: day.map(({ row }) => row.id),
		})
	}
}

/** One applicant of a day's interviews set at once, as the recruiter's list names them. */
export interface DayInterview {
	applicationId: number
	name: string
	interview: InterviewDetails
	job: string
	/** The job's place ("Pune"), when it has one. */
	jobPlace: string | null
	/** Printed for the gate's list: +91 98220 33355. */
	mobile: string
	reference: string
}

/**
 * The mail itself: the day's list in time order, and one calendar entry (REQUEST) from the first interview to the
 * end of the last one's slot (an hour when all are at the same time), under a UID of its own, so forty interviews
 * are one entry and one mail rather than forty. Its subject says the day, how many and for which job.
 */
export async function mailRecruiterInterviewDay(
	db: Db,
	{
		staff,
		people,
		every,
		now,
	}: { staff: { name: string; email: string }; people: readonly DayInterview[]; every: number; now: Date },
) {
	const sorted = [...people].sort((a, b) => a.interview.time.localeCompare(b.interview.time))
	const first = sorted[0]!
	const last = sorted[sorted.length - 1]!
	const jobOf = (person: DayInterview) => (person.jobPlace ? `${person.job}, ${person.jobPlace}` : person.job)
	const jobs = [...new Set(sorted.map(jobOf))]
	const count = sorted.length === 1 ? '1 person' : `${sorted.length} people`
	const subject = `Interviews on ${shortDay(first.interview.date)}: ${count} (${jobs.length === 1 ? jobs[0] : `${jobs.length} jobs`})`
	const { place, askFor } = first.interview
	const url = getEnv().PUBLIC_URL
	const text = [
		`${interviewWords(first.interview, 'en').date}, at ${place}${askFor ? ` (ask for ${askFor})` : ''}:`,
		'',
		...sorted.map((person) =>
			[
				`${person.interview.time}  ${person.name}, ${jobOf(person)}`,
				`       ${person.mobile}, ${person.reference}`,
				`       ${url}/admin/applications/${person.applicationId}`,
			].join('\n'),
		),
	].join('\n')
	const start = interviewTimes(first.interview).start.getTime()
	const end = interviewTimes(last.interview, every || INTERVIEW_MINUTES).end.getTime()
	const calendar = interviewInvitation({
		// One entry per bulk move: its first application and the moment it was made tell it from any other.
		uid: `interviews-${people[0]!.applicationId}-${now.getTime()}-recruiter@${new URL(url).hostname}`,
		sequence: 0,
		organizer: { name: company.legalName, email: getEnv().COMPANY_INBOX },
		interview: first.interview,
		minutes: Math.round((end - start) / 60_000),
		summary: subject,
		description: text,
		attendee: staff,
		now,
	})
	await enqueueMail(db, { kind: 'interview-recruiter', to: staff.email, subject, text, calendar }, now)
}

/** "Thu, 10 Dec": the day of a list, short enough for a subject line. */
function shortDay(date: string) {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
			.formatToParts(new Date(`${date}T00:00:00Z`))
			.map((part) => [part.type, part.value]),
	)
	return `${parts.weekday}, ${parts.day} ${parts.month}`
}

/**
 * Takes an erased applicant out of the recruiter's mails of the day (each lists several people, so none is deleted):
 * their three lines become one that keeps the time, "Erased applicant (erased on request)"; the calendar entry, whose
 * description repeats the list, goes. Found by the link to the application that ends their lines.
 */
export async function eraseFromDayMails(db: Db, applicationId: number) {
	const link = `/admin/applications/${applicationId}`
	const mails = await db
		.selectFrom('outbox')
		.select(['id', 'text_body'])
		.where('kind', '=', 'interview-recruiter')
		.where('application_id', 'is', null)
		.where((eb) => eb.or([eb('text_body', 'like', `%${link}\n%`), eb('text_body', 'like', `%${link}`)]))
		.execute()
	for (const mail of mails) {
		const lines = mail.text_body.split('\n')
		const at = lines.findIndex((line) => line.endsWith(link))
		if (at < 2) continue
		const time = lines[at - 2]!.split(' ')[0]
		lines.splice(at - 2, 3, `${time}  Erased applicant (erased on request)`)
		await db
			.updateTable('outbox')
			.set({ text_body: lines.join('\n'), calendar: null })
			.where('id', '=', mail.id)
			.execute()
	}
	return mails.map((mail) => mail.id)
}
