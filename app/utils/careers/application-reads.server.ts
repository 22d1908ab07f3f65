import { formatAadhaar } from './applications.ts'
import { applicationEvents, type requireApplication } from './applications.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { listFileFacts, readStoredFile } from '#app/utils/files/files.server.ts'

// What staff read of an applicant that the audit log records: the Aadhaar number shown
// in full, a copy of a card or resume downloaded, everything kept sent as a file. Each
// read and its audit entry happen here, so that no page can show one without the other.

type Actor = Pick<Staff, 'id' | 'email'>
type Application = Awaited<ReturnType<typeof requireApplication>>

/** The applicant's Aadhaar number in full (shown once, in the page that asked), or null when none is on record. */
export async function revealAadhaar(db: Db, staff: Actor, application: Application) {
	if (!application.aadhaar_number) return null
	await audit(db, { staff, action: 'application.aadhaar-revealed', subject: `application ${application.id}` })
	return formatAadhaar(application.aadhaar_number)
}

/** The applicant's files, and whether each is sent as a download (then opening it is recorded). */
export const APPLICATION_FILES = {
	photo: { column: 'photo_file_id', attachment: false },
	resume: { column: 'resume_file_id', attachment: true },
	aadhaar: { column: 'aadhaar_file_id', attachment: true },
} as const
export type ApplicationFileKind = keyof typeof APPLICATION_FILES

/** One of the applicant's files, with the audit entry of a download; undefined when it is no longer kept. */
export async function openApplicationFile(db: Db, staff: Actor, application: Application, kind: ApplicationFileKind) {
	const { column, attachment } = APPLICATION_FILES[kind]
	const fileId = application[column]
	const file = fileId ? await readStoredFile(db, fileId) : undefined
	if (!file) return undefined
	if (attachment) {
		await audit(db, { staff, action: `application.${kind}-opened`, subject: `application ${application.id}` })
	}
	return { file, attachment }
}

/**
 * Everything kept about one applicant, for an applicant who asks for their data (India's
 * DPDP Act 2023): the application, the names of its files and its history. Recorded.
 */
export async function applicantDataRecord(db: Db, staff: Actor, application: Application, now = new Date()) {
	const files = await listFileFacts(db, [
		application.photo_file_id,
		application.resume_file_id,
		application.aadhaar_file_id,
	])
	const events = await applicationEvents(db, application.id)
	const record = {
		exportedAt: now.toISOString(),
		application: {
			id: application.id,
			job: { id: application.job_id, title: application.job_title },
			name: application.name,
			email: application.email,
			mobile: application.contact,
			location: application.location,
			jobField: application.job_field,
			qualification: application.qualification,
			experience: application.experience,
			employer: application.employer,
			currentSalary: application.current_salary,
			expectedSalary: application.expected_salary,
			aadhaarNumber: application.aadhaar_number,
			stage: application.status,
			language: application.language,
			consentAt: application.consent_at,
			appliedAt: application.created_at,
			updatedAt: application.updated_at,
			erasedAt: application.erased_at,
		},
		files: files.map((file) => ({
			kind: file.kind,
			name: file.original_name,
			mediaType: file.media_type,
			bytes: file.byte_size,
			storedAt: file.created_at,
		})),
		events: events.map((event) => ({
			kind: event.kind,
			stage: event.stage,
			text: event.text,
			by: event.staff_name,
			at: event.at,
		})),
	}
	await audit(db, { staff, action: 'application.data-exported', subject: `application ${application.id}` }, now)
	return record
}
