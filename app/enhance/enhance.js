// The one small script of the public pages. Pages that need no React in the
// browser (see docs/decisions/009-pages-hydrate-only-with-forms.md) get their
// behaviour from here; the header and the back-to-top button work the same way on
// every public page, hydrated or not. Everything is plain markup first and
// usable without this script. Listeners are delegated to the document, so
// markup that React re-renders on a hydrated page keeps working.

const root = document.documentElement
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Fills "{n}" in a text the server wrote into a data attribute. */
function fill(text, n) {
	return (text ?? '').replace('{n}', String(n))
}

// Header: the phone menu and the Company and Services dropdowns.
function setExpanded(button, open) {
	button.setAttribute('aria-expanded', String(open))
}

function setDropdown(item, open) {
	item.dataset.open = String(open)
	setExpanded(item.querySelector('.dropdown-button'), open)
}

function closeDropdowns(except) {
	for (const item of document.querySelectorAll('.dropdown[data-open="true"]')) {
		if (item !== except) setDropdown(item, false)
	}
}

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
const LANGUAGES = ['en', 'hi', 'mr']

function rememberLanguage(language) {
	document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}

function preferredLanguage() {
	const chosen = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1]
	if (chosen) return chosen
	return navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.includes(code))
}

const preferred = preferredLanguage()
if (preferred && preferred !== root.lang) {
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
	const languageLink = target.closest('a[data-language]')
	if (languageLink) rememberLanguage(languageLink.dataset.language)
	if (target.closest('[data-language-dismiss]')) {
		rememberLanguage(root.lang)
		for (const offer of document.querySelectorAll('[data-language-offer]')) offer.hidden = true
		return
	}
	if (target.closest('#menu-button')) {
		setMenu(target.closest('#menu-button').getAttribute('aria-expanded') !== 'true')
		return
	}
	const dropdownButton = target.closest('.dropdown-button')
	if (dropdownButton) {
		const item = dropdownButton.closest('.dropdown')
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
	const open = document.querySelector('.dropdown[data-open="true"]')
	const menuButton = document.getElementById('menu-button')
	if (open) {
		closeDropdowns()
		open.querySelector('.dropdown-button')?.focus()
	} else if (menuButton?.getAttribute('aria-expanded') === 'true') {
		setMenu(false)
		menuButton.focus()
	}
})

// The back-to-top button shows once the page is scrolled, and scrolls up over a
// second after a short pause (as the original did), at once with reduced motion.
const SCROLL_DELAY_MS = 20
const SCROLL_DURATION_MS = 1000

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
		function step(now) {
			const progress = Math.min(1, (now - began) / SCROLL_DURATION_MS)
			window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))))
			if (progress < 1) requestAnimationFrame(step)
		}
		requestAnimationFrame(step)
	}, SCROLL_DELAY_MS)
}

function showScrollTop() {
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

// A horizontal swipe of at least 40 px on an element calls back with +1 or -1.
function onSwipe(element, callback) {
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
function setUpCarousel(carousel) {
	const slides = [...carousel.querySelectorAll('.banner-slide')]
	const dots = [...carousel.querySelectorAll('.banner-dot')]
	const pause = carousel.querySelector('.banner-pause')
	const live = carousel.querySelector('.banner-slides')
	let active = 0
	let playing = !reducedMotion
	let held = false
	let timer = 0

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
		pause.setAttribute('aria-label', playing ? pause.dataset.labelPause : pause.dataset.labelPlay)
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
		if (carousel.contains(event.relatedTarget)) return
		held = false
		update()
	})
	onSwipe(live, (step) => show(active + step))
	update()
}

// Important Milestones: one panel at a time, Previous and Next stop at the ends.
function setUpStepper(stepper) {
	const panels = [...stepper.querySelectorAll('.stepper-panel')]
	const progress = stepper.querySelector('.stepper-progress')
	const bar = stepper.querySelector('.stepper-progress-bar')
	const count = stepper.querySelector('.stepper-count')
	const [previous, next] = stepper.querySelectorAll('[data-step]')
	const last = panels.length - 1
	let position = 0

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
		if (document.activeElement === document.body || document.activeElement?.disabled) {
			;(position === 0 ? next : previous).focus()
		}
	}
	previous.addEventListener('click', () => show(position - 1))
	next.addEventListener('click', () => show(position + 1))
}

// A gallery's viewer: the thumbnails' links open it; the full picture loads only then.
function setUpGallery(gallery) {
	const links = [...gallery.querySelectorAll('a[data-photo]')]
	const dialog = gallery.querySelector('dialog')
	const picture = dialog.querySelector('.viewer-picture')
	const counter = dialog.querySelector('.viewer-counter')
	const caption = dialog.querySelector('.viewer-caption')
	const [previous, next] = dialog.querySelectorAll('[data-step]')
	const close = dialog.querySelector('.viewer-close')
	let index = -1
	let openedFrom = -1
	// The viewer is a step in the history, so the phone's Back button closes it.
	let inHistory = false

	function show(position) {
		index = Math.max(0, Math.min(links.length - 1, position))
		const [template, widths, fallback, width, height, ...alt] = links[index].dataset.photo.split('|')
		const sizes = '(min-width: 1280px) 1200px, 100vw'
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
		image.src = template.replace('{w}', widths.split(',').at(-1)).replace('{f}', fallback)
		image.width = Number(width)
		image.height = Number(height)
		image.alt = alt.join('|')
		image.draggable = false
		picture.replaceChildren(...sources, image)
		caption.textContent = links[index].closest('li')?.querySelector('.gallery-caption')?.textContent ?? ''
		counter.textContent = fill(dialog.dataset.counterText, index + 1)
		previous.disabled = index === 0
		next.disabled = index === links.length - 1
		if (document.activeElement === document.body || document.activeElement?.disabled) close.focus()
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
	onSwipe(dialog.querySelector('.viewer-body'), (step) => show(index + step))
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

/** A modal dialog lets Tab leave for the browser's own controls; cycle within the viewer instead. */
function keepFocusInside(dialog, event) {
	const focusable = [...dialog.querySelectorAll('button:not(:disabled)')]
	const first = focusable[0]
	const last = focusable.at(-1)
	if (event.shiftKey && document.activeElement === first) {
		event.preventDefault()
		last.focus()
	} else if (!event.shiftKey && document.activeElement === last) {
		event.preventDefault()
		first.focus()
	}
}

document.querySelectorAll('[data-carousel]').forEach(setUpCarousel)
document.querySelectorAll('[data-stepper]').forEach(setUpStepper)
document.querySelectorAll('[data-gallery]').forEach(setUpGallery)

// A page that does not hydrate is ready now (browser tests wait for this mark;
// on the other pages React sets it once it has hydrated).
if (root.dataset.static !== undefined) root.dataset.hydrated = 'true'
