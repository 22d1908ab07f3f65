import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/header'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Header',
		description: 'The header of the Brisk website, shown on every page.',
		path: '/header',
		matches, noindex: true,
	})

export default function HeaderPage() {
	return (
		<div className="container page-section">
			<h1>Header</h1>
			<p>The header of the Brisk website, shown on every page.</p>
		</div>
	)
}
