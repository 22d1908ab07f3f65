import type { Language } from '#app/i18n/index.ts'

/**
 * Content written per language: every language of the site has its version, so a
 * language added to LANGUAGES fails to type-check here until its words are written.
 */
export function byLanguage<T>(versions: Record<Language, T>) {
	return (language: Language = 'en'): T => versions[language]
}
