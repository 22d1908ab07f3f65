import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/i18n/index.ts'
import { fallbackFormat, imageUrl, srcSet, type ImageInfo } from '#app/utils/images.ts'
import type { BannerSlide } from '#content/home.ts'

const AUTOPLAY_MS = 5000
const SWIPE_MIN_PX = 40
// Phones below 425 px get the portrait pictures (spec section 9).
const MOBILE_MEDIA = '(max-width: 424px)'

/**
 * The home page's three-slide banner (spec section 2). Plays by itself, pauses
 * while hovered or focused and with its pause button (WCAG 2.2.2), and follows
 * swipes and its indicators. Without JavaScript the first slide shows.
 */
export function BannerCarousel({ slides, images }: { slides: BannerSlide[]; images: Record<string, ImageInfo> }) {
	const t = useT()
	const [active, setActive] = useState(0)
	const [playing, setPlaying] = useState(true)
	const [held, setHeld] = useState(false)
	const swipeStart = useRef<number | null>(null)
	const count = slides.length

	const show = useCallback((index: number) => setActive(((index % count) + count) % count), [count])

	useEffect(() => {
		if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false)
	}, [])

	useEffect(() => {
		if (!playing || held) return
		const timer = window.setInterval(() => setActive((current) => (current + 1) % count), AUTOPLAY_MS)
		return () => window.clearInterval(timer)
	}, [playing, held, count])

	function onPointerUp(event: React.PointerEvent) {
		if (swipeStart.current === null) return
		const distance = event.clientX - swipeStart.current
		swipeStart.current = null
		if (Math.abs(distance) >= SWIPE_MIN_PX) show(active + (distance < 0 ? 1 : -1))
	}

	const first = slides[0]!
	return (
		<section
			className="banner"
			aria-roledescription="carousel"
			aria-label={t('banner.label')}
			onMouseEnter={() => setHeld(true)}
			onMouseLeave={() => setHeld(false)}
			onFocus={() => setHeld(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false)
			}}
		>
			<BannerPreload image={images[first.wide.src]!} mobile={images[first.mobile.src]!} />
			<div
				className="banner-slides"
				aria-live={playing && !held ? 'off' : 'polite'}
				onPointerDown={(event) => {
					swipeStart.current = event.clientX
				}}
				onPointerUp={onPointerUp}
				onPointerCancel={() => {
					swipeStart.current = null
				}}
			>
				{slides.map((slide, index) => (
					<div
						key={slide.title}
						className="banner-slide"
						role="group"
						aria-roledescription="slide"
						aria-label={t('banner.slide', { n: index + 1, total: count })}
						hidden={index !== active}
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
								<Link className="button button-accent" to={slide.cta.to}>
									{slide.cta.label}
								</Link>
							</div>
						</div>
					</div>
				))}
			</div>
			<div className="banner-controls">
				<button
					type="button"
					className="banner-pause"
					onClick={() => setPlaying((value) => !value)}
					aria-label={playing ? t('banner.pause') : t('banner.play')}
				>
					<Icon name={playing ? 'pause' : 'play'} size={20} />
				</button>
				<div className="banner-dots">
					{slides.map((slide, index) => (
						<button
							key={slide.title}
							type="button"
							className="banner-dot"
							aria-label={t('banner.goTo', { n: index + 1 })}
							aria-current={index === active ? 'true' : undefined}
							onClick={() => show(index)}
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
