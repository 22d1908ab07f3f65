import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib'
import sharp from 'sharp'
import type { MessageKey } from '#app/i18n/index.ts'
import { ACCEPTED_FORMATS, MEDIA_TYPES, UPLOAD_MESSAGES, type FileFormat, type UploadKind } from './career.ts'
import { formatBytes } from './format.ts'
import { detectFormat } from './uploads.server.ts'

// What an applicant's file must be before it is stored (docs/security.md): its
// format read from its content; pictures decoded and written anew, which keeps
// the picture and drops anything hidden in or after it (metadata, an appended web
// page); PDFs and text without scripts or markup that a browser could run.

/** More pixels than any phone camera takes: a picture past this is a decompression bomb. */
export const MAX_PICTURE_PIXELS = 100_000_000
/** Pictures are kept no larger than this on either side: plenty to read an Aadhaar card. */
const MAX_PICTURE_SIDE = 2400

export type UploadCheck =
	| { ok: true; bytes: Buffer; format: FileFormat; mediaType: string }
	| { ok: false; message: MessageKey; params?: Record<string, string | number> }

export async function checkUpload(kind: UploadKind, bytes: Buffer, maxBytes: number): Promise<UploadCheck> {
	if (bytes.length === 0) return { ok: false, message: UPLOAD_MESSAGES[kind].missing }
	if (bytes.length > maxBytes) return { ok: false, message: UPLOAD_MESSAGES[kind].tooLarge }
	const format = detectFormat(bytes)
	if (!format || !ACCEPTED_FORMATS[kind].includes(format)) return { ok: false, message: UPLOAD_MESSAGES[kind].type }
	if (format === 'png' || format === 'jpeg') {
		const clean = await reencodePicture(bytes, format)
		if (!clean) return { ok: false, message: 'apply.error.pictureUnreadable' }
		return { ok: true, bytes: clean, format, mediaType: MEDIA_TYPES[format] }
	}
	if (format === 'pdf' && !(await isPlainPdf(bytes))) return { ok: false, message: 'apply.error.pdfUnsafe' }
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
	if (!(await isPlainPdf(bytes))) {
		return {
			ok: false,
			message: 'This PDF is damaged or carries scripts or other files. Please save it again as a plain PDF.',
		}
	}
	return { ok: true }
}

/**
 * A photo for a gallery: decoded and written anew (a PNG or JPEG as it came), at
 * most 2400 px a side, without its metadata (a camera's location included).
 */
export async function cleanGalleryPhoto(bytes: Buffer) {
	const format = detectFormat(bytes)
	if (format !== 'png' && format !== 'jpeg') return null
	const clean = await reencodePicture(bytes, format)
	return clean ? { bytes: clean, mediaType: MEDIA_TYPES[format] } : null
}

async function reencodePicture(bytes: Buffer, format: 'png' | 'jpeg') {
	try {
		const picture = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
			.rotate()
			.resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
		return await (format === 'png' ? picture.png({ compressionLevel: 9 }) : picture.jpeg({ quality: 85 })).toBuffer()
	} catch {
		return null
	}
}

// Markers of a web page inside a PDF: a polyglot a browser could render as HTML.
const MARKUP = /<\s*(?:html|script|svg|body|iframe|object|embed)\b/i

// PDF features that run code, open or send something, or carry other files. A link to a web
// address (/URI) is a resume's ordinary content and stays.
const UNSAFE_NAMES = new Set([
	'JavaScript',
	'JS',
	'Launch',
	'EmbeddedFile',
	'EmbeddedFiles',
	'RichMedia',
	'XFA',
	'SubmitForm',
	'ImportData',
	'GoToE',
	'GoToR',
])

/**
 * A PDF without markup, scripts, actions that launch or send, or embedded files. The
 * file is parsed (pdf-lib), compressed object streams included, and every name in
 * every object is read decoded (`/J#61vaScript` is /JavaScript): looking for the
 * bytes would miss both. A file that does not parse as a PDF is refused.
 */
async function isPlainPdf(bytes: Buffer) {
	const text = bytes.toString('latin1')
	if (!text.slice(-2048).includes('%%EOF') || MARKUP.test(text)) return false
	let objects: PDFObject[]
	try {
		const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })
		objects = document.context.enumerateIndirectObjects().map(([, object]) => object)
	} catch {
		return false
	}
	const pending = [...objects]
	for (let seen = 0; pending.length > 0 && seen < 2_000_000; seen++) {
		const object = pending.pop()!
		if (object instanceof PDFName) {
			if (UNSAFE_NAMES.has(decodedName(object))) return false
		} else if (object instanceof PDFDict) {
			for (const [key, value] of object.entries()) pending.push(key, value)
		} else if (object instanceof PDFArray) {
			pending.push(...object.asArray())
		} else if (object instanceof PDFStream) {
			pending.push(object.dict)
		}
	}
	return pending.length === 0
}

/** A name's text with every #xx escape undone, in either case, however often it was applied. */
function decodedName(name: PDFName) {
	let text = name.decodeText()
	for (let round = 0; round < 3 && text.includes('#'); round++) {
		text = text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
	}
	return text.replace(/^\//, '')
}

/** A tag (`<p`, `</`, `<!DOCTYPE`, `<?xml`) or a script's first line (`#!`). */
export function looksLikeMarkupOrScript(text: string) {
	return /<\s*[a-z!?/]/i.test(text) || /^\uFEFF?\s*#!/.test(text)
}
