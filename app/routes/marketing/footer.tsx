import { useT } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/footer'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.footer.title'),
		description: t('meta.footer.description'),
		path: '/footer',
		matches,
		noindex: true,
	})
}

export default function FooterPage() {
	const t = useT()
	return (
		<div className="container page-section">
			<h1>{t('page.footer.h1')}</h1>
			<p className="lead">{t('page.footer.lead')}</p>
		</div>
	)
}
