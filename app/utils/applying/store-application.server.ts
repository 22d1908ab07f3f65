import { LANGUAGE_NAMES_IN_ENGLISH, localizePath, type Language } from '#app/i18n/languages.ts'
import { formatDate, translator } from '#app/i18n/index.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import { withWesternDigits } from '#app/utils/applications/applications.ts'
import type { PublicJob } from '#app/utils/jobs/public-jobs.ts'
import { type UploadKind } from '#app/utils/files/file-formats.ts'
import type { ApplicantDetails } from './apply-schema.ts'
import type { ApplicationSource } from '#app/utils/applications/application-source.ts'
import { inTransaction, isUniqueViolation, type Db } from '#app/utils/db/db.server.ts'
import type { Job } from '#app/utils/db/schema.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { isJobOpen } from '#app/utils/jobs/jobs.ts'
import { insertFile, type FileToStore } from '#app/utils/files/files.server.ts'
import { enqueueMail, type MailToQueue } from '#app/utils/messages/mail.server.ts'
import { queueNewApplicationNotices } from '#app/utils/applications/application-notices.server.ts'
import { canText, enqueueText } from '#app/utils/messages/sms.server.ts'
import { acknowledgementText, textLabel } from '#app/utils/applications/text-messages.server.ts'
import { newReferenceCode } from './reference-code.server.ts'
import { takeVisitorText, type VisitorText } from '#app/utils/messages/visitor-texts.server.ts'
import { jobTakesApplications, toPublicJobs } from '#app/utils/jobs/public-jobs.server.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import { company } from '#content/company.ts'

// Storing an application (one submission does everything): its files, the
// application and both mails (and the text) go into one transaction; the unique (job,
// lower-cased e-mail) rule turns a racing duplicate into the duplicate notice.

export function normaliseEmail(email: string) {
	return email.trim().toLowerCase()
}

/**
 * Who applied, for the one-application-per-job rule: the lower-cased e-mail, or, where
 * the job asks for none and none was given, the mobile number ("tel:+919876543210").
 */
export function applicantIdentity({ email, contact }: { email: string; contact: string }) {
	return email.trim() ? normaliseEmail(email) : `tel:${contact}`
}

/**
 * The application of this e-mail (compared without regard to case) for this job, if any: what the compatibility
 * API's calls ask. The one-application rule asks appliedBefore, which counts a mobile number too.
 */
export async function findApplication(db: Db, jobId: number, email: string) {
	return db
		.selectFrom('applications')
		.select(['id', 'job_id', 'email'])
		.where('job_id', '=', jobId)
		.where('email_normalised', '=', normaliseEmail(email))
		.executeTakeFirst()
}

/**
 * Whether this person applied for this job already: by their e-mail, or by their mobile
 * number where one of the two applications gave no e-mail.
 */
async function appliedBefore(db: Db, jobId: number, details: { email: string; contact: string }) {
	const byMobile = `tel:${details.contact}`
	const row = await db
		.selectFrom('applications')
		.select('id')
		.where('job_id', '=', jobId)
		.where((eb) =>
			details.email.trim()
				? // This e-mail, or this mobile number applying earlier without one.
					eb.or([eb('email_normalised', '=', normaliseEmail(details.email)), eb('email_normalised', '=', byMobile)])
				: // This mobile number, with or without an e-mail then.
					eb.or([eb('contact', '=', details.contact), eb('email_normalised', '=', byMobile)]),
		)
		.executeTakeFirst()
	return Boolean(row)
}

/**
 * Whether a file the compatibility API stored may be attached to a new application:
 * it exists with this purpose and no application uses it yet.
 */
export async function unattachedFileState(db: Db, id: string, kind: UploadKind) {
	const file = await db.selectFrom('files').select(['id', 'kind']).where('id', '=', id).executeTakeFirst()
	if (!file || file.kind !== kind) return 'missing'
	const used = await db
		.selectFrom('applications')
		.select('id')
		.where((eb) => eb.or([eb('photo_file_id', '=', id), eb('resume_file_id', '=', id), eb('aadhaar_file_id', '=', id)]))
		.executeTakeFirst()
	return used ? 'attached' : 'free'
}

export interface ApplicationToStore {
	job: Job
	details: ApplicantDetails
	/** The form's files, checked, or references to files the compatibility API already stored; a file the job does not require may be missing. */
	files: Partial<Record<UploadKind, Omit<FileToStore, 'kind'> | { id: string }>>
	consentAt: string | null
	language?: Language
	/** The apply form's key of this submission: a retry of it stores nothing new. */
	submissionKey?: string | null
	/** The visitor's address: the texts a visitor sets off are counted by it and its network. */
	clientIp?: string
	/** Where it came from (application-source.ts): the career pages unless a link said otherwise. */
	source?: ApplicationSource
	now?: Date
}

export type StoreResult =
	| {
			status: 'submitted'
			applicationId: number
			reference: string
			/** The acknowledgement's text waits for the site's text budget, or was not sent (too many from the network). */
			text?: 'later' | 'not-sent'
	  }
	| { status: 'duplicate' }
	| { status: 'closed' }

