import { formatAadhaar } from './applications.ts'
import { applicationEvents, type requireApplication } from './applications.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { listFileFacts, readStoredFile } from '#app/utils/files/files.server.ts'
import { canRevealAadhaar } from '#app/utils/staff/aadhaar-access.ts'

// What staff read of an applicant that the audit log records: the Aadhaar number shown
// in full, a copy of a card or resume downloaded or read in the page, everything kept sent as a file. Each
// read and its audit entry happen here, so that no page can show one without the other.

type Revealer = Pick<Staff, 'id' | 'email' | 'role'>
type Application = Awaited<ReturnType<typeof requireApplication>>

/**
 * The applicant's Aadhaar number in full (shown once, in the page that asked), or null when none is
 * on record. Only a role that may reveal it (aadhaar-access.ts) gets it: anyone else is refused (403).
 */
export async function revealAadhaar(db: Db, staff: Revealer, application: Application) {
	refuseUnlessRevealer(staff, 'Your role may not see the whole Aadhaar number: only its last four digits.')
	if (!application.aadhaar_number) return null
	await audit(db, { staff, action: 'application.aadhaar-revealed', subject: `application ${application.id}` })
	return formatAadhaar(application.aadhaar_number)
}

/** The whole Aadhaar number (shown, on a card's copy or in the data export) only to a role that may reveal it (403). */
function refuseUnlessRevealer(staff: Revealer, message: string) {
	if (!canRevealAadhaar(staff.role)) throw new Response(message, { status: 403 })
}

/** The applicant's files, and whether opening each is recorded (the photo shows on the page, unrecorded). */
export const APPLICATION_FILES = {
	photo: { column: 'photo_file_id', audited: false },
	resume: { column: 'resume_file_id', audited: true },
	aadhaar: { column: 'aadhaar_file_id', audited: true },
} as const
export type ApplicationFileKind = keyof typeof APPLICATION_FILES

/**
 * What the back office shows inside its own page: a PDF (in the browser's PDF viewer) or a picture.
 * A Word file or a text is downloaded, as ever.
 */
export const VIEWABLE_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const

export function isViewable(mediaType: string) {
	return (VIEWABLE_MEDIA_TYPES as readonly string[]).includes(mediaType)
}

/** One of the applicant's files as a page names it (name, size, type, whether it opens in the page), or null. */
export async function describeApplicationFile(db: Db, application: Application, kind: ApplicationFileKind) {
	const fileId = application[APPLICATION_FILES[kind].column]
	if (!fileId) return null
	const file = await db
		.selectFrom('files')
		.select(['original_name', 'byte_size', 'media_type'])
		.where('id', '=', fileId)
		.executeTakeFirst()
	if (!file) return null
	return {
		name: file.original_name,
		size: formatBytes(file.byte_size),
		mediaType: file.media_type,
		viewable: isViewable(file.media_type),
	}
}

/**
 * One of the applicant's files, with the audit entry of a resume or card opened; undefined when it
 * is no longer kept. Asked for `inline` (the viewer in the back office's page), a PDF or a picture
 * is sent to be shown there, and its opening is recorded just like a download; anything else, and
 * a resume or card not asked for inline, is a download (attachment). The photo is always inline.
 */
export async function openApplicationFile(
	db: Db,
	staff: Revealer,
	application: Application,
	kind: ApplicationFileKind,
	{ inline = false }: { inline?: boolean } = {},
) {
	// A copy of the card shows the whole number: only the roles that may reveal it may open it.
	if (kind === 'aadhaar')
		refuseUnlessRevealer(staff, 'Your role may not open the Aadhaar card: it shows the whole number.')
	const { column, audited } = APPLICATION_FILES[kind]
	const fileId = application[column]
	const file = fileId ? await readStoredFile(db, fileId) : undefined
	if (!file) return undefined
	const attachment = audited && !(inline && isViewable(file.media_type))
	if (audited) {
		await audit(db, {
			staff,
			action: `application.${kind}-opened`,
			subject: `application ${application.id}`,
			...(attachment ? {} : { details: { how: 'viewed in the back office' } }),
		})
	}
	return { file, attachment }
}

/**
 * Everything kept about one applicant, for an applicant who asks for their data (India's
 * DPDP Act 2023): the application, the names of its files and its history. Recorded.
 */
export async function applicantDataRecord(db: Db, staff: Revealer, application: Application, now = new Date()) {
	refuseUnlessRevealer(staff, 'Your role may not export an applicant’s data: it holds the whole Aadhaar number.')
	const files = await listFileFacts(db, [
		application.photo_file_id,
		application.resume_file_id,
		application.aadhaar_file_id,
	])
	const events = await applicationEvents(db, application.id)
	const record = {
		exportedAt: now.toISOString(),
		note: 'The applicant’s own data, exported on their request (India’s DPDP Act 2023): the Aadhaar number is whole here, while the back office shows only its last four digits. Give this file to the applicant only.',
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
			// Whole, not masked: this is the applicant's own data, exported for their request (DPDP Act 2023, s. 11).
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
