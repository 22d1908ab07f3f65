import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { cameraPhoto } from '#tests/fixtures/camera-photo.ts'
import { parseEnv } from '#app/utils/core/env.server.ts'
import { createApplySchema, photoMaxBytes } from '#app/utils/applying/apply-schema.ts'
import { applyFormBody } from '#app/routes/career/+shared/apply-body.ts'
import { bodyLimitOf } from '#app/utils/http/body-limits.ts'
import { checkUpload } from './upload-checks.server.ts'

// Without JavaScript a camera's photo arrives whole: the apply form takes one up to 15 MB and stores it smaller;
// every other file stays at 5 MB.

const MB = 1024 * 1024
const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`

/** A PDF of about `bytes`, padded with a comment (its size is what matters here). */
function pdfOf(bytes: number) {
	const head = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'
	return Buffer.concat([Buffer.from(head), Buffer.alloc(bytes - head.length, 0x25)])
}

describe('a camera photo sent to the apply form', () => {
	test('the photo may be 15 MB; the other files stay at 5 MB', () => {
		expect(photoMaxBytes(5 * MB)).toBe(15 * MB)
		const schema = createApplySchema({ t, maxFileBytes: 5 * MB })
		const file = (name: string, type: string, size: number) => ({ name, type, size })
		const valid = {
			name: 'Ramesh Pawar',
			email: 'ramesh@example.com',
			contact: '9876543210',
			location: 'Pune',
			jobField: 'Security',
			consent: 'on',
			photo: file('IMG_20261125.jpg', 'image/jpeg', 12 * MB),
			resume: file('resume.pdf', 'application/pdf', MB),
			aadhaar: file('aadhaar.pdf', 'application/pdf', MB),
		}
		expect(schema.safeParse(valid).success).toBe(true)
		const tooLargePhoto = schema.safeParse({ ...valid, photo: file('big.jpg', 'image/jpeg', 16 * MB) })
		expect(tooLargePhoto.error?.issues.map((issue) => issue.message)).toEqual([
			'apply.error.photoTooLarge{"size":"15 MB"}',
		])
		const sixMbResume = schema.safeParse({ ...valid, resume: file('resume.pdf', 'application/pdf', 6 * MB) })
		expect(sixMbResume.error?.issues.map((issue) => issue.message)).toEqual(['apply.error.fileTooLarge{"size":"5 MB"}'])
	})

	test('a 12-megapixel camera JPEG over 5 MB is stored upright, at most 1600 px a side and far smaller', async () => {
		const photo = await cameraPhoto()
		expect(photo.length).toBeGreaterThan(5 * MB)
		expect(photo.length).toBeLessThan(15 * MB)
		const checked = await checkUpload('photo', photo, photoMaxBytes(5 * MB))
		expect(checked.ok).toBe(true)
		if (!checked.ok) return
		expect(checked.mediaType).toBe('image/jpeg')
		expect(checked.bytes.length).toBeLessThan(photo.length / 4)
		expect(checked.bytes.length).toBeLessThan(5 * MB)
		const { width, height, orientation, format } = await sharp(checked.bytes).metadata()
		expect({ width, height, orientation, format }).toEqual({
			width: 1200,
			height: 1600,
			orientation: undefined,
			format: 'jpeg',
		})
	})

	test('a picture of the Aadhaar card keeps its larger size, to stay readable', async () => {
		const card = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#ddeeff' } })
			.jpeg()
			.toBuffer()
		const checked = await checkUpload('aadhaar', card, 5 * MB)
		expect(checked.ok).toBe(true)
		if (checked.ok) expect((await sharp(checked.bytes).metadata()).width).toBe(2400)
	})

	test('a 6 MB PDF resume is still refused', async () => {
		expect(await checkUpload('resume', pdfOf(6 * MB), 5 * MB)).toEqual({
			ok: false,
			message: 'apply.error.fileTooLarge',
		})
	})

	test("the apply form's body has room for a 15 MB photo and two 5 MB files; other bodies keep their limits", () => {
		const sizes = { uploadMaxBytes: parseEnv({}).UPLOAD_MAX_BYTES, adminUploadMaxBytes: 20 * MB }
		// The apply page's and the dialog's routes declare it in every language (app/routes/career/apply.tsx, submit.ts).
		const apply = bodyLimitOf({ handles: [undefined, { body: applyFormBody }], params: { id: '5' } }, sizes)
		expect(apply.maxBytes).toBe(25 * MB + 64 * 1024)
		expect(apply.tooLarge).toMatchObject({ key: 'apply.tooLarge.text', params: { size: '5 MB', photoSize: '15 MB' } })
		// A route that declares nothing, as the contact form: a small body.
		expect(bodyLimitOf({ handles: [undefined, {}], params: {} }, sizes).maxBytes).toBe(128 * 1024)
	})
})
