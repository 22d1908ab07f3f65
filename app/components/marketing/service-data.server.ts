import type { Language } from '#app/i18n/languages.ts'
import { getService, type ServiceSlug } from '#content/services.ts'
import { describeSiteImages } from '#app/utils/content/gallery-photos.server.ts'

/** What a service page's loader returns: the service's words and its picture's sizes. */
export async function loadService(slug: ServiceSlug, language: Language) {
	const service = getService(slug, language)
	const images = await describeSiteImages([service.image.src])
	return { service, image: images[service.image.src]! }
}
