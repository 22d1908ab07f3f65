import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/company-gallery'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Company Gallery',
		description: 'Photos of our projects and of our foundation-day celebrations.',
		path: '/company-gallery',
		matches,
	})

export default function CompanyGalleryPage() {
	return (
		<div className="container page-section">
			<h1>Company Gallery</h1>
			<p>Photos of our projects and of our foundation-day celebrations.</p>
		</div>
	)
}
