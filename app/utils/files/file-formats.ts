import type { MessageKey } from '#app/i18n/index.ts'
// The kinds of file an applicant uploads: their formats, media types and extensions,
// shared by the apply form in the browser, the upload reader and the checks on the server.

export const MEDIA_TYPES = {
	png: 'image/png',
	jpeg: 'image/jpeg',
	pdf: 'application/pdf',
	doc: 'application/msword',
	docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	txt: 'text/plain',
} as const

export type FileFormat = keyof typeof MEDIA_TYPES
export type UploadKind = 'photo' | 'resume' | 'aadhaar'

export const ACCEPTED_FORMATS: Record<UploadKind, readonly FileFormat[]> = {
	photo: ['png', 'jpeg'],
	resume: ['pdf', 'doc', 'docx', 'txt'],
	aadhaar: ['png', 'jpeg', 'pdf', 'doc', 'docx', 'txt'],
}

const EXTENSIONS: Record<FileFormat, string[]> = {
	png: ['.png'],
	jpeg: ['.jpg', '.jpeg'],
	pdf: ['.pdf'],
	doc: ['.doc'],
	docx: ['.docx'],
	txt: ['.txt'],
}

/** The `accept` attribute of a file input: media types and extensions. */
export function acceptAttribute(kind: UploadKind) {
	return ACCEPTED_FORMATS[kind].flatMap((format) => [MEDIA_TYPES[format], ...EXTENSIONS[format]]).join(',')
}

/**
 * What the schema needs to know of a file. A browser File has these; on the
 * server the upload reader gives the type it found in the file's first bytes
 * (never the one the browser claimed), so the same rule checks both.
 */
export interface FileLike {
	name: string
	size: number
	type: string
}

export function isFileLike(value: unknown): value is FileLike {
	const v = value as FileLike | null
	return (
		typeof v === 'object' &&
		v !== null &&
		typeof v.name === 'string' &&
		typeof v.size === 'number' &&
		typeof v.type === 'string'
	)
}

export function formatOfFile(file: FileLike): FileFormat | null {
	const byType = (Object.keys(MEDIA_TYPES) as FileFormat[]).find((format) => MEDIA_TYPES[format] === file.type)
	if (byType) return byType
	// Browsers leave the type empty for files they do not recognise; the server checks the content anyway.
	if (file.type !== '') return null
	const name = file.name.toLowerCase()
	return (
		(Object.keys(EXTENSIONS) as FileFormat[]).find((format) => EXTENSIONS[format].some((ext) => name.endsWith(ext))) ??
		null
	)
}

/** The words of each upload: its label, its hint, and what is said when it is missing or of the wrong type. */
export const UPLOAD_MESSAGES = {
	photo: {
		label: 'apply.photo',
		hint: 'apply.photoHint',
		missing: 'apply.error.photo',
		type: 'apply.error.photoType',
		// Without JavaScript a camera's photo arrives whole: the message says how to make it smaller.
		tooLarge: 'apply.error.photoTooLarge',
	},
	resume: {
		label: 'apply.resume',
		hint: 'apply.resumeHint',
		missing: 'apply.error.resume',
		type: 'apply.error.resumeType',
		tooLarge: 'apply.error.fileTooLarge',
	},
	aadhaar: {
		label: 'apply.aadhaar',
		hint: 'apply.aadhaarHint',
		missing: 'apply.error.aadhaar',
		type: 'apply.error.aadhaarType',
		tooLarge: 'apply.error.cardTooLarge',
	},
} as const satisfies Record<UploadKind, Record<'label' | 'hint' | 'missing' | 'type' | 'tooLarge', MessageKey>>
