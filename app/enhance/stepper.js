// @ts-check
// Important Milestones: one panel at a time, Previous and Next stop at the ends.
//
// The markup it reads (milestones-stepper.tsx): [data-stepper][data-step-text="Step {n} of 7"] > .stepper-panel,
// .stepper-progress > .stepper-progress-bar, .stepper-count, two button[data-step] (previous, next).

import { fill, focusWasDropped, part, parts, steppers } from './dom.js'

/** @param {HTMLElement} stepper */
export function setUpStepper(stepper) {
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
