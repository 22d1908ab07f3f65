import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/why-brisk'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Why Brisk',
		description: 'Ten reasons why government bodies and corporations choose Brisk for facility management.',
		path: '/why-brisk',
		matches,
	})

export default function WhyBriskPage() {
	return (
		<div className="container page-section">
			<h1>Why Brisk</h1>
			<p>Ten reasons why government bodies and corporations choose Brisk for facility management.</p>
		</div>
	)
}
