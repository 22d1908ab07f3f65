import { z } from 'zod'
import { translate, translator } from '#app/i18n/index.ts'
import { apiErrors, issuesToErrors, methodNotAllowed, textAnswer } from '#app/utils/http/api.server.ts'
import { jobIdField, openJobError, storeApiUpload } from '#app/utils/applying/apply-api.server.ts'
import { UPLOAD_MESSAGES } from '#app/utils/files/file-formats.ts'
import { type UploadKind } from '#app/utils/files/file-formats.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { readForm, type FormFailure, type ReadFormResult } from '#app/utils/http/forms.server.ts'
import { personName } from '#app/utils/common/validation.ts'
import { requestContext } from '#app/context.ts'
import type { BodyLimitRule } from '#app/utils/http/body-limits.ts'
import type { Route } from './+types/upload-file'

const t = translator('en')

// One file per call, with room for a file somewhat over the limit: it gets the field's own message, not a 413.
const body: BodyLimitRule = ({ uploadMaxBytes }) => ({
	maxBytes: uploadMaxBytes * 2 + 64 * 1024,
	tooLarge: { key: 'refusal.filesTooLarge', params: { size: formatBytes(uploadMaxBytes) } },
})
export const handle = { body }

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

const FAILURES: Record<FormFailure, { status: number; message: string; field?: string }> = {
	'not-form': { status: 415, message: `Send one file as multipart/form-data under ${FIELD}.` },
	malformed: { status: 400, message: `Send one file as multipart/form-data under ${FIELD}.` },
	'cut-off': { status: 400, message: 'The upload broke off. Please try again.' },
	busy: { status: 503, message: 'The server is receiving many files just now. Please try again in a minute.' },
	// The server refuses a call without the header before it reaches here; this is the reader's own guard.
	token: { status: 403, message: translate('en', 'refusal.token'), field: 'X-XSRF-TOKEN' },
}

function refusal(failure: FormFailure) {
	const { status, message, field = FIELD } = FAILURES[failure]
	return apiErrors([{ field, message }], status, status === 503 ? { 'Retry-After': '60' } : {})
}

export async function action({ request, context }: Route.ActionArgs) {
	const { antiForgery, clientIp } = context.get(requestContext)
	const url = new URL(request.url)
	const kind = KIND_BY_CALL[url.pathname.split('/').pop()?.toLowerCase() ?? '']
	if (!kind) return apiErrors([{ field: 'path', message: 'Unknown call.' }], 404)
	// Asked before the query and the job, as the original API did; readForm would refuse it too.
	if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) return refusal('not-form')
	const query = UploadQuery.safeParse(Object.fromEntries(url.searchParams))
	if (!query.success) return apiErrors(issuesToErrors(query.error))
	const db = getDb()
	const jobError = await openJobError(db, query.data.JobId)
	if (jobError) return apiErrors([jobError])

	const max = getEnv().UPLOAD_MAX_BYTES
	let form: ReadFormResult
	try {
		// The anti-forgery token came in the X-XSRF-TOKEN header, checked by the server before the body was read.
		const files = { fields: [FIELD], maxFileBytes: max }
		form = await readForm(request, { files, token: 'header-checked', antiForgery, refusal })
	} catch (error) {
		if (error instanceof Response) return error
		throw error
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
		clientIp,
	})
	return stored.ok ? textAnswer(stored.id) : stored.response
}

export function loader() {
	return methodNotAllowed('POST')
}
