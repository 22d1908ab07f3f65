import { photoMaxBytes } from '#app/utils/applying/apply-schema.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import type { BodyLimitRule } from '#app/utils/http/body-limits.ts'

/**
 * The Apply Job form's body, at the page's address and the dialog's: three files of at most UPLOAD_MAX_BYTES, the
 * photo larger (a camera's photo sent whole, made smaller by the server), and room for the fields. Past it, a person
 * is shown the way back to the job's apply page.
 */
export const applyFormBody: BodyLimitRule = ({ uploadMaxBytes }, { id = '' }) => ({
	maxBytes: photoMaxBytes(uploadMaxBytes) + uploadMaxBytes * 2 + 64 * 1024,
	tooLarge: {
		key: 'apply.tooLarge.text',
		params: { size: formatBytes(uploadMaxBytes), photoSize: formatBytes(photoMaxBytes(uploadMaxBytes)) },
		back: `/career/${encodeURIComponent(id)}/apply`,
	},
})
