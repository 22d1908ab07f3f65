import type { ReactNode } from 'react'
import { useT } from '#app/i18n/index.ts'

/**
 * A part of the apply form, a group named by its title. On a phone the two parts are two steps (you; your documents),
 * shown one at a time by app/enhance/apply-steps.js, which shows the step's own buttons; the count ("Step 1 of 2:")
 * shows on a phone's screen from the first paint when scripts run (apply.css). Without JavaScript and on a wide screen
 * the form is one page and these stay hidden.
 */
export function ApplyStep({
	formId,
	number,
	title,
	children,
}: {
	formId: string
	number: 1 | 2
	title: string
	children: ReactNode
}) {
	const t = useT()
	const titleId = `${formId}-step-${number}`
	return (
		<div className="apply-step" role="group" aria-labelledby={titleId} data-step={number}>
			<p className="apply-step-title" id={titleId} tabIndex={-1}>
				<span className="apply-step-count">{t('apply.step.count', { step: number })} </span>
				{title}
			</p>
			{children}
		</div>
	)
}
