import { z } from 'zod'
import { translator } from '#app/i18n/index.ts'
import { apiErrors, type FieldError } from '#app/utils/http/api.server.ts'
import { applicantFields, noResumeFields } from './apply-schema.ts'
import { DEFAULT_REQUIREMENTS, type JobRequirements } from '#app/utils/jobs/job-requirements.ts'
import { UPLOAD_MESSAGES } from '#app/utils/files/file-formats.ts'
import { type UploadKind } from '#app/utils/files/file-formats.ts'
import { findJob } from '#app/utils/jobs/public-jobs.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { apiUploadRefusal, storageIsFull, type StoreRefusal } from './application-limits.server.ts'
import { insertFile } from '#app/utils/files/files.server.ts'
import { consumeLimit, LIMITS } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { closedByStaff, isJobOpen, JOB_CATEGORIES } from '#app/utils/jobs/jobs.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { checkUpload } from '#app/utils/files/upload-checks.server.ts'
import { parseId } from '#app/utils/common/ids.ts'
import { company } from '#content/company.ts'

// The careers part of the compatibility API: the original field names (JobTittle,
// Tilldate, ...) on the outside, the Apply Job form's rules inside.

const t = translator('en')

export const API_FILE_FIELDS = { photo: 'Photo', resume: 'Resume', aadhaar: 'Aadhar' } as const

const JOB_ID_MESSAGE = 'JobId must be a whole number.'

export function jobIdField() {
	return z.unknown().transform((value, ctx) => {
		const id = parseId(value)
		if (id === null) {
			ctx.addIssue({ code: 'custom', message: JOB_ID_MESSAGE })
			return z.NEVER
		}
		return id
	})
}

/**
 * One step of the per-address limit on "has this e-mail applied for this job?" (20 per 15 minutes),
 * shared by every call whose answer tells it: GetAllEmailandJobId and the two SendApplyEmail calls.
 * The 429 answer when the address has used its steps, else null.
 */
export async function applicationLookupRefusal(db: Db, clientIp: string) {
	const limit = await consumeLimit(db, LIMITS.applicationLookups, clientKey(getSecret(), clientIp))
	if (limit.allowed) return null
	const message = 'Too many look-ups from this address. Please try again later.'
	return apiErrors([{ field: 'body', message }], 429, { 'Retry-After': String(limit.retryAfterSeconds) })
}

/** Why the job an API call names cannot take an application, or null when it can. */
export async function openJobError(db: Db, jobId: number): Promise<FieldError | null> {
	const job = await findJob(db, jobId)
	if (!job) return { field: 'JobId', message: t('career.notFound') }
	if (!isJobOpen(job))
		return { field: 'JobId', message: t(closedByStaff(job) ? 'apply.notice.closedByStaff' : 'apply.notice.closed') }
	return null
}

/**
 * The API's name of each stored category: the original four exactly as the original client knows them
 * ("House Keeping", "Staffing", "Security", "Gardening"), however staff rename them; any other by its
 * English name as staff keep it.
 */
export async function apiCategoryName(db: Db) {
	const categories = await listCategories(db, { retired: true })
	return (value: string) =>
		JOB_CATEGORIES.some((original) => original.value === value)
			? value
			: (categories.find((category) => category.value === value)?.names.en ?? value)
}

// The original client sends null for empty optional fields.
function nullableOptional<T extends z.ZodType>(rule: T) {
	return z.preprocess((value) => (value === null ? undefined : value), rule)
}

/**
 * The application record of AddCareer and the SendApplyEmail calls, checked by the form's rules
 * and the job's requirements: a file or e-mail the job does not require may be left out (or null).
 */
export function careerRecordSchema(requirements: JobRequirements = DEFAULT_REQUIREMENTS) {
	const f = applicantFields(t, requirements)
	const answers = noResumeFields(t)
	const fileRef = (kind: UploadKind) => {
		const reference = z
			.string({ error: t(UPLOAD_MESSAGES[kind].missing) })
			.regex(/^[0-9a-f]{32}$/, 'Not a file reference from Base64To… or Upload….')
		return requirements[kind] ? reference : nullableOptional(reference.optional())
	}
	return z.object({
		JobId: jobIdField(),
		Name: f.name,
		Email: f.email,
		Contact: f.contact,
		Location: f.location,
		// The original client's "Guardening" is accepted as Gardening.
		JobTittle: z.preprocess((value) => (value === 'Guardening' ? 'Gardening' : value), f.jobField),
		Qualification: nullableOptional(f.qualification),
		Experience: nullableOptional(f.experience),
		Employer: nullableOptional(f.employer),
		CurrentSalary: nullableOptional(f.currentSalary),
		ExpectedSalary: nullableOptional(f.expectedSalary),
		Photo: fileRef('photo'),
		Resume: fileRef('resume'),
		Aadhar: fileRef('aadhaar'),
		// In place of a resume, where the job does not require one (the form asks them; here they may be left out).
		LastWork: nullableOptional(answers.lastWork),
		WorkYears: nullableOptional(answers.workYears),
		LanguagesSpoken: nullableOptional(answers.languagesSpoken),
		Consent: z.boolean({ error: 'Consent must be true or false.' }).optional(),
	})
}

/**
 * Checks a file sent to Base64To… or Upload… for its purpose and stores it, not
 * yet attached: AddCareer attaches it, retention removes it after a day otherwise.
 * The per-address limit comes first, so that an address past it has no file
 * decoded or parsed; then the file's content, then the room left for files.
 */
export async function storeApiUpload(
	db: Db,
	{
		kind,
		name,
		bytes,
		maxBytes,
		field,
		clientIp,
	}: { kind: UploadKind; name: string; bytes: Buffer; maxBytes: number; field: string; clientIp: string },
): Promise<{ ok: true; id: string } | { ok: false; response: Response }> {
	const limited = await apiUploadRefusal(db, clientIp)
	if (limited) return { ok: false, response: storeRefusalAnswer(limited) }
	const checked = await checkUpload(kind, bytes, maxBytes)
	if (!checked.ok && checked.busy) {
		return { ok: false, response: apiErrors([{ field, message: t('refusal.busy') }], 503, { 'Retry-After': '60' }) }
	}
	if (!checked.ok) {
		const message = t(checked.message, { size: formatBytes(maxBytes), ...checked.params })
		return { ok: false, response: apiErrors([{ field, message }]) }
	}
	if (await storageIsFull(db, checked.bytes.length)) {
		return { ok: false, response: storeRefusalAnswer({ reason: 'full' }) }
	}
	const id = await insertFile(db, { kind, name, mediaType: checked.mediaType, bytes: checked.bytes })
	return { ok: true, id }
}

/** The API's answer to an application or file refused by a limit or the storage guard. */
export function storeRefusalAnswer(refusal: StoreRefusal) {
	return refusal.reason === 'full'
		? apiErrors([{ field: 'body', message: t('apply.notice.full') }], 503, { 'Retry-After': '3600' })
		: apiErrors([{ field: 'body', message: t('apply.notice.tooMany', { phone: company.phone }) }], 429, {
				'Retry-After': String(refusal.retryAfterSeconds),
			})
}

/**
 * The bytes of a base64 string (with the `data:…;base64,` prefix and line breaks
 * browsers produce), or null when it is not base64. Checked by decoding and
 * encoding again: linear in the length, where a regular expression over megabytes
 * can exhaust the stack.
 */
export function decodeBase64(text: string) {
	const encoded = text.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '')
	if (encoded.length === 0 || encoded.length % 4 !== 0) return null
	const bytes = Buffer.from(encoded, 'base64')
	return bytes.toString('base64') === encoded ? bytes : null
}
