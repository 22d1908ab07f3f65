import { HousekeepingDocuments } from '#app/components/housekeeping-documents.tsx'
import { loadService } from '#app/components/marketing/service-data.server.ts'
import { requestContent } from '#app/utils/content/site-content.server.ts'
import { ServicePage } from '#app/components/marketing/service-page.tsx'
import type { MessageKey } from '#app/i18n/index.ts'
import { requestLanguage, withoutLanguage } from '#app/i18n/languages.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { getDb } from '#app/utils/db/db.server.ts'
import { listDocuments } from '#app/utils/content/documents.server.ts'
import { invariantResponse } from '#app/utils/common/ids.ts'
import { SERVICE_SLUGS, type ServiceSlug } from '#app/utils/content/public-pages.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import type { Route } from './+types/service'

// The six service pages, one module: the route table gives it the six addresses
// (/service-security, …), and the address says which service to show. The
// housekeeping page also lists the documents staff keep in the back office.

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

const META: Record<ServiceSlug, { title: MessageKey; description: MessageKey }> = {
	'house-keeping': { title: 'meta.serviceHouseKeeping.title', description: 'meta.serviceHouseKeeping.description' },
	staffing: { title: 'meta.serviceStaffing.title', description: 'meta.serviceStaffing.description' },
	security: { title: 'meta.serviceSecurity.title', description: 'meta.serviceSecurity.description' },
	gardening: { title: 'meta.serviceGardening.title', description: 'meta.serviceGardening.description' },
	industrial: { title: 'meta.serviceIndustrial.title', description: 'meta.serviceIndustrial.description' },
	integrated: { title: 'meta.serviceIntegrated.title', description: 'meta.serviceIntegrated.description' },
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
	if (!loaderData) return []
	const t = metaT(matches)
	const { slug } = loaderData
	return pageMeta({
		title: t(META[slug].title),
		description: t(META[slug].description),
		path: `/service-${slug}`,
		matches,
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	// As the router matched it: decoded, any case, a slash at the end or not (/SERVICE-%73ecurity/).
	const path = withoutLanguage(safeDecode(new URL(request.url).pathname))
		.replace(/\/+$/, '')
		.toLowerCase()
	const slug = SERVICE_SLUGS.find((candidate) => path === `/service-${candidate}`)
	invariantResponse(slug, 'There is no such service.')
	const [page, documents] = await Promise.all([
		loadService(slug, requestLanguage(request), requestContent(context)),
		slug === 'house-keeping' ? listDocuments(getDb(), requestLanguage(request)) : null,
	])
	return { slug, ...page, documents }
}

function safeDecode(path: string) {
	try {
		return decodeURIComponent(path)
	} catch {
		return path
	}
}

export default function Service({ loaderData }: Route.ComponentProps) {
	const { service, image, documents } = loaderData
	return (
		<ServicePage service={service} image={image}>
			{documents ? (
				<section className="service-section" aria-labelledby="documents-title">
					<HousekeepingDocuments documents={documents} />
				</section>
			) : null}
		</ServicePage>
	)
}
