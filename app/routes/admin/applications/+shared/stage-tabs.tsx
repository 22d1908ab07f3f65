import { Link, useLocation } from 'react-router'
import { listHref } from '#app/utils/common/admin-lists.ts'
import { STAGES, type Stage } from '#app/utils/applications/stages.ts'

export type StageCounts = Record<Stage | 'erased' | 'all', number>

/**
 * The applications list's stages as tabs, each with how many applications it holds within the other filters: one tap
 * filters the list by a stage (a link, so it works without JavaScript and keeps the rest of the address).
 */
export function StageTabs({ counts, current }: { counts: StageCounts; current: string }) {
	const location = useLocation()
	const here = location.pathname + location.search
	const tabs: Array<{ value: string; label: string; count: number }> = [
		{ value: '', label: 'All', count: counts.all },
		...STAGES.map((stage) => ({ value: stage, label: stage, count: counts[stage] })),
		...(counts.erased > 0 ? [{ value: 'erased', label: 'Erased', count: counts.erased }] : []),
	]
	return (
		<nav className="admin-stage-tabs" aria-label="Pipeline">
			<ul>
				{tabs.map((tab) => (
					<li key={tab.value || 'all'}>
						<Link
							to={listHref(here, { stage: tab.value || null })}
							aria-current={tab.value === current ? 'page' : undefined}
						>
							{tab.label} <span className="admin-stage-count">{tab.count}</span>
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
