import { requestLanguage } from '#app/i18n/languages.ts'
import { HousekeepingDocuments } from '#app/components/housekeeping-documents.tsx'
import { loadService } from '#app/components/marketing/service-data.server.ts'
import { ServicePage } from '#app/components/marketing/service-page.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { listDocuments } from '#app/utils/documents.server.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import type { Route } from './+types/service-house-keeping'
import { loadDocument, staticPage } from '#app/utils/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.serviceHouseKeeping.title'),
		description: t('meta.serviceHouseKeeping.description'),
		path: '/service-house-keeping',
		matches,
	})
}

export async function loader({ request }: Route.LoaderArgs) {
	// The downloadable documents, from the documents table.
	const [page, documents] = await Promise.all([
		loadService('house-keeping', requestLanguage(request)),
		listDocuments(getDb()),
	])
	return { ...page, documents }
}

export default function ServiceHouseKeepingPage({ loaderData }: Route.ComponentProps) {
	return (
		<ServicePage service={loaderData.service} image={loaderData.image}>
			<section className="service-section" aria-labelledby="documents-title">
				<HousekeepingDocuments documents={loaderData.documents} />
			</section>
		</ServicePage>
	)
}
