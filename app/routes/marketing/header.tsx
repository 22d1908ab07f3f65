import { useT } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/header'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.header.title'),
		description: t('meta.header.description'),
		path: '/header',
		matches,
		noindex: true,
	})
}

export default function HeaderPage() {
	const t = useT()
	return (
		<div className="container page-section">
			<h1>{t('page.header.h1')}</h1>
			<p className="lead">{t('page.header.lead')}</p>
		</div>
	)
}
