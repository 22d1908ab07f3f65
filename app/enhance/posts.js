// @ts-check
// A form page sent without React (docs/decisions/016-form-pages-without-react.md): its posts are plain HTML forms.
// This gives them what PostForm and StatusButton give a hydrated page: a second press while the first is on its
// way sends nothing, and the pressed button says the form is on its way (busy, with a spinner beside its words).
// The browser's own checks (required fields, patterns) run first: a form they stop was never sent.
//
// The markup it reads: <html data-static>; form[method="post"] and its button.status-button (components/forms.tsx).

import { root } from './dom.js'

/** Marks a static page's posts as sent once, from the first press until the next page arrives. */
export function guardPosts() {
	if (root.dataset.static === undefined) return
	document.addEventListener('submit', (event) => {
		const form = event.target
		if (!(form instanceof HTMLFormElement) || form.method !== 'post') return
		if (form.dataset.sending) {
			event.preventDefault()
			return
		}
		form.dataset.sending = 'true'
		const button =
			event.submitter instanceof HTMLButtonElement ? event.submitter : form.querySelector('button.status-button')
		if (!(button instanceof HTMLButtonElement) || !button.classList.contains('status-button')) return
		button.setAttribute('aria-disabled', 'true')
		button.dataset.pending = 'true'
		const spinner = document.createElement('span')
		spinner.className = 'status-spinner'
		spinner.setAttribute('aria-hidden', 'true')
		button.append(spinner)
	})
	// A page restored from the back/forward cache is a new chance to send.
	window.addEventListener('pageshow', (event) => {
		if (!event.persisted) return
		for (const form of document.querySelectorAll('form[data-sending]')) {
			if (!(form instanceof HTMLFormElement)) continue
			delete form.dataset.sending
			for (const button of form.querySelectorAll('button[data-pending]')) {
				button.removeAttribute('aria-disabled')
				button.removeAttribute('data-pending')
				button.querySelector('.status-spinner')?.remove()
			}
		}
	})
}
