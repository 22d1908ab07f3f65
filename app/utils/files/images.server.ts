import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { getEnv } from '#app/utils/core/env.server.ts'
import { IMAGE_WIDTHS, type ImageFormat, type ImageInfo } from './images.ts'
import { singleton } from '#app/utils/core/singleton.server.ts'

// Content pictures live under content/images and content/galleries. The server
// reads their size on demand and renders resized AVIF/WebP/JPEG/PNG copies on
// the first request, kept in the data folder (docs/decisions/005-images.md).

const IMAGE_FOLDERS = ['images', 'galleries']
const SOURCE_EXTENSIONS = /\.(png|jpe?g|webp)$/i
export const CONTENT_TYPES: Record<ImageFormat, string> = {
	avif: 'image/avif',
	webp: 'image/webp',
	jpeg: 'image/jpeg',
	png: 'image/png',
}

export class ImageNotFound extends Error {}

export interface ImageLibrary {
	/** Changes when a picture folder's list of files changes (a photo dropped in or removed). */
	foldersStamp(): Promise<string>
	describe(src: string): Promise<ImageInfo>
	listFolder(folder: string): Promise<ImageInfo[]>
	render(
		src: string,
		width: number,
		format: ImageFormat,
	): Promise<{ body: Buffer; contentType: string; version: string }>
}

/**
 * recheckMs: how long a file's or folder's description is trusted before the disk
 * is asked again. Pages name dozens of pictures; asking the disk for each on
 * every request queued behind compression in libuv's thread pool and cut the
 * home page's throughput by half. A dropped-in photo still shows within seconds.
 */
export function createImageLibrary({
	contentDir,
	cacheDir,
	recheckMs = 2000,
}: {
	contentDir: string
	cacheDir: () => string
	recheckMs?: number
}): ImageLibrary {
	const root = path.resolve(contentDir)
	const described = new Map<string, { stamp: string; checkedAt: number; info: ImageInfo }>()
	const listed = new Map<string, { stamp: number; checkedAt: number; names: string[] }>()

	/** The absolute file of a content picture, or ImageNotFound for anything else (traversal included). */
	function sourceFile(src: string) {
		const normalised = path.posix.normalize(src)
		const [folder] = normalised.split('/')
		const file = path.resolve(root, normalised)
		if (
			!folder ||
			!IMAGE_FOLDERS.includes(folder) ||
			normalised.startsWith('..') ||
			!file.startsWith(root + path.sep) ||
			!SOURCE_EXTENSIONS.test(file) ||
			normalised.split('/').some((part) => part.startsWith('.'))
		) {
			throw new ImageNotFound(src)
		}
		return file
	}

	async function describe(src: string): Promise<ImageInfo> {
		const file = sourceFile(src)
		const known = described.get(file)
		if (known && Date.now() - known.checkedAt < recheckMs) return known.info
		const stat = await fs.stat(file).catch(() => null)
		if (!stat?.isFile()) throw new ImageNotFound(src)
		const stamp = `${stat.mtimeMs}:${stat.size}`
		if (known?.stamp === stamp) {
			known.checkedAt = Date.now()
			return known.info
		}
		const bytes = await fs.readFile(file)
		const metadata = await sharp(bytes).metadata()
		const info: ImageInfo = {
			src: path.posix.normalize(src),
			width: metadata.autoOrient?.width ?? metadata.width ?? 0,
			height: metadata.autoOrient?.height ?? metadata.height ?? 0,
			version: crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 10),
		}
		described.set(file, { stamp, checkedAt: Date.now(), info })
		return info
	}

	/** Every picture in a folder, in name order: dropping a file in adds it, with no code change. */
	async function listFolder(folder: string): Promise<ImageInfo[]> {
		const directory = path.resolve(root, folder)
		if (!directory.startsWith(root + path.sep)) throw new ImageNotFound(folder)
		let entry = listed.get(directory)
		if (!entry || Date.now() - entry.checkedAt >= recheckMs) {
			const stat = await fs.stat(directory).catch(() => null)
			if (!stat?.isDirectory()) return []
			if (entry?.stamp === stat.mtimeMs) {
				entry.checkedAt = Date.now()
			} else {
				const names = (await fs.readdir(directory)).filter(
					(name) => SOURCE_EXTENSIONS.test(name) && !name.startsWith('.'),
				)
				names.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
				entry = { stamp: stat.mtimeMs, checkedAt: Date.now(), names }
				listed.set(directory, entry)
			}
		}
		const relative = path.relative(root, directory).split(path.sep).join('/')
		return Promise.all(entry.names.map((name) => describe(`${relative}/${name}`)))
	}

	// Renders under way, by their cache file: twenty requests for the same new
	// picture wait for one rendering instead of doing twenty.
	const rendering = new Map<string, Promise<Buffer>>()

	async function render(src: string, width: number, format: ImageFormat) {
		const info = await describe(src)
		const allowed = (IMAGE_WIDTHS as readonly number[]).includes(width) || width === info.width
		if (!allowed) throw new ImageNotFound(`${src} at ${width}`)
		const target = Math.min(width, info.width)
		const cached = path.join(cacheDir(), `${info.version}-${target}.${format}`)
		let body = rendering.get(cached)
		if (!body) {
			body = readOrRender(cached, src, target, format).finally(() => rendering.delete(cached))
			rendering.set(cached, body)
		}
		return { body: await body, contentType: CONTENT_TYPES[format], version: info.version }
	}

	async function readOrRender(cached: string, src: string, width: number, format: ImageFormat) {
		const hit = await fs.readFile(cached).catch(() => null)
		if (hit) return hit
		const pipeline = sharp(sourceFile(src)).rotate().resize({ width, withoutEnlargement: true })
		const body = await encode(pipeline, format).toBuffer()
		await fs.mkdir(path.dirname(cached), { recursive: true })
		// Write then rename, so a reader never sees half a file.
		const partial = `${cached}.${process.pid}.${crypto.randomUUID()}.part`
		await fs.writeFile(partial, body)
		await fs.rename(partial, cached)
		return body
	}

	async function foldersStamp() {
		const stamps: number[] = []
		for (const folder of IMAGE_FOLDERS) {
			const top = path.join(root, folder)
			const entries = await fs.readdir(top, { withFileTypes: true }).catch(() => [])
			const directories = [
				top,
				...entries.filter((entry) => entry.isDirectory()).map((entry) => path.join(top, entry.name)),
			]
			for (const directory of directories) {
				const stat = await fs.stat(directory).catch(() => null)
				if (stat) stamps.push(stat.mtimeMs)
			}
		}
		return String(Math.max(0, ...stamps))
	}

	return { foldersStamp, describe, listFolder, render }
}

