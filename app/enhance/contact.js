// @ts-check
// The contact page's enquiry form (docs/decisions/016-form-pages-without-react.md), sent without React. Without this
// module the form posts as HTML and the server answers everything; with it:
// - a field says what is wrong with it when the visitor leaves it, and again as they correct it, with the words the
//   server would use (contact-checks.js holds the rules; the page carries the messages in its language);
// - Submit stays disabled, with a line saying why, until every field is right;
// - the form is sent with fetch: without a connection the page stays as it is, the text with it, and says so; with
//   one, the server's answer replaces the form (sent and emptied, or refused with what was typed), or the page
//   when the answer has no form (an error page);
// - a second press while the first is on its way sends nothing (this module, not posts.js, guards this form).
//
// The markup it reads (components/contact/contact-form.tsx): form[data-contact-form] with data-control-characters
// and data-sending-label; its controls named Name, Email, Mobile, Subject, Message, Service and Find, each with
// data-error (and data-too-long where it has a length limit) inside a .field with its .field-error; the
// .contact-form-status live region; template#contact-offline; button[type="submit"] and p#contact-submit-hint.

import { checkChoice, checkEmail, checkMobile, checkName, checkText } from './contact-checks.js'
import { part, parts, showFieldMessage } from './dom.js'

/** @typedef {HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement} Control */

/** @type {Record<string, (control: Control) => import('./contact-checks.js').Verdict>} */
const CHECKS = {
	Name: (control) => checkName(control.value),
	Email: (control) => checkEmail(control.value),
	Mobile: (control) => checkMobile(control.value),
	Subject: (control) => checkText(control.value, limit(control), false),
	Message: (control) => checkText(control.value, limit(control), true),
	Service: choice,
	Find: choice,
}

/** @param {Control} control */
function limit(control) {
	return 'maxLength' in control && control.maxLength > 0 ? control.maxLength : Infinity
}

/** @param {Control} control */
function choice(control) {
	const options = control instanceof HTMLSelectElement ? [...control.options] : []
	return checkChoice(control.value, options.map((option) => option.value).filter(Boolean))
}

/** @param {HTMLFormElement} form */
function controls(form) {
	return /** @type {Control[]} */ (
		parts(
			form,
			Object.keys(CHECKS)
				.map((name) => `[name="${name}"]`)
				.join(','),
		)
	)
}

/**
 * The message a control's value earns, in the page's language; '' when it is right.
 * @param {HTMLFormElement} form
 * @param {Control} control
 */
function messageFor(form, control) {
	const verdict = CHECKS[control.name]?.(control) ?? null
	if (verdict === 'tooLong') return control.dataset.tooLong ?? ''
	if (verdict === 'control') return form.dataset.controlCharacters ?? ''
	return verdict ? (control.dataset.error ?? '') : ''
}

/**
 * Shows (or clears) a control's message.
 * @param {HTMLFormElement} form
 * @param {Control} control
 */
function showMessage(form, control) {
	return showFieldMessage(control, messageFor(form, control))
}

/**
 * Submit is active once every field is right; until then a line beside it says so.
 * @param {HTMLFormElement} form
 */
function updateSubmit(form) {
	const button = form.querySelector('button[type="submit"]')
	const hint = form.querySelector('#contact-submit-hint')
	if (!(button instanceof HTMLButtonElement) || form.dataset.sending) return
	const complete = controls(form).every((control) => !messageFor(form, control))
	button.disabled = !complete
	if (hint instanceof HTMLElement) hint.hidden = complete
	if (complete || !hint) button.removeAttribute('aria-describedby')
	else button.setAttribute('aria-describedby', hint.id)
}

/**
 * The no-connection notice where the form's error notices are, in place of any of them (one thing is wrong now).
 * @param {HTMLFormElement} form
 */
function showOffline(form) {
	const template = part(form, 'template#contact-offline')
	if (!(template instanceof HTMLTemplateElement)) return
	for (const notice of parts(form, ':scope > .notice-error')) notice.remove()
	template.after(template.content.cloneNode(true))
}

/**
 * Puts the server's answer in place: its form instead of this one's insides (the live region stays, so the news is
 * read out), or, when the answer has no form, its whole page.
 * @param {HTMLFormElement} form
 * @param {string} html
 */
