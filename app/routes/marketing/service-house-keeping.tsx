import { HousekeepingDocuments } from '#app/components/housekeeping-documents.tsx'
import { ServiceClosing, ServiceIntro, ServiceOfferings } from '#app/components/marketing/service-page.tsx'
import { useT } from '#app/i18n/index.ts'
import { getDb } from '#app/utils/db.server.ts'
import { listDocuments } from '#app/utils/documents.server.ts'
import { describeImages } from '#app/utils/images.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { getService } from '#content/services.ts'
import type { Route } from './+types/service-house-keeping'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Housekeeping Services',
		description: 'Housekeeping and cleaning for homes, neighbourhoods, offices, garages and industrial buildings.',
		path: '/service-house-keeping',
		matches,
	})

export async function loader() {
	const service = getService('house-keeping')
	const images = await describeImages([service.image.src])
	// The downloadable documents (spec section 2), from the documents table.
	const documents = await listDocuments(getDb())
	return { service, image: images[service.image.src]!, documents }
}

export default function ServiceHouseKeepingPage({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const { service, image } = loaderData
	return (
		<div className="container page-section">
			<ServiceIntro service={service} image={image} />
			<ServiceOfferings service={service} />
			<section className="service-section" aria-labelledby="documents-title">
				<HousekeepingDocuments documents={loaderData.documents} />
			</section>
			<ServiceClosing service={service} contactLabel={t('pages.contactUs')} />
		</div>
	)
}
