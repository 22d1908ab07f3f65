import { requestLanguage } from '#app/i18n/languages.ts'
import { GalleriesPage } from '#app/components/marketing/galleries-page.tsx'
import { loadGalleries } from '#app/components/marketing/gallery-data.server.ts'
import { requestContent } from '#app/utils/content/site-content.server.ts'
import { useT } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/company-gallery'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.companyGallery.title'),
		description: t('meta.companyGallery.description'),
		path: '/company-gallery',
		matches,
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	return { galleries: await loadGalleries(requestLanguage(request), requestContent(context)) }
}

export default function CompanyGalleryPage({ loaderData }: Route.ComponentProps) {
	const t = useT()
	return (
		<GalleriesPage
			title={t('page.companyGallery.h1')}
			intro={t('page.companyGallery.intro')}
			galleries={loaderData.galleries}
		/>
	)
}
