import { requestLanguage } from '#app/i18n/languages.ts'
import { GalleriesPage } from '#app/components/marketing/galleries-page.tsx'
import { loadGalleries } from '#app/components/marketing/gallery-data.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/company-gallery'
import { loadDocument, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Company Gallery',
		description: 'Photos of our projects and of our foundation-day celebrations.',
		path: '/company-gallery',
		matches,
	})

export async function loader({ request }: Route.LoaderArgs) {
	return { galleries: await loadGalleries(requestLanguage(request)) }
}

export default function CompanyGalleryPage({ loaderData }: Route.ComponentProps) {
	return (
		<GalleriesPage
			title="Company Gallery"
			intro="Our projects and our foundation-day celebrations."
			galleries={loaderData.galleries}
		/>
	)
}
