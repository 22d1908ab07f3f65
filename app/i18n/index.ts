import { useRouteLoaderData } from 'react-router'
import { en } from './en/index.ts'
import { LANGUAGES, LOCALES, localizePath, type Language } from './languages.ts'

// One keyed catalogue of interface words per language. English is the source;
// Hindi and Marathi carry every key (a unit test fails on a missing or unused key).
// English is always here; the others are added where they are needed, so that a
// browser downloads only the words of its page's language: the server adds them
// all (./all.server.ts), the browser the page's own before it hydrates
// (loadCatalogue, from app/entry.client.tsx).
export type MessageKey = keyof typeof en
export type Catalogue = Partial<Record<MessageKey, string>>
export { LANGUAGES, type Language }

const catalogues: Partial<Record<Language, Catalogue>> = { en }

export function addCatalogue(language: Language, catalogue: Catalogue) {
	catalogues[language] = catalogue
}

/** The words of a page's language, fetched once (the browser, before it hydrates a page in Hindi or Marathi). */
export async function loadCatalogue(language: Language) {
	if (catalogues[language]) return
	if (language === 'hi') addCatalogue('hi', (await import('./hi/index.ts')).hi)
	if (language === 'mr') addCatalogue('mr', (await import('./mr/index.ts')).mr)
}

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

/** The language of the page being shown (from the root loader, which reads it from the address). */
export function useLanguage(): Language {
	const data = useRouteLoaderData('root') as { language?: Language } | undefined
	return data?.language ?? 'en'
}

/** The translate function for the language of the page being shown: the same function on every render. */
export function useT(): Translate {
	return translator(useLanguage())
}

const localizers = new Map<Language, (path: string) => string>()

/** Turns a page's English address into its address in the page's language: /career → /hi/career. */
export function useLocalize() {
	const language = useLanguage()
	let localize = localizers.get(language)
	if (!localize) localizers.set(language, (localize = (path: string) => localizePath(path, language)))
	return localize
}

/** Dates and numbers in the page's language (Intl), e.g. "23 नव॰ 2026". */
export function formatDate(language: Language, date: Date | string, options?: Intl.DateTimeFormatOptions) {
	return new Intl.DateTimeFormat(LOCALES[language], {
		day: 'numeric',
		month: 'short',
		year: 'numeric',
		timeZone: 'Asia/Kolkata',
		...options,
	}).format(typeof date === 'string' ? new Date(date) : date)
}

export function formatNumber(language: Language, value: number) {
	return new Intl.NumberFormat(LOCALES[language]).format(value)
}