/** A key an apply form may send with a submission: random, 16 to 64 letters, digits and dashes. */
export function readSubmissionKey(value: FormDataEntryValue | null) {
	return typeof value === 'string' && /^[A-Za-z0-9-]{16,64}$/.test(value) ? value : null
}

/**
 * What a submission's key says of it: a retry of one already stored (by this person,
 * for this job), whose answer it gets again, so that a retry after a dropped
 * connection stores and mails nothing twice; a key another submission already used
 * ("taken": the submission is stored as a new one, without it); or nothing yet.
 */
export async function findSubmission(
	db: Db,
	jobId: number,
	key: string | null,
	applicant: { email: string; contact: string },
) {
	if (!key) return null
	const row = await db
		.selectFrom('applications')
		.select(['id', 'created_at', 'job_id', 'email_normalised', 'reference_code'])
		.where('submission_key', '=', key)
		.executeTakeFirst()
	if (!row) return null
	if (row.job_id !== jobId || row.email_normalised !== applicantIdentity(applicant)) return { status: 'taken' as const }
	return {
		status: 'submitted' as const,
		applicationId: row.id,
		reference: applicationReference(row.id, row.created_at, row.reference_code),
	}
}

/** The stored answer to a retried submission, or null. */
async function submittedEarlier(db: Db, jobId: number, key: string | null, applicant: ApplicantDetails) {
	const earlier = await findSubmission(db, jobId, key, applicant)
	return earlier?.status === 'submitted' ? earlier : null
}

