import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/service-integrated'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Integrated Supply and Logistics',
		description: 'Integrated supply and logistics services for government warehousing.',
		path: '/service-integrated',
		matches,
	})

export default function ServiceIntegratedPage() {
	return (
		<div className="container page-section">
			<h1>Integrated Supply and Logistics</h1>
			<p>Integrated supply and logistics services for government warehousing.</p>
		</div>
	)
}
