import type { Generated, Insertable, Selectable } from 'kysely'

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
	pdf: string | null
	opened_at: string
	published: Generated<number>
	created_at: string
	updated_at: string
}

export interface FilesTable {
	/** Random, unguessable; also the name of the file on disk. */
	id: string
	kind: string
	original_name: string
	media_type: string
	byte_size: number
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
	qualification: Generated<string>
	location: string
	experience: Generated<string>
	job_field: string
	employer: Generated<string>
	current_salary: Generated<string>
	expected_salary: Generated<string>
	photo_file_id: string | null
	resume_file_id: string | null
	aadhar_file_id: string | null
	status: Generated<string>
	consent_at: string | null
	language: Generated<string>
	created_at: string
	updated_at: string
}

export interface EnquiriesTable {
	id: Generated<number>
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
}

export interface DocumentsTable {
	id: Generated<number>
	/** Kept for compatibility with the original API; never used. */
	new_doc_id: number | null
	title: string
	pdf: string
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
	last_error: string | null
	created_at: string
	sent_at: string | null
}

export interface Database {
	jobs: JobsTable
	files: FilesTable
	applications: ApplicationsTable
	enquiries: EnquiriesTable
	documents: DocumentsTable
	outbox: OutboxTable
}

export type Job = Selectable<JobsTable>
export type NewJob = Insertable<JobsTable>
export type Application = Selectable<ApplicationsTable>
export type Enquiry = Selectable<EnquiriesTable>
export type DocumentRecord = Selectable<DocumentsTable>
export type OutboxMail = Selectable<OutboxTable>
export type StoredFile = Selectable<FilesTable>
