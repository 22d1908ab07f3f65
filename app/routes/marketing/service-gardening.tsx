import { requestLanguage } from '#app/i18n/languages.ts'
import { loadService } from '#app/components/marketing/service-data.server.ts'
import { ServicePage } from '#app/components/marketing/service-page.tsx'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/service-gardening'
import { loadDocument, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.serviceGardening.title'),
		description: t('meta.serviceGardening.description'),
		path: '/service-gardening',
		matches,
	})
}

export function loader({ request }: Route.LoaderArgs) {
	return loadService('gardening', requestLanguage(request))
}

export default function ServiceGardeningPage({ loaderData }: Route.ComponentProps) {
	return <ServicePage service={loaderData.service} image={loaderData.image} />
}
