import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/service-staffing'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Staffing Services',
		description: 'Staffing and manpower supply: trained, verified staff for offices, institutions and industry.',
		path: '/service-staffing',
		matches,
	})

export default function ServiceStaffingPage() {
	return (
		<div className="container page-section">
			<h1>Staffing Services</h1>
			<p>Staffing and manpower supply: trained, verified staff for offices, institutions and industry.</p>
		</div>
	)
}
