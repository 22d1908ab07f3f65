import { INTERFACE_SECTION, publishedWord } from '#app/i18n/editable.ts'
import { setPublishedWords, type Language } from '#app/i18n/index.ts'
import { forEachLanguage, type TranslatedLanguage } from '#app/i18n/languages.ts'

/**
 * Content written per language: English in the content file, each other language in the file of the same name in
 * its folder (content/hi/about.ts), which the content file finds by the language's code:
 *
 *     byLanguage('about', { en: {…}, ...(await shownTranslations(async (code) => (await import(`./${code}/about.ts`)).aboutContent)) })
 *
 * A language's file states its type (`aboutContent: AboutContent`), so the type checker refuses one whose shape
 * differs from the English; `react-router typegen` refuses a language whose folder lacks a file the others have.
 *
 * These files are the defaults and the seed. Staff change the words and pictures in
 * the back office (Site content); what they publish is kept in the database and,
 * while a page renders, the server hands it in through `setContentSource`. A
 * section nobody has published reads as written here.
 */
export function byLanguage<T>(section: string, written: Versions<T>, options: SectionOptions = {}) {
	// Every language's on the server; a browser holds its page's alone (app/i18n/translations.ts), and English for the rest.
	const versions = forEachLanguage((language) => written[language] ?? written.en)
	SECTION_DEFAULTS.set(section, versions)
	if (options.growingLists) GROWING_LISTS.set(versions, new Set(options.growingLists))
	return (language: Language = 'en'): T => (publishedDocument(section, language) as T | undefined) ?? versions[language]
}

/** A section's versions as written: the English, and the translations this runtime shows. */
export type Versions<T> = { en: T } & Partial<Record<TranslatedLanguage, T>>

export interface SectionOptions {
	/**
	 * Lists whose items carry an id that names nothing but the item (a client: its id is no
	 * address, folder or heading), so staff may add and remove items; a new item gets an id
	 * of its own. By path, "" for a section that is the list, an index as "*" ("groups.*.items").
	 */
	growingLists?: string[]
}

/** The growing lists of a section's defaults (the editor reads them: app/utils/content/site-content.ts). */
export const GROWING_LISTS = new WeakMap<object, ReadonlySet<string>>()

/** Every section's defaults by its id, as the content files declared them. */
export const SECTION_DEFAULTS = new Map<string, Record<Language, unknown>>()

/** Published documents: section id, then language (already checked and with blanks filled from English). */
export type PublishedContent = Record<string, Partial<Record<Language, unknown>>>

type ContentSource = () => PublishedContent | undefined

// On globalThis: the server's own modules and the page build may each load this file
// once, and both must read what the request handler put in.
const holder = globalThis as typeof globalThis & { __briskContentSource?: ContentSource }

/** Where the getters read published content: the request's (server) or the page data's (browser). */
export function setContentSource(source: ContentSource) {
	holder.__briskContentSource = source
	// The interface words staff may change are a section too: translate reads them from the same source.
	setPublishedWords((language, key) => publishedWord(publishedDocument(INTERFACE_SECTION, language), key))
}

/** What staff published of a section in a language, if anything (what the getters read first). */
export function publishedDocument(section: string, language: Language) {
	return holder.__briskContentSource?.()?.[section]?.[language]
}
