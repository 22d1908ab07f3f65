// @ts-check
// The Apply Job form (docs/decisions/016-form-pages-without-react.md), sent without React. Without this module the
// form posts as HTML and the server answers everything; with it:
// - a field says what is wrong with it when the visitor leaves it, and again as they correct it, with the words the
//   server would use (apply-checks.js holds the rules; the page carries the messages in its language); a file is
//   judged as soon as it is chosen;
// - Apply now looks unavailable, with a line saying why, until the form is complete, and a tap on it then shows what
//   is missing and takes the person to the first of it;
// - on a phone the form is two steps (apply-steps.js); a chosen photo is made smaller first (apply-files.js);
// - the form is sent to the same address with a progress bar, and sent again when the connection drops
//   (apply-send.js). Whatever the answer, nothing typed and no file chosen is lost: a refusal shows the server's
//   messages beside the fields, a stale form takes the fresh anti-forgery token and goes through at the next press,
//   and a stored application's result takes the form's place;
// - a second press while the first is on its way sends nothing (this module, not posts.js, guards this form).
//
// The markup it reads (components/career/apply-form.tsx): div.apply-form holding div#apply-notices and
// form[data-apply-form] with data-control-characters, data-preparing, data-shrunk, data-retrying and data-outage;
// its controls, each with data-error (and data-too-long where it has a length limit, data-wrong-type, data-too-large
// and data-max-bytes on a file), aria-required when required, inside a .field with its .field-error; the hidden
// .apply-progress (progress, p.apply-retrying); button[type="submit"] and p#<form id>-submit-hint; a
// template[data-notice] for each answer that is not the page (tooLarge, busy, unavailable, failed).

import {
	checkChoice,
	checkFile,
	checkMobile,
	checkName,
	checkOptional,
	checkOptionalEmail,
	checkText,
} from './apply-checks.js'
import { setUpFileField } from './apply-files.js'
import { send } from './apply-send.js'
import { setUpSteps } from './apply-steps.js'
import { part, parts, showFieldMessage } from './dom.js'

/** @typedef {HTMLInputElement | HTMLSelectElement} Control */

/** The fields the form posts that the person does not fill in. */
const GIVEN = ['_csrf', 'submissionKey', 'from']
/** Sent with the form: whether the chosen files stay in the browser (app/utils/applying/apply-outcome.ts). */
const FILES_KEPT_HEADER = 'X-Files-Kept'

/** @param {HTMLFormElement} form */
function controls(form) {
	return /** @type {Control[]} */ (parts(form, 'input[name], select[name]')).filter(
		(control) => control.type !== 'hidden' && !GIVEN.includes(control.name),
	)
}

/** @param {Control} control */
function limit(control) {
	return 'maxLength' in control && control.maxLength > 0 ? control.maxLength : Infinity
}

/**
 * The verdict of a control's value, as the server's schema would give it.
 * @param {HTMLFormElement} form
 * @param {Control} control
 */
function verdictOf(form, control) {
	const required = control.getAttribute('aria-required') === 'true'
	if (control instanceof HTMLSelectElement) {
		return checkChoice(control.value, [...control.options].map((option) => option.value).filter(Boolean))
	}
	if (control.type === 'checkbox') return control.checked ? null : 'field'
	if (control.type === 'file') {
		return checkFile(control.files?.[0], {
			required,
			accept: control.accept,
			maxBytes: Number(control.dataset.maxBytes) || Infinity,
		})
	}
	const value = control.value
	if (control.name === 'name') return checkName(value)
	if (control.name === 'email') return checkOptionalEmail(value, required)
	if (control.name === 'contact') return checkMobile(value)
	if (control.name === 'location') return checkText(value, limit(control), false)
	// The questions asked instead of a resume are required only while no resume is chosen.
	const resume = form.querySelector('input[name="resume"]')
	const resumeChosen = resume instanceof HTMLInputElement && (resume.files?.length ?? 0) > 0
	return checkOptional(value, limit(control), required && !resumeChosen)
}

