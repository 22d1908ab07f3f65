import { useT } from '#app/i18n/index.ts'
import type { LoadedGallery } from './gallery-data.server.ts'
import { GalleryGrid } from './gallery-viewer.tsx'

/** Projects and the four foundation-day galleries; /company-gallery and /gallery show the same. */
export function GalleriesPage({
	title,
	intro,
	galleries,
}: {
	title: string
	intro: string
	galleries: LoadedGallery[]
}) {
	const t = useT()
	return (
		<div className="container page-section">
			<h1>{title}</h1>
			<p className="lead">{intro}</p>
			{galleries.map((gallery) => (
				<section key={gallery.id} className="page-part gallery" aria-labelledby={`gallery-${gallery.id}`}>
					<h2 id={`gallery-${gallery.id}`}>
						{gallery.title}{' '}
						<span className="gallery-count">({t('gallery.photos', { count: gallery.images.length })})</span>
					</h2>
					<GalleryGrid title={gallery.title} photos={gallery.images} headingId={`gallery-${gallery.id}`} />
				</section>
			))}
		</div>
	)
}
