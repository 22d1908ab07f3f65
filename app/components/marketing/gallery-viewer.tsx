import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/i18n/index.ts'
import { fallbackFormat, imageUrl, imageUrlTemplate, widthsFor, type ImageInfo } from '#app/utils/files/images.ts'
import { ResponsiveImage } from './responsive-image.tsx'

/** The width of a thumbnail in the gallery grid (marketing.css: .gallery-grid, .container). */
const THUMBNAIL_SIZES =
	'(min-width: 1200px) 282px, (min-width: 768px) calc(25vw - 18px), (min-width: 425px) calc(33.3vw - 16px), calc(50vw - 20px)'

interface Photo {
	image: ImageInfo
	alt: string
	/** Shown under the photo (uploaded photos may have one). */
	caption?: string
}

/** The viewer shows a photo at most this wide; the grid's thumbnails stop at 640 px. */
const VIEWER_MAX_WIDTH = 1920

/**
 * A gallery grid whose thumbnails open a modal viewer. Plain markup: each
 * thumbnail links to the full picture (what happens without JavaScript) and
 * names the sizes the viewer may load; the page's script (app/enhance/enhance.js)
 * opens the <dialog>, loads the full picture only then, steps with the buttons,
 * arrow keys and swipes, shows the photo's caption (Next stops at the last photo, Previous at the first),
 * closes with Escape, Close, the backdrop or the phone's Back button, and gives
 * focus back to the thumbnail.
 */
export function GalleryGrid({ title, photos, headingId }: { title: string; photos: Photo[]; headingId: string }) {
	const t = useT()
	const total = photos.length
	return (
		<div data-gallery="">
			<ul className="gallery-grid" aria-labelledby={headingId}>
				{photos.map((photo, position) => (
					<li key={photo.image.src}>
						<a
							href={imageUrl(photo.image, Math.min(1600, photo.image.width), fallbackFormat(photo.image))}
							aria-label={t('gallery.open', { n: position + 1, total, alt: photo.alt })}
							data-photo={viewerSource(photo)}
						>
							<ResponsiveImage
								image={photo.image}
								alt=""
								// The grid's own column width (4, 3 or 2 columns, less the page's padding and the gaps), so
								// that a phone takes the 360 px thumbnail rather than the 480 px one.
								sizes={THUMBNAIL_SIZES}
								maxWidth={640}
							/>
						</a>
						{photo.caption ? <p className="gallery-caption">{photo.caption}</p> : null}
					</li>
				))}
			</ul>
			<dialog
				className="viewer"
				aria-label={`${t('gallery.viewer')}: ${title}`}
				data-counter-text={t('gallery.counter', { n: '{n}', total })}
			>
				<div className="viewer-body">
					<picture className="viewer-picture" />
					<p className="viewer-caption" />
					<div className="viewer-bar">
						<button type="button" className="viewer-button" data-step="-1" aria-label={t('gallery.previous')}>
							<Icon name="chevron-left" size={28} />
						</button>
						<p className="viewer-counter" aria-live="polite" />
						<button type="button" className="viewer-button" data-step="1" aria-label={t('gallery.next')}>
							<Icon name="chevron-right" size={28} />
						</button>
						<button type="button" className="viewer-button viewer-close" aria-label={t('gallery.close')}>
							<Icon name="close" size={24} />
						</button>
					</div>
				</div>
			</dialog>
		</div>
	)
}

/**
 * What the viewer needs to build the full picture, in one attribute:
 * "address template|widths|fallback format|width|height|alt", e.g.
 * "/images/galleries/a.png?w={w}&f={f}&v=abc|320,640,960|png|1200|800|Workers at a site".
 * The alt text comes last, so a "|" in it does no harm.
 */
function viewerSource({ image, alt }: Photo) {
	const widths = widthsFor(image, VIEWER_MAX_WIDTH).join(',')
	return [imageUrlTemplate(image), widths, fallbackFormat(image), image.width, image.height, alt].join('|')
}
