import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/gallery'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Gallery',
		description: 'Photos of our projects and of our foundation-day celebrations.',
		path: '/gallery',
		matches,
	})

export default function GalleryPage() {
	return (
		<div className="container page-section">
			<h1>Gallery</h1>
			<p>Photos of our projects and of our foundation-day celebrations.</p>
		</div>
	)
}
