import type { Language } from './languages.ts'
import { searchWords as hi } from './hi/search-words.ts'
import { searchWords as mr } from './mr/search-words.ts'
import { searchWords as te } from './te/search-words.ts'

// The words of the career page's search in each language (app/utils/careers/job-search.ts): words
// that say nothing about which job is meant, and what a word stands for in the jobs' English
// fields (places, kinds of work). The search uses every language's words on every page:
// people type in the language they think in, whatever the page's language.

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
	hi,
	mr,
	te,
}
