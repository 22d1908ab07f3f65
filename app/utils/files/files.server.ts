import crypto from 'node:crypto'
import type { Db } from '#app/utils/db/db.server.ts'

// Files live in the database, in the same transaction as the record that owns
// them: an application with its three documents, a job with its advert, a
// housekeeping document. See docs/decisions/007-files-in-the-database.md.

export interface FileToStore {
	kind: string
	/** Shown to people only (safeDisplayName); never used as a path. */
	name: string
	mediaType: string
	bytes: Buffer
}

export function newFileId() {
	return crypto.randomBytes(16).toString('hex')
}

/** Stores a file and answers its id. Pass the transaction of the record that owns it. */
export async function insertFile(db: Db, file: FileToStore, now = new Date()) {
	const id = newFileId()
	await db
		.insertInto('files')
		.values({
			id,
			kind: file.kind,
			original_name: file.name,
			media_type: file.mediaType,
			byte_size: file.bytes.length,
			sha256: crypto.createHash('sha256').update(file.bytes).digest('hex'),
			bytes: file.bytes,
			created_at: now.toISOString(),
		})
		.execute()
	return id
}

/** A stored file with its bytes, or undefined. */
export async function readStoredFile(db: Db, id: string) {
	const row = await db
		.selectFrom('files')
		.select(['id', 'kind', 'original_name', 'media_type', 'byte_size', 'sha256', 'bytes', 'created_at'])
		.where('id', '=', id)
		.executeTakeFirst()
	if (!row?.bytes) return undefined
	return { ...row, bytes: Buffer.from(row.bytes) }
}

/** Stored files' kinds, names, types, sizes and dates, without their bytes (an applicant's data export). */
export async function listFileFacts(db: Db, ids: Array<string | null>) {
	const wanted = ids.filter((id): id is string => Boolean(id))
	if (wanted.length === 0) return []
	return db
		.selectFrom('files')
		.select(['kind', 'original_name', 'media_type', 'byte_size', 'created_at'])
		.where('id', 'in', wanted)
		.execute()
}

/** The file's ETag: its content hash, so an unchanged file is never sent twice. */
export function fileEtag(file: { sha256: string | null; id: string }) {
	return `"${file.sha256 ?? file.id}"`
}

/**
 * A stored file as a download: its ETag, private to the person (no-store), and
 * sandboxed, so that even a file a browser would render cannot run anything in our origin.
 */
export function fileResponse(
	request: Request,
	file: { bytes: Buffer; media_type: string; original_name: string; sha256: string | null; id: string },
	{ attachment }: { attachment: boolean },
) {
	const etag = fileEtag(file)
	const name = file.original_name.replace(/[^\w.\- ]+/g, '_').slice(0, 150) || 'file'
	const headers = new Headers({
		'Content-Type': file.media_type || 'application/octet-stream',
		'Content-Disposition': `${attachment ? 'attachment' : 'inline'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
		'Content-Security-Policy': "sandbox; default-src 'none'",
		'Cache-Control': 'no-store',
		ETag: etag,
	})
	if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
	headers.set('Content-Length', String(file.bytes.length))
	return new Response(new Uint8Array(file.bytes), { headers })
}