/**
 * The message a control's value earns, in the page's language; '' when it is right.
 * @param {HTMLFormElement} form
 * @param {Control} control
 */
function messageFor(form, control) {
	const verdict = verdictOf(form, control)
	if (verdict === 'control') return form.dataset.controlCharacters ?? ''
	if (verdict === 'tooLong') return control.dataset.tooLong ?? ''
	if (verdict === 'wrongType') return control.dataset.wrongType ?? ''
	if (verdict === 'tooLarge') return control.dataset.tooLarge ?? ''
	return verdict ? (control.dataset.error ?? '') : ''
}

/**
 * Puts what the page says about the application in its notices, and takes the person there.
 * @param {Element} notices
 * @param {Node[]} news
 */
function tell(notices, news) {
	notices.replaceChildren(...news)
	if (!(notices instanceof HTMLElement)) return
	notices.scrollIntoView({ block: 'start' })
	notices.focus({ preventScroll: true })
}

/** @param {HTMLElement} element */
export function setUpApplyForm(element) {
	if (!(element instanceof HTMLFormElement)) throw new Error('apply.js: [data-apply-form] is not a form')
	const form = element
	const box = form.closest('.apply-form')
	const notices = box?.querySelector('#apply-notices')
	if (!box || !notices) throw new Error('apply.js: the form is not in its .apply-form with #apply-notices')
	const button = /** @type {HTMLButtonElement} */ (part(form, 'button[type="submit"]'))
	const hint = part(form, `#${form.id}-submit-hint`)
	const progressBox = part(form, '.apply-progress')
	const progress = /** @type {HTMLProgressElement} */ (part(progressBox, 'progress'))
	const retrying = part(progressBox, '.apply-retrying')
	// These checks speak for the browser's own, in the page's language.
	form.noValidate = true
	/** Fields the visitor has left once (or the server refused): they say what is wrong from then on. */
	const touched = new Set()
	let sending = false
	const steps = setUpSteps(form, (scope) => showProblems(scope))
	const fileInputs = /** @type {HTMLInputElement[]} */ (parts(form, 'input[type="file"]'))
	const preparing = fileInputs.map((input) =>
		setUpFileField(form, input, (ready) => {
			if (ready) {
				touched.add(input.name)
				showMessage(input)
			} else showFieldMessage(input, '')
			update()
		}),
	)

	/** @param {Control} control */
	const showMessage = (control) => showFieldMessage(control, messageFor(form, control))

	/** Apply now: unavailable while a picture is made smaller or the form is on its way; looks so until complete. */
	const update = () => {
		const complete = controls(form).every((control) => !messageFor(form, control))
		button.disabled = sending || preparing.some((busy) => busy())
		button.classList.toggle('button-incomplete', !complete)
		hint.hidden = complete
		if (complete) button.removeAttribute('aria-describedby')
		else button.setAttribute('aria-describedby', hint.id)
	}

	/**
	 * Shows every wrong field's message within `scope`; the first wrong field, or null.
	 * @param {ParentNode} scope
	 * @returns {HTMLElement | null}
	 */
	function showProblems(scope) {
		const wrong = controls(form).filter((control) => scope.contains(control) && showMessage(control))
		for (const control of wrong) touched.add(control.name)
		update()
		return wrong[0] ?? null
	}

	/** @param {Event} event */
	const onChange = (event) => {
		const control = event.target
		if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return
		if (control.type === 'file' || GIVEN.includes(control.name)) return
		if (event.type === 'focusout' || control.type === 'checkbox' || control instanceof HTMLSelectElement)
			touched.add(control.name)
		if (touched.has(control.name)) showMessage(control)
		update()
	}
	form.addEventListener('focusout', onChange)
	form.addEventListener('input', onChange)
	form.addEventListener('change', onChange)

	/**
	 * The server's answer, in place: a page that starts the form again (stored, already applied) takes the form's
	 * place; a refusal shows its notice and messages beside what was typed and chosen, which stay.
	 * @param {{ status: number, text: string, type: string }} answer
	 */
	function receive(answer) {
		const page = /html/.test(answer.type) ? new DOMParser().parseFromString(answer.text, 'text/html') : null
		const fresh = page?.querySelector('.apply-form')
		const freshNotices = fresh?.querySelector('#apply-notices')
		if (!page || !fresh || !freshNotices?.childElementCount) {
			// Not the apply page: the server refused the body before the form (too large, too busy), a proxy answered,
			// or the job is gone (closed or removed: the answer's page says so, and there is nothing left to send).
			if (page && (answer.status === 404 || answer.status === 410)) {
				document.title = page.title
				document.body.replaceWith(document.adoptNode(page.body))
				return
			}
			const outage = answer.text.includes(form.dataset.outage ?? '\0') || answer.text.includes('"field":"database"')
			tellFrom(
				answer.status === 413 ? 'tooLarge' : answer.status === 503 ? (outage ? 'unavailable' : 'busy') : 'failed',
			)
			return
		}
		const freshForm = fresh.querySelector('form[data-apply-form]')
		if (!(freshForm instanceof HTMLFormElement) || freshForm.dataset.reset !== undefined) {
			const adopted = /** @type {Element} */ (document.adoptNode(fresh))
			box?.replaceWith(adopted)
			const again = adopted.querySelector('form[data-apply-form]')
			if (again instanceof HTMLFormElement) setUpApplyForm(again)
			const news = adopted.querySelector('#apply-notices')
			if (news) tell(news, [...news.childNodes])
			return
		}
		// The fresh anti-forgery token (a stale form's answer carries the visitor's current one) goes with the next press.
		const token = freshForm.querySelector('input[name="_csrf"]')
		const mine = form.querySelector('input[name="_csrf"]')
		if (token instanceof HTMLInputElement && mine instanceof HTMLInputElement) mine.value = token.value
		// A stale form's answer judged a body without its files: its messages are not this form's.
		if (answer.status !== 403) {
			for (const control of controls(form)) {
				const twin = freshForm.querySelector(`[name="${control.name}"]`)
				const message = twin?.closest('.field')?.querySelector('.field-error')?.textContent ?? ''
				showFieldMessage(control, message)
				if (message) touched.add(control.name)
			}
			const first = form.querySelector('[aria-invalid="true"]')
			if (first) steps.showStepOf(first)
		}
		update()
		tell(/** @type {Element} */ (notices), [...document.adoptNode(freshNotices).childNodes])
	}

	/** @param {string} kind */
	function tellFrom(kind) {
		const template = form.querySelector(`template[data-notice="${kind}"]`)
		if (template instanceof HTMLTemplateElement && notices) tell(notices, [template.content.cloneNode(true)])
	}

	form.addEventListener('submit', (event) => {
		// This form is sent here, not by the browser (nor marked by posts.js).
		event.preventDefault()
		event.stopPropagation()
		if (sending || preparing.some((busy) => busy())) return
		const wrong = showProblems(form)
		if (wrong) {
			steps.showStepOf(wrong)
			wrong.focus()
			return
		}
		sending = true
		update()
		notices.replaceChildren()
		progressBox.hidden = false
		retrying.textContent = ''
		const body = new FormData(form)
		const filesChosen = fileInputs.some((input) => (input.files?.length ?? 0) > 0)
		const done = () => {
			sending = false
			progressBox.hidden = true
			update()
		}
		send({
			url: form.action.replace(/#.*$/, ''),
			body,
			headers: { Accept: 'text/html', [FILES_KEPT_HEADER]: filesChosen ? 'yes' : 'no' },
			onProgress: (percent) => {
				progress.value = percent
				progress.textContent = `${percent}%`
			},
			onRetry: (attempt, total) => {
				retrying.textContent = (form.dataset.retrying ?? '')
					.replace('{attempt}', String(attempt))
					.replace('{total}', String(total))
			},
			onAnswer: (answer) => {
				done()
				receive(answer)
			},
			onGiveUp: () => {
				done()
				tellFrom('failed')
			},
		})
	})

	// Fields a browser filled in (autofill, a page restored from history) count as they stand.
	window.addEventListener('pageshow', update)
	update()
}
