import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/service-house-keeping'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Housekeeping Services',
		description: 'Housekeeping and cleaning for homes, neighbourhoods, offices, garages and industrial buildings.',
		path: '/service-house-keeping',
		matches,
	})

export default function ServiceHouseKeepingPage() {
	return (
		<div className="container page-section">
			<h1>Housekeeping Services</h1>
			<p>Housekeeping and cleaning for homes, neighbourhoods, offices, garages and industrial buildings.</p>
		</div>
	)
}
