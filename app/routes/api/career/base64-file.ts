import { z } from 'zod'
import { translator } from '#app/i18n/index.ts'
import { apiErrors, issuesToErrors, methodNotAllowed, readJsonObject, textAnswer } from '#app/utils/http/api.server.ts'
import { decodeBase64, jobIdField, openJobError, storeApiUpload } from '#app/utils/applying/apply-api.server.ts'
import type { UploadKind } from '#app/utils/files/file-formats.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { personName } from '#app/utils/common/validation.ts'
import type { BodyLimitRule } from '#app/utils/http/body-limits.ts'
import type { Route } from './+types/base64-file'
import { requestContext } from '#app/context.ts'

const t = translator('en')

// One file as base64 in JSON: a third larger than the file itself, and room for the other fields.
const body: BodyLimitRule = ({ uploadMaxBytes }) => ({
	maxBytes: Math.ceil((uploadMaxBytes * 4) / 3) + 16 * 1024,
	tooLarge: { key: 'refusal.tooLarge' },
})
export const handle = { body }

// POST Career/Base64ToImage, Base64ToResume, Base64ToAadhar: {base64string, Name,
// JobId}; answers the stored file's reference (text), which AddCareer accepts as
// Photo, Resume or Aadhar.
const KIND_BY_CALL: Record<string, UploadKind> = {
	base64toimage: 'photo',
	base64toresume: 'resume',
	base64toaadhar: 'aadhaar',
}

const Base64Call = z.object({
	base64string: z
		.string({ error: 'base64string must be a base64 string.' })
		.min(1, 'base64string must be a base64 string.'),
	Name: personName(t('apply.error.name')),
	JobId: jobIdField(),
})

export async function action({ request, context }: Route.ActionArgs) {
	const kind = KIND_BY_CALL[new URL(request.url).pathname.split('/').pop()?.toLowerCase() ?? '']
	if (!kind) return apiErrors([{ field: 'path', message: 'Unknown call.' }], 404)
	const body = await readJsonObject(request)
	if (!body.ok) return body.response
	const parsed = Base64Call.safeParse(body.value)
	if (!parsed.success) return apiErrors(issuesToErrors(parsed.error))

	const max = getEnv().UPLOAD_MAX_BYTES
	const bytes = decodeBase64(parsed.data.base64string)
	if (!bytes) return apiErrors([{ field: 'base64string', message: 'base64string is not valid base64.' }])
	if (bytes.length > max) {
		return apiErrors([{ field: 'base64string', message: t('apply.error.fileTooLarge', { size: formatBytes(max) }) }])
	}
	const db = getDb()
	const jobError = await openJobError(db, parsed.data.JobId)
	if (jobError) return apiErrors([jobError])
	const name = `${kind}-${parsed.data.Name}`
	const stored = await storeApiUpload(db, {
		kind,
		name,
		bytes,
		maxBytes: max,
		field: 'base64string',
		clientIp: context.get(requestContext).clientIp,
	})
	return stored.ok ? textAnswer(stored.id) : stored.response
}

export function loader() {
	return methodNotAllowed('POST')
}
