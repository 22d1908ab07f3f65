// The site's languages and where each lives in the address: English at the root,
// Hindi under /hi, Marathi under /mr. Shared by the server, the pages and the tests.

export const LANGUAGES = ['en', 'hi', 'mr'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' }

/** Each language's name in English, for the back office. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: 'English', hi: 'Hindi', mr: 'Marathi' }

/**
 * The offer of a language, in that language, shown on pages in the others: every
 * page carries these few words of every language (the catalogues come one at a time).
 */
export const LANGUAGE_OFFERS: Record<Language, { offer: string; link: string; dismiss: string }> = {
	en: { offer: 'This site is also in English.', link: 'Read it in English', dismiss: 'No, thanks' },
	hi: { offer: 'यह साइट हिन्दी में भी है।', link: 'हिन्दी में पढ़ें', dismiss: 'नहीं, धन्यवाद' },
	mr: { offer: 'ही साइट मराठीतही उपलब्ध आहे.', link: 'मराठीत वाचा', dismiss: 'नको, धन्यवाद' },
}

/** The locale Intl formats dates and numbers with. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' }

export function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The first segments of addresses that are not pages: they have one address in every language. */
const NOT_PAGES = new Set([
	'api',
	'admin',
	'images',
	'Pdf',
	'assets',
	'sitemap.xml',
	'robots.txt',
	'favicon.ico',
	'favicon.svg',
	'og-image.png',
	'healthz',
	'readyz',
])

/** The language of a page's address: /hi/career is Hindi, /career English. */
export function languageOfPath(pathname: string): Language {
	const first = pathname.split('/')[1]
	return first !== 'en' && isLanguage(first) ? first : 'en'
}

/** The English address of a page: /hi/career → /career, /mr → /. */
export function withoutLanguage(pathname: string) {
	const language = languageOfPath(pathname)
	if (language === 'en') return pathname
	return pathname.slice(language.length + 1) || '/'
}

/** A page's address in a language: /career → /hi/career, / → /hi. Other addresses stay as they are. */
export function localizePath(path: string, language: Language) {
	if (language === 'en' || !path.startsWith('/') || path.startsWith('//')) return path
	const first = /^\/([^/?#]*)/.exec(path)?.[1] ?? ''
	if (NOT_PAGES.has(first) || isLanguage(first)) return path
	return path === '/' ? `/${language}` : /^\/[?#]/.test(path) ? `/${language}${path.slice(1)}` : `/${language}${path}`
}

/** The language of the page a request asks for. */
export function requestLanguage(request: Request): Language {
	return languageOfPath(new URL(request.url).pathname)
}
