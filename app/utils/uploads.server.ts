import crypto from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import busboy from 'busboy'
import { MEDIA_TYPES, type FileFormat, type FileLike } from './career.ts'

// Uploaded files are private (PRODUCT.md): they go to DATA_DIR/uploads under a
// random name, never under a public URL, and their type is read from their first
// bytes, not from the name or the type the browser claims.

export function uploadsDir(dataDir: string) {
	return path.join(dataDir, 'uploads')
}

export function newFileId() {
	return crypto.randomBytes(16).toString('hex')
}

/** A file written to the uploads folder, not yet recorded in the database. */
export interface StoredUpload extends FileLike {
	/** Random; also the file's name on disk. */
	id: string
	field: string
	/** The type found in the content ('' when it is none we accept). */
	type: string
	/** The browser's file name with any folders stripped; only ever shown, never used on disk. */
	name: string
	size: number
	path: string
}

/**
 * Recognises the formats we accept by their content: PNG, JPEG, PDF, DOC (OLE2),
 * DOCX (a ZIP holding word/ entries) and plain UTF-8 text without NUL bytes.
 */
export class ContentSniffer {
	private head = Buffer.alloc(0)
	private tail = Buffer.alloc(0)
	private sawWordEntry = false
	private textPossible = true
	private decoder = new TextDecoder('utf-8', { fatal: true })
	size = 0

	push(chunk: Buffer) {
		this.size += chunk.length
		if (this.head.length < 16) this.head = Buffer.concat([this.head, chunk]).subarray(0, 16)
		if (!this.sawWordEntry) {
			const window = Buffer.concat([this.tail, chunk])
			if (window.includes('word/')) this.sawWordEntry = true
			this.tail = window.subarray(Math.max(0, window.length - 4))
		}
		if (this.textPossible) {
			if (chunk.includes(0)) this.textPossible = false
			else {
				try {
					this.decoder.decode(chunk, { stream: true })
				} catch {
					this.textPossible = false
				}
			}
		}
	}

	format(): FileFormat | null {
		const h = this.head
		if (this.size === 0) return null
		if (h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
		if (h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff) return 'jpeg'
		if (h.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
		if (h.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'doc'
		if (h.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return this.sawWordEntry ? 'docx' : null
		if (this.textPossible) {
			try {
				this.decoder.decode()
				return 'txt'
			} catch {
				return null
			}
		}
		return null
	}
}

export function sniffBuffer(bytes: Buffer) {
	const sniffer = new ContentSniffer()
	sniffer.push(bytes)
	return sniffer.format()
}

export function mediaTypeOf(format: FileFormat | null) {
	return format ? MEDIA_TYPES[format] : ''
}

/** The last part of a browser-given name, without folders or control characters. */
export function safeDisplayName(name: string) {
	const base = name.split(/[\\/]/).pop() ?? ''
	// eslint-disable-next-line no-control-regex
	return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file'
}

export async function deleteUploads(uploads: Iterable<{ path: string }>) {
	await Promise.all([...uploads].map((u) => fsp.rm(u.path, { force: true })))
}

/** Writes bytes already in memory (the base64 API) as a stored upload. */
export async function storeBuffer({ dataDir, field, name, bytes }: { dataDir: string; field: string; name: string; bytes: Buffer }) {
	const dir = uploadsDir(dataDir)
	await fsp.mkdir(dir, { recursive: true })
	const id = newFileId()
	const filePath = path.join(dir, id)
	await fsp.writeFile(filePath, bytes, { mode: 0o600 })
	const upload: StoredUpload = { id, field, name: safeDisplayName(name), size: bytes.length, type: mediaTypeOf(sniffBuffer(bytes)), path: filePath }
	return upload
}

export interface MultipartResult {
	fields: Record<string, string>
	files: Record<string, StoredUpload>
	/** Fields whose file went over the size limit: nothing of them was kept. */
	tooLarge: string[]
	/** The body broke the form's limits (too many parts, a field too long, a broken stream). */
	malformed: boolean
}

/**
 * Reads a multipart form as it streams: each expected file is written to the
 * uploads folder while its type is sniffed, and stops being kept the moment it
 * passes maxFileBytes (the rest of it is read and dropped, so that the fields
 * after it still arrive and nothing the visitor typed is lost).
 */
export async function readMultipart(
	request: Request,
	{ dataDir, fileFields, maxFileBytes, maxFieldBytes = 10_000 }: { dataDir: string; fileFields: readonly string[]; maxFileBytes: number; maxFieldBytes?: number },
): Promise<MultipartResult> {
	const contentType = request.headers.get('content-type') ?? ''
	const result: MultipartResult = { fields: {}, files: {}, tooLarge: [], malformed: false }
	if (!request.body || !/^multipart\/form-data/i.test(contentType)) {
		result.malformed = true
		return result
	}
	const dir = uploadsDir(dataDir)
	await fsp.mkdir(dir, { recursive: true })
	const written: StoredUpload[] = []
	const pending: Promise<void>[] = []

	try {
		await new Promise<void>((resolve, reject) => {
			let parser: busboy.Busboy
			try {
				parser = busboy({
					headers: { 'content-type': contentType },
					limits: { fileSize: maxFileBytes, files: fileFields.length, fields: 40, fieldSize: maxFieldBytes, parts: 50 },
				})
			} catch {
				result.malformed = true
				resolve()
				return
			}
			parser.on('field', (name, value, info) => {
				if (info.valueTruncated) result.malformed = true
				if (name.length <= 50) result.fields[name] = value
			})
			parser.on('file', (field, stream, info) => {
				if (!fileFields.includes(field) || result.files[field] || result.tooLarge.includes(field)) {
					stream.resume()
					return
				}
				const id = newFileId()
				const filePath = path.join(dir, id)
				const upload: StoredUpload = { id, field, name: safeDisplayName(info.filename ?? ''), size: 0, type: '', path: filePath }
				const sniffer = new ContentSniffer()
				const out = fs.createWriteStream(filePath, { mode: 0o600 })
				written.push(upload)
				let overLimit = false
				stream.on('data', (chunk: Buffer) => sniffer.push(chunk))
				stream.on('limit', () => {
					overLimit = true
					stream.unpipe(out)
					out.end()
					stream.resume()
				})
				stream.pipe(out)
				pending.push(
					new Promise<void>((done, fail) => {
						out.on('error', fail)
						out.on('close', () => {
							if (overLimit) {
								result.tooLarge.push(field)
								fsp.rm(filePath, { force: true }).then(() => done(), fail)
								return
							}
							upload.size = sniffer.size
							upload.type = mediaTypeOf(sniffer.format())
							result.files[field] = upload
							done()
						})
					}),
				)
			})
			parser.on('partsLimit', () => (result.malformed = true))
			parser.on('filesLimit', () => (result.malformed = true))
			parser.on('fieldsLimit', () => (result.malformed = true))
			parser.on('error', () => {
				result.malformed = true
				resolve()
			})
			parser.on('close', () => resolve())
			const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
			body.on('error', (error) => reject(error))
			body.pipe(parser)
		})
		await Promise.all(pending)
	} catch (error) {
		await Promise.allSettled(pending)
		await deleteUploads(written)
		throw error
	}
	// An empty file input still sends a part, with no name and no bytes: that is no upload.
	for (const [field, upload] of Object.entries(result.files)) {
		if (upload.size === 0) {
			delete result.files[field]
			await fsp.rm(upload.path, { force: true })
		}
	}
	return result
}
