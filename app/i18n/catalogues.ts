import type { en } from './en/index.ts'
import type { TranslatedLanguage } from './languages.ts'

export type MessageKey = keyof typeof en
export type Catalogue = Partial<Record<MessageKey, string>>

// A translated language's words are in the folder named by its code: app/i18n/<code>/index.ts, whose `catalogue`
// carries every key of the English one (its `satisfies` tells the type checker so). Found by the code
// (./translations.ts), each is a chunk of its own, so that a page downloads only its own language's words.
export async function importCatalogue(language: TranslatedLanguage): Promise<Catalogue> {
	const { catalogue } = (await import(`./${language}/index.ts`)) as { catalogue?: Catalogue }
	if (!catalogue) throw new Error(`app/i18n/${language}/index.ts exports no catalogue.`)
	return catalogue
}
