import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/footer'
import { loadDocument, noData, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Footer',
		description: 'The footer of the Brisk website, shown on every page.',
		path: '/footer',
		matches,
		noindex: true,
	})

export default function FooterPage() {
	return (
		<div className="container page-section">
			<h1>Footer</h1>
			<p className="lead">
				The footer at the bottom of this page is the one every page shows: our contact details, the company, services
				and other links, and our notice that Brisk never charges candidates any fee. The original site had this route to
				show the footer on its own; the page is kept so old links still work.
			</p>
		</div>
	)
}
