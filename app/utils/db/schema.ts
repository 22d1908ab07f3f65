import type { ColumnType, Generated, Selectable } from 'kysely'
import type { Language, TranslatedLanguage } from '#app/i18n/languages.ts'
import type { InboundTextsTable, InterviewAttendanceTable, InterviewInvitationsTable } from './schema-interviews.ts'
import type {
	ApplicationNoticeJobsTable,
	ApplicationNoticeSettingsTable,
	PoolInvitationsTable,
	RejectionReasonsTable,
	SavedFiltersTable,
} from './schema-recruiting.ts'

export type { NoticeFrequency } from './schema-recruiting.ts'
// Column names are snake_case in both databases. Dates are ISO-8601 text
// (deadlines are plain YYYY-MM-DD) so that SQLite and PostgreSQL store the same thing.

export interface JobsTable {
	id: Generated<number>
	title: string
	designation: string
	description: string
	location: string
	phone: string
	category: string
	till_date: string
	/** The advert's public file name, served at /Pdf/{pdf}. */
	pdf: string | null
	pdf_file_id: string | null
	opened_at: string
	published: Generated<number>
	/** What the job asks of applicants (017): 1 required (the default), 0 optional. */
	requires_photo: Generated<number>
	requires_resume: Generated<number>
	requires_aadhaar: Generated<number>
	requires_email: Generated<number>
	created_at: string
	updated_at: string
}

/** A job's words in another language than English (015); a null field shows the English. */
export interface JobTranslationsTable {
	job_id: number
	language: Language
	title: string | null
	designation: string | null
	location: string | null
	description: string | null
	updated_at: string
}

/** A housekeeping document's title in another language than English (015). */
export interface DocumentTranslationsTable {
	document_id: number
	language: Language
	title: string
	updated_at: string
}

export interface FilesTable {
	/** Random, unguessable (128 bits, hex). */
	id: string
	/** photo, resume, aadhaar (an applicant's), advert (a job's), document (housekeeping). */
	kind: string
	original_name: string
	media_type: string
	byte_size: number
	/** Hex; also the file's ETag. Null only for rows written before migration 004. */
	sha256: string | null
	bytes: Buffer | null
	created_at: string
}

export interface ApplicationsTable {
	id: Generated<number>
	job_id: number
	name: string
	contact: string
	email: string
	/** Lower-cased e-mail: with job_id it is unique, so a duplicate cannot be stored. */
	email_normalised: string
	/** The apply form's key of this submission (016), unique: a retried submission finds it. */
	submission_key: ColumnType<string | null, string | null | undefined, string | null>
	qualification: Generated<string>
	location: string
	experience: Generated<string>
	job_field: string
	employer: Generated<string>
	current_salary: Generated<string>
	expected_salary: Generated<string>
	photo_file_id: string | null
	resume_file_id: string | null
	aadhaar_file_id: string | null
	status: Generated<string>
	consent_at: string | null
	/** The language the applicant used: their mails are in it. */
	language: ColumnType<Language, Language | undefined, Language>
	created_at: string
	updated_at: string
	/** Set when the applicant's data was erased on request (the record stays, anonymised). */
	erased_at: Generated<string | null>
	/** Twelve digits when the applicant's number is on record (migration 009); shown masked. */
	aadhaar_number: Generated<string | null>
	/** Instead of a resume, where the job does not require one (017): the last work, years of it, languages spoken. */
	last_work: Generated<string | null>
	work_years: Generated<string | null>
	languages_spoken: Generated<string | null>
	/** The interview HR set when moving the application to Interview (022): YYYY-MM-DD, HH:MM, where, whom to ask for. */
	interview_date: Generated<string | null>
	interview_time: Generated<string | null>
	interview_place: Generated<string | null>
	interview_ask_for: Generated<string | null>
	/** The random check code printed at the end of its reference (027): the status page asks for it. */
	reference_code: ColumnType<string | null, string | null | undefined, string | null>
	/** Why it was rejected, in the words of the office's list when it was chosen (033); none at any other stage. */
	rejection_reason: Generated<string | null>
	/** Where the application came from (032): career, alert, feed or invitation (application-source.ts). */
	source: ColumnType<string, string | undefined, string>
}

