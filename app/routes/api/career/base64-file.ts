import { z } from 'zod'
import {
	badRequest,
	checkUploadedFile,
	issuesToErrors,
	jobIdField,
	methodNotAllowed,
	readJsonBody,
	recordFile,
	requireOpenJob,
	t,
	textAnswer,
} from '#app/utils/career-api.server.ts'
import { formatBytes, type UploadKind } from '#app/utils/career.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { mediaTypeOf, sniffBuffer, storeBuffer } from '#app/utils/uploads.server.ts'
import { personName } from '#app/utils/validation.ts'
import type { Route } from './+types/base64-file'

// POST Career/Base64ToImage, Base64ToResume, Base64ToAadhar (spec section 7):
// {base64string, Name, JobId}; answers the stored file's reference (text), which
// AddCareer accepts as Photo, Resume or Aadhar.
const KIND_BY_PATH: Record<string, UploadKind> = { base64toimage: 'photo', base64toresume: 'resume', base64toaadhar: 'aadhar' }

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export async function action({ request }: Route.ActionArgs) {
	const kind = KIND_BY_PATH[new URL(request.url).pathname.split('/').pop()?.toLowerCase() ?? '']
	if (!kind) return badRequest([{ field: 'path', message: 'Unknown call.' }], 404)
	const max = getEnv().UPLOAD_MAX_BYTES
	const body = await readJsonBody(request, Math.ceil(max * 1.4) + 16 * 1024)
	if (!body.ok) return badRequest([body.error])

	const parsed = z
		.object({
			base64string: z.string({ error: 'base64string must be a base64 string.' }).min(1, 'base64string must be a base64 string.'),
			Name: personName(t('apply.error.name')),
			JobId: jobIdField(),
		})
		.safeParse(body.value)
	if (!parsed.success) return badRequest(issuesToErrors(parsed.error, {}))

	// A data: URL prefix ("data:image/png;base64,") and line breaks are allowed, as browsers produce them.
	const encoded = parsed.data.base64string.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '')
	if (!BASE64.test(encoded)) return badRequest([{ field: 'base64string', message: 'base64string is not valid base64.' }])
	if ((encoded.length / 4) * 3 > max + 2) {
		return badRequest([{ field: 'base64string', message: t('apply.error.fileTooLarge', { size: formatBytes(max) }) }])
	}
	const jobError = await requireOpenJob(parsed.data.JobId)
	if (jobError) return badRequest([jobError])

	const bytes = Buffer.from(encoded, 'base64')
	const fileError = checkUploadedFile(kind, { size: bytes.length, type: mediaTypeOf(sniffBuffer(bytes)), name: '' }, 'base64string')
	if (fileError) return badRequest([fileError])
	const upload = await storeBuffer({ dataDir: getEnv().DATA_DIR, field: kind, name: `${kind}-${parsed.data.Name}`, bytes })
	await recordFile(upload, kind)
	return textAnswer(upload.id)
}

export function loader() {
	return methodNotAllowed('POST')
}
