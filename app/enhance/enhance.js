// @ts-check
// The one small script of the public pages. Pages that need no React in the
// browser (see docs/decisions/009-pages-hydrate-only-with-forms.md) get their
// behaviour from here; the header and the back-to-top button work the same way on
// every public page, hydrated or not. Everything is plain markup first and
// usable without this script. The header's, the language offer's and the
// back-to-top button's listeners are delegated to the document, so markup that
// React re-renders on a hydrated page keeps working; the banner, the milestones
// and the gallery viewer are bound to their elements once, at load (they are on
// pages that do not hydrate).
//
// The markup it reads (written by the components named):
// - header (site-header.tsx): #menu-button, #main-nav, .dropdown[data-open] > .dropdown-button;
//   languages: a[data-language="hi"] (the switcher lists every language), [data-language-offer="hi"],
//   [data-language-dismiss]; the back-to-top button .scroll-top[data-visible]; #main.
// - banner (banner-carousel.tsx): [data-carousel] > .banner-slides > .banner-slide, .banner-dot,
//   .banner-pause[data-label-pause][data-label-play].
// - milestones (milestones-stepper.tsx): [data-stepper][data-step-text="Step {n} of 7"] > .stepper-panel,
//   .stepper-progress > .stepper-progress-bar, .stepper-count, two button[data-step] (previous, next).
// - gallery (gallery-viewer.tsx): [data-gallery] > a[data-photo] (a PhotoData), and a
//   dialog[data-counter-text] > .viewer-picture, .viewer-counter, .viewer-caption, .viewer-body,
//   .viewer-close, two button[data-step].
// - <html data-static> on a page that does not hydrate; this script marks it data-hydrated.
// - on a page with a form, the framework's module script held back by the server,
//   script[type="text/x-hydrate-later"][data-preload] (app/utils/content/deferred-hydration.ts).

/**
 * A gallery photo, as a thumbnail's data-photo carries it, fields joined by "|":
 * the address template ("{w}" the width, "{f}" the format), the widths made
 * ("480,960,1600"), the fallback format, the width, the height and the alt text
 * (which may itself hold "|", so it comes last).
 * @typedef {[template: string, widths: string, fallback: string, width: string, height: string, ...alt: string[]]} PhotoData
 */

/**
 * The element a widget's markup holds (see above); missing, the markup is broken and the widget stays plain.
 * @template {Element} [T=HTMLElement]
 * @param {ParentNode} parent
 * @param {string} selector
 * @returns {T}
 */
function part(parent, selector) {
	const element = parent.querySelector(selector)
	if (!element) throw new Error(`enhance.js: no ${selector} in this widget's markup`)
	return /** @type {T} */ (/** @type {unknown} */ (element))
}

/**
 * All elements of a kind in a widget's markup.
 * @template {Element} [T=HTMLElement]
 * @param {ParentNode} parent
 * @param {string} selector
 * @returns {T[]}
 */
function parts(parent, selector) {
	return /** @type {T[]} */ (/** @type {unknown} */ ([...parent.querySelectorAll(selector)]))
}

const root = document.documentElement
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Fills "{n}" in a text the server wrote into a data attribute.
 * @param {string | undefined} text
 * @param {number} n
 */
function fill(text, n) {
	return (text ?? '').replace('{n}', String(n))
}

// Header: the phone menu and the Company and Services dropdowns.
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

// Languages: a choice in the switcher is remembered, and a page in another
// language than the one the visitor prefers offers theirs (never a redirect).
const LANGUAGE_COOKIE = 'brisk_language'
// The languages the site is in, as its language switcher lists them.
const LANGUAGES = parts(document, '.language-switcher a[data-language]').map((link) => link.dataset.language)

/** @param {string | undefined} language */
function rememberLanguage(language) {
	if (!language) return
	document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}

function preferredLanguage() {
	const chosen = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1]
	if (chosen) return chosen
	return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.includes(code))
}

