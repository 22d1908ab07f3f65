import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Career',
		description: 'Jobs in housekeeping, staffing, security and gardening at Brisk. Apply online; we never charge any fee.',
		path: '/career',
		matches,
	})

export default function CareerPage() {
	return (
		<div className="container page-section">
			<h1>Career</h1>
			<p>Find a job in housekeeping, staffing, security or gardening and apply online.</p>
		</div>
	)
}
