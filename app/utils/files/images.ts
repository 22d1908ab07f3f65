// What the browser needs to show a content picture: its address, its size (to
// reserve space, so nothing shifts) and a version that changes with its bytes
// (so the resized copies can be cached for a year). See docs/decisions/005-images.md.

export interface ImageInfo {
	/** Path below the content folder, e.g. "galleries/projects/project-01.png". */
	src: string
	width: number
	height: number
	/** A short hash of the file's bytes. */
	version: string
}

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'

/** The widths the server renders; a request for any other width is refused. */
export const IMAGE_WIDTHS = [320, 360, 480, 640, 960, 1280, 1920] as const

export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp', 'jpeg', 'png']

export function imageUrl(image: ImageInfo, width: number, format: ImageFormat) {
	return imageUrlTemplate(image).replace('{w}', String(width)).replace('{f}', format)
}

/** A picture's address with {w} and {f} left for the page's script to fill in (the gallery viewer). */
export function imageUrlTemplate(image: ImageInfo) {
	return `/images/${image.src}?w={w}&f={f}&v=${image.version}`
}

/** The widths worth offering for a picture: never wider than its source. */
export function widthsFor(image: ImageInfo, maxWidth = image.width) {
	const limit = Math.min(image.width, maxWidth)
	const widths: number[] = IMAGE_WIDTHS.filter((w) => w < limit)
	const top = IMAGE_WIDTHS.filter((w) => w >= limit)[0]
	// The largest candidate: the next width the server renders, or the source's own
	// width (which it also renders) when that is smaller.
	widths.push(top !== undefined && top <= image.width ? top : image.width)
	return [...new Set(widths)]
}

/** The format for browsers without AVIF or WebP: drawings stay PNG, photos JPEG. */
export function fallbackFormat(image: ImageInfo): ImageFormat {
	return /\.png$/i.test(image.src) ? 'png' : 'jpeg'
}

export function srcSet(image: ImageInfo, format: ImageFormat, maxWidth?: number) {
	return widthsFor(image, maxWidth)
		.map((w) => `${imageUrl(image, w, format)} ${w}w`)
		.join(', ')
}
