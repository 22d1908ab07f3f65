// A phone camera's photo (12 megapixels, 6–9 MB) is over the upload limit and slow
// to send on mobile data. Before it travels, the page turns it upright (its EXIF
// orientation), scales it to at most 1600 px on its longest side and encodes it as
// JPEG: a few hundred KB, still clear enough to read an Aadhaar card. The server
// checks and re-encodes whatever arrives, as it always has.

/** The longest side of a picture as it is sent. */
export const MAX_SENT_SIDE = 1600
/** A picture this small, and no wider than MAX_SENT_SIDE, is sent as it is. */
const SMALL_ENOUGH_BYTES = 900 * 1024
const JPEG_QUALITY = 0.85

const PICTURE_TYPES = /^image\/(?:jpeg|png)$/i

/**
 * The picture as it should travel: upright, at most MAX_SENT_SIDE px a side, as JPEG.
 * Anything that is not a JPEG or PNG, is already small, cannot be decoded by this
 * browser, or would not get smaller, is given back as it is (the server judges it).
 */
export async function shrinkPicture(file: File): Promise<File> {
	if (!PICTURE_TYPES.test(file.type) || typeof createImageBitmap !== 'function') return file
	let bitmap: ImageBitmap
	try {
		bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
	} catch {
		return file
	}
	try {
		const scale = Math.min(1, MAX_SENT_SIDE / Math.max(bitmap.width, bitmap.height))
		if (scale === 1 && file.size <= SMALL_ENOUGH_BYTES) return file
		const canvas = document.createElement('canvas')
		canvas.width = Math.max(1, Math.round(bitmap.width * scale))
		canvas.height = Math.max(1, Math.round(bitmap.height * scale))
		const context = canvas.getContext('2d')
		if (!context) return file
		// A PNG's transparent parts become white, not black, in a JPEG.
		context.fillStyle = '#fff'
		context.fillRect(0, 0, canvas.width, canvas.height)
		context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
		const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
		if (!blob || blob.size >= file.size) return file
		const name = `${file.name.replace(/\.(?:jpe?g|png)$/i, '') || 'photo'}.jpg`
		return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified })
	} finally {
		bitmap.close()
	}
}

/** Puts a file in a file input in place of the one chosen (the form then sends it). */
export function replaceChosenFile(input: HTMLInputElement, file: File) {
	const transfer = new DataTransfer()
	transfer.items.add(file)
	input.files = transfer.files
}
