import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/best-of-brisk'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Best of Brisk',
		description: 'Our presence, our clients and our growth from FY 2009-10 to FY 2019-20.',
		path: '/best-of-brisk',
		matches,
	})

export default function BestOfBriskPage() {
	return (
		<div className="container page-section">
			<h1>Best of Brisk</h1>
			<p>Our presence, our clients and our growth from FY 2009-10 to FY 2019-20.</p>
		</div>
	)
}
