import { data } from 'react-router'
import { requestLanguage } from '#app/i18n/languages.ts'
import { HomePage } from '#app/components/home/home-page.tsx'
import { useT } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import type { Route } from './+types/not-found'
import { loadHomeImages } from '#app/components/home/home-data.server.ts'
import { requestContent } from '#app/utils/content/site-content.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

// An unknown address shows the home screen, but says so and answers 404.
export async function loader({ request, context }: Route.LoaderArgs) {
	return data(await loadHomeImages(requestLanguage(request), requestContent(context)), { status: 404 })
}

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.notFound.title'),
		description: t('meta.notFound.description'),
		path: '/',
		matches,
		noindex: true,
	})
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
	const t = useT()
	return (
		<>
			<div className="container">
				<div className="notice notice-info not-found-notice">
					<h1>{t('notFound.title')}</h1>
					<p>{t('notFound.text')}</p>
				</div>
			</div>
			<HomePage headingLevel="h2" data={loaderData} />
		</>
	)
}
