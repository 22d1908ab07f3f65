import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/service-security'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Security Services',
		description: 'Unarmed and armed guards, bodyguards, video surveillance operators, event guards and civic services.',
		path: '/service-security',
		matches,
	})

export default function ServiceSecurityPage() {
	return (
		<div className="container page-section">
			<h1>Security Services</h1>
			<p>Unarmed and armed guards, bodyguards, video surveillance operators, event guards and civic services.</p>
		</div>
	)
}
