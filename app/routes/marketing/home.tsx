import { requestLanguage } from '#app/i18n/languages.ts'
import { useRouteLoaderData } from 'react-router'
import { company, getOffices } from '#content/company.ts'
import { HomePage } from '#app/components/home/home-page.tsx'
import { JsonLd, postalAddress } from '#app/components/json-ld.tsx'
import { loadHomeImages } from '#app/components/home/home-data.server.ts'
import { requestContent } from '#app/utils/content/site-content.server.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import type { Route } from './+types/home'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.home.title'),
		description: t('meta.home.description'),
		path: '/',
		matches,
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	return loadHomeImages(requestLanguage(request), requestContent(context))
}

/** https://developers.google.com/search/docs/appearance/structured-data/organization */
function organizationJsonLd(publicUrl: string) {
	const office = getOffices()[0]!
	return {
		'@context': 'https://schema.org',
		'@type': 'Organization',
		name: company.legalName,
		alternateName: company.brand,
		url: `${publicUrl}/`,
		logo: `${publicUrl}/logo.png`,
		foundingDate: company.founded,
		foundingLocation: company.foundedCity,
		email: company.email,
		telephone: office.phone.replace(/[^\d+]/g, ''),
		address: postalAddress(office),
		areaServed: company.states.map((name) => ({ '@type': 'State', name })),
		numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 1000 },
	}
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const root = useRouteLoaderData('root') as { publicUrl: string } | undefined
	return (
		<>
			<JsonLd data={organizationJsonLd(root?.publicUrl ?? '')} />
			<HomePage data={loaderData} />
		</>
	)
}
