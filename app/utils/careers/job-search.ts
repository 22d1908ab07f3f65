import { translate } from '#app/i18n/index.ts'
import type { Language } from '#app/i18n/languages.ts'
import { SEARCH_WORDS } from '#app/i18n/search-words.ts'
import { JOB_CATEGORIES } from './jobs.ts'

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

/**
 * What a job is found by: its words as the page shows them (staff's Hindi or Marathi where
 * written), their English, and its category's name in English and in the page's language.
 */
function searchableText(job: SearchableJob, language: Language) {
	const category = JOB_CATEGORIES.find((c) => c.value === job.category)
	const labels = category ? [category.label, translate(language, category.key)] : []
	const english = job.english ? [job.english.title, job.english.designation, job.english.location] : []
	return [job.title, job.designation, job.location, ...english, job.category, ...labels].map(compact)
}

/**
 * Each word of a query with what it may be found as, for narrowing the search in the
 * database before matchesSearch decides (job-list.server.ts): its spellings, and the
 * categories whose names hold one of them (a category's name in a language is no column).
 */
export function searchTerms(query: string, language: Language = 'en') {
	return [...new Set(searchWords(query))].map((word) => {
		const found = [...new Set(spellings(word))]
		const categories = JOB_CATEGORIES.filter((category) => {
			const names = [category.value, category.label, translate(language, category.key)].map(compact)
			return found.some((spelling) => names.some((name) => name.includes(spelling)))
		})
		return { spellings: found, categories: categories.map((category) => category.value as string) }
	})
}

/** Whether a job matches every word of the query; an empty query matches every job. */
export function matchesSearch(job: SearchableJob, query: string, language: Language = 'en') {
	const fields = searchableText(job, language)
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
) {
	return jobs.filter((job) => (!category || job.category === category) && matchesSearch(job, query, language))
}
