import type { Language } from '#app/i18n/languages.ts'
import { describeSiteImages } from '#app/utils/content/gallery-photos.server.ts'
import { withRequestContent, type RequestContent } from '#app/utils/content/site-content.server.ts'
import { getCertifications } from '#content/certifications.ts'
import { getClients } from '#content/clients.ts'
import { getHomeContent } from '#content/home.ts'
import { getServices, homeServiceSlugs } from '#content/services.ts'

/**
 * The size and version of every picture the home page shows (also on the 404
 * page), and the four service cards: sent as data, so the full service texts
 * stay out of the home page's JavaScript. The words are the request's site content's.
 */
export async function loadHomeImages(language: Language, content: RequestContent) {
	const { home, services, clients, certifications } = withRequestContent(content, () => ({
		home: getHomeContent(language),
		services: homeServiceSlugs.map((slug) => getServices(language).find((s) => s.slug === slug)!),
		clients: getClients(),
		certifications: getCertifications(),
	}))
	const images = await describeSiteImages([
		...home.slides.flatMap((slide) => [slide.wide.src, slide.mobile.src]),
		...services.map((service) => service.image.src),
		...clients.map((client) => client.logo),
		...certifications.map((certification) => certification.image.src),
	])
	const serviceCards = services.map(({ slug, path, cardTitle, summary, image }) => ({
		slug,
		path,
		cardTitle,
		summary,
		image,
	}))
	return { images, serviceCards }
}

export type HomeImages = Awaited<ReturnType<typeof loadHomeImages>>
