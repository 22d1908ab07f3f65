// @ts-check
// Languages: a choice in the switcher is remembered, and a page in another language than
// the one the visitor prefers offers theirs (never a redirect), under the header in the
// page's flow. Which offer shows is decided before the page paints, by the head's inline
// script (SCRIPTED_PAGE_SCRIPT, app/utils/content/static-page.ts): a style element that
// shows that language's offer. This module changes it when the visitor chooses.
//
// The markup it reads (site-header.tsx): a[data-language="hi"] (the switcher lists every
// language), [data-language-offer="hi"] (hidden), [data-language-dismiss]. The clicks on
// them are the header's delegated listener's (header.js).

import { parts, root } from './dom.js'

const LANGUAGE_COOKIE = 'brisk_language'
// The style element the head's script writes (its id there is the same).
const OFFER_STYLE = 'language-offer-shown'

/**
 * From now on, pages in the other languages offer this one (a hydrated page goes on
 * without loading a document, so the head's script does not run again).
 * @param {string} language
 */
function offerLanguage(language) {
	let style = document.getElementById(OFFER_STYLE)
	if (!style) {
		style = document.createElement('style')
		style.id = OFFER_STYLE
		document.head.append(style)
	}
	style.textContent = `.language-offer[data-language-offer="${language}"] { display: block }`
}

/** @param {string | undefined} language */
export function rememberLanguage(language) {
	if (!language || !/^\w+$/.test(language)) return
	document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
	offerLanguage(language)
}

/** The offer the head's script shows loses its hidden attribute, so that the markup says what the page shows. */
export function markShownOffer() {
	for (const offer of parts(document, '[data-language-offer]'))
		offer.hidden = getComputedStyle(offer).display === 'none'
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
