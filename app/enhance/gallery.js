// @ts-check
// A gallery's viewer: the thumbnails' links open it; the full picture loads only then.
//
// The markup it reads (gallery-viewer.tsx): [data-gallery] > a[data-photo] (a PhotoData), and a
// dialog[data-counter-text] > .viewer-picture, .viewer-counter, .viewer-caption, .viewer-body,
// .viewer-close, two button[data-step].

import { fill, focusWasDropped, onSwipe, part, parts, steppers } from './dom.js'

/**
 * A gallery photo, as a thumbnail's data-photo carries it, fields joined by "|":
 * the address template ("{w}" the width, "{f}" the format), the widths made
 * ("480,960,1600"), the fallback format, the width, the height and the alt text
 * (which may itself hold "|", so it comes last).
 * @typedef {[template: string, widths: string, fallback: string, width: string, height: string, ...alt: string[]]} PhotoData
 */

/** @param {HTMLElement} gallery */
export function setUpGallery(gallery) {
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