export interface EnquiriesTable {
	id: Generated<number>
	/** The language the visitor wrote from (012): the acknowledgement is in it. */
	language: ColumnType<Language, Language | undefined, Language>
	name: string
	email: string
	mobile: string
	subject: string
	message: string
	find: string
	service: string
	created_at: string
	/** Keyed hash of the sender's address, for the per-address limit (migration 002). */
	client_key: string | null
	handled_at: string | null
	handled_by: number | null
	assigned_to: number | null
	/** Why the enquiry may be a bot's (accepted anyway, for a person to judge). */
	flag: string | null
}

export interface DocumentsTable {
	id: Generated<number>
	/** Kept for compatibility with the original API; never used. */
	new_doc_id: number | null
	title: string
	pdf: string
	file_id: string | null
	byte_size: number
	sort_order: number
	created_at: string
}

export interface OutboxTable {
	id: Generated<number>
	kind: string
	to_address: string
	reply_to: string | null
	subject: string
	text_body: string
	html_body: string | null
	status: Generated<string>
	attempts: Generated<number>
	next_attempt_at: string
	locked_until: string | null
	/** The worker that holds the lease (migration 006). */
	locked_by: string | null
	last_error: string | null
	created_at: string
	sent_at: string | null
	/** The application the mail is about (migration 019): an erasure finds its mails by it. */
	application_id: ColumnType<number | null, number | null | undefined, number | null>
	/** 'mail', or 'sms' for a text message to the mobile number in to_address (migration 021). */
	channel: ColumnType<OutboxChannel, OutboxChannel | undefined, OutboxChannel>
	/** A mail's extra headers as a JSON object (migration 023): an alert's List-Unsubscribe. */
	headers: ColumnType<string | null, string | null | undefined, string | null>
	/** An iCalendar invitation sent with the mail as text/calendar (migration 024): an interview. */
	calendar: ColumnType<string | null, string | null | undefined, string | null>
	/** Who set a text off (migration 028): 'visitor' (it waits for the site's text budget) or 'staff'; null for a mail. */
	origin: ColumnType<TextOrigin | null, TextOrigin | null | undefined, TextOrigin | null>
	/** When a text was counted against the site's text budget, once, as it was first handed over (migration 028). */
	counted_at: ColumnType<string | null, string | null | undefined, string | null>
	/** When the text budget first held a visitor's text back (migration 028). */
	held_at: ColumnType<string | null, string | null | undefined, string | null>
}

export type OutboxChannel = 'mail' | 'sms'

export type TextOrigin = 'visitor' | 'staff'

/** Counters of rate-limiter-flexible (migration 003); only that library reads and writes them. */
export interface RateLimitsTable {
	key: string
	points: number
	/** Milliseconds since 1970 (PostgreSQL hands a bigint back as a string). */
	expire: number | string | null
}

/** Values all instances share (migration 005): the site's secret and its predecessor. */
export interface SettingsTable {
	name: string
	value: string
	updated_at: string
}

export type StaffRole = 'admin' | 'hr' | 'office' | 'content'

export interface StaffTable {
	id: Generated<number>
	/** Lower case; unique. */
	email: string
	name: string
	role: StaffRole
	/** scrypt; null until an invitation is accepted. */
	password_hash: string | null
	password_changed_at: string | null
	/** Until then wrong passwords lock the account only for the address that typed them (after a reset link). */
	lock_per_address_until: string | null
	/** Base32 TOTP secret; null until the second factor is set up. */
	totp_secret: string | null
	/** The last time step a code was accepted for: a code is never accepted twice. */
	totp_last_step: number | null
	totp_enabled_at: string | null
	disabled_at: string | null
	created_at: string
	updated_at: string
}

export interface StaffRecoveryCodesTable {
	id: Generated<number>
	staff_id: number
	code_hash: string
	used_at: string | null
}

/** One-time links (an invitation, a password reset): only the sha256 of the token is stored. */
export interface StaffTokensTable {
	id: string
	staff_id: number
	purpose: 'invite' | 'reset'
	expires_at: string
	used_at: string | null
	created_at: string
}

/** Staff sign-in sessions: the id is the sha256 of the cookie's random value. */
export interface SessionsTable {
	id: string
	staff_id: number
	/** When the second factor was passed; null while only the password was. */
	second_factor_at: string | null
	created_at: string
	last_seen_at: string
	/** The absolute end, whatever the activity. */
	expires_at: string
	user_agent: string | null
}

export interface AuditLogTable {
	id: Generated<number>
	at: string
	staff_id: number | null
	staff_email: string | null
	action: string
	/** What it was done to, e.g. "application 12", "job 5". */
	subject: string | null
	/** JSON. */
	details: string | null
	client_key: string | null
}

