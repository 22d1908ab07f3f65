// @ts-check
// The back-to-top button (site-header.tsx: .scroll-top[data-visible], and #main) shows
// once the page is scrolled, and scrolls up over a second after a short pause (as the
// original did), at once with reduced motion. Its click is the header's delegated
// listener's (header.js).

import { reducedMotion } from './dom.js'

const SCROLL_DELAY_MS = 20
const SCROLL_DURATION_MS = 1000

/** @param {number} t */
function easeInOutCubic(t) {
	return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

export function scrollToTop() {
	setTimeout(() => {
		const start = window.scrollY
		if (reducedMotion || start === 0) {
			window.scrollTo(0, 0)
			return
		}
		const began = performance.now()
		/** @param {number} now */
		function step(now) {
			const progress = Math.min(1, (now - began) / SCROLL_DURATION_MS)
			window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))))
			if (progress < 1) requestAnimationFrame(step)
		}
		requestAnimationFrame(step)
	}, SCROLL_DELAY_MS)
}

function showScrollTop() {
	/** @type {HTMLElement | null} */
	const button = document.querySelector('.scroll-top')
	if (!button) return
	const visible = window.scrollY > 300
	if (button.dataset.visible === String(visible)) return
	button.dataset.visible = String(visible)
	button.tabIndex = visible ? 0 : -1
	button.setAttribute('aria-hidden', String(!visible))
}

/** The button follows the page's scroll from now on. */
export function watchScroll() {
	window.addEventListener('scroll', showScrollTop, { passive: true })
	showScrollTop()
}
