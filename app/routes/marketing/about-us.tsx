import { ResponsiveImage } from '#app/components/marketing/responsive-image.tsx'
import { useT, useLanguage } from '#app/i18n/index.ts'
import { describeSiteImages } from '#app/utils/content/gallery-photos.server.ts'
import { requestContent, withRequestContent } from '#app/utils/content/site-content.server.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import marketingStyles from '#app/styles/marketing.css?url'
import { getAboutContent } from '#content/about.ts'
import { getTimeline } from '#content/timeline.ts'
import type { Route } from './+types/about-us'
import { Paragraphs } from '#app/components/marketing/paragraphs.tsx'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: marketingStyles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.aboutUs.title'),
		description: t('meta.aboutUs.description'),
		path: '/about-us',
		matches,
	})
}

export async function loader({ context }: Route.LoaderArgs) {
	const about = withRequestContent(requestContent(context), () => getAboutContent())
	return { images: await describeSiteImages(about.strengths.map((strength) => strength.image.src)) }
}

// About us, labelled Overview: text, strengths, story, vision,
// mission, quality policy and the company timeline 2009-10 to 2020-22.
export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const language = useLanguage()
	const about = getAboutContent(language)
	return (
		<div className="container page-section">
			<h1>{t('page.aboutUs.h1')}</h1>
			<div className="prose">
				<Paragraphs texts={about.overview} className="lead" />
			</div>

			<section className="page-part" aria-labelledby="strengths">
				<h2 id="strengths">{t('about.strengths')}</h2>
				<ul className="strength-list">
					{about.strengths.map((strength) => (
						<li key={strength.title} className="strength">
							<ResponsiveImage
								image={loaderData.images[strength.image.src]!}
								alt={strength.image.alt}
								sizes="(min-width: 768px) 25vw, (min-width: 425px) 50vw, 100vw"
								maxWidth={800}
							/>
							<div className="strength-text">
								<h3>{strength.title}</h3>
								<p>{strength.text}</p>
							</div>
						</li>
					))}
				</ul>
			</section>

			<section className="page-part prose" aria-labelledby="story">
				<h2 id="story">{t('about.story')}</h2>
				<Paragraphs texts={about.story} />
			</section>

			<div className="page-part values-grid">
				<section className="value-box" aria-labelledby="vision">
					<h2 id="vision">{t('about.vision')}</h2>
					<p>{about.vision}</p>
				</section>
				<section className="value-box" aria-labelledby="mission">
					<h2 id="mission">{t('about.mission')}</h2>
					<ul>
						{about.mission.map((line) => (
							<li key={line}>{line}</li>
						))}
					</ul>
				</section>
			</div>

			<section className="page-part prose" aria-labelledby="quality-policy">
				<h2 id="quality-policy">{t('about.qualityPolicy')}</h2>
				<p>{about.qualityPolicy.intro}</p>
				<ul>
					{about.qualityPolicy.commitments.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
			</section>

			<section className="page-part" aria-labelledby="timeline">
				<h2 id="timeline">{t('about.timeline')}</h2>
				<ol className="timeline">
					{getTimeline(language).map((entry) => (
						<li key={entry.period}>
							<span className="timeline-period">{entry.period}</span>
							{entry.text}
						</li>
					))}
				</ol>
			</section>
		</div>
	)
}
