import { Icon } from '#app/components/icon.tsx'
import { useLocalize, useT } from '#app/i18n/index.ts'
import { fallbackFormat, imageUrl, srcSet, type ImageInfo } from '#app/utils/files/images.ts'
import type { BannerSlide } from '#content/home.ts'

// Phones below 425 px get the portrait pictures.
const MOBILE_MEDIA = '(max-width: 424px)'

/**
 * The home page's three-slide banner, as plain markup: the first slide shows,
 * and the page's script (app/enhance/enhance.js) plays the slides, pauses while
 * hovered or focused and with the pause button (WCAG 2.2.2), and follows swipes
 * and the indicators. Without JavaScript the first slide shows.
 */
export function BannerCarousel({ slides, images }: { slides: BannerSlide[]; images: Record<string, ImageInfo> }) {
	const t = useT()
	const localize = useLocalize()
	const count = slides.length
	const first = slides[0]!
	return (
		<section className="banner" aria-roledescription="carousel" aria-label={t('banner.label')} data-carousel="">
			<BannerPreload image={images[first.wide.src]!} mobile={images[first.mobile.src]!} />
			<div className="banner-slides" aria-live="off">
				{slides.map((slide, index) => (
					<div
						key={slide.title}
						className="banner-slide"
						role="group"
						aria-roledescription="slide"
						aria-label={t('banner.slide', { n: index + 1, total: count })}
						hidden={index !== 0}
					>
						<BannerPicture
							slide={slide}
							wide={images[slide.wide.src]!}
							mobile={images[slide.mobile.src]!}
							priority={index === 0}
						/>
						<div className="banner-caption">
							<div className="container">
								<p className="banner-title">{slide.title}</p>
								<p className="banner-text">{slide.text}</p>
								<a className="button button-accent" href={localize(slide.cta.to)}>
									{slide.cta.label}
								</a>
							</div>
						</div>
					</div>
				))}
			</div>
			<div className="banner-controls">
				<button
					type="button"
					className="banner-pause"
					aria-label={t('banner.pause')}
					data-label-pause={t('banner.pause')}
					data-label-play={t('banner.play')}
					data-playing="true"
				>
					<Icon name="pause" size={20} className="when-playing" />
					<Icon name="play" size={20} className="when-paused" />
				</button>
				<div className="banner-dots">
					{slides.map((slide, index) => (
						<button
							key={slide.title}
							type="button"
							className="banner-dot"
							aria-label={t('banner.goTo', { n: index + 1 })}
							aria-current={index === 0 ? 'true' : undefined}
						>
							<span />
						</button>
					))}
				</div>
			</div>
		</section>
	)
}

function BannerPicture({
	slide,
	wide,
	mobile,
	priority,
}: {
	slide: BannerSlide
	wide: ImageInfo
	mobile: ImageInfo
	priority: boolean
}) {
	const fallback = fallbackFormat(wide)
	return (
		<picture>
			<source
				media={MOBILE_MEDIA}
				type="image/avif"
				srcSet={srcSet(mobile, 'avif')}
				sizes="100vw"
				width={mobile.width}
				height={mobile.height}
			/>
			<source
				media={MOBILE_MEDIA}
				type="image/webp"
				srcSet={srcSet(mobile, 'webp')}
				sizes="100vw"
				width={mobile.width}
				height={mobile.height}
			/>
			<source
				media={MOBILE_MEDIA}
				srcSet={srcSet(mobile, fallbackFormat(mobile))}
				sizes="100vw"
				width={mobile.width}
				height={mobile.height}
			/>
			<source type="image/avif" srcSet={srcSet(wide, 'avif')} sizes="100vw" />
			<source type="image/webp" srcSet={srcSet(wide, 'webp')} sizes="100vw" />
			<img
				className="banner-image"
				src={imageUrl(wide, 1280, fallback)}
				srcSet={srcSet(wide, fallback)}
				sizes="100vw"
				width={wide.width}
				height={wide.height}
				alt={slide.wide.alt}
				loading={priority ? 'eager' : 'lazy'}
				fetchPriority={priority ? 'high' : undefined}
				draggable={false}
			/>
		</picture>
	)
}

/** Starts the first slide's download before the stylesheet is parsed. React puts these links in <head>. */
function BannerPreload({ image, mobile }: { image: ImageInfo; mobile: ImageInfo }) {
	return (
		<>
			<link
				rel="preload"
				as="image"
				type="image/avif"
				media={MOBILE_MEDIA}
				imageSrcSet={srcSet(mobile, 'avif')}
				imageSizes="100vw"
				fetchPriority="high"
			/>
			<link
				rel="preload"
				as="image"
				type="image/avif"
				media="(min-width: 425px)"
				imageSrcSet={srcSet(image, 'avif')}
				imageSizes="100vw"
				fetchPriority="high"
			/>
		</>
	)
}
