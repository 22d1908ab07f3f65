import { ServiceClosing, ServiceIntro, ServiceOfferings } from '#app/components/marketing/service-page.tsx'
import { useT } from '#app/i18n/index.ts'
import { describeImages } from '#app/utils/images.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { getService } from '#content/services.ts'
import type { Route } from './+types/service-staffing'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Staffing Services',
		description: 'Staffing and manpower supply: trained, verified staff for offices, institutions and industry.',
		path: '/service-staffing',
		matches,
	})

export async function loader() {
	const service = getService('staffing')
	const images = await describeImages([service.image.src])
	return { service, image: images[service.image.src]! }
}

export default function ServiceStaffingPage({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const { service, image } = loaderData
	return (
		<div className="container page-section">
			<ServiceIntro service={service} image={image} />
			<ServiceOfferings service={service} />
			<ServiceClosing service={service} contactLabel={t('pages.contactUs')} />
		</div>
	)
}
