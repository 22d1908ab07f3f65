import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/service-industrial'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Industrial Services',
		description: 'Industrial and civic services: cleaning and upkeep of plants, warehouses and public spaces.',
		path: '/service-industrial',
		matches,
	})

export default function ServiceIndustrialPage() {
	return (
		<div className="container page-section">
			<h1>Industrial Services</h1>
			<p>Industrial and civic services: cleaning and upkeep of plants, warehouses and public spaces.</p>
		</div>
	)
}
