import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/about-us'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Overview',
		description: 'About Brisk Facility Services: our story since 2009 in Pune, our vision, mission and quality policy.',
		path: '/about-us',
		matches,
	})

export default function AboutUsPage() {
	return (
		<div className="container page-section">
			<h1>Overview</h1>
			<p>About Brisk Facility Services: our story since 2009 in Pune, our vision, mission and quality policy.</p>
		</div>
	)
}
