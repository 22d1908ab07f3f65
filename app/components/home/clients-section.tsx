import { useT } from '#app/i18n/index.ts'
import type { ImageInfo } from '#app/utils/images.ts'
import { CLIENT_SLIDES, LOGOS_PER_SLIDE, type Client } from '#content/clients.ts'
import { ResponsiveImage } from '#app/components/marketing/responsive-image.tsx'

/**
 * Our Clients: a grid of all 20 logos from 425 px up, and
 * below 425 px a swipeable carousel of 9 slides with 2 logos each. The
 * carousel scrolls natively (scroll snap), so it needs no JavaScript.
 */
export function ClientsSection({ clients, images }: { clients: Client[]; images: Record<string, ImageInfo> }) {
	const t = useT()
	const slides = Array.from({ length: CLIENT_SLIDES }, (_, index) =>
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
						aria-label={t('home.clientsSlide', { n: index + 1, total: CLIENT_SLIDES })}
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