const preferred = preferredLanguage()
if (preferred && preferred !== root.lang) {
	/** @type {HTMLElement | null} */
	const offer = document.querySelector(`[data-language-offer="${preferred}"]`)
	if (offer) {
		offer.hidden = false
		// The round "back to top" button keeps clear of it (app.css).
		root.style.setProperty('--language-offer-height', `${offer.offsetHeight + 8}px`)
	}
}

document.addEventListener('click', (event) => {
	const target = event.target instanceof Element ? event.target : null
	if (!target) return
	/** @type {HTMLElement | null} */
	const languageLink = target.closest('a[data-language]')
	if (languageLink) rememberLanguage(languageLink.dataset.language)
	if (target.closest('[data-language-dismiss]')) {
		rememberLanguage(root.lang)
		for (const offer of parts(document, '[data-language-offer]')) offer.hidden = true
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
})

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

// The back-to-top button shows once the page is scrolled, and scrolls up over a
// second after a short pause (as the original did), at once with reduced motion.
const SCROLL_DELAY_MS = 20
const SCROLL_DURATION_MS = 1000

/** @param {number} t */
function easeInOutCubic(t) {
	return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2
}

function scrollToTop() {
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
window.addEventListener('scroll', showScrollTop, { passive: true })
showScrollTop()

/**
 * A horizontal swipe of at least 40 px on an element calls back with +1 or -1.
 * @param {HTMLElement} element
 * @param {(step: 1 | -1) => void} callback
 */
function onSwipe(element, callback) {
	/** @type {number | null} */
	let start = null
	element.addEventListener('pointerdown', (event) => {
		start = event.clientX
	})
	element.addEventListener('pointercancel', () => {
		start = null
	})
	element.addEventListener('pointerup', (event) => {
		if (start === null) return
		const distance = event.clientX - start
		start = null
		if (Math.abs(distance) >= 40) callback(distance < 0 ? 1 : -1)
	})
}

// The home page's banner: plays every 5 s, holds while hovered or focused,
// pauses with its button (and from the start with reduced motion).
/** @param {HTMLElement} carousel */
function setUpCarousel(carousel) {
	const slides = parts(carousel, '.banner-slide')
	const dots = parts(carousel, '.banner-dot')
	const pause = part(carousel, '.banner-pause')
	const live = part(carousel, '.banner-slides')
	let active = 0
	let playing = !reducedMotion
	let held = false
	let timer = 0

	/** @param {number} index */
	function show(index) {
		active = (index + slides.length) % slides.length
		slides.forEach((slide, i) => (slide.hidden = i !== active))
		dots.forEach((dot, i) =>
			i === active ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
		)
	}
	function update() {
		window.clearInterval(timer)
		if (playing && !held) timer = window.setInterval(() => show(active + 1), 5000)
		pause.dataset.playing = String(playing)
		pause.setAttribute('aria-label', (playing ? pause.dataset.labelPause : pause.dataset.labelPlay) ?? '')
		live.setAttribute('aria-live', playing && !held ? 'off' : 'polite')
	}

	pause.addEventListener('click', () => {
		playing = !playing
		update()
	})
	dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)))
	carousel.addEventListener('mouseenter', () => {
		held = true
		update()
	})
	carousel.addEventListener('mouseleave', () => {
		held = false
		update()
	})
	carousel.addEventListener('focusin', () => {
		held = true
		update()
	})
	carousel.addEventListener('focusout', (event) => {
		if (event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget)) return
		held = false
		update()
	})
	onSwipe(live, (step) => show(active + step))
	update()
}

