import { pageMeta } from '#app/utils/seo.ts'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Privacy Notice',
		description: 'What Brisk collects from job applicants and visitors, why, how long it is kept and how to ask for deletion.',
		path: '/privacy',
		matches,
	})

export default function PrivacyPage() {
	return (
		<div className="container page-section">
			<h1>Privacy Notice</h1>
			<p>What Brisk collects from job applicants and visitors, why, how long it is kept and how to ask for deletion.</p>
		</div>
	)
}
