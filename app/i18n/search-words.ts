import type { Language } from './languages.ts'
import { everyTranslation } from './translations.ts'

// The words of the career page's search in each language (app/utils/careers/job-search.ts): words
// that say nothing about which job is meant, and what a word stands for in the jobs' English
// fields (places, kinds of work). The search uses every language's words on every page:
// people type in the language they think in, whatever the page's language. A translated
// language's words are its folder's search-words.ts (only the server searches).

export interface SearchWords {
	/** Words that say nothing about which job is meant: "jobs", "in", "for". */
	fillers: string[]
	/** A word people search with, and the English words of the jobs it stands for. */
	glossary: Record<string, string[]>
}

export const SEARCH_WORDS: Record<Language, SearchWords> = {
	en: {
		fillers: ['job', 'jobs', 'in', 'at', 'for', 'the', 'a', 'an', 'of', 'near', 'and', 'vacancy', 'vacancies'],
		glossary: {},
	},
	...(await everyTranslation(
		async (language) => (await import(`./${language}/search-words.ts`)).searchWords as SearchWords,
	)),
}
