import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/service-gardening'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Gardening Services',
		description: 'Gardening, plumbing and electrical works for campuses, townships and offices.',
		path: '/service-gardening',
		matches,
	})

export default function ServiceGardeningPage() {
	return (
		<div className="container page-section">
			<h1>Gardening Services</h1>
			<p>Gardening, plumbing and electrical works for campuses, townships and offices.</p>
		</div>
	)
}
