import os from 'node:os'
import sharp, { type Metadata } from 'sharp'
import { BUSY, createDecodeSlots } from './decode-slots.server.ts'

// How an uploaded picture (an applicant's photo or Aadhaar card, a gallery photo, a
// picture of the site's content) is decoded and written anew. Its size is read
// from its header first, which costs milliseconds, and a picture too large is
// refused before a single pixel is decoded; the rest are decoded a few at a time.

/**
 * At most 50 megapixels: every ordinary 12-megapixel phone photo passes, and so does
 * the full resolution of the 48- and 50-megapixel cameras of recent phones. Past it
 * is a decompression bomb: a 776 KB PNG of 100 megapixels took 8 s of a core and
 * 800 MB of pixels to decode.
 */
export const MAX_PICTURE_PIXELS = 50_000_000
/** The same, as the messages to applicants and staff say it. */
export const MAX_PICTURE_MEGAPIXELS = MAX_PICTURE_PIXELS / 1_000_000

/**
 * And at most the memory of a 50-megapixel colour photo once decoded (3 bytes a
 * pixel, under a second of a core): a 16-bit PNG with transparency, 8 bytes a pixel,
 * may have 18.75 megapixels.
 */
const MAX_DECODED_BYTES = MAX_PICTURE_PIXELS * 3
const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4 }

/** Pictures are kept no larger than this on either side: plenty to read an Aadhaar card. */
const MAX_PICTURE_SIDE = 2400

// libvips keeps recent operations and their pixels (50 MB by default) to speed up
// repeated work on one picture; every upload is a new picture, so that cache only
// holds memory. This is the process's setting, for the content pictures too, whose
// renderings are kept on disk anyway.
sharp.cache(false)

const slots = createDecodeSlots({
	// A decode takes a core: one is left for the pages, and two at once at most.
	slots: Math.min(2, Math.max(1, os.availableParallelism() - 1)),
	// An applicant waits a little behind other pictures, then hears "busy, try again".
	waitMs: 10_000,
	maxWaiting: 20,
})

export type CleanPicture =
	{ ok: true; bytes: Buffer } | { ok: false; reason: 'unreadable' | 'too-many-pixels' | 'busy' }

/** How large a picture is kept: its longest side, and the quality of a JPEG. */
export interface PictureSize {
	maxSide: number
	jpegQuality: number
}

/** An applicant's photo is kept smaller: a camera's 12-megapixel photo of 9 MB becomes a few hundred KB. */
export const PHOTO_SIZE: PictureSize = { maxSide: 1600, jpegQuality: 80 }

/** The picture decoded and written anew: upright, at most 2400 px a side (or `size`), without metadata. */
export async function reencodePicture(
	bytes: Buffer,
	format: 'png' | 'jpeg',
	size: PictureSize = { maxSide: MAX_PICTURE_SIDE, jpegQuality: 85 },
): Promise<CleanPicture> {
	const header = await sharp(bytes)
		.metadata()
		.catch(() => null)
	if (!header?.width || !header.height) return { ok: false, reason: 'unreadable' }
	if (isTooLarge(header)) return { ok: false, reason: 'too-many-pixels' }
	const clean = await slots.run(() => reencode(bytes, format, size))
	if (clean === BUSY) return { ok: false, reason: 'busy' }
	return clean ? { ok: true, bytes: clean } : { ok: false, reason: 'unreadable' }
}

function isTooLarge({ width = 0, height = 0, channels = 4, depth }: Metadata) {
	const pixels = width * height
	const bytesPerSample = (depth && BYTES_PER_SAMPLE[depth]) || 8
	return pixels > MAX_PICTURE_PIXELS || pixels * channels * bytesPerSample > MAX_DECODED_BYTES
}

async function reencode(bytes: Buffer, format: 'png' | 'jpeg', { maxSide, jpegQuality }: PictureSize) {
	try {
		// The same limit again while decoding, should a header not tell the truth.
		const picture = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
			.rotate()
			.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
			// A decode that outlasts this is stuck, not slow.
			.timeout({ seconds: 30 })
		return await (
			format === 'png' ? picture.png({ compressionLevel: 9 }) : picture.jpeg({ quality: jpegQuality })
		).toBuffer()
	} catch {
		return null
	}
}

/** Decodes under way and waiting in this process. */
export function pictureDecodes() {
	return slots.state()
}
