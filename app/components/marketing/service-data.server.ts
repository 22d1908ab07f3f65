import type { Language } from '#app/i18n/languages.ts'
import { getService, type ServiceSlug } from '#content/services.ts'
import { describeSiteImages } from '#app/utils/content/gallery-photos.server.ts'
import { withRequestContent, type RequestContent } from '#app/utils/content/site-content.server.ts'

/** What a service page's loader returns: the service's words (the request's site content's) and its picture's sizes. */
export async function loadService(slug: ServiceSlug, language: Language, content: RequestContent) {
	const service = withRequestContent(content, () => getService(slug, language))
	const images = await describeSiteImages([service.image.src])
	return { service, image: images[service.image.src]! }
}
