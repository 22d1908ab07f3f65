import { z } from 'zod'
import {
	badRequest,
	checkUploadedFile,
	issuesToErrors,
	jobIdField,
	methodNotAllowed,
	recordFile,
	requireOpenJob,
	t,
	textAnswer,
} from '#app/utils/career-api.server.ts'
import { formatBytes, type UploadKind } from '#app/utils/career.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { deleteUploads, readMultipart } from '#app/utils/uploads.server.ts'
import { personName } from '#app/utils/validation.ts'
import type { Route } from './+types/upload-file'

// POST Career/UploadResume, UploadAadhar, UploadPhoto (spec section 7): a
// multipart form with the file under `uploadedFiles`, query JobId and Name.
// Answers the stored file's reference (text), as the Base64To… calls do.
const KIND_BY_PATH: Record<string, UploadKind> = { uploadphoto: 'photo', uploadresume: 'resume', uploadaadhar: 'aadhar' }
const FIELD = 'uploadedFiles'

export async function action({ request }: Route.ActionArgs) {
	const url = new URL(request.url)
	const kind = KIND_BY_PATH[url.pathname.split('/').pop()?.toLowerCase() ?? '']
	if (!kind) return badRequest([{ field: 'path', message: 'Unknown call.' }], 404)
	const query = z.object({ JobId: jobIdField(), Name: personName(t('apply.error.name')) }).safeParse(Object.fromEntries(url.searchParams))
	if (!query.success) return badRequest(issuesToErrors(query.error, {}))
	const jobError = await requireOpenJob(query.data.JobId)
	if (jobError) return badRequest([jobError])

	const env = getEnv()
	const parsed = await readMultipart(request, { dataDir: env.DATA_DIR, fileFields: [FIELD], maxFileBytes: env.UPLOAD_MAX_BYTES }).catch(() => null)
	if (!parsed) return badRequest([{ field: FIELD, message: 'The upload broke off. Please try again.' }])
	const upload = parsed.files[FIELD]
	if (parsed.tooLarge.includes(FIELD)) {
		await deleteUploads(Object.values(parsed.files))
		return badRequest([{ field: FIELD, message: t('apply.error.fileTooLarge', { size: formatBytes(env.UPLOAD_MAX_BYTES) }) }])
	}
	if (parsed.malformed || !upload) {
		await deleteUploads(Object.values(parsed.files))
		const message = parsed.malformed ? 'Send one file as multipart/form-data under uploadedFiles.' : t(kind === 'photo' ? 'apply.error.photo' : kind === 'resume' ? 'apply.error.resume' : 'apply.error.aadhar')
		return badRequest([{ field: FIELD, message }])
	}
	const fileError = checkUploadedFile(kind, upload, FIELD)
	if (fileError) {
		await deleteUploads([upload])
		return badRequest([fileError])
	}
	await recordFile(upload, kind)
	return textAnswer(upload.id)
}

export function loader() {
	return methodNotAllowed('POST')
}
