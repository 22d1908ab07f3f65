import { createElement, Fragment, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { en } from './en/index.ts'
import { formatIndianDate } from '#app/utils/common/dates.ts'
import { importCatalogue, type Catalogue, type MessageKey } from './catalogues.ts'
import {
	LANGUAGES,
	LOCALES,
	languageOfPath,
	localizePath,
	type Language,
	type TranslatedLanguage,
} from './languages.ts'

// One keyed catalogue of interface words per language. English is the source;
// every other language carries every key (the types and a unit test fail on a missing or unused key).
// English is always here; the others are added where they are needed, so that a
// browser downloads only the words of its page's language: the server adds them
// all (./all.server.ts), the browser the page's own before it hydrates
// (loadCatalogue, from app/entry.client.tsx).
export type { Catalogue, MessageKey }
export { LANGUAGES, type Language }

const catalogues: Partial<Record<Language, Catalogue>> = { en }

export function addCatalogue(language: Language, catalogue: Catalogue) {
	catalogues[language] = catalogue
}

/** The words of a page's language, fetched once (the browser, before it hydrates a page in another language than English; the server at start). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
	const loaded = catalogues[language]
	if (loaded) return loaded
	// English is always here: a language without its catalogue yet is a translated one.
	const catalogue = await importCatalogue(language as TranslatedLanguage)
	addCatalogue(language, catalogue)
	return catalogue
}

/** Staff's published word for a key, if it is theirs to change (app/i18n/editable.ts) and they published one. */
export type PublishedWords = (language: Language, key: MessageKey) => string | undefined

// Handed in by the site content (content/localized.ts), so that the words' ground floor imports nothing above it.
// On globalThis: the server's own modules and the page build may each load this file once, and both read it.
const wordsHolder = globalThis as typeof globalThis & { __briskPublishedWords?: PublishedWords }

/** Where translate finds the words staff published. */
export function setPublishedWords(source: PublishedWords) {
	wordsHolder.__briskPublishedWords = source
}

export function translate(language: Language, key: MessageKey, params?: Record<string, string | number>) {
	// Staff's words first, then the catalogue's.
	const template = wordsHolder.__briskPublishedWords?.(language, key) ?? catalogues[language]?.[key] ?? en[key]
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

/**
 * The language of the page being shown, read from its address: also when no loader ran
 * (a form the action could not read is answered by the error view without loader data).
 */
export function useLanguage(): Language {
	return languageOfPath(useLocation().pathname)
}

/** The translate function for the language of the page being shown: the same function on every render. */
export function useT(): Translate {
	return translator(useLanguage())
}

/**
 * The `lang` of text that exists in English only (what staff wrote in English: a job's
 * title and description, a document's title) on the page being shown: "en" on a Hindi
 * or Marathi page, so that a screen reader reads it in an English voice; nothing on an
 * English page.
 */
export function useEnglishOnly(): 'en' | undefined {
	return useLanguage() === 'en' ? undefined : 'en'
}

/**
 * A translated sentence whose {placeholders} are filled with elements rather than strings:
 * "नौकरी: {title}, {location}" with the job's title in a <span lang="en">.
 */
export function fillParts(template: string, parts: Record<string, ReactNode>): ReactNode {
	return template
		.split(/(\{\w+\})/)
		.map((piece, index) =>
			createElement(Fragment, { key: index }, /^\{\w+\}$/.test(piece) ? (parts[piece.slice(1, -1)] ?? piece) : piece),
		)
}

const localizers = new Map<Language, (path: string) => string>()

/** Turns a page's English address into its address in the page's language: /career → /hi/career. */
export function useLocalize() {
	const language = useLanguage()
	let localize = localizers.get(language)
	if (!localize) localizers.set(language, (localize = (path: string) => localizePath(path, language)))
	return localize
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>()

/**
 * A moment's day in India, in the page's language: "23 Nov 2026", "23 नवंबर 2026",
 * "23 नोव्हेंबर 2026". Hindi and Marathi write the month in full (their short forms,
 * "नव॰", are hard to read), the digits 0-9 as the rest of the site does, and no comma.
 */
export function formatDate(language: Language, date: Date | string) {
	let format = dayFormats.get(language)
	if (!format) {
		format = new Intl.DateTimeFormat(LOCALES[language], {
			day: 'numeric',
			month: language === 'en' ? 'short' : 'long',
			year: 'numeric',
			timeZone: 'Asia/Kolkata',
			numberingSystem: 'latn',
		})
		dayFormats.set(language, format)
	}
	const parts = Object.fromEntries(
		format.formatToParts(typeof date === 'string' ? new Date(date) : date).map((part) => [part.type, part.value]),
	)
	return `${parts.day} ${parts.month} ${parts.year}`
}

/** A calendar day (YYYY-MM-DD, a job's last day) in the page's language: "8 Jan 2027", "8 जनवरी 2027". */
export function formatDay(language: Language, day: string) {
	return language === 'en' ? formatIndianDate(day) : formatDate(language, `${day.slice(0, 10)}T12:00:00+05:30`)
}

/**
 * The form of a count's words in the language's plural rules (Intl.PluralRules): Hindi
 * and Marathi say "1 नौकरी" but "3 नौकरियाँ", as English says "1 job" but "3 jobs".
 */
export function countKey(language: Language, count: number, keys: { one: MessageKey; other: MessageKey }) {
	return new Intl.PluralRules(LOCALES[language]).select(count) === 'one' ? keys.one : keys.other
}
