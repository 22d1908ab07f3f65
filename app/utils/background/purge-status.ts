import { formatIndianDateTime } from '#app/utils/common/dates.ts'

// What the dashboard says of the retention purge: whether it runs, when it last
// finished and what it removed, or that it failed or has not run for too long; the
// last two are alerts, since applicants' documents are then kept past the privacy
// notice's time.

export interface PurgeStatusView {
	state: 'running' | 'finished' | 'failed'
	startedAt: string
	finishedAt: string | null
	beatAt: string
	applications: number
	files: number
	auditEntries: number
	error: string | null
}

/** A running purge that has not reported for this long was stopped (its instance restarted). */
const STALE_MS = 5 * 60_000
/** The purge runs daily: a day and a half with no finished purge means something keeps it from running. */
const OVERDUE_MS = 36 * 3600_000

export function describePurge(status: PurgeStatusView | null, retentionDays: number, now = new Date()) {
	const kept = `Applicants' documents are deleted ${retentionDays} days after they apply.`
	if (!status)
		return { tone: undefined, text: `No purge has run yet; the first runs shortly after the site starts. ${kept}` }
	const removed = `${count(status.files, 'file')} of ${count(status.applications, 'application')}`
	const age = now.getTime() - new Date(status.beatAt).getTime()
	if (status.state === 'running' && age < STALE_MS) {
		return {
			tone: undefined,
			text: `Purging now, since ${formatIndianDateTime(status.startedAt)}: ${removed} removed so far. ${kept}`,
		}
	}
	if (status.state === 'running') {
		return {
			tone: 'alert' as const,
			text: `The purge started ${formatIndianDateTime(status.startedAt)} stopped half-way (${removed} removed); the next one continues it. ${kept}`,
		}
	}
	if (status.state === 'failed') {
		return {
			tone: 'alert' as const,
			text: `The purge of ${formatIndianDateTime(status.startedAt)} failed: ${status.error ?? 'unknown error'}. It is tried again; ${removed} were removed before it stopped. ${kept}`,
		}
	}
	const finished = `Last purge finished ${formatIndianDateTime(status.finishedAt ?? status.beatAt)}: ${removed} removed, ${count(status.auditEntries, 'old audit entry', 'old audit entries')}.`
	if (age > OVERDUE_MS)
		return { tone: 'alert' as const, text: `No purge has finished for over a day. ${finished} ${kept}` }
	return { tone: undefined, text: `${finished} ${kept}` }
}

function count(n: number, one: string, many = `${one}s`) {
	return `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`
}
