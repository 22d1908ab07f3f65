import type { Catalogue } from './index.ts'
import type { TranslatedLanguage } from './languages.ts'

// Where each translated language's words are: a folder beside this file, whose index.ts
// must carry every key of the English catalogue. A language added to LANGUAGES fails to
// type-check here until its folder exists. Each is its own chunk, so that a page
// downloads only its own language's words.
export const CATALOGUE_LOADERS: Record<TranslatedLanguage, () => Promise<Catalogue>> = {
	hi: async () => (await import('./hi/index.ts')).hi,
	mr: async () => (await import('./mr/index.ts')).mr,
	te: async () => (await import('./te/index.ts')).te,
}
