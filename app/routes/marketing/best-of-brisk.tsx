import { GrowthChart } from '#app/components/marketing/growth-chart.tsx'
import { useLanguage, useT } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { FINANCIAL_YEARS, getBestOfBriskText, getGrowthCharts } from '#content/growth.ts'
import type { Route } from './+types/best-of-brisk'
import { Paragraphs } from '#app/components/marketing/paragraphs.tsx'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.bestOfBrisk.title'),
		description: t('meta.bestOfBrisk.description'),
		path: '/best-of-brisk',
		matches,
	})
}

// Presence and clients, and three growth charts FY 2009-10 to FY 2019-20.
export default function BestOfBriskPage() {
	const t = useT()
	const language = useLanguage()
	return (
		<div className="container page-section">
			<h1>{t('page.bestOfBrisk.h1')}</h1>
			<div className="prose">
				<Paragraphs texts={getBestOfBriskText(language)} className="lead" />
			</div>
			<section className="page-part" aria-labelledby="charts">
				<h2 id="charts">{t('best.charts')}</h2>
				<div className="chart-list">
					{getGrowthCharts(language).map((chart) => (
						<GrowthChart key={chart.id} chart={chart} years={FINANCIAL_YEARS} />
					))}
				</div>
			</section>
		</div>
	)
}
