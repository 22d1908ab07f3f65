import { z } from 'zod'

// The rules of a gallery photo's words and file, shared by the back office's forms
// (in the browser, as staff type) and their actions (on the server, again).

export const ALT_MISSING = 'Describe the photo for people who cannot see it.'

export const PhotoWordsFields = {
	alt: z
		.string({ error: ALT_MISSING })
		.trim()
		.min(1, ALT_MISSING)
		.max(250, 'Keep the description under 250 characters.'),
	caption: z
		.string()
		.trim()
		.max(250, 'Keep the caption under 250 characters.')
		.optional()
		.transform((value) => value ?? ''),
}

interface FileLike {
	name: string
	size: number
	type: string
}

function isFileLike(value: unknown): value is FileLike {
	const file = value as FileLike | null
	return typeof file === 'object' && file !== null && typeof file.size === 'number' && typeof file.type === 'string'
}

/** What a browser says of the file (the server says it from the content): only PNG and JPEG photos. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg']

export const PhotoFileField = z
	.custom<FileLike>((value) => isFileLike(value) && value.size > 0, { error: 'Choose a photo to add.' })
	.refine((file) => PHOTO_TYPES.includes(file.type), 'Only PNG and JPEG photos can be added.')
