import { useT } from '#app/i18n/index.ts'
import type { Milestone } from '#content/milestones.ts'

/**
 * Important Milestones: one panel at a time, a progress bar, Previous and Next
 * that stop at the ends. Plain markup at the first panel; the page's script
 * (app/enhance/enhance.js) moves between panels. Without JavaScript every panel
 * shows, as a list.
 */
export function MilestonesStepper({ milestones, headingId }: { milestones: Milestone[]; headingId: string }) {
	const t = useT()
	const count = milestones.length
	const step = t('home.milestoneStep', { n: 1, total: count })
	return (
		<div
			className="stepper"
			aria-labelledby={headingId}
			role="region"
			data-stepper=""
			data-step-text={t('home.milestoneStep', { n: '{n}', total: count })}
		>
			<div
				className="stepper-progress"
				role="progressbar"
				aria-label={t('home.milestonesProgress')}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={0}
				aria-valuetext={step}
			>
				<span className="stepper-progress-bar" style={{ width: '0%' }} />
			</div>
			<ol className="stepper-panels">
				{milestones.map((milestone, index) => (
					<li key={milestone.year + milestone.title} className="stepper-panel" data-active={index === 0}>
						<p className="stepper-year">{milestone.year}</p>
						<h3>{milestone.title}</h3>
						<p>{milestone.text}</p>
					</li>
				))}
			</ol>
			<div className="stepper-buttons">
				<button type="button" className="button button-outline" data-step="-1" disabled>
					{t('home.previous')}
				</button>
				<span className="stepper-count" aria-live="polite">
					{step}
				</span>
				<button type="button" className="button button-primary" data-step="1">
					{t('home.next')}
				</button>
			</div>
		</div>
	)
}
