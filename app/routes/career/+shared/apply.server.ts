import { parseWithZod } from '@conform-to/zod/v4'
import { translator, type Translate } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { createApplySchema, photoMaxBytes } from '#app/utils/applying/apply-schema.ts'
import { FILE_FIELDS, jobRequirements } from '#app/utils/jobs/job-requirements.ts'
import { type ApplyOutcome, type ApplyReply } from '#app/utils/applying/apply-outcome.ts'
import { UPLOAD_MESSAGES } from '#app/utils/files/file-formats.ts'
import { type UploadKind } from '#app/utils/files/file-formats.ts'
import { findJob } from '#app/utils/jobs/public-jobs.server.ts'
import { findSubmission, readSubmissionKey, storeApplication } from '#app/utils/applying/store-application.server.ts'
import { readApplicationSource } from '#app/utils/applying/application-source.server.ts'
import type { Job } from '#app/utils/db/schema.ts'
import { storageIsFull, takeApplicationSteps } from '#app/utils/applying/application-limits.server.ts'
import { isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { readForm, type ReadFormResult } from '#app/utils/http/forms.server.ts'
import { closedByStaff, isJobOpen } from '#app/utils/jobs/jobs.ts'
import { log } from '#app/utils/core/log.server.ts'
import { checkUpload } from '#app/utils/files/upload-checks.server.ts'
import { parseId } from '#app/utils/common/ids.ts'

/** The job an address names, or undefined when there is none (a removed job, or not a job id at all). */
export async function findJobByParam(id: string) {
	const jobId = parseId(id)
	return jobId === null ? undefined : findJob(getDb(), jobId)
}

const STATUS: Record<ApplyOutcome, number> = {
	submitted: 200,
	duplicate: 409,
	closed: 410,
	'closed-by-staff': 410,
	invalid: 400,
	expired: 403,
	'too-many': 429,
	full: 503,
	unavailable: 503,
	failed: 503,
}

function answer(
	outcome: ApplyOutcome,
	result: ApplyReply['result'],
	stored?: { reference: string; emailed: boolean; text?: ApplyReply['text'] },
	retryAfterSeconds?: number,
) {
	return {
		reply: { outcome, result, ...stored } satisfies ApplyReply,
		status: STATUS[outcome],
		headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
	}
}

/**
 * The Apply Job form's one submission, for the page (no JavaScript) and the
 * dialog (JSON with an upload progress bar) alike, cheapest checks first: the
 * multipart body read by readForm as it streams, with its limits (the anti-forgery field, first
 * in the form, decides before the first file whether any file is kept), the form's
 * schema (parseWithZod), the submission key (a retry gets its stored answer), the
 * per-address and per-person limits, and only then each file checked by its
 * content (pictures decoded, PDFs parsed: the costly part). Then the application,
 * its files and both mails are stored in one transaction, or nothing.
 */
export async function applyForJob(request: Request, job: Job, clientIp: string) {
	const maxFileBytes = getEnv().UPLOAD_MAX_BYTES
	const language = requestLanguage(request)
	const t = translator(language)
	// The form's anti-forgery field comes first: a post without the right one keeps no file, and is answered below.
	// Each file is read up to the photo's limit (a camera's photo); the others' own limit is the schema's.
	const form = await readForm(request, {
		files: { fields: FILE_FIELDS, maxFileBytes: photoMaxBytes(maxFileBytes) },
		staleToken: 'report',
	})
	// The job field is the job's own category, not the visitor's to choose (the page asks it only of a job without one).
	if (job.category) form.formData.set('jobField', job.category)
	const requirements = jobRequirements(job)
	const schema = createApplySchema({ t, maxFileBytes, requirements, jobCategory: job.category || undefined })
	const submission = parseWithZod(form.formData, { schema })
	if (!form.tokenMatches) return answer('expired', submission.reply())
	if (!isJobOpen(job))
		return answer(closedByStaff(job) ? 'closed-by-staff' : 'closed', submission.reply({ resetForm: true }))

	const fieldErrors: Record<string, string[]> = {}
	for (const kind of FILE_FIELDS.filter((field) => form.tooLarge.includes(field))) {
		fieldErrors[kind] = [t(UPLOAD_MESSAGES[kind].tooLarge, { size: formatBytes(fileLimit(kind, maxFileBytes)) })]
	}
	if (submission.status !== 'success' || form.tooLarge.length > 0) {
		return answer('invalid', submission.reply({ fieldErrors }))
	}

	const { photo: _photo, resume: _resume, aadhaar: _aadhaar, consent: _consent, ...details } = submission.value
	const submissionKey = readSubmissionKey(form.formData.get('submissionKey'))
	const source = readApplicationSource(form.formData.get('from'))
	const emailed = details.email !== ''
	const db = getDb()
	let giveBack = async () => {}
	try {
		// A retry of a submission already stored (its answer was lost with the connection): the same answer,
		// and no step of any limit. A key stored with another job or person is a new submission like any other.
		const earlier = await findSubmission(db, job.id, submissionKey, details)
		if (earlier?.status === 'submitted') {
			return answer(earlier.status, submission.reply({ resetForm: true }), { reference: earlier.reference, emailed })
		}
		const steps = await takeApplicationSteps(db, { clientIp, email: details.email, mobile: details.contact })
		if (!steps.ok) {
			return answer(steps.refusal.reason, submission.reply(), undefined, steps.refusal.retryAfterSeconds)
		}
		// The person's steps count applications stored: whatever else ends this one gives them back.
		giveBack = steps.giveBack

		const files = await checkFiles(form, { t, maxFileBytes, fieldErrors })
		if (files === 'busy') {
			await giveBack()
			return answer('full', submission.reply(), undefined, 60)
		}
		if (Object.keys(fieldErrors).length > 0) {
			await giveBack()
			return answer('invalid', submission.reply({ fieldErrors }))
		}
		const bytes = Object.values(files).reduce((sum, file) => sum + file.bytes.length, 0)
		if (bytes > 0 && (await storageIsFull(db, bytes))) {
			await giveBack()
			return answer('full', submission.reply())
		}
		const stored = await storeApplication(db, {
			job,
			details,
			files,
			consentAt: new Date().toISOString(),
			language,
			submissionKey,
			clientIp,
			source,
		})
		if (stored.status !== 'submitted') await giveBack()
		return answer(
			stored.status,
			submission.reply({ resetForm: true }),
			stored.status === 'submitted' ? { reference: stored.reference, emailed, text: stored.text } : undefined,
		)
	} catch (error) {
		// Best effort: while the database is out of reach the steps stay taken, at most one of the person's hour.
		await giveBack().catch(() => {})
		// The outage is logged once where it is noticed: this application was not stored, and says so.
		if (isDatabaseUnavailable(error)) return answer('unavailable', submission.reply())
		log('error', 'storing an application failed', { job: job.id, error: String(error) })
		return answer('failed', submission.reply())
	}
}

/** The largest file of a field: the photo's own limit, or the other files'. */
function fileLimit(kind: UploadKind, maxFileBytes: number) {
	return kind === 'photo' ? photoMaxBytes(maxFileBytes) : maxFileBytes
}

type CheckedFiles = Partial<Record<UploadKind, { name: string; mediaType: string; bytes: Buffer }>>

/**
 * Each file sent, checked by its content; a refused one adds its field's message to
 * fieldErrors. 'busy' when a picture found no free decoder in time.
 */
async function checkFiles(
	form: ReadFormResult,
	{ t, maxFileBytes, fieldErrors }: { t: Translate; maxFileBytes: number; fieldErrors: Record<string, string[]> },
) {
	const files: CheckedFiles = {}
	for (const kind of FILE_FIELDS) {
		const received = form.files[kind]
		// A file the job does not require, not sent.
		if (!received) continue
		const limit = fileLimit(kind, maxFileBytes)
		const checked = await checkUpload(kind, received.bytes, limit)
		if (checked.ok) files[kind] = { name: received.name, mediaType: checked.mediaType, bytes: checked.bytes }
		// Too many pictures being decoded in this process just now: the application waits for a minute.
		else if (checked.busy) return 'busy'
		else fieldErrors[kind] = [t(checked.message, { size: formatBytes(limit), ...checked.params })]
	}
	return files
}
