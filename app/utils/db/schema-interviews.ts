import type { ColumnType, Generated } from 'kysely'

// The tables of applicants' answers to interviews (migration 029), beside schema.ts, which lists them in Database.

/** An interview's invitation (029): one row each time HR set one, its short link's token, answer and reminders. */
export interface InterviewInvitationsTable {
	id: Generated<number>
	application_id: number
	token: string
	/** The interview the link was made for: a moved one makes a new row, and this link outdated. */
	interview_date: string
	interview_time: string
	created_at: string
	answer: ColumnType<'confirmed' | 'declined' | null, 'confirmed' | 'declined' | null | undefined>
	/** The applicant's own words with a decline ("another day?"). */
	answer_note: ColumnType<string | null, string | null | undefined>
	answered_at: ColumnType<string | null, string | null | undefined>
	/** 'link' or 'text'. */
	answered_by: ColumnType<string | null, string | null | undefined>
	evening_reminder_at: ColumnType<string | null, string | null | undefined>
	soon_reminder_at: ColumnType<string | null, string | null | undefined>
}

/** A text an applicant sent back (029), kept once per provider's message id. */
export interface InboundTextsTable {
	id: Generated<number>
	message_sid: string
	from_number: string
	body: string
	application_id: number | null
	received_at: string
}

/** Whether the applicant came to an interview (031), marked by HR once its time came; one row per interview. */
export interface InterviewAttendanceTable {
	id: Generated<number>
	application_id: number
	interview_date: string
	interview_time: string
	/** 1 came, 0 did not come. */
	came: number
	marked_at: string
	staff_id: number | null
}
