import type { InterviewDetails } from './applications.ts'
import { interviewInvitation } from './interview-invitation.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { company } from '#content/company.ts'

// An interview's calendar entries: the recruiter's own, and what stays the same each time one is sent.

/**
 * The recruiter's own calendar entry of an interview, as a mail to them: the invitation (REQUEST) or its
 * calling off (CANCEL) of the same entry. The recruiter is the attendee of their own copy: a request names at
 * least one (RFC 5546).
 */
export async function mailRecruiterCalendar(db: Db, entry: RecruiterEntry) {
	const { applicationId, staff, interview, summary, text, method, now } = entry
	const calendar = interviewInvitation({
		...invitationOf(applicationId, 'recruiter', now),
		interview,
		summary,
		description: text,
		attendee: staff,
		method,
		now,
	})
	await enqueueMail(
		db,
		{ kind: 'interview-recruiter', to: staff.email, applicationId, subject: summary, text, calendar },
		now,
	)
}
interface RecruiterEntry {
	applicationId: number
	summary: string
	text: string
	staff: { name: string; email: string }
	interview: InterviewDetails
	method: 'REQUEST' | 'CANCEL'
	now: Date
}

/**
 * What stays the same each time one application's interview is sent, so that a moved interview
 * replaces the calendar entry rather than adding one: the entry's id, and a sequence that grows.
 */
export function invitationOf(applicationId: number, whose: 'candidate' | 'recruiter', now: Date) {
	const host = new URL(getEnv().PUBLIC_URL).hostname
	return {
		uid: `application-${applicationId}-interview-${whose}@${host}`,
		sequence: Math.floor(now.getTime() / 1000),
		organizer: { name: company.legalName, email: getEnv().COMPANY_INBOX },
	}
}
