import { useEffect, useRef, useState } from 'react'
import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/i18n/index.ts'
import { fallbackFormat, imageUrl, type ImageInfo } from '#app/utils/images.ts'
import { ResponsiveImage } from './responsive-image.tsx'

interface Photo {
	image: ImageInfo
	alt: string
	/** Shown under the photo (uploaded photos may have one). */
	caption?: string
}

const SWIPE_MIN_PX = 40

/**
 * A gallery grid whose thumbnails open a modal viewer (spec section 2). Unlike
 * the original (PRODUCT.md), Next stops at the last photo and Previous at the
 * first: both are disabled there, no wrapping. Arrow keys, Escape and swipes
 * work; the native <dialog> keeps focus inside and we return it to the
 * thumbnail on close. Without JavaScript each thumbnail links to the picture.
 */
export function GalleryGrid({ title, photos, headingId }: { title: string; photos: Photo[]; headingId: string }) {
	const t = useT()
	const dialog = useRef<HTMLDialogElement>(null)
	const closeButton = useRef<HTMLButtonElement>(null)
	const thumbnails = useRef<Array<HTMLAnchorElement | null>>([])
	const swipeStart = useRef<number | null>(null)
	const [index, setIndex] = useState<number | null>(null)
	const total = photos.length
	const current = index === null ? null : photos[index]

	function open(position: number) {
		openedFrom.current = position
		setIndex(position)
		dialog.current?.showModal()
	}

	function go(step: number) {
		setIndex((position) => (position === null ? position : Math.min(total - 1, Math.max(0, position + step))))
	}

	// Whatever closes the viewer (Escape, Close, the backdrop), focus goes back
	// to the thumbnail that opened it (WAI-ARIA dialog pattern).
	const openedFrom = useRef<number | null>(null)
	useEffect(() => {
		const element = dialog.current
		if (!element) return
		function onClose() {
			const position = openedFrom.current
			setIndex(null)
			if (position !== null) window.requestAnimationFrame(() => thumbnails.current[position]?.focus())
		}
		element.addEventListener('close', onClose)
		return () => element.removeEventListener('close', onClose)
	}, [])

	// A button that just became disabled (Next at the last photo) drops focus out
	// of the dialog, and with it the arrow keys: hand focus to Close instead.
	useEffect(() => {
		const active = document.activeElement
		if (index !== null && (active === document.body || (active instanceof HTMLButtonElement && active.disabled))) {
			closeButton.current?.focus()
		}
	}, [index])

	function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
		if (event.key === 'Tab') keepFocusInside(event)
		else if (event.key === 'ArrowRight') {
			event.preventDefault()
			go(1)
		} else if (event.key === 'ArrowLeft') {
			event.preventDefault()
			go(-1)
		}
	}

	return (
		<>
			<ul className="gallery-grid" aria-labelledby={headingId}>
				{photos.map((photo, position) => (
					<li key={photo.image.src}>
						<a
							ref={(element) => {
								thumbnails.current[position] = element
							}}
							href={imageUrl(photo.image, Math.min(1600, photo.image.width), fallbackFormat(photo.image))}
							aria-label={t('gallery.open', { n: position + 1, total, alt: photo.alt })}
							onClick={(event) => {
								event.preventDefault()
								open(position)
							}}
						>
							<ResponsiveImage
								image={photo.image}
								alt=""
								sizes="(min-width: 768px) 25vw, (min-width: 425px) 33vw, 50vw"
								maxWidth={640}
							/>
						</a>
						{photo.caption ? <p className="gallery-caption">{photo.caption}</p> : null}
					</li>
				))}
			</ul>
			<dialog
				ref={dialog}
				className="viewer"
				aria-label={`${t('gallery.viewer')}: ${title}`}
				onKeyDown={onKeyDown}
				onClick={(event) => {
					// A click on the backdrop (the dialog itself, not its content) closes it.
					if (event.target === event.currentTarget) dialog.current?.close()
				}}
			>
				{current && index !== null ? (
					<div
						className="viewer-body"
						onPointerDown={(event) => {
							swipeStart.current = event.clientX
						}}
						onPointerUp={(event) => {
							if (swipeStart.current === null) return
							const distance = event.clientX - swipeStart.current
							swipeStart.current = null
							if (Math.abs(distance) >= SWIPE_MIN_PX) go(distance < 0 ? 1 : -1)
						}}
					>
						<ResponsiveImage
							key={current.image.src}
							image={current.image}
							alt={current.alt}
							sizes="(min-width: 1280px) 1200px, 100vw"
							className="viewer-image"
							priority
						/>
						{current.caption ? <p className="viewer-caption">{current.caption}</p> : null}
						<div className="viewer-bar">
							<button
								type="button"
								className="viewer-button"
								onClick={() => go(-1)}
								disabled={index === 0}
								aria-label={t('gallery.previous')}
							>
								<Icon name="chevron-left" size={28} />
							</button>
							<p className="viewer-counter" aria-live="polite">
								{t('gallery.counter', { n: index + 1, total })}
							</p>
							<button
								type="button"
								className="viewer-button"
								onClick={() => go(1)}
								disabled={index === total - 1}
								aria-label={t('gallery.next')}
							>
								<Icon name="chevron-right" size={28} />
							</button>
							<button
								ref={closeButton}
								type="button"
								className="viewer-button viewer-close"
								onClick={() => dialog.current?.close()}
								aria-label={t('gallery.close')}
								autoFocus
							>
								<Icon name="close" size={24} />
							</button>
						</div>
					</div>
				) : null}
			</dialog>
		</>
	)
}

/** A modal dialog lets Tab leave for the browser's own controls; cycle within the viewer instead. */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
	const focusable = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
	const first = focusable[0]
	const last = focusable[focusable.length - 1]
	if (!first || !last) return
	if (event.shiftKey && document.activeElement === first) {
		event.preventDefault()
		last.focus()
	} else if (!event.shiftKey && document.activeElement === last) {
		event.preventDefault()
		first.focus()
	}
}
