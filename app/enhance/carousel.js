// @ts-check
// The home page's banner: plays every 5 s, holds while hovered or focused,
// pauses with its button (and from the start with reduced motion).
//
// The markup it reads (banner-carousel.tsx): [data-carousel] > .banner-slides > .banner-slide,
// .banner-dot, .banner-pause[data-label-pause][data-label-play].

import { onSwipe, part, parts, reducedMotion } from './dom.js'

/** @param {HTMLElement} carousel */
export function setUpCarousel(carousel) {
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
