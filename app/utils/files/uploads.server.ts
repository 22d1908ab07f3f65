import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { MEDIA_TYPES, type FileFormat } from './file-formats.ts'

// Uploads are read into memory as they stream (each is at most UPLOAD_MAX_BYTES)
// and stored in the database with the record they belong to: nothing is written
// to disk, so a body that breaks off, stalls or is refused leaves nothing behind.

/** A file as it arrived, before it is checked. */
export interface ReceivedFile {
	field: string
	/** The browser's file name without folders or control characters: only ever shown, never used as a path. */
	name: string
	bytes: Buffer
}

export interface MultipartForm {
	/** The text fields, and each received file as a File whose type is the one found in its content. */
	formData: FormData
	files: Record<string, ReceivedFile>
	/** Fields whose file went over the size limit: nothing of them was kept. */
	tooLarge: string[]
}

export type MultipartFailure = 'malformed' | 'cut-off' | 'busy'

export class MultipartError extends Error {
	constructor(readonly reason: MultipartFailure) {
		super(`multipart body ${reason}`)
	}
}

/**
 * How many bytes of uploads all requests together may hold in memory while they
 * arrive. A slow phone holds its share for minutes; past this budget a new upload
 * is answered "busy, try again in a minute" instead of the process running out.
 */
export const UPLOAD_MEMORY_BUDGET = 256 * 1024 * 1024
let bytesHeld = 0

export function uploadBytesHeld() {
	return bytesHeld
}

/**
 * The last part of a browser-given name, as typed (रवि-बायोडाटा.pdf stays so), without folders,
 * control characters or the marks that reverse how text reads (a "cod.exe" shown as "exe.doc").
 */
export function safeDisplayName(name: string) {
	const base = name.split(/[\\/]/).pop() ?? ''
	// eslint-disable-next-line no-control-regex
	const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
	return [...clean].slice(0, 200).join('') || 'file'
}

/**
 * Reads a multipart form as it streams. A file that passes maxFileBytes stops being
 * kept at that moment (the rest of it is read and dropped, so that the fields after
 * it still arrive); every failure (a broken or cut-off body, the memory budget)
 * rejects with a MultipartError and lets go of everything read so far.
 */
export async function readMultipart(
	request: Request,
	{
		fileFields,
		maxFileBytes,
		maxFieldBytes = 10_000,
		maxFields = 40,
		filesOnlyIf,
	}: {
		fileFields: readonly string[]
		maxFileBytes: number
		maxFieldBytes?: number
		/** How many text fields the form has at most (a site-content section has hundreds). */
		maxFields?: number
		/**
		 * Asked once, with the fields that came before the first file: when it answers
		 * false, no file is kept (each is read past and dropped), the fields still are.
		 * The apply form sends its anti-forgery field first, so a forged post costs no memory.
		 */
		filesOnlyIf?: (fieldsBefore: ReadonlyMap<string, string>) => boolean
	},
): Promise<MultipartForm> {
	const contentType = request.headers.get('content-type') ?? ''
	if (!request.body || !/^multipart\/form-data/i.test(contentType)) throw new MultipartError('malformed')
	const fields = new Map<string, string>()
	const files: Record<string, ReceivedFile> = {}
	const tooLarge: string[] = []
	let held = 0
	let filesWanted: boolean | undefined

	try {
		await new Promise<void>((resolve, reject) => {
			let parser: busboy.Busboy
			try {
				parser = busboy({
					headers: { 'content-type': contentType },
					// Browsers send file names as UTF-8 bytes; busboy would read them as Latin-1.
					defParamCharset: 'utf8',
					// Every file input counts, an empty one too (a site-content section has one per picture).
					limits: {
						files: Math.max(10, fileFields.length),
						fields: maxFields,
						fieldSize: maxFieldBytes,
						parts: maxFields + Math.max(10, fileFields.length),
					},
				})
			} catch {
				reject(new MultipartError('malformed'))
				return
			}
			const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
			function fail(reason: MultipartFailure) {
				body.unpipe(parser)
				body.destroy()
				parser.destroy()
				reject(new MultipartError(reason))
			}
			parser.on('field', (name, value, info) => {
				if (info.valueTruncated || name.length > 50) return fail('malformed')
				fields.set(name, value)
			})
			parser.on('file', (field, stream, info) => {
				// A file stream that errors without a listener would end the process.
				stream.on('error', () => fail('malformed'))
				filesWanted ??= filesOnlyIf?.(fields) ?? true
				if (!filesWanted || !fileFields.includes(field) || files[field] || tooLarge.includes(field)) {
					stream.resume()
					return
				}
				const chunks: Buffer[] = []
				let size = 0
				stream.on('data', (chunk: Buffer) => {
					if (tooLarge.includes(field)) return
					size += chunk.length
					if (size > maxFileBytes) {
						tooLarge.push(field)
						release(chunks.reduce((sum, c) => sum + c.length, 0))
						chunks.length = 0
						return
					}
					if (!reserve(chunk.length)) return fail('busy')
					chunks.push(chunk)
				})
				stream.on('end', () => {
					if (tooLarge.includes(field) || size === 0) return
					files[field] = { field, name: safeDisplayName(info.filename ?? ''), bytes: Buffer.concat(chunks, size) }
				})
			})
			parser.on('partsLimit', () => fail('malformed'))
			parser.on('filesLimit', () => fail('malformed'))
			parser.on('fieldsLimit', () => fail('malformed'))
			parser.on('error', () => fail('malformed'))
			parser.on('close', () => resolve())
			body.on('error', () => fail('cut-off'))
			body.pipe(parser)
		})
	} finally {
		release(held)
	}

	function reserve(bytes: number) {
		if (bytesHeld + bytes > UPLOAD_MEMORY_BUDGET) return false
		bytesHeld += bytes
		held += bytes
		return true
	}
	function release(bytes: number) {
		bytesHeld -= bytes
		held -= bytes
	}

	const formData = new FormData()
	for (const [name, value] of fields) formData.append(name, value)
	for (const file of Object.values(files)) {
		const format = detectFormat(file.bytes)
		formData.append(file.field, new File([new Uint8Array(file.bytes)], file.name, { type: mediaTypeOf(format) }))
	}
	return { formData, files, tooLarge }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/**
 * Recognises the formats we accept by their content: PNG, JPEG, PDF, DOC (OLE2),
 * DOCX (a ZIP holding word/ entries) and plain UTF-8 text without NUL bytes.
 */
export function detectFormat(bytes: Buffer): FileFormat | null {
	if (bytes.length === 0) return null
	if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
	if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
	if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
	if (bytes.subarray(0, 8).equals(OLE2_SIGNATURE)) return 'doc'
	if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return bytes.includes('word/') ? 'docx' : null
	if (bytes.includes(0)) return null
	try {
		new TextDecoder('utf-8', { fatal: true }).decode(bytes)
		return 'txt'
	} catch {
		return null
	}
}

export function mediaTypeOf(format: FileFormat | null) {
	return format ? MEDIA_TYPES[format] : ''
}
