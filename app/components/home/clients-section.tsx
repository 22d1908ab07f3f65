import { useT } from '#app/i18n/index.ts'
import type { ImageInfo } from '#app/utils/files/images.ts'
import { CLIENT_SLIDES, LOGOS_PER_SLIDE, type Client } from '#content/clients.ts'
import { ResponsiveImage } from '#app/components/marketing/responsive-image.tsx'

/**
 * Our Clients: a grid of every logo from 425 px up, and below 425 px a swipeable
 * carousel of 2 logos a slide, at most 9 slides (the original site's). The
 * carousel scrolls natively (scroll snap), so it needs no JavaScript.
 */
export function ClientsSection({ clients, images }: { clients: Client[]; images: Record<string, ImageInfo> }) {
	const t = useT()
	const count = Math.min(CLIENT_SLIDES, Math.ceil(clients.length / LOGOS_PER_SLIDE))
	const slides = Array.from({ length: count }, (_, index) =>
		clients.slice(index * LOGOS_PER_SLIDE, (index + 1) * LOGOS_PER_SLIDE),
	)
	return (
		<>
			<ul className="clients-grid" data-testid="clients-grid">
				{clients.map((client) => (
					<li key={client.id} className="client-logo">
						<ClientLogo client={client} image={images[client.logo]!} sizes="(min-width: 768px) 220px, 30vw" />
					</li>
				))}
			</ul>
			<div
				className="clients-carousel"
				role="region"
				aria-roledescription="carousel"
				aria-label={t('home.clientsSlides')}
				tabIndex={0}
			>
				{slides.map((slide, index) => (
					<div
						key={index}
						className="clients-slide"
						role="group"
						aria-roledescription="slide"
						aria-label={t('home.clientsSlide', { n: index + 1, total: count })}
					>
						{slide.map((client) => (
							<ClientLogo key={client.id} client={client} image={images[client.logo]!} sizes="45vw" />
						))}
					</div>
				))}
			</div>
		</>
	)
}

function ClientLogo({ client, image, sizes }: { client: Client; image: ImageInfo; sizes: string }) {
	return <ResponsiveImage image={image} alt={client.name} sizes={sizes} className="client-image" maxWidth={480} />
}
