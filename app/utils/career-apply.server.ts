import { translate } from '#app/i18n/index.ts'
import { createApplySchema, FILE_FIELDS, formatBytes, TEXT_FIELDS, type ApplyOutcome } from './career.ts'
import { findJob, storeApplication } from './career.server.ts'
import { CSRF_COOKIE, CSRF_FIELD, csrfTokensMatch, getSecret, readCookie } from './csrf.server.ts'
import { getDb } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { isJobOpen } from './jobs.ts'
import { deleteUploads, readMultipart, type StoredUpload } from './uploads.server.ts'

function t(key: Parameters<typeof translate>[1], params?: Record<string, string | number>) {
	return translate('en', key, params)
}

export function applySchemaForServer() {
	return createApplySchema({ t, maxFileBytes: getEnv().UPLOAD_MAX_BYTES })
}

const HTTP_STATUS: Record<ApplyOutcome['status'], number> = { submitted: 200, duplicate: 409, closed: 410, invalid: 400, expired: 403, error: 503 }

export function httpStatusOf(outcome: ApplyOutcome) {
	return HTTP_STATUS[outcome.status]
}

/**
 * The Apply Job form's one submission (PRODUCT.md): reads the multipart body as
 * it streams, checks everything with the form's schema and the files by their
 * content, then stores the application, its files and both mails, or nothing.
 * The page's action (no JavaScript) and the form's script both call this.
 */
export async function handleApplySubmission(request: Request, jobId: number): Promise<ApplyOutcome> {
	const db = getDb()
	const job = await findJob(db, jobId)
	if (!job) throw new Response(t('career.notFound'), { status: 404 })
	const env = getEnv()

	let parsed: Awaited<ReturnType<typeof readMultipart>>
	try {
		parsed = await readMultipart(request, { dataDir: env.DATA_DIR, fileFields: FILE_FIELDS, maxFileBytes: env.UPLOAD_MAX_BYTES })
	} catch {
		return { status: 'error', notices: [t('apply.notice.failed')], values: {} }
	}
	const uploads: StoredUpload[] = Object.values(parsed.files)
	const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, parsed.fields[name] ?? '']).filter(([, value]) => value !== ''))

	const cookieToken = readCookie(request.headers.get('cookie'), CSRF_COOKIE)
	if (!csrfTokensMatch(getSecret(), cookieToken, parsed.fields[CSRF_FIELD])) {
		await deleteUploads(uploads)
		return { status: 'expired', notices: [t('apply.notice.expired')], values }
	}
	if (!isJobOpen(job)) {
		await deleteUploads(uploads)
		return { status: 'closed', notices: [t('apply.notice.closed')] }
	}

	const input: Record<string, unknown> = { ...values }
	for (const field of FILE_FIELDS) input[field] = parsed.files[field]
	const result = applySchemaForServer().safeParse(input)
	const fieldErrors: Record<string, string[]> = {}
	if (!result.success) {
		for (const issue of result.error.issues) {
			const key = String(issue.path[0] ?? '')
			fieldErrors[key] ??= []
			fieldErrors[key].push(issue.message)
		}
	}
	for (const field of parsed.tooLarge) fieldErrors[field] = [t('apply.error.fileTooLarge', { size: formatBytes(env.UPLOAD_MAX_BYTES) })]

	if (!result.success || parsed.tooLarge.length > 0 || parsed.malformed) {
		await deleteUploads(uploads)
		const notices = [t('apply.notice.invalid')]
		if (uploads.length > 0 || parsed.tooLarge.length > 0) notices.push(t('apply.notice.reselectFiles'))
		return { status: 'invalid', notices, fieldErrors, values }
	}

	const { photo, resume, aadhar, consent: _consent, ...details } = result.data
	void _consent
	let stored: Awaited<ReturnType<typeof storeApplication>>
	try {
		stored = await storeApplication(db, {
			job,
			details,
			newFiles: uploads,
			fileIds: { photo: (photo as StoredUpload).id, resume: (resume as StoredUpload).id, aadhar: (aadhar as StoredUpload).id },
			consentAt: new Date().toISOString(),
		})
	} catch (error) {
		console.error(JSON.stringify({ level: 'error', msg: 'storing an application failed', error: String(error) }))
		return { status: 'error', notices: [t('apply.notice.failed'), t('apply.notice.reselectFiles')], values }
	}
	if (stored.status === 'submitted') {
		return { status: 'submitted', notices: [t('apply.notice.submitted'), t('apply.notice.confirmation')] }
	}
	if (stored.status === 'duplicate') return { status: 'duplicate', notices: [t('apply.notice.duplicate')] }
	return { status: 'closed', notices: [t('apply.notice.closed')] }
}
