import { z } from 'zod'
import { translator } from '#app/i18n/index.ts'
import { apiErrors, issuesToErrors, methodNotAllowed, textAnswer } from '#app/utils/http/api.server.ts'
import { jobIdField, openJobError, storeApiUpload } from '#app/utils/careers/career-api.server.ts'
import { UPLOAD_MESSAGES } from '#app/utils/files/file-formats.ts'
import { type UploadKind } from '#app/utils/files/file-formats.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { MultipartError, readMultipart } from '#app/utils/files/uploads.server.ts'
import { personName } from '#app/utils/common/validation.ts'
import type { Route } from './+types/upload-file'

const t = translator('en')

// POST Career/UploadResume, UploadAadhar, UploadPhoto: a multipart form with the
// file under `uploadedFiles`, query JobId and Name. Answers the stored file's
// reference (text), as the Base64To… calls do.
const KIND_BY_CALL: Record<string, UploadKind> = {
	uploadphoto: 'photo',
	uploadresume: 'resume',
	uploadaadhar: 'aadhaar',
}
const FIELD = 'uploadedFiles'

const UploadQuery = z.object({ JobId: jobIdField(), Name: personName(t('apply.error.name')) })

const FAILURES: Record<MultipartError['reason'], { status: number; message: string }> = {
	malformed: { status: 400, message: `Send one file as multipart/form-data under ${FIELD}.` },
	'cut-off': { status: 400, message: 'The upload broke off. Please try again.' },
	busy: { status: 503, message: 'The server is receiving many files just now. Please try again in a minute.' },
}

export async function action({ request, context }: Route.ActionArgs) {
	const url = new URL(request.url)
	const kind = KIND_BY_CALL[url.pathname.split('/').pop()?.toLowerCase() ?? '']
	if (!kind) return apiErrors([{ field: 'path', message: 'Unknown call.' }], 404)
	if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
		return apiErrors([{ field: FIELD, message: FAILURES.malformed.message }], 415)
	}
	const query = UploadQuery.safeParse(Object.fromEntries(url.searchParams))
	if (!query.success) return apiErrors(issuesToErrors(query.error))
	const db = getDb()
	const jobError = await openJobError(db, query.data.JobId)
	if (jobError) return apiErrors([jobError])

	const max = getEnv().UPLOAD_MAX_BYTES
	let form: Awaited<ReturnType<typeof readMultipart>>
	try {
		form = await readMultipart(request, { fileFields: [FIELD], maxFileBytes: max })
	} catch (error) {
		if (!(error instanceof MultipartError)) throw error
		const { status, message } = FAILURES[error.reason]
		return apiErrors([{ field: FIELD, message }], status, status === 503 ? { 'Retry-After': '60' } : {})
	}
	if (form.tooLarge.includes(FIELD)) {
		return apiErrors([{ field: FIELD, message: t('apply.error.fileTooLarge', { size: formatBytes(max) }) }])
	}
	const upload = form.files[FIELD]
	if (!upload) return apiErrors([{ field: FIELD, message: t(UPLOAD_MESSAGES[kind].missing) }])
	const stored = await storeApiUpload(db, {
		kind,
		name: upload.name,
		bytes: upload.bytes,
		maxBytes: max,
		field: FIELD,
		clientIp: context.clientIp,
	})
	return stored.ok ? textAnswer(stored.id) : stored.response
}

export function loader() {
	return methodNotAllowed('POST')
}
