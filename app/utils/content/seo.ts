import type { MetaDescriptor } from 'react-router'
import { LANGUAGE_INFO, LANGUAGES, localizePath, onSitePath } from '#app/i18n/languages.ts'
import { metaLanguage } from '#app/i18n/meta-language.ts'

interface RootData {
	publicUrl?: string
}

/** Title, description, canonical address and social cards of a page. */
export function pageMeta({
	title,
	description,
	path,
	matches,
	noindex = false,
	image = '/og-image.png',
}: {
	title: string
	description: string
	path: string
	matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>
	noindex?: boolean
	image?: string
}): MetaDescriptor[] {
	const root = matches.find((m) => m?.id === 'root')
	const rootData = (root?.loaderData ?? root?.data) as RootData | undefined
	const publicUrl = rootData?.publicUrl ?? ''
	const language = metaLanguage(matches)
	// A page that names itself from its address must not name another site (`//evil.example` after an empty
	// public address).
	const page = onSitePath(path)
	const url = `${publicUrl}${localizePath(page, language)}`
	// The same page in every language, and English for everyone else (x-default).
	const alternates: MetaDescriptor[] = noindex
		? []
		: [
				...LANGUAGES.map((other) => ({
					tagName: 'link' as const,
					rel: 'alternate',
					hrefLang: other,
					href: `${publicUrl}${localizePath(page, other)}`,
				})),
				{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${publicUrl}${page}` },
			]
	// The home page's title is the company's own; every other page's, the missing page's too, ends with it.
	const fullTitle = page === '/' && !noindex ? title : `${title} | Brisk`
	return [
		{ title: fullTitle },
		{ name: 'description', content: description },
		{ tagName: 'link', rel: 'canonical', href: url },
		...alternates,
		{ property: 'og:type', content: 'website' },
		{ property: 'og:locale', content: LANGUAGE_INFO[language].ogLocale },
		{ property: 'og:site_name', content: 'Brisk' },
		{ property: 'og:title', content: fullTitle },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ property: 'og:image', content: `${publicUrl}${image}` },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: fullTitle },
		{ name: 'twitter:description', content: description },
		{ name: 'twitter:image', content: `${publicUrl}${image}` },
		...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
	]
}
