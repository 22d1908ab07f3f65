import { useLanguage, useT } from '#app/i18n/index.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { getTeam, TEAM_LABELS } from '#content/team.ts'
import type { Route } from './+types/team-brisk'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.teamBrisk.title'),
		description: t('meta.teamBrisk.description'),
		path: '/team-brisk',
		matches,
	})
}

// Three directors and nine heads of department.
export default function TeamBriskPage() {
	const t = useT()
	const team = getTeam(useLanguage())
	return (
		<div className="container page-section">
			<h1>{t('page.teamBrisk.h1')}</h1>
			<p className="lead">{t('page.teamBrisk.lead')}</p>
			<section className="page-part" aria-labelledby="directors">
				<h2 id="directors">{t('team.directors')}</h2>
				<ul className="people-grid directors">
					{team.directors.map((director) => (
						<li key={director.name} className="person director">
							<h3>{director.name}</h3>
							<p className="person-role">{director.role}</p>
							<p>{director.bio}</p>
							<dl>
								<dt>{t('team.expertise')}: </dt>
								<dd>{t(TEAM_LABELS[director.expertise])}</dd>
							</dl>
						</li>
					))}
				</ul>
			</section>
			<section className="page-part" aria-labelledby="heads">
				<h2 id="heads">{t('team.heads')}</h2>
				<ul className="people-grid heads">
					{team.heads.map((head) => (
						<li key={head.name} className="person head">
							<h3>{head.name}</h3>
							<p className="person-role">{t(TEAM_LABELS[head.function])}</p>
						</li>
					))}
				</ul>
			</section>
		</div>
	)
}
