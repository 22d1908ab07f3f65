import { translator, type Translate } from './index.ts'
import { isLanguage, type Language } from './languages.ts'

export type MetaMatches = ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>

/** The language of the page a `meta` export describes: the root loader's, English when it has none. */
export function metaLanguage(matches: MetaMatches): Language {
	const root = matches.find((match) => match?.id === 'root')
	const language = ((root?.loaderData ?? root?.data) as { language?: string } | undefined)?.language
	return isLanguage(language) ? language : 'en'
}

/** The translate function for a `meta` export: titles and descriptions in the page's language. */
export function metaT(matches: MetaMatches): Translate {
	return translator(metaLanguage(matches))
}
