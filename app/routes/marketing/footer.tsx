import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/footer'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Footer',
		description: 'The footer of the Brisk website, shown on every page.',
		path: '/footer',
		matches, noindex: true,
	})

export default function FooterPage() {
	return (
		<div className="container page-section">
			<h1>Footer</h1>
			<p>The footer of the Brisk website, shown on every page.</p>
		</div>
	)
}
