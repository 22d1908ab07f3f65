import type { ColumnType, Generated } from 'kysely'
import type { OutboxChannel } from './schema.ts'

// The recruiters' own tables (their saved filters, notices of new applications, reasons for rejecting, invitations to
// apply), beside schema.ts, which lists them in Database.

/** The office's list of reasons to reject an application (033): a reason taken off it keeps its row, retired. */
export interface RejectionReasonsTable {
	id: Generated<number>
	label: string
	position: number
	retired_at: ColumnType<string | null, string | null | undefined, string | null>
	created_at: string
}

/** A recruiter's saved filter of the applications list (migration 025): the list's query string under a name. */
export interface SavedFiltersTable {
	id: Generated<number>
	staff_id: number
	name: string
	query: string
	created_at: string
}

export type NoticeFrequency = 'now' | 'daily' | 'never'

/** Whether a member of staff hears of new applications (migration 025); no row is never. */
export interface ApplicationNoticeSettingsTable {
	staff_id: number
	frequency: NoticeFrequency
	/** 1: every job; 0: only the jobs of application_notice_jobs. */
	all_jobs: number
	/** India's day (YYYY-MM-DD) of the last daily digest: one a day, whichever instance sends it. */
	digest_day: string | null
	updated_at: string
}

/** The jobs a member of staff hears of, when not every job. */
export interface ApplicationNoticeJobsTable {
	staff_id: number
	job_id: number
}

/** A past applicant HR invited to apply to a job (030): once per job and mobile number. */
export interface PoolInvitationsTable {
	id: Generated<number>
	job_id: number
	application_id: number
	contact: string
	channel: OutboxChannel
	staff_id: number | null
	invited_at: string
	/** The consent page's short link (032), the person's yes there (when, by 'link'), the application HR then added. */
	token: ColumnType<string | null, string | null | undefined, string | null>
	consent_at: ColumnType<string | null, string | null | undefined, string | null>
	consent_by: ColumnType<string | null, string | null | undefined, string | null>
	added_application_id: ColumnType<number | null, number | null | undefined, number | null>
}