function showAnswer(form, html) {
	const answer = new DOMParser().parseFromString(html, 'text/html')
	const fresh = answer.getElementById(form.id)
	if (!(fresh instanceof HTMLFormElement)) {
		document.title = answer.title
		document.body.replaceWith(document.adoptNode(answer.body))
		return
	}
	const live = form.querySelector('.contact-form-status')
	const freshLive = fresh.querySelector('.contact-form-status')
	if (live && freshLive) {
		live.replaceChildren(...freshLive.childNodes)
		freshLive.replaceWith(live)
	}
	form.replaceChildren(...document.adoptNode(fresh).childNodes)
	delete form.dataset.sending
	updateSubmit(form)
	// The focus was on the button that went: to the first field the server refused, else to what it said.
	const invalid = form.querySelector('[aria-invalid="true"]')
	const notice = form.querySelector('.notice-error') ?? live?.querySelector('.notice')
	const target = invalid instanceof HTMLElement ? invalid : notice instanceof HTMLElement ? notice : null
	if (target && !invalid) target.tabIndex = -1
	target?.focus()
}

/**
 * @param {HTMLFormElement} form
 * @param {HTMLButtonElement | null} button
 */
async function send(form, button) {
	const words = button?.textContent ?? ''
	form.dataset.sending = 'true'
	if (button) {
		button.setAttribute('aria-disabled', 'true')
		button.textContent = form.dataset.sendingLabel ?? words
	}
	const release = () => {
		delete form.dataset.sending
		if (button) {
			button.removeAttribute('aria-disabled')
			button.textContent = words
		}
	}
	try {
		// As the browser would send the form itself (the server reads a urlencoded body), with the cookies.
		const body = new URLSearchParams(/** @type {any} */ (new FormData(form)))
		const response = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin' })
		const html = await response.text()
		showAnswer(form, html)
		return true
	} catch {
		// No answer came (the connection went on the way): the enquiry may be sent again, nothing typed is lost.
		release()
		showOffline(form)
		return false
	}
}

/** @param {HTMLElement} element */
export function setUpContactForm(element) {
	if (!(element instanceof HTMLFormElement)) throw new Error('contact.js: [data-contact-form] is not a form')
	const form = element
	// These checks speak for the browser's own, in the page's language (as Conform does on a hydrated form).
	form.noValidate = true
	/** Fields the visitor has left once: they say what is wrong from then on, as they are corrected. */
	const touched = new Set()

	/** @param {Event} event */
	const onChange = (event) => {
		const control = event.target
		if (!(control instanceof HTMLElement) || !('name' in control) || !(String(control.name) in CHECKS)) return
		const field = /** @type {Control} */ (control)
		if (event.type === 'focusout') touched.add(field.name)
		if (touched.has(field.name)) showMessage(form, field)
		updateSubmit(form)
	}
	form.addEventListener('focusout', onChange)
	form.addEventListener('input', onChange)
	form.addEventListener('change', onChange)

	form.addEventListener('submit', (event) => {
		// This form is sent here, not by the browser (nor marked by posts.js, which would hold it after a lost
		// connection).
		event.preventDefault()
		event.stopPropagation()
		if (form.dataset.sending) return
		const wrong = controls(form).filter((control) => showMessage(form, control))
		for (const control of wrong) touched.add(control.name)
		if (wrong.length) {
			wrong[0]?.focus()
			updateSubmit(form)
			return
		}
		const button = event.submitter instanceof HTMLButtonElement ? event.submitter : form.querySelector('button')
		if (!navigator.onLine) {
			showOffline(form)
			return
		}
		for (const notice of parts(form, ':scope > .notice-error')) notice.remove()
		void send(form, button).then((answered) => {
			if (!answered) return
			// A new form: the fields the server refused speak as they are corrected, the others once left again.
			touched.clear()
			for (const control of controls(form))
				if (control.getAttribute('aria-invalid') === 'true') touched.add(control.name)
		})
	})

	// Fields a browser filled in (autofill, a page restored from history) count as they stand.
	window.addEventListener('pageshow', () => updateSubmit(form))
	updateSubmit(form)
}
