// @ts-check
// The apply form's file fields (apply.js sets them up): each becomes a button in the page's language with the chosen
// file's name beside it, over the browser's own control (visually hidden, still focusable and labelled), and a photo
// or a picture of the Aadhaar card is made smaller before it travels.
//
// A phone camera's photo (12 megapixels, 6–9 MB) is over the upload limit and slow to send on mobile data. Before it
// travels, the page turns it upright (its EXIF orientation), scales it to at most 1600 px on its longest side and
// encodes it as JPEG: a few hundred KB, still clear enough to read an Aadhaar card. The server checks and re-encodes
// whatever arrives, as it always has.
//
// The markup it reads (components/career/apply-file-fields.tsx): input[type="file"].apply-file-input (data-picture
// on a picture's field) in its .apply-file, beside label.apply-file-button and span#<id>-name (apply.css shows them
// from the first paint when scripts run); span#<id>-sent under it; the form's data-preparing and data-shrunk.

import { formatBytes } from './apply-checks.js'
import { part } from './dom.js'

/** The longest side of a picture as it is sent. */
export const MAX_SENT_SIDE = 1600
/** A picture this small, and no wider than MAX_SENT_SIDE, is sent as it is. */
const SMALL_ENOUGH_BYTES = 900 * 1024
const JPEG_QUALITY = 0.85
const PICTURE_TYPES = /^image\/(?:jpeg|png)$/i

/**
 * The picture as it should travel: upright, at most MAX_SENT_SIDE px a side, as JPEG. Anything that is not a JPEG or
 * PNG, is already small, cannot be decoded by this browser, or would not get smaller, is given back as it is.
 * @param {File} file
 * @returns {Promise<File>}
 */
export async function shrinkPicture(file) {
	if (!PICTURE_TYPES.test(file.type) || typeof createImageBitmap !== 'function') return file
	/** @type {ImageBitmap} */
	let bitmap
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
		/** @type {Blob | null} */
		const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
		if (!blob || blob.size >= file.size) return file
		const name = `${file.name.replace(/\.(?:jpe?g|png)$/i, '') || 'photo'}.jpg`
		return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified })
	} finally {
		bitmap.close()
	}
}

/**
 * Sets up one file field; `chosen` follows each choice as a picture starts being made smaller (false), and once it is
 * ready (true): a picture is judged as it will be sent.
 * Returns whether a picture of this field is still being made smaller (the form waits for it).
 * @param {HTMLFormElement} form
 * @param {HTMLInputElement} input
 * @param {(ready: boolean) => void} chosen
 */
export function setUpFileField(form, input, chosen) {
	const name = part(input.parentElement ?? form, '.apply-file-name')
	const sent = document.getElementById(`${input.id}-sent`)
	const noFile = name.textContent ?? ''
	input.parentElement?.classList.add('apply-file-enhanced')
	input.classList.add('visually-hidden')
	input.setAttribute('aria-describedby', `${name.id} ${input.getAttribute('aria-describedby') ?? ''}`.trim())
	let choice = 0
	let preparing = false
	const show = () => {
		name.textContent = input.files?.[0]?.name ?? noFile
	}

	input.addEventListener('change', async () => {
		const file = input.files?.[0]
		// Only the latest choice counts: an earlier one still being made smaller is dropped.
		const mine = ++choice
		show()
		if (sent) sent.textContent = ''
		if (file && input.dataset.picture !== undefined) {
			preparing = true
			if (sent) sent.textContent = form.dataset.preparing ?? ''
			chosen(false)
			const smaller = await shrinkPicture(file)
			if (mine !== choice) return
			preparing = false
			if (sent) sent.textContent = ''
			if (smaller !== file && input.files?.[0] === file) {
				try {
					const transfer = new DataTransfer()
					transfer.items.add(smaller)
					input.files = transfer.files
					if (sent)
						sent.textContent = (form.dataset.shrunk ?? '')
							.replace('{from}', formatBytes(file.size))
							.replace('{to}', formatBytes(smaller.size))
				} catch {
					// A browser that cannot put a file in an input sends the one chosen; the server judges it.
				}
			}
		}
		chosen(true)
	})
	// A page restored from history keeps its files: their names show.
	window.addEventListener('pageshow', show)
	show()
	return () => preparing
}
