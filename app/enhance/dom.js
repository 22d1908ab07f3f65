// @ts-check
// What the enhancements share: finding a widget's parts, a form field's message, the page's settings, and the
// Previous / Next buttons and swipes that the banner, the milestones and the gallery have.

/**
 * The element a widget's markup holds (its module lists it); missing, the markup is broken and the widget stays plain.
 * @template {Element} [T=HTMLElement]
 * @param {ParentNode} parent
 * @param {string} selector
 * @returns {T}
 */
export function part(parent, selector) {
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
export function parts(parent, selector) {
	return /** @type {T[]} */ (/** @type {unknown} */ ([...parent.querySelectorAll(selector)]))
}

/**
 * Shows (or clears) a form control's message as the server's answer would: in its field's .field-error, the control
 * marked invalid and described by it. Returns the message.
 * @param {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} control
 * @param {string} message
 */
export function showFieldMessage(control, message) {
	const error = control.closest('.field')?.querySelector('.field-error')
	if (error) error.textContent = message
	const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== error?.id)
	if (message && error?.id) described.unshift(error.id)
	if (message) control.setAttribute('aria-invalid', 'true')
	else control.removeAttribute('aria-invalid')
	if (described.length) control.setAttribute('aria-describedby', described.join(' '))
	else control.removeAttribute('aria-describedby')
	return message
}

export const root = document.documentElement
export const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * Fills "{n}" in a text the server wrote into a data attribute.
 * @param {string | undefined} text
 * @param {number} n
 */
export function fill(text, n) {
	return (text ?? '').replace('{n}', String(n))
}

/**
 * A widget's Previous and Next buttons.
 * @param {HTMLElement} widget
 * @returns {[HTMLButtonElement, HTMLButtonElement]}
 */
export function steppers(widget) {
	const [previous, next] = parts(widget, 'button[data-step]')
	if (!(previous instanceof HTMLButtonElement) || !(next instanceof HTMLButtonElement)) {
		throw new Error('enhance.js: a widget without its Previous and Next buttons')
	}
	return [previous, next]
}

/** Whether a button that just became disabled dropped the focus (to the page). */
export function focusWasDropped() {
	const focused = document.activeElement
	return focused === document.body || (focused instanceof HTMLButtonElement && focused.disabled)
}

/**
 * A horizontal swipe of at least 40 px on an element calls back with +1 or -1.
 * @param {HTMLElement} element
 * @param {(step: 1 | -1) => void} callback
 */
export function onSwipe(element, callback) {
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
