import { useRouteLoaderData } from 'react-router'
import { en } from './en/index.ts'

// One keyed catalogue of interface words. English is complete; a language added
// later (Hindi, Marathi) may leave keys out, and they fall back to English.
export type MessageKey = keyof typeof en
export type Catalogue = Partial<Record<MessageKey, string>>

export const LANGUAGES = ['en'] as const
export type Language = (typeof LANGUAGES)[number]
const catalogues: Record<Language, Catalogue> = { en }

export function translate(language: Language, key: MessageKey, params?: Record<string, string | number>) {
	const template = catalogues[language]?.[key] ?? en[key]
	if (!params) return template
	return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

const translators = new Map<Language, Translate>()

/** The translate function of a language; the same function each time it is asked for. */
export function translator(language: Language): Translate {
	let t = translators.get(language)
	if (!t) translators.set(language, (t = (key, params) => translate(language, key, params)))
	return t
}

/** The translate function for the language of the page being shown: the same function on every render. */
export function useT(): Translate {
	const data = useRouteLoaderData('root') as { language?: Language } | undefined
	return translator(data?.language ?? 'en')
}
