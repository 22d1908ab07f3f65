import type { Language } from '#app/i18n/index.ts'

/**
 * Content written per language. English is required; a language added later
 * (Hindi, Marathi) brings its own version and pages pick it without code changes.
 */
export function byLanguage<T>(versions: { en: T } & Partial<Record<Language, T>>) {
	return (language: Language = 'en'): T => versions[language] ?? versions.en
}
