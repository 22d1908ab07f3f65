// Pages that need no React in the browser: rendered on the server, sent without
// the framework's scripts, given their behaviour by the page's one small script
// (app/enhance/enhance.js). See docs/decisions/009-pages-hydrate-only-with-forms.md.
//
// A static route exports both:
//   export const handle = staticPage
//   export const clientLoader = loadDocument
// and a server loader: its own, or noData (with a client loader and no server
// loader, the server would render a loading placeholder instead of the page).

import { LANGUAGES } from '#app/i18n/languages.ts'

export const staticPage = { hydrate: false } as const

/**
 * Set by the server's entry on a static page's answer, for the render cache: such a
 * page carries no value of its own per visitor once its scripts go by hash instead
 * of nonce, so it is kept compressed (app/utils/content/page-cache.server.ts). Never sent.
 */
export const STATIC_PAGE_HEADER = 'x-static-page'

/** The cookie a visitor's choice of language is kept in (app/enhance/languages.js writes it). */
const LANGUAGE_COOKIE = 'brisk_language'
/** The style element that shows one language's offer (app/enhance/languages.js changes it when a language is chosen). */
const OFFER_STYLE = 'language-offer-shown'

/**
 * The one inline script of every page (the root layout), run in the head before the page paints: it marks the
 * page as scripted, and shows the offer of the visitor's language (the one they chose, else the first of their
 * browser's the site is in) on a page in another, so the offer is in place at the first paint and never moves the
 * page down after it (site-header.tsx: the offers are hidden in the markup). Plain text, for its hash in the
 * static pages' Content-Security-Policy (app/utils/content/page-cache.server.ts).
 */
export const SCRIPTED_PAGE_SCRIPT = [
	"document.documentElement.classList.add('js');",
	'(function () { try {',
	`var chosen = /(?:^|; )${LANGUAGE_COOKIE}=(\\w+)/.exec(document.cookie);`,
	`var site = ${JSON.stringify(LANGUAGES)};`,
	'var language = chosen ? chosen[1] : (navigator.languages || []).map(function (tag) { return tag.slice(0, 2).toLowerCase() })',
	'.filter(function (code) { return site.indexOf(code) !== -1 })[0];',
	'if (!language) return;',
	"var style = document.createElement('style');",
	`style.id = '${OFFER_STYLE}';`,
	`style.textContent = '.language-offer[data-language-offer="' + language + '"] { display: block }';`,
	'document.head.appendChild(style);',
	'} catch (error) {} })()',
].join(' ')

export interface PageHandle {
	/** false: the page is sent without React's scripts. */
	hydrate?: boolean
}

/**
 * Reaching a static page from a hydrated one (a header link on the career page)
 * loads the whole document, so the page arrives as every visitor gets it, with its
 * script, instead of as React components without their behaviour.
 */
export function loadDocument({ request }: { request: Request }): Promise<never> {
	window.location.assign(request.url)
	return new Promise(() => {})
}

/** The server loader of a static page that has no data of its own. */
export function noData() {
	return null
}
