import { useT } from '#app/i18n/index.ts'
import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/demo'
import { loadDocument, noData, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Demo Dashboard',
		description: 'A sample dashboard menu kept from the original site.',
		path: '/demo',
		matches,
		noindex: true,
	})

// The original's sample admin-like menu, kept with no behaviour (spec section 2).
const DEMO_MENU = [
	'Dashboards',
	'Customer',
	'Bill',
	'Daily Transaction',
	'Manage Subscription',
	'Delivery Boy',
	'Supplier Details',
	'Reports',
]

export default function DemoPage() {
	const t = useT()
	return (
		<div className="container page-section">
			<h1>Demo Dashboard</h1>
			<p>{t('demo.note')}</p>
			<nav aria-label={t('demo.menu')}>
				<ul className="demo-menu">
					{DEMO_MENU.map((item) => (
						<li key={item}>
							<span>{item}</span>
						</li>
					))}
				</ul>
			</nav>
		</div>
	)
}
