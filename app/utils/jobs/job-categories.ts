import { translate } from '#app/i18n/index.ts'
import { forEachLanguage, LANGUAGES, type Language } from '#app/i18n/languages.ts'
import { nameSkeleton } from './job-categories-names.ts'
import { JOB_CATEGORIES } from './jobs.ts'

// Job categories as staff keep them (the records: job-categories.server.ts). A category's value is
// what jobs, applications (their job field) and alerts store, and never changes; its names in each
// language do. A name staff left empty shows the English, marked as English.

/** The longest name of a category, in any language. */
export const CATEGORY_NAME_MAX = 60

export type CategoryNames = Record<Language, string>

export interface CategoryRecord {
	id: number
	value: string
	names: CategoryNames
	/** Retired: hidden from visitors' choices; its jobs and applications still read. */
	retired: boolean
}

/** A category as a page shows it in one language: its name there, "en" where it shows the English on another page. */
export interface ShownCategory {
	value: string
	name: string
	lang?: 'en'
}

/** A category's name in a language: staff's where written, else the English (marked so). */
export function showCategory(category: Pick<CategoryRecord, 'value' | 'names'>, language: Language): ShownCategory {
	const translated = language === 'en' ? '' : category.names[language].trim()
	if (translated) return { value: category.value, name: translated }
	return language === 'en'
		? { value: category.value, name: category.names.en }
		: { value: category.value, name: category.names.en, lang: 'en' }
}

/** A stored value's category as a page shows it; a value no category has (removed by hand) shows as stored. */
export function showCategoryOf(
	categories: ReadonlyArray<Pick<CategoryRecord, 'value' | 'names'>>,
	value: string,
	language: Language,
): ShownCategory {
	const category = categories.find((c) => c.value === value)
	if (category) return showCategory(category, language)
	return language === 'en' ? { value, name: value } : { value, name: value, lang: 'en' }
}

/** The original four with the names the catalogues give them: the seed's names, and the search's when it is given none. */
export function originalCategories(): CategoryRecord[] {
	return JOB_CATEGORIES.map((category, index) => ({
		id: index + 1,
		value: category.value,
		names: forEachLanguage((language) => translate(language, category.key)),
		retired: false,
	}))
}

/** Every name a category goes by: its value and its names in every language. */
export function categoryNames(category: Pick<CategoryRecord, 'value' | 'names'>) {
	return [category.value, ...LANGUAGES.map((language) => category.names[language])].filter((name) => name.trim() !== '')
}

/** Each language's name in English, for staff's forms and messages. */
export { LANGUAGE_NAMES_IN_ENGLISH as CATEGORY_NAME_LABELS } from '#app/i18n/languages.ts'

/**
 * Whether two names read the same: case, spacing, Unicode's forms and unseen characters aside, and a letter of
 * another script that looks like a Latin one taken for it ("Ѕecurity" with a Cyrillic Ѕ is "Security").
 */
export function sameName(a: string, b: string) {
	const key = nameSkeleton(a)
	return key !== '' && key === nameSkeleton(b)
}

/** The value a new category is stored as: its English name as a slug ("Plumbing" → "plumbing"). */
export function categorySlug(english: string) {
	const slug = english
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 40)
		.replace(/-+$/, '')
	return slug || 'category'
}

/**
 * Whether a text may be a stored category, for a list's filter in an address: one of the original four, or
 * a slug such as a new category gets ("Pilots" is neither, and is no filter).
 */
export function looksLikeCategoryValue(value: string) {
	return (
		JOB_CATEGORIES.some((category) => category.value === value) ||
		(value.length <= 44 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value))
	)
}
