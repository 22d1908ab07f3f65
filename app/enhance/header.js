// @ts-check
// Header: the phone menu and the Company and Services dropdowns.
//
// The markup it reads (site-header.tsx): #menu-button, #main-nav, .dropdown[data-open] > .dropdown-button.
// The site's shell has one delegated click listener, here: it also takes the language
// links and the offer's dismiss (languages.js) and the back-to-top button (back-to-top.js),
// so markup that React re-renders on a hydrated page keeps working.

import { scrollToTop } from './back-to-top.js'
import { parts } from './dom.js'
import { dismissLanguageOffer, rememberLanguage } from './languages.js'

/**
 * @param {Element | null} button
 * @param {boolean} open
 */
function setExpanded(button, open) {
	if (!button) return
	button.setAttribute('aria-expanded', String(open))
}

/**
 * @param {HTMLElement} item
 * @param {boolean} open
 */
function setDropdown(item, open) {
	item.dataset.open = String(open)
	setExpanded(item.querySelector('.dropdown-button'), open)
}

/** @param {Element | null} [except] */
function closeDropdowns(except) {
	for (const item of parts(document, '.dropdown[data-open="true"]')) {
		if (item !== except) setDropdown(item, false)
	}
}

/** @param {boolean} open */
function setMenu(open) {
	const button = document.getElementById('menu-button')
	const nav = document.getElementById('main-nav')
	if (!button || !nav) return
	setExpanded(button, open)
	nav.dataset.open = String(open)
}

/** @param {MouseEvent} event */
function onClick(event) {
	const target = event.target instanceof Element ? event.target : null
	if (!target) return
	/** @type {HTMLElement | null} */
	const languageLink = target.closest('a[data-language]')
	if (languageLink) rememberLanguage(languageLink.dataset.language)
	if (target.closest('[data-language-dismiss]')) {
		dismissLanguageOffer()
		return
	}
	const menuButton = target.closest('#menu-button')
	if (menuButton) {
		setMenu(menuButton.getAttribute('aria-expanded') !== 'true')
		return
	}
	/** @type {HTMLElement | null | undefined} */
	const item = target.closest('.dropdown-button')?.closest('.dropdown')
	if (item) {
		closeDropdowns(item)
		setDropdown(item, item.dataset.open !== 'true')
		return
	}
	if (target.closest('#main-nav a')) {
		closeDropdowns()
		setMenu(false)
		return
	}
	if (target.closest('.scroll-top')) {
		scrollToTop()
		document.getElementById('main')?.focus({ preventScroll: true })
	}
}

/** Listens on the document, for the header of every public page, hydrated or not. */
export function listenToHeader() {
	document.addEventListener('click', onClick)

	// A click or tap outside the navigation closes an open dropdown.
	document.addEventListener('pointerdown', (event) => {
		if (!(event.target instanceof Node) || document.getElementById('main-nav')?.contains(event.target)) return
		closeDropdowns()
	})

	// Escape closes the open dropdown (focus back on its button), else the phone menu.
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape') return
		/** @type {HTMLElement | null} */
		const open = document.querySelector('.dropdown[data-open="true"]')
		const menuButton = document.getElementById('menu-button')
		if (open) {
			closeDropdowns()
			/** @type {HTMLElement | null} */
			const button = open.querySelector('.dropdown-button')
			button?.focus()
		} else if (menuButton?.getAttribute('aria-expanded') === 'true') {
			setMenu(false)
			menuButton.focus()
		}
	})
}
