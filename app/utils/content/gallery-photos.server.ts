import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { getGalleries } from '#content/galleries.ts'
import { getDb, inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { insertFile, readStoredFile } from '#app/utils/files/files.server.ts'
import { CONTENT_TYPES, describeImages, ImageNotFound, encode } from '#app/utils/files/images.server.ts'
import { IMAGE_WIDTHS, type ImageFormat, type ImageInfo } from '#app/utils/files/images.ts'
import { parseId } from '#app/utils/common/ids.ts'
import { MAX_PICTURE_PIXELS } from '#app/utils/files/pictures.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'

// Gallery photos uploaded in the back office. Their bytes live in the files table
// (so every instance has them); the public pages name them "uploads/{file id}.png"
// and the /images route renders them at the same widths and formats as the content
// folder's pictures. A stored file never changes, so its description is kept in memory.

export const GALLERY_FILE_KIND = 'gallery-photo'
/** A picture of the site's content (a banner, a team photo, a logo) uploaded in Site content: served the same way. */
export const CONTENT_PICTURE_KIND = 'content-picture'
const UPLOADED_KINDS = [GALLERY_FILE_KIND, CONTENT_PICTURE_KIND]

const UPLOAD_SRC = /^uploads\/([0-9a-f]{32})\.(png|jpg)$/

const described = new Map<string, ImageInfo>()

/** Who makes a change, for its audit entry. */
type Actor = Pick<Staff, 'id' | 'email'>

/** The picture's address below /images/ (its extension says which fallback format suits it). */
function uploadSrc(fileId: string, mediaType: string) {
	return `uploads/${fileId}.${mediaType === 'image/png' ? 'png' : 'jpg'}`
}

export function isUploadSrc(src: string) {
	return UPLOAD_SRC.test(src)
}

/** The file id an upload's address names, or undefined. */
export function uploadFileId(src: string) {
	return UPLOAD_SRC.exec(src)?.[1]
}

/** The address of an uploaded picture below /images/. */
export { uploadSrc }

/** An uploaded picture's size and version, or null. */
export async function describeStored(db: Db, fileId: string): Promise<ImageInfo | null> {
	const known = described.get(fileId)
	if (known) return known
	const file = await readStoredFile(db, fileId)
	if (!file || !UPLOADED_KINDS.includes(file.kind)) return null
	const metadata = await sharp(file.bytes).metadata()
	const info: ImageInfo = {
		src: uploadSrc(file.id, file.media_type),
		width: metadata.width ?? 0,
		height: metadata.height ?? 0,
		version: (file.sha256 ?? crypto.createHash('sha256').update(file.bytes).digest('hex')).slice(0, 10),
	}
	described.set(fileId, info)
	return info
}

/** Describes the site's pictures at once, keyed by their src: the content folder's and those uploaded in Site content. */
export function describeSiteImages(srcs: string[]) {
	return describeImages(srcs, {
		resolveUpload(src) {
			const fileId = uploadFileId(src)
			return fileId ? describeStored(getDb(), fileId) : undefined
		},
	})
}

export interface GalleryPhoto {
	id: number
	image: ImageInfo
	alt: string
	caption: string
}

/** The uploaded photos of one gallery, in the order the office chose. */
export async function loadGalleryPhotos(db: Db, gallery: string): Promise<GalleryPhoto[]> {
	const rows = await db
		.selectFrom('gallery_items')
		.select(['id', 'file_id', 'alt', 'caption'])
		.where('gallery', '=', gallery)
		.where('file_id', 'is not', null)
		.where('hidden', '=', 0)
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	const photos = await Promise.all(
		rows.map(async (row) => {
			const image = row.file_id ? await describeStored(db, row.file_id) : null
			return image ? { id: row.id, image, alt: row.alt, caption: row.caption } : null
		}),
	)
	return photos.filter((photo) => photo !== null)
}

/** Stores a cleaned photo and puts it last in its gallery, with the audit entry. */
export async function addGalleryPhoto(
	db: Db,
	{
		gallery,
		name,
		bytes,
		mediaType,
		alt,
		caption,
		staff,
	}: {
		gallery: string
		name: string
		bytes: Buffer
		mediaType: string
		alt: string
		caption: string
		staff: Actor
	},
	now = new Date(),
): Promise<{ added: true; id: number } | { added: false; reason: 'duplicate' }> {
	return inTransaction(db, async (trx) => {
		// The same photo twice in one gallery is a second click, not a second photo.
		const sha256 = crypto.createHash('sha256').update(bytes).digest('hex')
		const twin = await trx
			.selectFrom('gallery_items')
			.innerJoin('files', 'files.id', 'gallery_items.file_id')
			.select('gallery_items.id')
			.where('gallery_items.gallery', '=', gallery)
			.where('files.sha256', '=', sha256)
			.executeTakeFirst()
		if (twin) return { added: false, reason: 'duplicate' }
		const fileId = await insertFile(trx, { kind: GALLERY_FILE_KIND, name, mediaType, bytes })
		const last = await trx
			.selectFrom('gallery_items')
			.select((eb) => eb.fn.max('sort_order').as('n'))
			.where('gallery', '=', gallery)
			.executeTakeFirst()
		const row = await trx
			.insertInto('gallery_items')
			.values({
				gallery,
				file_id: fileId,
				alt,
				caption,
				sort_order: Number(last?.n ?? 0) + 1,
				created_at: now.toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await audit(
			trx,
			{ staff, action: 'gallery.photo-added', subject: `gallery photo ${row.id}`, details: { gallery } },
			now,
		)
		return { added: true, id: row.id }
	})
}

/**
 * Moves a photo one place up or down, renumbering the gallery so that the order has no gaps or ties, with the
 * audit entry; answers false when it is first or last already (nothing moves, nothing is recorded).
 */
export async function moveGalleryPhoto(
	db: Db,
	{ gallery, id, direction, staff }: { gallery: string; id: number; direction: 'up' | 'down'; staff: Actor },
	now = new Date(),
) {
	return inTransaction(db, async (trx) => {
		const rows = await trx
			.selectFrom('gallery_items')
			.select(['id'])
			.where('gallery', '=', gallery)
			.where('file_id', 'is not', null)
			.orderBy('sort_order')
			.orderBy('id')
			.execute()
		const ids = rows.map((row) => row.id)
		const from = ids.indexOf(id)
		const to = direction === 'up' ? from - 1 : from + 1
		if (from < 0 || to < 0 || to >= ids.length) return false
		;[ids[from], ids[to]] = [ids[to]!, ids[from]!]
		for (const [index, rowId] of ids.entries()) {
			await trx
				.updateTable('gallery_items')
				.set({ sort_order: index + 1 })
				.where('id', '=', rowId)
				.execute()
		}
		await audit(
			trx,
			{ staff, action: 'gallery.photo-moved', subject: `gallery photo ${id}`, details: { gallery, direction } },
			now,
		)
		return true
	})
}

/** Removes a photo from its gallery and its stored file with it, with the audit entry. */
export async function removeGalleryPhoto(db: Db, { id, staff }: { id: number; staff: Actor }, now = new Date()) {
	await inTransaction(db, async (trx) => {
		const row = await trx
			.selectFrom('gallery_items')
			.select(['gallery', 'file_id'])
			.where('id', '=', id)
			.executeTakeFirst()
		if (!row) return
		await trx.deleteFrom('gallery_items').where('id', '=', id).execute()
		if (row.file_id) {
			await trx.deleteFrom('files').where('id', '=', row.file_id).execute()
			described.delete(row.file_id)
		}
		await audit(
			trx,
			{ staff, action: 'gallery.photo-removed', subject: `gallery photo ${id}`, details: { gallery: row.gallery } },
			now,
		)
	})
}

const rendering = new Map<string, Promise<Buffer>>()

/** An uploaded photo at one of the widths the server renders, cached on disk by its content. */
export async function renderUploadedPhoto(db: Db, src: string, width: number, format: ImageFormat) {
	const fileId = UPLOAD_SRC.exec(src)?.[1]
	// A removed photo stops being served at once, even by an instance that described it before.
	const stored = fileId
		? await db
				.selectFrom('files')
				.select('id')
				.where('id', '=', fileId)
				.where('kind', 'in', UPLOADED_KINDS)
				.executeTakeFirst()
		: undefined
	const info = fileId && stored ? await describeStored(db, fileId) : null
	if (!fileId || !info || info.src !== src) throw new ImageNotFound(src)
	const allowed = (IMAGE_WIDTHS as readonly number[]).includes(width) || width === info.width
	if (!allowed) throw new ImageNotFound(`${src} at ${width}`)
	const target = Math.min(width, info.width)
	const cached = path.resolve(getEnv().DATA_DIR, 'image-cache', `${info.version}-${target}.${format}`)
	let body = rendering.get(cached)
	if (!body) {
		body = readOrRender(db, fileId, cached, target, format).finally(() => rendering.delete(cached))
		rendering.set(cached, body)
	}
	return { body: await body, contentType: CONTENT_TYPES[format], version: info.version }
}

async function readOrRender(db: Db, fileId: string, cached: string, width: number, format: ImageFormat) {
	const hit = await fs.readFile(cached).catch(() => null)
	if (hit) return hit
	const file = await readStoredFile(db, fileId)
	if (!file) throw new ImageNotFound(fileId)
	// Stored pictures were written anew at upload, at most 2400 px a side; the limit guards one stored otherwise.
	const picture = sharp(file.bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
	const body = await encode(picture.resize({ width, withoutEnlargement: true }), format).toBuffer()
	await fs.mkdir(path.dirname(cached), { recursive: true })
	// Write then rename, so a reader never sees half a file.
	const partial = `${cached}.${process.pid}.${crypto.randomUUID()}.part`
	await fs.writeFile(partial, body)
	await fs.rename(partial, cached)
	return body
}

/** The gallery of an address, or a 404. */
export function requireGallery(id: string | undefined) {
	const gallery = getGalleries().find((candidate) => candidate.id === id)
	if (!gallery) throw new Response('There is no such gallery.', { status: 404 })
	return gallery
}

/** One uploaded photo of a gallery, or a 404. */
export async function requireGalleryPhoto(db: Db, gallery: string, id: string | undefined) {
	const photoId = parseId(id)
	const row =
		photoId !== null
			? await db
					.selectFrom('gallery_items')
					.select(['id', 'file_id', 'alt', 'caption', 'created_at'])
					.where('id', '=', photoId)
					.where('gallery', '=', gallery)
					.where('file_id', 'is not', null)
					.executeTakeFirst()
			: undefined
	const image = row?.file_id ? await describeStored(db, row.file_id) : null
	if (!row || !image) throw new Response('There is no such photo in this gallery.', { status: 404 })
	return { id: row.id, alt: row.alt, caption: row.caption, image, createdAt: row.created_at }
}

/** A photo's description and caption, changed with the audit entry. */
export async function saveGalleryPhotoWords(
	db: Db,
	{
		gallery,
		photoId,
		alt,
		caption,
		staff,
	}: { gallery: string; photoId: number; alt: string; caption: string; staff: Actor },
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx.updateTable('gallery_items').set({ alt, caption }).where('id', '=', photoId).execute()
		await audit(
			trx,
			{ staff, action: 'gallery.photo-saved', subject: `gallery photo ${photoId}`, details: { gallery } },
			now,
		)
	})
}
