import { translate } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { loadGalleryPhotos } from '#app/utils/content/gallery-photos.server.ts'
import { withRequestContent, type RequestContent } from '#app/utils/content/site-content.server.ts'
import { getImageLibrary } from '#app/utils/files/images.server.ts'
import { getGalleries } from '#content/galleries.ts'

/**
 * Every gallery with its photos: first those the office uploaded in the back office,
 * in the order it chose, then the pictures its content folder holds right now, in
 * name order (a dropped-in file shows at once). The back office cannot reorder or
 * remove a folder's pictures: they belong to the content, changed with the code.
 * The galleries' names are the request's site content's.
 */
export async function loadGalleries(language: Language, content: RequestContent) {
	const library = getImageLibrary()
	const db = getDb()
	return Promise.all(
		withRequestContent(content, () => getGalleries(language)).map(async (gallery) => {
			const uploaded = await loadGalleryPhotos(db, gallery.id)
			const folder = await library.listFolder(gallery.folder)
			return {
				id: gallery.id,
				title: gallery.title,
				images: [
					...uploaded.map((photo) => ({ image: photo.image, alt: photo.alt, caption: photo.caption })),
					...folder.map((image, index) => ({
						image,
						alt: translate(language, 'gallery.photoAlt', { prefix: gallery.altPrefix, n: index + 1 }),
						caption: '',
					})),
				],
			}
		}),
	)
}

export type LoadedGallery = Awaited<ReturnType<typeof loadGalleries>>[number]
