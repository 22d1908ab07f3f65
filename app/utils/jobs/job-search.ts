import type { Language } from '#app/i18n/languages.ts'
import { SEARCH_WORDS } from '#app/i18n/search-words.ts'
import { categoryNames, originalCategories, type CategoryRecord } from './job-categories.ts'

// The career page's search: people type what they would say ("guard jobs in pune",
// "house keeping", "पुणे में सुरक्षा", "माळी"), so every meaningful word must be found in
// the title, the designation, the location or the category, whatever the case, spacing
// or script.

/** Words that say nothing about which job is meant, in every language of the site. */
const FILLER_WORDS = new Set(Object.values(SEARCH_WORDS).flatMap((words) => words.fillers.map(normalise)))

/**
 * One spelling of a word for comparing: lower case; Indian scripts without the nukta
 * (ज़ = ज) and with one sign for a nasal vowel (ँ = ं, ఁ = ం), the variants people type
 * interchangeably.
 */
function normalise(text: string) {
	return (
		text
			.normalize('NFD')
			.toLowerCase()
			.replace(/[\u093c\u0c3c]/g, '')
			.replace(/\u0901/g, '\u0902')
			.replace(/\u0c01/g, '\u0c02')
			// The joiners that choose a letter's shape (హౌస్‌కీపింగ్ is typed with and without one) are not letters.
			.replace(/[\u200c\u200d]/g, '')
			.normalize('NFC')
	)
}

/** The glossary with its words spelt as the search compares them. */
const GLOSSARY = new Map(
	Object.values(SEARCH_WORDS).flatMap((words) =>
		Object.entries(words.glossary).map(([word, english]) => [normalise(word), english] as const),
	),
)

export interface SearchableJob {
	title: string
	designation: string
	location: string
	category: string
	/** The English words of a job shown in Hindi or Marathi: "guard" still finds गार्ड's job. */
	english?: { title: string; designation: string; location: string }
}

/** Letters (with Devanagari's vowel signs) and digits only: "House Keeping" and "housekeeping" read the same. */
function compact(text: string) {
	return normalise(text).replace(/[^\p{L}\p{M}\p{N}]+/gu, '')
}

/** The words of a query that must each match, spelt for comparing, without filler words. */
export function searchWords(query: string) {
	return normalise(query)
		.split(/[^\p{L}\p{M}\p{N}]+/u)
		.filter((word) => word !== '' && !FILLER_WORDS.has(word))
}

/** The ways a word of the query may stand in a job's fields. */
function spellings(word: string) {
	// A plural finds its singular: "guards" finds "Security Guard".
	const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word
	return [word, singular, ...glossaryWords(word)]
}

/**
 * The English words a word of an Indian language stands for: the word itself in the
 * glossary, or a glossary word it starts with and then bends, as Indian languages add
 * endings to nouns (मुंबईत, नागपूरमध्ये, पुण्यात).
 */
function glossaryWords(word: string) {
	const exact = GLOSSARY.get(word)
	if (exact) return exact
	if (/^[\p{Script=Latin}\p{N}]+$/u.test(word)) return []
	for (const [stem, english] of GLOSSARY) {
		if (stem.length >= 3 && word.startsWith(stem)) return english
	}
	return []
}

/** The categories a search knows by their names: those staff keep (job-categories.server.ts), else the original four. */
export type SearchCategory = Pick<CategoryRecord, 'value' | 'names'>

/**
 * What a job is found by: its words as the page shows them (staff's Hindi or Marathi where
 * written), their English, and its category's names in every language ("plumbing" and
 * "प्लंबिंग" find the same jobs on every page).
 */
function searchableText(job: SearchableJob, categories: readonly SearchCategory[]) {
	const category = categories.find((c) => c.value === job.category)
	const labels = category ? categoryNames(category) : []
	const english = job.english ? [job.english.title, job.english.designation, job.english.location] : []
	return [job.title, job.designation, job.location, ...english, job.category, ...labels].map(compact)
}

/**
 * Each word of a query with what it may be found as, for narrowing the search in the
 * database before matchesSearch decides (job-list.server.ts): its spellings, and the
 * categories whose names hold one of them (a category's name in a language is no column).
 */
export function searchTerms(
	query: string,
	_language: Language = 'en',
	categories: readonly SearchCategory[] = originalCategories(),
) {
	return [...new Set(searchWords(query))].map((word) => {
		const found = [...new Set(spellings(word))]
		const named = categories.filter((category) => {
			const names = categoryNames(category).map(compact)
			return found.some((spelling) => names.some((name) => name.includes(spelling)))
		})
		return { spellings: found, categories: named.map((category) => category.value) }
	})
}

/** Whether a job matches every word of the query; an empty query matches every job. */
export function matchesSearch(
	job: SearchableJob,
	query: string,
	_language: Language = 'en',
	categories: readonly SearchCategory[] = originalCategories(),
) {
	const fields = searchableText(job, categories)
	return searchWords(query).every((word) =>
		spellings(word).some((spelling) => fields.some((field) => field.includes(spelling))),
	)
}

/** The jobs of a category (all when empty) that match the query, in their order. */
export function searchJobs<J extends SearchableJob>(
	jobs: J[],
	query: string,
	category = '',
	language: Language = 'en',
	categories: readonly SearchCategory[] = originalCategories(),
) {
	return jobs.filter(
		(job) => (!category || job.category === category) && matchesSearch(job, query, language, categories),
	)
}
