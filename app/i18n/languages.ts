// The site's languages and where each lives in the address: English at the root,
// every other language under its code (/hi, /mr, /te). Shared by the server, the pages and the tests.

/**
 * A letter of each script the site draws: how a check tells that a text is written in the script, not left in
 * English. The page's font and line height follow the script (`data-script`: app/styles/site/base.css and
 * forms-and-languages.css). A language in a new script adds its line here.
 */
export const SCRIPT_LETTERS = {
	latin: /[a-z]/i,
	devanagari: /[\u0900-\u097f]/,
	telugu: /[\u0c00-\u0c7f]/,
} satisfies Record<string, RegExp>

/** A writing system the site draws. */
export type Script = keyof typeof SCRIPT_LETTERS

/**
 * Everything the site knows of a language, declared once. A new language is one entry in LANGUAGE_INFO and its two
 * folders of translations, app/i18n/<code>/ and content/<code>/ (copies of another language's, translated): every
 * list of languages, and every registry of translations, is made from this record (docs/decisions/010).
 */
export interface LanguageInfo {
	/** Its name in itself, for the switcher and the forms' language labels. */
	name: string
	/** Its name in English, for the back office. */
	englishName: string
	/** The locale Intl formats dates, numbers and plurals with. */
	locale: string
	/** The Open Graph locale of its pages. */
	ogLocale: string
	script: Script
	/** The script's own digits from zero to nine, which a phone's keyboard in the language may type; '' for none. */
	digits: string
	/**
	 * The offer of the language, in that language, shown on pages in the others: every
	 * page carries these few words of every language (the catalogues come one at a time).
	 */
	offer: { offer: string; link: string; dismiss: string }
}

const INFO = {
	en: {
		name: 'English',
		englishName: 'English',
		locale: 'en-IN',
		ogLocale: 'en_IN',
		script: 'latin',
		digits: '',
		offer: { offer: 'This site is also in English.', link: 'Read it in English', dismiss: 'No, thanks' },
	},
	hi: {
		name: 'हिन्दी',
		englishName: 'Hindi',
		locale: 'hi-IN',
		ogLocale: 'hi_IN',
		script: 'devanagari',
		digits: '०१२३४५६७८९',
		offer: { offer: 'यह साइट हिन्दी में भी है।', link: 'हिन्दी में पढ़ें', dismiss: 'नहीं, धन्यवाद' },
	},
	mr: {
		name: 'मराठी',
		englishName: 'Marathi',
		locale: 'mr-IN',
		ogLocale: 'mr_IN',
		script: 'devanagari',
		digits: '०१२३४५६७८९',
		offer: { offer: 'ही साइट मराठीतही उपलब्ध आहे.', link: 'मराठीत वाचा', dismiss: 'नको, धन्यवाद' },
	},
	te: {
		name: 'తెలుగు',
		englishName: 'Telugu',
		locale: 'te-IN',
		ogLocale: 'te_IN',
		script: 'telugu',
		digits: '౦౧౨౩౪౫౬౭౮౯',
		offer: { offer: 'ఈ సైట్ తెలుగులో కూడా ఉంది.', link: 'తెలుగులో చదవండి', dismiss: 'వద్దు, ధన్యవాదాలు' },
	},
} satisfies Record<string, LanguageInfo>

/** A language of the site: the code in its addresses (/hi/career), a key of LANGUAGE_INFO. */
export type Language = keyof typeof INFO

export const LANGUAGE_INFO: Record<Language, LanguageInfo> = INFO

/** Every language, English first (the order of the switcher and of the back office's translation fields). */
export const LANGUAGES = Object.keys(INFO) as [Language, ...Language[]]

/** The languages staff translate into: every language but English, the one everything is first written in. */
export type TranslatedLanguage = Exclude<Language, 'en'>
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language): language is TranslatedLanguage => language !== 'en')

/** One value per language, made by the same rule: `{ en: make('en'), hi: make('hi'), … }`. */
export function forEachLanguage<T>(make: (language: Language) => T): Record<Language, T> {
	return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>
}

/** One value per translated language (every language but English). */
export function forEachTranslation<T>(make: (language: TranslatedLanguage) => T): Record<TranslatedLanguage, T> {
	return Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, make(language)])) as Record<
		TranslatedLanguage,
		T
	>
}

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES = forEachLanguage((language) => LANGUAGE_INFO[language].name)

/** Each language's name in English, for the back office. */
export const LANGUAGE_NAMES_IN_ENGLISH = forEachLanguage((language) => LANGUAGE_INFO[language].englishName)

/** The locale Intl formats dates and numbers with. */
export const LOCALES = forEachLanguage((language) => LANGUAGE_INFO[language].locale)

/** Digits typed in any of the site's scripts (९८७६५, ౯౮౭), written as 0-9; other characters as they are. */
export function westernDigits(value: string) {
	return value.replace(OTHER_DIGITS, (digit) => String(DIGIT_VALUES.get(digit)))
}

const DIGIT_VALUES = new Map(
	[...new Set(LANGUAGES.map((language) => LANGUAGE_INFO[language].digits))].flatMap((digits) =>
		[...digits].map((digit, value) => [digit, value] as const),
	),
)
const OTHER_DIGITS = DIGIT_VALUES.size ? new RegExp(`[${[...DIGIT_VALUES.keys()].join('')}]`, 'gu') : /(?!)/gu

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

/**
 * The run of slashes and backslashes that may start an address a visitor typed, with their escapes and the tabs and
 * line breaks a browser drops from a link. A browser reads `//evil.example` and `/\evil.example` as another site's
 * address (https://url.spec.whatwg.org/#special-authority-ignore-slashes-state), so a link made from such a path
 * would leave the site.
 */
const LEADING_SLASHES = /^(?:[/\\\t\n\r]|%2f|%5c|%09|%0a|%0d)+/i

/**
 * A path of this site made from an address. One that starts with anything but a single slash names no page (the
 * router matches none: the visitor sees the missing page) and may name another site: it becomes the home page, so
 * that no link carries the address' words either.
 */
export function onSitePath(pathname: string) {
	return LEADING_SLASHES.exec(pathname)?.[0] === '/' ? pathname : '/'
}

/** The English address of a page: /hi/career → /career, /mr → /; always a path of this site (/hi//x → /). */
export function withoutLanguage(pathname: string) {
	const language = languageOfPath(pathname)
	return onSitePath(language === 'en' ? pathname : pathname.slice(language.length + 1) || '/')
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
