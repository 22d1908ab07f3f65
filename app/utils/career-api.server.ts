import { z } from 'zod'
import { translate } from '#app/i18n/index.ts'
import { ACCEPTED_FORMATS, applicantFields, formatBytes, formatOfFile, type UploadKind } from './career.ts'
import { findJob } from './career.server.ts'
import { getDb } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { isJobOpen } from './jobs.ts'
import { deleteUploads, type StoredUpload } from './uploads.server.ts'

// The compatibility API of spec section 7: the original field names
// (JobTittle, Tilldate, ...) on the outside, the form's rules inside.

export interface FieldError {
	field: string
	message: string
}

export function t(key: Parameters<typeof translate>[1], params?: Record<string, string | number>) {
	return translate('en', key, params)
}

/** 400 with the list of field errors (the shape the anti-forgery check also uses). */
export function badRequest(errors: FieldError[], status = 400) {
	return Response.json({ errors }, { status, headers: { 'Cache-Control': 'no-store' } })
}

export function textAnswer(text: string) {
	return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}

export function methodNotAllowed(allow: 'GET' | 'POST') {
	return Response.json(
		{ errors: [{ field: 'method', message: `Use ${allow} for this call.` }] },
		{ status: 405, headers: { Allow: allow } },
	)
}

/** The form's field names as the original API spells them. */
export const API_FIELD_NAMES = {
	name: 'Name',
	email: 'Email',
	contact: 'Contact',
	location: 'Location',
	jobField: 'JobTittle',
	qualification: 'Qualification',
	experience: 'Experience',
	employer: 'Employer',
	currentSalary: 'CurrentSalary',
	expectedSalary: 'ExpectedSalary',
} as const

export function issuesToErrors(error: z.ZodError, names: Record<string, string> = API_FIELD_NAMES): FieldError[] {
	return error.issues.map((issue) => {
		const key = String(issue.path[0] ?? '')
		return { field: key === '' ? 'body' : (names[key] ?? key), message: key === '' ? 'Send one JSON object with the fields of the call.' : issue.message }
	})
}

const jobIdRule = z.union([z.number(), z.string().regex(/^\d{1,9}$/).transform(Number)], { error: 'JobId must be a whole number.' }).pipe(
	z.number({ error: 'JobId must be a whole number.' }).int('JobId must be a whole number.').min(1, 'JobId must be a whole number.').max(999_999_999, 'JobId must be a whole number.'),
)

export function jobIdField() {
	return jobIdRule
}

/** The job an API call names, if it exists and still takes applications. */
export async function requireOpenJob(jobId: number): Promise<FieldError | null> {
	const job = await findJob(getDb(), jobId)
	if (!job) return { field: 'JobId', message: 'There is no job with this JobId.' }
	if (!isJobOpen(job)) return { field: 'JobId', message: t('apply.notice.closed') }
	return null
}

/** The application record of AddCareer and the SendApplyEmail calls, checked by the form's rules. */
export function careerRecordSchema() {
	const f = applicantFields(t)
	const fileRef = (kind: UploadKind) =>
		z
			.string({ error: t(kind === 'photo' ? 'apply.error.photo' : kind === 'resume' ? 'apply.error.resume' : 'apply.error.aadhar') })
			.regex(/^[0-9a-f]{32}$/, 'Not a file reference from Base64To… or Upload….')
	return z.object({
		JobId: jobIdField(),
		Name: f.name,
		Email: f.email,
		Contact: f.contact,
		Location: f.location,
		JobTittle: f.jobField,
		Qualification: nullableOptional(f.qualification),
		Experience: nullableOptional(f.experience),
		Employer: nullableOptional(f.employer),
		CurrentSalary: nullableOptional(f.currentSalary),
		ExpectedSalary: nullableOptional(f.expectedSalary),
		Photo: fileRef('photo'),
		Resume: fileRef('resume'),
		Aadhar: fileRef('aadhar'),
		Consent: z.boolean({ error: 'Consent must be true or false.' }).optional(),
	})
}

// The original client sends null for empty optional fields.
function nullableOptional<T extends z.ZodType>(rule: T) {
	return z.preprocess((value) => (value === null ? undefined : value), rule)
}

/**
 * Reads a JSON body of at most maxBytes, stopping as soon as it is larger. Answers
 * the parsed value, or the field error to send back.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ ok: true; value: unknown } | { ok: false; error: FieldError }> {
	if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
		return { ok: false, error: { field: 'body', message: 'Send the body as JSON (Content-Type: application/json).' } }
	}
	const reader = request.body?.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	if (reader) {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.length
			if (size > maxBytes) {
				await reader.cancel()
				return { ok: false, error: { field: 'body', message: `The request is larger than ${formatBytes(maxBytes)}.` } }
			}
			chunks.push(value)
		}
	}
	try {
		return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) }
	} catch {
		return { ok: false, error: { field: 'body', message: 'The body is not valid JSON.' } }
	}
}

/** Checks an uploaded file's content type and size for its purpose; null when it may be kept. */
export function checkUploadedFile(kind: UploadKind, file: { size: number; type: string; name: string }, field: string): FieldError | null {
	const max = getEnv().UPLOAD_MAX_BYTES
	if (file.size === 0) return { field, message: t(kind === 'photo' ? 'apply.error.photo' : kind === 'resume' ? 'apply.error.resume' : 'apply.error.aadhar') }
	if (file.size > max) return { field, message: t('apply.error.fileTooLarge', { size: formatBytes(max) }) }
	const format = file.type ? formatOfFile({ ...file, name: '' }) : null
	if (!format || !ACCEPTED_FORMATS[kind].includes(format)) {
		return { field, message: t(kind === 'photo' ? 'apply.error.photoType' : kind === 'resume' ? 'apply.error.resumeType' : 'apply.error.aadharType') }
	}
	return null
}

/** Records an uploaded file so that AddCareer can refer to it. */
/** Records a stored upload; if that fails, the file goes too, so no file is left without its record. */
export async function recordFile(file: StoredUpload, kind: UploadKind) {
	try {
		await getDb()
			.insertInto('files')
			.values({ id: file.id, kind, original_name: file.name, media_type: file.type, byte_size: file.size, created_at: new Date().toISOString() })
			.execute()
	} catch (error) {
		await deleteUploads([file])
		throw error
	}
}
