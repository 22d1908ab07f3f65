import { getImageLibrary } from '#app/utils/images.server.ts'
import { getGalleries } from '#content/galleries.ts'

/** Every gallery with the pictures its folder holds right now (a dropped-in file shows at once). */
export async function loadGalleries() {
	const library = getImageLibrary()
	return Promise.all(
		getGalleries().map(async (gallery) => ({
			id: gallery.id,
			title: gallery.title,
			images: (await library.listFolder(gallery.folder)).map((image, index) => ({
				image,
				alt: `${gallery.altPrefix}, photo ${index + 1}`,
			})),
		})),
	)
}

export type LoadedGallery = Awaited<ReturnType<typeof loadGalleries>>[number]
