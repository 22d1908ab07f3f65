import { languageOfPath, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages.ts'

// A translated language's files are found by its code: app/i18n/<code>/ holds its interface words, content/<code>/
// its content. The module that reads a file names it with the code as a variable, `(code) =>
// import(`./${code}/about.ts`)`: Vite makes of each language's file a chunk of its own, which a browser fetches only
// for its page's language (https://vite.dev/guide/features#dynamic-import), and Node.js, Vitest and the scripts
// import the path as it reads. So no list of languages is written but their records (LANGUAGE_INFO), and
// `react-router typegen` checks that each record has its folders (./language-folders.ts).

/** Reads one language's version of a file: imports it by the language's code and takes what it exports. */
export type LoadTranslation<T> = (language: TranslatedLanguage) => Promise<T>

/** Every translated language's version of a file, for what only the server does (the search's words, sample jobs). */
export async function everyTranslation<T>(load: LoadTranslation<T>) {
	return (await translationsOf(TRANSLATED_LANGUAGES, load)) as Record<TranslatedLanguage, T>
}

/**
 * The versions of a file this runtime shows: every language's on the server, in the scripts and in the tests; in a
 * browser, its page's language's alone (a page in another language is another document: the switcher's links load it).
 */
export async function shownTranslations<T>(load: LoadTranslation<T>) {
	return translationsOf(languagesShown(), load)
}

function languagesShown() {
	if (typeof document === 'undefined') return TRANSLATED_LANGUAGES
	const language = languageOfPath(window.location.pathname)
	return TRANSLATED_LANGUAGES.filter((translated) => translated === language)
}

async function translationsOf<T>(languages: readonly TranslatedLanguage[], load: LoadTranslation<T>) {
	const versions = await Promise.all(
		languages.map(async (language) => {
			const version = await load(language)
			// A file renamed or copied without its export would otherwise show English where the words should be.
			if (version === undefined) throw new Error(`The ${language} translation read by ${String(load)} is missing.`)
			return [language, version] as const
		}),
	)
	return Object.fromEntries(versions) as Partial<Record<TranslatedLanguage, T>>
}