/** A resized picture in the format the browser asked for (content pictures and uploaded gallery photos alike). */
export function encode(pipeline: Sharp, format: ImageFormat) {
	switch (format) {
		case 'avif':
			// sharp's own default quality; effort 2 encodes about six times faster than 4 for 4% more bytes.
			return pipeline.avif({ quality: 50, effort: 2 })
		case 'webp':
			return pipeline.webp({ quality: 75 })
		case 'jpeg':
			return pipeline.jpeg({ quality: 78, mozjpeg: true })
		case 'png':
			return pipeline.png({ palette: true, quality: 85, compressionLevel: 9 })
	}
}

/** The site's picture library: content/ of the working folder, cache in DATA_DIR. */
export function getImageLibrary() {
	return singleton('image-library', () =>
		createImageLibrary({
			contentDir: path.resolve('content'),
			cacheDir: () => path.resolve(getEnv().DATA_DIR, 'image-cache'),
		}),
	)
}

/**
 * Describes a picture uploaded in the back office, which lives in the database, not the content folder: undefined
 * when the src names no upload, null when the upload is gone.
 */
export type UploadResolver = (src: string) => Promise<ImageInfo | null> | undefined

/**
 * Describes several pictures at once, keyed by their src. The site content hands in how to describe its uploads
 * (app/utils/content/gallery-photos.server.ts): a file helper knows nothing of the content above it.
 */
export async function describeImages(srcs: string[], { resolveUpload }: { resolveUpload?: UploadResolver } = {}) {
	const library = getImageLibrary()
	const infos = await Promise.all(
		srcs.map(async (src) => {
			const upload = resolveUpload?.(src)
			if (!upload) return library.describe(src)
			const info = await upload
			if (!info) throw new ImageNotFound(src)
			return info
		}),
	)
	return Object.fromEntries(infos.map((info) => [info.src, info])) as Record<string, ImageInfo>
}
