import { useLanguage, useT } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { getReasons } from '#content/reasons.ts'
import type { Route } from './+types/why-brisk'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.whyBrisk.title'),
		description: t('meta.whyBrisk.description'),
		path: '/why-brisk',
		matches,
	})
}

// The ten reasons.
export default function WhyBriskPage() {
	const t = useT()
	const reasons = getReasons(useLanguage())
	return (
		<div className="container page-section">
			<h1>{t('page.whyBrisk.h1')}</h1>
			<p className="lead">{t('page.whyBrisk.lead')}</p>
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