// Important Milestones: one panel at a time, Previous and Next stop at the ends.
/** @param {HTMLElement} stepper */
function setUpStepper(stepper) {
	const panels = parts(stepper, '.stepper-panel')
	const progress = part(stepper, '.stepper-progress')
	const bar = part(stepper, '.stepper-progress-bar')
	const count = part(stepper, '.stepper-count')
	const [previous, next] = steppers(stepper)
	const last = panels.length - 1
	let position = 0

	/** @param {number} index */
	function show(index) {
		position = Math.max(0, Math.min(last, index))
		const percent = Math.round(((position * 100) / last) * 100) / 100
		const text = fill(stepper.dataset.stepText, position + 1)
		panels.forEach((panel, i) => (panel.dataset.active = String(i === position)))
		bar.style.width = `${percent}%`
		progress.setAttribute('aria-valuenow', String(percent))
		progress.setAttribute('aria-valuetext', text)
		count.textContent = text
		previous.disabled = position === 0
		next.disabled = position === last
		// A button that just became disabled drops focus: hand it to the other one.
		if (focusWasDropped()) {
			;(position === 0 ? next : previous).focus()
		}
	}
	previous.addEventListener('click', () => show(position - 1))
	next.addEventListener('click', () => show(position + 1))
}

// A gallery's viewer: the thumbnails' links open it; the full picture loads only then.
/** @param {HTMLElement} gallery */
function setUpGallery(gallery) {
	const links = parts(gallery, 'a[data-photo]')
	/** @type {HTMLDialogElement} */
	const dialog = part(gallery, 'dialog')
	const picture = part(dialog, '.viewer-picture')
	const counter = part(dialog, '.viewer-counter')
	const caption = part(dialog, '.viewer-caption')
	const [previous, next] = steppers(dialog)
	const close = part(dialog, '.viewer-close')
	let index = -1
	let openedFrom = -1
	// The viewer is a step in the history, so the phone's Back button closes it.
	let inHistory = false

	/** @param {number} position */
	function show(position) {
		index = Math.max(0, Math.min(links.length - 1, position))
		const link = links[index]
		if (!link) return
		const [template, widths, fallback, width, height, ...alt] = /** @type {PhotoData} */ (
			(link.dataset.photo ?? '').split('|')
		)
		const sizes = '(min-width: 1280px) 1200px, 100vw'
		/** @param {string} format */
		const srcset = (format) =>
			widths
				.split(',')
				.map((w) => `${template.replace('{w}', w).replace('{f}', format)} ${w}w`)
				.join(', ')
		const sources = ['avif', 'webp'].map((format) => {
			const source = document.createElement('source')
			source.type = `image/${format}`
			source.srcset = srcset(format)
			source.sizes = sizes
			return source
		})
		const image = document.createElement('img')
		image.className = 'viewer-image'
		image.srcset = srcset(fallback)
		image.sizes = sizes
		image.src = template.replace('{w}', widths.split(',').at(-1) ?? '').replace('{f}', fallback)
		image.width = Number(width)
		image.height = Number(height)
		image.alt = alt.join('|')
		image.draggable = false
		picture.replaceChildren(...sources, image)
		caption.textContent = link.closest('li')?.querySelector('.gallery-caption')?.textContent ?? ''
		counter.textContent = fill(dialog.dataset.counterText, index + 1)
		previous.disabled = index === 0
		next.disabled = index === links.length - 1
		if (focusWasDropped()) close.focus()
	}

	links.forEach((link, position) =>
		link.addEventListener('click', (event) => {
			event.preventDefault()
			openedFrom = position
			show(position)
			dialog.showModal()
			close.focus()
			history.pushState({ ...history.state, viewer: true }, '')
			inHistory = true
		}),
	)
	previous.addEventListener('click', () => show(index - 1))
	next.addEventListener('click', () => show(index + 1))
	close.addEventListener('click', () => dialog.close())
	// A click on the backdrop (the dialog itself, not its content) closes it.
	dialog.addEventListener('click', (event) => {
		if (event.target === dialog) dialog.close()
	})
	dialog.addEventListener('keydown', (event) => {
		if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
			event.preventDefault()
			show(index + (event.key === 'ArrowRight' ? 1 : -1))
		} else if (event.key === 'Tab') {
			keepFocusInside(dialog, event)
		}
	})
	onSwipe(part(dialog, '.viewer-body'), (step) => show(index + step))
	// Whatever closes the viewer, focus goes back to the thumbnail that opened it.
	dialog.addEventListener('close', () => {
		links[openedFrom]?.focus()
		picture.replaceChildren()
		if (inHistory) {
			inHistory = false
			history.back()
		}
	})
	window.addEventListener('popstate', () => {
		if (!dialog.open) return
		inHistory = false
		dialog.close()
	})
}

