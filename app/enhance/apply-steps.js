// @ts-check
// On a phone the apply form is two short steps (you; your documents), one shown at a time; on a wide screen, and
// without JavaScript, one page (apply.js sets this up).
//
// The markup it reads (components/career/apply-steps.tsx, apply-form.tsx): the form's two div.apply-step[data-step],
// each titled by p#<form id>-step-<n> (its span.apply-step-count is shown by apply.css); the first step's hidden .apply-actions
// with button.apply-next, the second's hidden button.apply-back.

import { part, parts } from './dom.js'

const NARROW = '(max-width: 639px)'

/**
 * @param {HTMLFormElement} form
 * @param {(scope: HTMLElement) => HTMLElement | null} firstWrong checks the fields of a step; the first wrong one
 */
export function setUpSteps(form, firstWrong) {
	const [one, two] = /** @type {HTMLElement[]} */ (parts(form, '.apply-step'))
	if (!one || !two) throw new Error('apply-steps.js: the form has not its two steps')
	const next = part(one, '.apply-actions')
	const back = part(two, '.apply-back')
	const query = window.matchMedia(NARROW)
	let step = 1

	const layOut = () => {
		const stepped = query.matches
		next.hidden = !stepped
		back.hidden = !stepped
		one.hidden = stepped && step !== 1
		two.hidden = stepped && step !== 2
	}

	/**
	 * Shows a step and puts the person at its start: its title, at the top of the screen.
	 * @param {number} number
	 */
	const goTo = (number) => {
		step = number
		layOut()
		const title = document.getElementById(`${form.id}-step-${number}`)
		title?.scrollIntoView({ block: 'start' })
		title?.focus({ preventScroll: true })
	}

	part(next, 'button').addEventListener('click', () => {
		const wrong = firstWrong(one)
		if (wrong) wrong.focus()
		else goTo(2)
	})
	back.addEventListener('click', () => goTo(1))
	query.addEventListener('change', layOut)
	layOut()

	return {
		/**
		 * Shows the step a field is on (a field the server refused, the first one missing), without moving the focus.
		 * @param {Element} field
		 */
		showStepOf(field) {
			step = two.contains(field) ? 2 : 1
			layOut()
		},
	}
}
