// npm run purge: runs the retention purge now, as the site does daily: applicants'
// files past RETENTION_DAYS, files never attached to an application, audit entries past
// AUDIT_DAYS and spent rate-limit counters. Safe while the site runs: the work goes in
// small batches, and when an instance of the site is purging already this says so and
// leaves it to that one.
import { closeDb, getDb, migrateToLatest } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { runPurge, type PurgeCounts } from '#app/utils/background/retention.server.ts'

const env = getEnv()
const db = getDb()
await migrateToLatest(db)
const started = Date.now()
const describe = (counts: PurgeCounts) =>
	`${counts.files} files of ${counts.applications} applications, ${counts.auditEntries} audit entries, ` +
	`${counts.rateLimits} spent counters`
let shown = 0
const outcome = await runPurge(db, {
	retentionDays: env.RETENTION_DAYS,
	auditDays: env.AUDIT_DAYS,
	onProgress(counts) {
		if (Date.now() - shown < 2000) return
		shown = Date.now()
		console.log(`Removed so far: ${describe(counts)}`)
	},
})
if (outcome.ran) {
	const seconds = ((Date.now() - started) / 1000).toFixed(1)
	console.log(`Purge finished in ${seconds} s. Removed ${describe(outcome.counts)}.`)
	console.log(`Applicants' files are kept ${env.RETENTION_DAYS} days, audit entries ${env.AUDIT_DAYS} days.`)
} else if (outcome.lost) {
	console.log('This purge stalled past its lease and an instance of the site took over; it will finish the work.')
	process.exitCode = 2
} else {
	const since = outcome.status?.startedAt ? ` since ${outcome.status.startedAt}` : ''
	console.log(`Another instance of the site is purging now${since}; it will finish the work. Nothing was changed.`)
	process.exitCode = 2
}
await closeDb()
