// @ts-check
// Languages: a choice in the switcher is remembered, and a page in another
// language than the one the visitor prefers offers theirs (never a redirect), under the
// header in the page's flow.
//
// The markup it reads (site-header.tsx): a[data-language="hi"] (the switcher lists every
// language), [data-language-offer="hi"], [data-language-dismiss]. The clicks on them are
// the header's delegated listener's (header.js).

import { parts, root } from './dom.js'

const LANGUAGE_COOKIE = 'brisk_language'
// The languages the site is in, as its language switcher lists them.
const LANGUAGES = parts(document, '.language-switcher a[data-language]').map((link) => link.dataset.language)

/** @param {string | undefined} language */
export function rememberLanguage(language) {
	if (!language) return
	document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}

function preferredLanguage() {
	const chosen = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1]
	if (chosen) return chosen
	return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.includes(code))
}

/** Shows the offer of the visitor's language on a page in another one. */
export function offerPreferredLanguage() {
	const preferred = preferredLanguage()
	if (!preferred || preferred === root.lang) return
	/** @type {HTMLElement | null} */
	const offer = document.querySelector(`[data-language-offer="${preferred}"]`)
	// In the page's flow under the header (site-header.tsx): it covers nothing.
	if (offer) offer.hidden = false
}

/**
 * The offer's "no, thanks": this page's language is the one remembered, and no offer shows.
 * The button goes with it, so the keyboard's place moves on to the page's content (main, root.tsx).
 */
export function dismissLanguageOffer() {
	rememberLanguage(root.lang)
	for (const offer of parts(document, '[data-language-offer]')) offer.hidden = true
	document.getElementById('main')?.focus({ preventScroll: true })
}
