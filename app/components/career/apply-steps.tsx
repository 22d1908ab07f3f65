import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react'
import { useT } from '#app/i18n/index.ts'

// On a phone the apply form is two short steps (you; your documents); without JavaScript
// and on a wide screen, one page.

/** The fields of the phone's first step ("about you"). */
const STEP_ONE_FIELDS = [
	'name',
	'email',
	'contact',
	'location',
	'jobField',
	'qualification',
	'experience',
	'employer',
	'currentSalary',
	'expectedSalary',
]

const NARROW = '(max-width: 639px)'

/** Whether the screen is a phone's (false while rendering on the server: the page is then one form). */
function useNarrowScreen() {
	const [narrow, setNarrow] = useState(false)
	useEffect(() => {
		const query = window.matchMedia(NARROW)
		setNarrow(query.matches)
		const change = () => setNarrow(query.matches)
		query.addEventListener('change', change)
		return () => query.removeEventListener('change', change)
	}, [])
	return narrow
}

/**
 * The phone's steps of the apply form `formId`: which one shows, the first step's Next,
 * and the way to the first field that is missing, on whichever step it is.
 */
export function useApplySteps({
	formId,
	formRef,
	lastResult,
	validate,
}: {
	formId: string
	formRef: RefObject<HTMLFormElement | null>
	lastResult: SubmissionResult<string[]> | undefined
	/** Conform's check of one field, which marks it when it is wrong. */
	validate: (name: string) => void
}) {
	const stepped = useNarrowScreen()
	const [step, setStep] = useState<1 | 2>(1)
	const stepOneRef = useRef<HTMLDivElement>(null)

	// The server's answer marks a field of the first step (an e-mail it refused): that step shows.
	useEffect(() => {
		const errors = lastResult?.error ?? {}
		if (STEP_ONE_FIELDS.some((name) => errors[name]?.length)) setStep(1)
	}, [lastResult])

	// What takes the focus once React has shown the step it is on (set before the step shows, it would be lost).
	const pendingFocus = useRef<{ target: () => HTMLElement | null; toTop: boolean } | null>(null)
	const [focusRequest, setFocusRequest] = useState(0)
	function focusAfterRender(target: () => HTMLElement | null, toTop: boolean) {
		pendingFocus.current = { target, toTop }
		setFocusRequest((count) => count + 1)
	}
	useEffect(() => {
		const pending = pendingFocus.current
		pendingFocus.current = null
		const element = pending?.target()
		if (!pending || !element) return
		// A step opens at its title, not where the last one was scrolled to (its end, where Next was).
		if (pending.toTop) {
			element.scrollIntoView({ block: 'start' })
			element.focus({ preventScroll: true })
		} else element.focus()
	}, [focusRequest, step])

	/** Shows a step of the phone's form and puts the person at its start: its title, at the top of the screen. */
	function goToStep(next: 1 | 2) {
		setStep(next)
		focusAfterRender(() => document.getElementById(`${formId}-step-${next}`), true)
	}

	/**
	 * After Conform has marked what is missing: the first such field takes the focus
	 * (on a phone, on the step it is on), so a tap never does nothing.
	 */
	function showFirstProblem(onlyStepOne = false) {
		window.requestAnimationFrame(() => {
			const scope = onlyStepOne ? stepOneRef.current : formRef.current
			const first = scope?.querySelector<HTMLElement>('[aria-invalid="true"]')
			if (!first) {
				if (onlyStepOne) goToStep(2)
				return
			}
			// On a phone, the step it is on (Enter on the first step sends the whole form).
			setStep(stepOneRef.current?.contains(first) ? 1 : 2)
			focusAfterRender(() => first, false)
		})
	}

	/** The phone's Next: the first step's fields are checked, and the documents follow when they are right. */
	function nextStep() {
		for (const name of STEP_ONE_FIELDS) validate(name)
		showFirstProblem(true)
	}

	return { stepped, step, stepOneRef, goToStep, showFirstProblem, nextStep }
}

/** A step of the form: a group named by its title, hidden on a phone while the other step shows. */
export function ApplyStep({
	formId,
	number,
	title,
	stepped,
	step,
	stepRef,
	children,
}: {
	formId: string
	number: 1 | 2
	title: string
	stepped: boolean
	/** The step that shows on a phone. */
	step: 1 | 2
	stepRef?: Ref<HTMLDivElement>
	children: ReactNode
}) {
	const t = useT()
	const titleId = `${formId}-step-${number}`
	return (
		<div
			className="apply-step"
			role="group"
			aria-labelledby={titleId}
			hidden={stepped && step !== number}
			ref={stepRef}
		>
			<p className="apply-step-title" id={titleId} tabIndex={-1}>
				{stepped ? <span className="apply-step-count">{t('apply.step.count', { step: number })} </span> : null}
				{title}
			</p>
			{children}
		</div>
	)
}