export interface ApplicationEventsTable {
	id: Generated<number>
	application_id: number
	kind: 'stage' | 'note' | 'mail' | 'text' | 'attendance'
	stage: string | null
	text: string | null
	staff_id: number | null
	staff_name: string | null
	at: string
}

/** An enquiry's history: a note of the team, or a reply sent to the enquirer from the back office. */
export interface EnquiryEventsTable {
	id: Generated<number>
	enquiry_id: number
	kind: 'note' | 'reply'
	subject: string | null
	text: string
	staff_id: number | null
	staff_name: string | null
	at: string
}

export interface MailTemplatesTable {
	name: string
	subject: string
	body: string
	updated_at: string
	updated_by: number | null
}

/** A photo of a gallery: a file of its content folder (folder_file) or one uploaded by staff (file_id). */
export interface GalleryItemsTable {
	id: Generated<number>
	gallery: string
	folder_file: string | null
	file_id: string | null
	caption: Generated<string>
	alt: Generated<string>
	sort_order: Generated<number>
	hidden: Generated<number>
	created_at: string
}

/** A published version of a site-content section (migration 018): the newest of a section is live. */
export interface ContentVersionsTable {
	id: Generated<number>
	section: string
	/** JSON: the section's document in each language, { en, hi, mr }. */
	body: string
	published_by: number | null
	published_at: string
	restored_from: number | null
}

/** A section's unpublished changes (one per section). */
export interface ContentDraftsTable {
	section: string
	body: string
	updated_by: number | null
	updated_at: string
}

/** A visitor's job alert (migration 023): a mail or a text when a matching job opens. */
export interface JobAlertsTable {
	id: Generated<number>
	channel: OutboxChannel
	/** A lower-cased e-mail address, or a mobile number as +91 and its 10 digits; '' once unsubscribed. */
	address: string
	/** A stored job category; null for any. */
	category: string | null
	/** Lower-cased words found in a job's location; null for anywhere. */
	place: string | null
	language: Language
	/** Random, unguessable: the confirm and unsubscribe links carry it. */
	token: string
	created_at: string
	confirmed_at: string | null
	unsubscribed_at: string | null
	/** When the last alert was queued: jobs opened after it are news. */
	last_sent_at: string | null
}

/** A job category's name in a translated language (migration 026); none shows the English. */
export interface JobCategoryTranslationsTable {
	category_id: number
	language: TranslatedLanguage
	name: string
	updated_at: string
}

/** A job category kept by staff (migration 026): the value jobs store never changes, its names do. */
export interface JobCategoriesTable {
	id: Generated<number>
	/** What jobs, applications (job field) and alerts store: the original four's own names, else a slug. */
	value: string
	/** Its name in English; the other languages' are in job_category_translations. */
	name: string
	position: number
	/** When staff retired it: hidden from visitors' choices, its jobs and applications still readable. */
	retired_at: string | null
	created_at: string
	updated_at: string
}

export interface Database {
	jobs: JobsTable
	pool_invitations: PoolInvitationsTable
	job_translations: JobTranslationsTable
	document_translations: DocumentTranslationsTable
	files: FilesTable
	applications: ApplicationsTable
	enquiries: EnquiriesTable
	documents: DocumentsTable
	outbox: OutboxTable
	rate_limits: RateLimitsTable
	settings: SettingsTable
	staff: StaffTable
	staff_recovery_codes: StaffRecoveryCodesTable
	staff_tokens: StaffTokensTable
	sessions: SessionsTable
	audit_log: AuditLogTable
	application_events: ApplicationEventsTable
	enquiry_events: EnquiryEventsTable
	mail_templates: MailTemplatesTable
	gallery_items: GalleryItemsTable
	content_versions: ContentVersionsTable
	content_drafts: ContentDraftsTable
	job_alerts: JobAlertsTable
	job_categories: JobCategoriesTable
	job_category_translations: JobCategoryTranslationsTable
	saved_filters: SavedFiltersTable
	application_notice_settings: ApplicationNoticeSettingsTable
	application_notice_jobs: ApplicationNoticeJobsTable
	interview_invitations: InterviewInvitationsTable
	inbound_texts: InboundTextsTable
	rejection_reasons: RejectionReasonsTable
	interview_attendance: InterviewAttendanceTable
}

export type Job = Selectable<JobsTable>
export type Application = Selectable<ApplicationsTable>
export type Enquiry = Selectable<EnquiriesTable>
export type OutboxMail = Selectable<OutboxTable>
export type Staff = Selectable<StaffTable>
