import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/header'
import { loadDocument, noData, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Header',
		description: 'The header of the Brisk website, shown on every page.',
		path: '/header',
		matches,
		noindex: true,
	})

export default function HeaderPage() {
	return (
		<div className="container page-section">
			<h1>Header</h1>
			<p className="lead">
				The header at the top of this page is the one every page shows: our phone number, e-mail and address, social
				links, the menu with its Company and Services dropdowns, and the Contact Us button. The original site had this
				route to show the header on its own; the page is kept so old links still work.
			</p>
		</div>
	)
}
