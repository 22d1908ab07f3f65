import type { MetaDescriptor } from 'react-router'

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
	const publicUrl = ((root?.loaderData ?? root?.data) as RootData | undefined)?.publicUrl ?? ''
	const url = `${publicUrl}${path}`
	const fullTitle = path === '/' ? title : `${title} | Brisk`
	return [
		{ title: fullTitle },
		{ name: 'description', content: description },
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:type', content: 'website' },
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
