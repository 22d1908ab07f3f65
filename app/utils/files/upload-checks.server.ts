import type { MessageKey } from '#app/i18n/index.ts'
import { UPLOAD_MESSAGES } from './file-formats.ts'
import { ACCEPTED_FORMATS, MEDIA_TYPES, type FileFormat, type UploadKind } from './file-formats.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { inspectPdf } from './pdf-check.server.ts'
import { MAX_PICTURE_MEGAPIXELS, PHOTO_SIZE, reencodePicture } from './pictures.server.ts'
import { detectFormat } from './uploads.server.ts'

// What an applicant's file must be before it is stored (docs/security.md): its
// format read from its content; pictures decoded and written anew, which keeps
// the picture and drops anything hidden in or after it (metadata, an appended web
// page); PDFs and text without scripts or markup that a browser could run.

export type UploadCheck =
	| { ok: true; bytes: Buffer; format: FileFormat; mediaType: string }
	/** busy: too many pictures are being decoded just now; the answer is 503, "try again in a minute". */
	| { ok: false; message: MessageKey; params?: Record<string, string | number>; busy?: true }

export async function checkUpload(kind: UploadKind, bytes: Buffer, maxBytes: number): Promise<UploadCheck> {
	if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES[kind].missing }
	if (bytes.length > maxBytes) return { ok: false, message: UPLOAD_MESSAGES[kind].tooLarge }
	const format = detectFormat(bytes)
	if (!format || !ACCEPTED_FORMATS[kind].includes(format)) return { ok: false, message: UPLOAD_MESSAGES[kind].type }
	if (format === 'png' || format === 'jpeg') {
		// The photo is kept smaller (a camera's photo may arrive whole without JavaScript); a card stays readable.
		const clean = await reencodePicture(bytes, format, kind === 'photo' ? PHOTO_SIZE : undefined)
		if (clean.ok) return { ok: true, bytes: clean.bytes, format, mediaType: MEDIA_TYPES[format] }
		if (clean.reason === 'busy') return { ok: false, message: 'apply.notice.busy', busy: true }
		if (clean.reason === 'too-many-pixels') {
			return { ok: false, message: 'apply.error.picturePixels', params: { megapixels: MAX_PICTURE_MEGAPIXELS } }
		}
		return { ok: false, message: 'apply.error.pictureUnreadable' }
	}
	if (format === 'pdf') {
		const verdict = inspectPdf(bytes)
		if (verdict === 'active') return { ok: false, message: 'apply.error.pdfUnsafe' }
		if (verdict === 'unreadable') return { ok: false, message: 'apply.error.pdfUnreadable' }
	}
	if (format === 'txt' && looksLikeMarkupOrScript(bytes.toString('utf8'))) {
		return { ok: false, message: 'apply.error.textMarkup' }
	}
	return { ok: true, bytes, format, mediaType: MEDIA_TYPES[format] }
}

/**
 * A PDF the company publishes (a job advert, a housekeeping document): a PDF by its
 * content, of at most maxBytes, without markup, scripts or embedded files.
 */
export async function checkPublishedPdf(
	bytes: Buffer,
	maxBytes: number,
): Promise<{ ok: true } | { ok: false; message: string }> {
	if (bytes.length === 0) return { ok: false, message: 'Please choose a PDF file.' }
	if (bytes.length > maxBytes) return { ok: false, message: `The file is larger than ${formatBytes(maxBytes)}.` }
	if (detectFormat(bytes) !== 'pdf')
		return { ok: false, message: 'This file is not a PDF. Please save it as PDF first.' }
	const verdict = inspectPdf(bytes)
	if (verdict === 'active') {
		return { ok: false, message: 'This PDF carries scripts or other files. Please save it again as a plain PDF.' }
	}
	if (verdict === 'unreadable') {
		return {
			ok: false,
			message:
				'This PDF cannot be checked: it is protected by a password, damaged, or written in a way we cannot read. Please save it again as a plain PDF (Print, then Save as PDF).',
		}
	}
	return { ok: true }
}

/**
 * A photo for a gallery or a picture of the site's content: decoded and written anew
 * (a PNG or JPEG as it came), at most 2400 px a side, without its metadata (a camera's
 * location included). Too many pictures at once is a thrown 503 that asks to try again.
 */
export async function cleanGalleryPhoto(
	bytes: Buffer,
): Promise<{ ok: true; bytes: Buffer; mediaType: string } | { ok: false; reason: 'unreadable' | 'too-many-pixels' }> {
	const format = detectFormat(bytes)
	if (format !== 'png' && format !== 'jpeg') return { ok: false, reason: 'unreadable' }
	const clean = await reencodePicture(bytes, format)
	if (clean.ok) return { ok: true, bytes: clean.bytes, mediaType: MEDIA_TYPES[format] }
	if (clean.reason === 'busy') {
		throw new Response('Many pictures are being processed just now. Please go back and try again in a minute.', {
			status: 503,
			headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
		})
	}
	return { ok: false, reason: clean.reason }
}

/** A tag (`<p`, `</`, `<!DOCTYPE`, `<?xml`) or a script's first line (`#!`). */
export function looksLikeMarkupOrScript(text: string) {
	return /<\s*[a-z!?/]/i.test(text) || /^\uFEFF?\s*#!/.test(text)
}
