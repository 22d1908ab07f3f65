import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/demo'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Demo Dashboard',
		description: 'A placeholder dashboard menu.',
		path: '/demo',
		matches, noindex: true,
	})

export default function DemoPage() {
	return (
		<div className="container page-section">
			<h1>Demo Dashboard</h1>
			<p>A placeholder dashboard menu.</p>
		</div>
	)
}
