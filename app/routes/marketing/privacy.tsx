import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { company } from '#content/company.ts'
import { getPrivacyContent } from '#content/privacy.ts'
import { useLanguage } from '#app/i18n/index.ts'
import { localizePath, type Language } from '#app/i18n/languages.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import styles from '#app/styles/career.css?url'
import type { Route } from './+types/privacy'
import { getEnv } from '#app/utils/core/env.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'

export const handle = staticPage
export const clientLoader = loadDocument

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.privacy.title'),
		description: t('meta.privacy.description'),
		path: '/privacy',
		matches,
	})
}

export async function loader() {
	return { retentionDays: getEnv().RETENTION_DAYS }
}

// What applicants agree to: explicit consent, the purpose of each document,
// masked-Aadhaar guidance, files never public, retention.
// The words are in content/privacy.ts, one version per language.
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
	const language = useLanguage()
	const privacy = getPrivacyContent(language)
	const values = { retentionDays: loaderData.retentionDays, language }
	return (
		<div className="container page-section privacy-page">
			<h1>{privacy.title}</h1>
			<p>{rich(privacy.intro, values)}</p>
			{privacy.sections.map((section) => (
				<section key={section.id} aria-labelledby={`privacy-${section.id}`}>
					<h2 id={`privacy-${section.id}`}>{section.heading}</h2>
					{section.items ? (
						<ul>
							{section.items.map((item) => (
								<li key={item}>{rich(item, values)}</li>
							))}
						</ul>
					) : null}
					{section.paragraphs.map((paragraph) => (
						<p key={paragraph}>{rich(paragraph, values)}</p>
					))}
				</section>
			))}
		</div>
	)
}

/** The notice's markup (see content/privacy.ts): **bold**, [a link](/path) and the {placeholders}. */
function rich(text: string, values: { retentionDays: number; language: Language }): ReactNode[] {
	return text.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\)|\{\w+\})/).map((part, index) => {
		const bold = /^\*\*([^*]+)\*\*$/.exec(part)
		if (bold) return <strong key={index}>{bold[1]}</strong>
		const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
		if (link) {
			return (
				<Link key={index} to={localizePath(link[2]!, values.language)}>
					{link[1]}
				</Link>
			)
		}
		switch (part) {
			case '{legalName}':
				return company.legalName
			case '{retentionDays}':
				return String(values.retentionDays)
			case '{email}':
				return (
					<a key={index} href={`mailto:${company.careersEmail}`}>
						{company.careersEmail}
					</a>
				)
			case '{phone}':
				return (
					<a key={index} href={company.phoneHref}>
						{company.phone}
					</a>
				)
			default:
				return part
		}
	})
}