/**
 * A modal dialog lets Tab leave for the browser's own controls; cycle within the viewer instead.
 * @param {HTMLDialogElement} dialog
 * @param {KeyboardEvent} event
 */
function keepFocusInside(dialog, event) {
	const focusable = parts(dialog, 'button:not(:disabled)')
	const first = focusable[0]
	const last = focusable.at(-1)
	if (event.shiftKey && document.activeElement === first) {
		event.preventDefault()
		last?.focus()
	} else if (!event.shiftKey && document.activeElement === last) {
		event.preventDefault()
		first?.focus()
	}
}

/**
 * A widget's Previous and Next buttons.
 * @param {HTMLElement} widget
 * @returns {[HTMLButtonElement, HTMLButtonElement]}
 */
function steppers(widget) {
	const [previous, next] = parts(widget, 'button[data-step]')
	if (!(previous instanceof HTMLButtonElement) || !(next instanceof HTMLButtonElement)) {
		throw new Error('enhance.js: a widget without its Previous and Next buttons')
	}
	return [previous, next]
}

/** Whether a button that just became disabled dropped the focus (to the page). */
function focusWasDropped() {
	const focused = document.activeElement
	return focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled)
}

// A widget whose markup is broken stays plain, and the others still work.
for (const [selector, setUp] of /** @type {const} */ ([
	['[data-carousel]', setUpCarousel],
	['[data-stepper]', setUpStepper],
	['[data-gallery]', setUpGallery],
])) {
	for (const widget of parts(document, selector)) {
		try {
			setUp(widget)
		} catch (error) {
			console.error(error)
		}
	}
}

// A page with a form: React starts once the page has loaded and the browser is idle, or at
// once when the visitor reaches for the page. Until then it is a working plain HTML form,
// and what is typed stays (app/utils/content/deferred-hydration.ts).
/** @type {HTMLScriptElement | null} */
const heldFramework = document.querySelector('script[type="text/x-hydrate-later"]')
if (heldFramework) {
	const held = heldFramework
	const reaching = ['pointerdown', 'touchstart', 'keydown', 'focusin']
	let started = false
	const startFramework = () => {
		if (started) return
		started = true
		for (const type of reaching) document.removeEventListener(type, startFramework, true)
		for (const href of (held.dataset.preload ?? '').split(' ').filter(Boolean)) {
			const link = document.createElement('link')
			link.rel = 'modulepreload'
			link.href = href
			link.nonce = held.nonce
			document.head.append(link)
		}
		const script = document.createElement('script')
		script.type = 'module'
		script.nonce = held.nonce
		script.textContent = held.textContent
		held.replaceWith(script)
	}
	for (const type of reaching) document.addEventListener(type, startFramework, { capture: true, passive: true })
	const whenIdle = () =>
		'requestIdleCallback' in window
			? requestIdleCallback(startFramework, { timeout: 1000 })
			: setTimeout(startFramework, 50)
	if (document.readyState === 'complete') whenIdle()
	else window.addEventListener('load', whenIdle, { once: true })
}

// A page that does not hydrate is ready now (browser tests wait for this mark;
// on the other pages React sets it once it has hydrated).
if (root.dataset.static !== undefined) root.dataset.hydrated = 'true'