/** Stores one application with its files and both mails, or nothing at all. */
export async function storeApplication(db: Db, application: ApplicationToStore): Promise<StoreResult> {
	const { job, files, consentAt, language = 'en', now = new Date() } = application
	// The three short answers stand in for a resume: with one attached they are not kept.
	const details = files.resume
		? { ...application.details, lastWork: '', workYears: '', languagesSpoken: '' }
		: application.details
	let submissionKey = application.submissionKey ?? null
	let text: VisitorText | null = null
	try {
		const earlier = await findSubmission(db, job.id, submissionKey, details)
		if (earlier?.status === 'submitted') return earlier
		// Another submission's key (a page sent twice by different people): this one is new, without it.
		if (earlier?.status === 'taken') submissionKey = null
		// Said before any text is counted; the write below decides it again, on the job as it is then.
		if (!isJobOpen(job, now)) return { status: 'closed' }
		// Already applied: by this very submission (a retry racing the first), or before.
		if (await appliedBefore(db, job.id, details)) {
			return (await submittedEarlier(db, job.id, submissionKey, details)) ?? { status: 'duplicate' }
		}
		// Many applicants have no e-mail: their mobile gets the reference by text (the others too where staff want it),
		// within the counters of texts a visitor sets off.
		if ((!details.email || getEnv().SMS_ACK_WITH_EMAIL) && canText(details.contact)) {
			text = await takeVisitorText(db, { clientIp: application.clientIp }, now)
		}
		// The job as the applicant read it: its title and place in their language where staff wrote them.
		const [shown] = await toPublicJobs(db, [job], language)
		const stamp = now.toISOString()
		const referenceCode = newReferenceCode()
		const applicationId = await inTransaction(db, async (trx) => {
			// Decided with the write: a job closed, or past its last day, since it was read takes no application.
			if (!(await jobTakesApplications(trx, job.id, now))) return null
			async function fileId(kind: UploadKind) {
				const file = files[kind]
				if (!file) return null
				return 'id' in file ? file.id : insertFile(trx, { ...file, kind }, now)
			}
			const fileIds = { photo: await fileId('photo'), resume: await fileId('resume'), aadhaar: await fileId('aadhaar') }
			const row = await trx
				.insertInto('applications')
				.values({
					job_id: job.id,
					name: details.name,
					contact: details.contact,
					email: details.email,
					email_normalised: applicantIdentity(details),
					qualification: details.qualification,
					location: details.location,
					experience: details.experience,
					job_field: details.jobField,
					employer: details.employer,
					current_salary: details.currentSalary,
					expected_salary: details.expectedSalary,
					last_work: details.lastWork || null,
					work_years: details.workYears || null,
					languages_spoken: details.languagesSpoken || null,
					photo_file_id: fileIds.photo,
					resume_file_id: fileIds.resume,
					aadhaar_file_id: fileIds.aadhaar,
					consent_at: consentAt,
					language,
					submission_key: submissionKey,
					reference_code: referenceCode,
					source: application.source ?? 'career',
					created_at: stamp,
					updated_at: stamp,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			const env = getEnv()
			const reference = applicationReference(row.id, now, referenceCode)
			await enqueueMail(
				trx,
				{
					...adminMail({ job, details, applicationId: row.id, reference, inbox: env.COMPANY_INBOX, language, now }),
					applicationId: row.id,
				},
				now,
			)
			// Staff who asked to hear of each new application at once (application-notices.server.ts).
			const notice = {
				id: row.id,
				reference,
				name: details.name,
				job: { id: job.id, title: job.title, location: job.location },
			}
			await queueNewApplicationNotices(trx, notice, { publicUrl: env.PUBLIC_URL, now })
			// Without an e-mail (where the job allows it) the confirmation is the page's, with the reference.
			if (details.email) {
				const mail = candidateMail({ job: shown!, details, reference, now, language })
				await enqueueMail(trx, { ...mail, applicationId: row.id }, now)
			}
			if (text?.allowed) {
				await enqueueText(
					trx,
					{
						kind: 'text-received',
						to: details.contact,
						label: textLabel('received', reference),
						text: acknowledgementText({ title: shown!.title, reference, language, publicUrl: env.PUBLIC_URL }),
						applicationId: row.id,
					},
					now,
				)
			}
			return row.id
		})
		if (applicationId === null) {
			if (text?.allowed) await text.giveBack().catch(() => {})
			return { status: 'closed' }
		}
		return {
			status: 'submitted',
			applicationId,
			reference: applicationReference(applicationId, now, referenceCode),
			...textNews(text),
		}
	} catch (error) {
		// No text was queued: the counters count only those that were.
		if (text?.allowed) await text.giveBack().catch(() => {})
		if (!isUniqueViolation(error)) throw error
		// The same submission, retried while the first was still being stored: the first's answer.
		return (await submittedEarlier(db, job.id, submissionKey, details)) ?? { status: 'duplicate' }
	}
}

/** What the applicant's page says of the acknowledgement's text, when it is not on its way. */
function textNews(text: VisitorText | null): { text?: 'later' | 'not-sent' } {
	if (!text) return {}
	if (!text.allowed) return { text: 'not-sent' }
	return text.later ? { text: 'later' } : {}
}

const t = translator('en')

function adminMail({
	job,
	details,
	applicationId,
	reference,
	inbox,
	language,
	now,
}: {
	job: Job
	details: ApplicantDetails
	applicationId: number
	reference: string
	inbox: string
	/** The language the applicant applied in: HR call and write to them in it. */
	language: Language
	now: Date
}): MailToQueue {
	const rows: Array<[string, string]> = [
		['Job', `${job.title} (${job.designation}), ${job.location} [job ${job.id}]`],
		['Application', reference],
		['Received', formatIndianDateTime(now)],
		['Applied in', LANGUAGE_NAMES_IN_ENGLISH[language]],
		['Name', details.name],
		['Email', details.email],
		['Contact', details.contact],
		['Location', details.location],
		['Job field', details.jobField],
		// Typed answers, with the digits 0-9 beside any typed in Telugu or Devanagari: staff read 0-9.
		['Qualification', withWesternDigits(details.qualification)],
		['Experience', withWesternDigits(details.experience)],
		['Employer', details.employer],
		['Current Salary', withWesternDigits(details.currentSalary)],
		['Expected Salary', withWesternDigits(details.expectedSalary)],
		...(details.lastWork || details.workYears || details.languagesSpoken
			? ([
					['No resume: last work', withWesternDigits(details.lastWork)],
					['No resume: years of work', withWesternDigits(details.workYears)],
					['No resume: languages spoken', details.languagesSpoken ?? ''],
				] as Array<[string, string]>)
			: []),
	]
	const text = [
		t('mail.admin.intro'),
		'',
		...rows.map(([label, value]) => `${label}: ${value || '-'}`),
		'',
		t('mail.admin.files'),
		`${getEnv().PUBLIC_URL}/admin/applications/${applicationId}`,
	].join('\n')
	return {
		kind: 'career-admin',
		to: inbox,
		...(details.email ? { replyTo: details.email } : {}),
		subject: t('mail.admin.subject', { reference, title: job.title, name: details.name }),
		text,
	}
}

/** The applicant's mail, in the language they applied in (also sent when HR add them to a job with their yes). */
export function candidateMail({
	job,
	details,
	reference,
	now,
	language,
}: {
	job: Pick<PublicJob, 'title' | 'location'>
	details: Pick<ApplicantDetails, 'email' | 'contact'>
	reference: string
	now: Date
	language: Language
}): MailToQueue {
	const t = translator(language)
	// This mail goes to whatever address was typed: it carries none of the typed free text (the name could be
	// "Pay ₹500 at evil.example"), only our own words, the job and the validated mobile number.
	const text = [
		t('mail.candidate.greeting'),
		'',
		t('mail.candidate.received', { title: job.title, location: job.location }),
		t('mail.candidate.reference', { reference }),
		t('status.mail', { url: `${getEnv().PUBLIC_URL}${localizePath('/career/status', language)}` }),
		'',
		t('mail.candidate.next', { contact: formatIndianMobile(details.contact) }),
		'',
		t('mail.candidate.noFee'),
		'',
		t('mail.candidate.signature'),
		// A number to call back on, and to report anyone who asks for money.
		`${t('contact.phone')}: ${company.phone}`,
		formatDate(language, now),
	].join('\n')
	return {
		kind: 'career-candidate',
		to: details.email,
		subject: t('mail.candidate.subject', { title: job.title }),
		text,
	}
}
