import { useLanguage } from '#app/i18n/index.ts'
import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { getReasons } from '#content/reasons.ts'
import type { Route } from './+types/why-brisk'
import { loadDocument, noData, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Why Brisk',
		description: 'Ten reasons why government bodies and corporations choose Brisk for facility management.',
		path: '/why-brisk',
		matches,
	})

// The ten reasons (spec section 2).
export default function WhyBriskPage() {
	const reasons = getReasons(useLanguage())
	return (
		<div className="container page-section">
			<h1>Why Brisk</h1>
			<p className="lead">Ten reasons why government bodies and corporations choose Brisk for facility management.</p>
			<ol className="reason-list">
				{reasons.map((reason) => (
					<li key={reason.title} className="reason">
						<h2 className="reason-title">{reason.title}</h2>
						<p>{reason.text}</p>
					</li>
				))}
			</ol>
		</div>
	)
}
