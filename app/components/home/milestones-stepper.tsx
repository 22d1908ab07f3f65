import { useState } from 'react'
import { useT } from '#app/i18n/index.ts'
import type { Milestone } from '#content/milestones.ts'

/** The progress of a stepper position: 0 to 100 in steps of 16.67 for seven panels (spec sections 4, 9). */
export function milestoneProgress(position: number, count: number) {
	return Math.round(((position * 100) / (count - 1)) * 100) / 100
}

/**
 * Important Milestones: one panel at a time, a progress bar, Previous and Next
 * that stop at the ends. Without JavaScript every panel shows, as a list.
 */
export function MilestonesStepper({ milestones, headingId }: { milestones: Milestone[]; headingId: string }) {
	const t = useT()
	const [position, setPosition] = useState(0)
	const count = milestones.length
	const progress = milestoneProgress(position, count)
	const last = count - 1
	return (
		<div className="stepper" aria-labelledby={headingId} role="region">
			<div
				className="stepper-progress"
				role="progressbar"
				aria-label={t('home.milestonesProgress')}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={progress}
				aria-valuetext={t('home.milestoneStep', { n: position + 1, total: count })}
			>
				<span className="stepper-progress-bar" style={{ width: `${progress}%` }} />
			</div>
			<ol className="stepper-panels">
				{milestones.map((milestone, index) => (
					<li key={milestone.year + milestone.title} className="stepper-panel" data-active={index === position}>
						<p className="stepper-year">{milestone.year}</p>
						<h3>{milestone.title}</h3>
						<p>{milestone.text}</p>
					</li>
				))}
			</ol>
			<div className="stepper-buttons">
				<button
					type="button"
					className="button button-outline"
					disabled={position === 0}
					onClick={() => setPosition(Math.max(0, position - 1))}
				>
					{t('home.previous')}
				</button>
				<span className="stepper-count" aria-live="polite">
					{t('home.milestoneStep', { n: position + 1, total: count })}
				</span>
				<button
					type="button"
					className="button button-primary"
					disabled={position === last}
					onClick={() => setPosition(Math.min(last, position + 1))}
				>
					{t('home.next')}
				</button>
			</div>
		</div>
	)
}
