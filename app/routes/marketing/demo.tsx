import { useT, type MessageKey } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/demo'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.demo.title'),
		description: t('meta.demo.description'),
		path: '/demo',
		matches,
		noindex: true,
	})
}

// The original's sample admin-like menu, kept with no behaviour.
const DEMO_MENU = [
	'page.demo.menu.dashboards',
	'page.demo.menu.customer',
	'page.demo.menu.bill',
	'page.demo.menu.dailyTransaction',
	'page.demo.menu.manageSubscription',
	'page.demo.menu.deliveryBoy',
	'page.demo.menu.supplierDetails',
	'page.demo.menu.reports',
] as const satisfies readonly MessageKey[]

export default function DemoPage() {
	const t = useT()
	return (
		<div className="container page-section">
			<h1>{t('page.demo.h1')}</h1>
			<p>{t('demo.note')}</p>
			<nav aria-label={t('demo.menu')}>
				<ul className="demo-menu">
					{DEMO_MENU.map((item) => (
						<li key={item}>
							<span>{t(item)}</span>
						</li>
					))}
				</ul>
			</nav>
		</div>
	)
}
