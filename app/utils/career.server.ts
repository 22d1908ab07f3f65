import { translate } from '#app/i18n/index.ts'
import type { ApplicantDetails, UploadKind } from './career.ts'
import { isUniqueViolation, type Db } from './db.server.ts'
import type { Job } from './db/schema.ts'
import { getEnv } from './env.server.ts'
import { formatIndianDate, isJobOpen } from './jobs.ts'
import { enqueueMail, pokeOutbox } from './mail.server.ts'
import { deleteUploads, type StoredUpload } from './uploads.server.ts'

// Storing an application (PRODUCT.md, "one submission does everything"): the
// files rows, the application and both mails go into one transaction; the unique
// (job, lower-cased e-mail) rule turns a racing duplicate into the duplicate notice.

export function normaliseEmail(email: string) {
	return email.trim().toLowerCase()
}

export async function findJob(db: Db, id: number) {
	if (!Number.isSafeInteger(id) || id < 1) return undefined
	return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Published jobs whose deadline has not passed, newest first. */
export async function listOpenJobs(db: Db, now = new Date()) {
	const jobs = await db.selectFrom('jobs').selectAll().where('published', '=', 1).orderBy('opened_at', 'desc').orderBy('id', 'desc').execute()
	return jobs.filter((job) => isJobOpen(job, now))
}

export async function hasApplied(db: Db, jobId: number, email: string) {
	const row = await db
		.selectFrom('applications')
		.select('id')
		.where('job_id', '=', jobId)
		.where('email_normalised', '=', normaliseEmail(email))
		.executeTakeFirst()
	return Boolean(row)
}

export interface ApplicationToStore {
	job: Job
	details: ApplicantDetails
	/** Files just written to disk that still need their rows. */
	newFiles: StoredUpload[]
	fileIds: Record<UploadKind, string>
	consentAt: string | null
	language?: string
	now?: Date
}

export type StoreResult = { status: 'submitted'; applicationId: number } | { status: 'duplicate' } | { status: 'closed' }

/**
 * Stores one application with its files and both mails, or nothing at all.
 * Files of newFiles are deleted from disk when nothing is stored.
 */
export async function storeApplication(db: Db, application: ApplicationToStore): Promise<StoreResult> {
	const { job, details, newFiles, fileIds, consentAt, language = 'en', now = new Date() } = application
	try {
		if (!isJobOpen(job, now)) {
			await deleteUploads(newFiles)
			return { status: 'closed' }
		}
		if (await hasApplied(db, job.id, details.email)) {
			await deleteUploads(newFiles)
			return { status: 'duplicate' }
		}
		const stamp = now.toISOString()
		const applicationId = await db.transaction().execute(async (trx) => {
			for (const file of newFiles) {
				await trx
					.insertInto('files')
					.values({ id: file.id, kind: file.field, original_name: file.name, media_type: file.type, byte_size: file.size, created_at: stamp })
					.execute()
			}
			const row = await trx
				.insertInto('applications')
				.values({
					job_id: job.id,
					name: details.name,
					contact: details.contact,
					email: details.email,
					email_normalised: normaliseEmail(details.email),
					qualification: details.qualification,
					location: details.location,
					experience: details.experience,
					job_field: details.jobField,
					employer: details.employer,
					current_salary: details.currentSalary,
					expected_salary: details.expectedSalary,
					photo_file_id: fileIds.photo,
					resume_file_id: fileIds.resume,
					aadhar_file_id: fileIds.aadhar,
					consent_at: consentAt,
					language,
					created_at: stamp,
					updated_at: stamp,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			const env = getEnv()
			await enqueueMail(trx, adminMail({ job, details, applicationId: row.id, inbox: env.COMPANY_INBOX }), now)
			await enqueueMail(trx, candidateMail({ job, details }), now)
			return row.id
		})
		pokeOutbox()
		return { status: 'submitted', applicationId }
	} catch (error) {
		await deleteUploads(newFiles)
		if (isUniqueViolation(error)) return { status: 'duplicate' }
		throw error
	}
}

function adminMail({ job, details, applicationId, inbox }: { job: Job; details: ApplicantDetails; applicationId: number; inbox: string }) {
	const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('en', key, params)
	const rows: Array<[string, string]> = [
		['Job', `${job.title} (${job.designation}), ${job.location} [job ${job.id}]`],
		['Application', String(applicationId)],
		['Name', details.name],
		['Email', details.email],
		['Contact', details.contact],
		['Location', details.location],
		['Job field', details.jobField],
		['Qualification', details.qualification],
		['Experience', details.experience],
		['Employer', details.employer],
		['Current Salary', details.currentSalary],
		['Expected Salary', details.expectedSalary],
	]
	const text = [t('mail.admin.intro'), '', ...rows.map(([label, value]) => `${label}: ${value || '-'}`), '', t('mail.admin.files')].join('\n')
	return {
		kind: 'career-admin',
		to: inbox,
		replyTo: details.email,
		subject: t('mail.admin.subject', { title: job.title, name: details.name }),
		text,
	}
}

function candidateMail({ job, details }: { job: Job; details: ApplicantDetails }) {
	const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate('en', key, params)
	const text = [
		t('mail.candidate.greeting', { name: details.name }),
		'',
		t('mail.candidate.received', { title: job.title, location: job.location }),
		'',
		t('mail.candidate.next', { contact: details.contact }),
		'',
		t('mail.candidate.noFee'),
		'',
		t('mail.candidate.signature'),
		`${formatIndianDate(new Date().toISOString().slice(0, 10))}`,
	].join('\n')
	return {
		kind: 'career-candidate',
		to: details.email,
		subject: t('mail.candidate.subject', { title: job.title }),
		text,
	}
}
