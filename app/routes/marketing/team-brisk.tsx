import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/team-brisk'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Team Brisk',
		description: 'The directors and heads of department who lead Brisk Facility Services.',
		path: '/team-brisk',
		matches,
	})

export default function TeamBriskPage() {
	return (
		<div className="container page-section">
			<h1>Team Brisk</h1>
			<p>The directors and heads of department who lead Brisk Facility Services.</p>
		</div>
	)
}
