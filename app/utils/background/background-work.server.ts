import { forgetUnconfirmedAlerts, sendJobAlerts } from '#app/utils/alerts/job-alert-sender.server.ts'
import { sendApplicationDigests } from '#app/utils/applications/application-notices.server.ts'
import { REMINDERS_POLL_MS, sendInterviewReminders } from '#app/utils/applications/interview-reminders.server.ts'
import type { Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { describeError, pauseDuringOutage } from '#app/utils/db/db-health.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { lease } from '#app/utils/db/lease.server.ts'
import { startOutbox } from '#app/utils/messages/outbox-worker.server.ts'
import { runPurge } from './retention.server.ts'

// The site's background work, in one process of an instance (BACKGROUND_WORK=1; with several worker processes the
// primary gives it to the first): the outbox that sends mails and texts, the retention purge, the job-alert round and
// the staff's daily digest. Each piece is safe on several instances at once: the outbox claims each message with a
// lease of its row, the purge holds a lease of its own (db/lease.server.ts), and the alert and digest rounds mark
// each alert or person in the transaction that queues their message, so two rounds send it once.

const HOUR_MS = 3600_000
/** The first purge waits this long after the start: a start answers visitors first. */
const PURGE_DELAY_MS = 5_000
/** A round the database was not there for rests at least this long before it tries again. */
const OUTAGE_REST_MS = 30_000

export interface BackgroundWork {
	/** Ends the timers, lets the rounds in flight finish (a purge stops between two batches), stops the outbox. */
	stop(): Promise<void>
}

export interface BackgroundOptions {
	db: Db
	env: Pick<
		Env,
		| 'BACKGROUND_WORK'
		| 'SMTP_URL'
		| 'MAIL_FROM'
		| 'SMS_URL'
		| 'SMS_FROM'
		| 'SMS_BUDGET_PER_HOUR'
		| 'SMS_BUDGET_PER_DAY'
		| 'DATA_DIR'
		| 'OUTBOX_POLL_MS'
		| 'JOB_ALERTS_POLL_MS'
		| 'PUBLIC_URL'
		| 'RETENTION_DAYS'
		| 'AUDIT_DAYS'
	>
	purgeDelayMs?: number
	/** Told of each round's end (the purge, the job alerts, the digest), for whoever waits for one. */
	onRound?: (task: string) => void
}

/** Starts the background work of this process, or nothing with BACKGROUND_WORK=0. */
export function startBackgroundWork({
	db,
	env,
	purgeDelayMs = PURGE_DELAY_MS,
	onRound,
}: BackgroundOptions): BackgroundWork {
	if (!env.BACKGROUND_WORK) return { stop: async () => {} }
	// The outbox's worker (mails and texts); a message another worker process of this instance queued is sent now.
	const outbox = startOutbox({ db, env })
	const stopping = new AbortController()

	// Applicants' files older than RETENTION_DAYS and audit entries older than AUDIT_DAYS go: shortly after the start,
	// then daily, in small batches that leave the site answering (retention.server.ts). A purge the database was not
	// there for is tried again every five minutes, one that found another instance purging in ten; one stopped
	// half-way is continued.
	const purge = repeat(
		{ task: 'retention purge', firstInMs: purgeDelayMs, everyMs: 24 * HOUR_MS, afterOutageMs: 5 * 60_000, onRound },
		async () => {
			const options = { retentionDays: env.RETENTION_DAYS, auditDays: env.AUDIT_DAYS, signal: stopping.signal }
			const outcome = await runPurge(db, options)
			if (outcome.ran) log('info', 'retention purge finished', { ...outcome.counts })
			else if (outcome.lost) log('warn', 'retention purge stalled past its lease; another instance took over')
			return outcome.ran ? undefined : 10 * 60_000
		},
	)
	// Job alerts, and the daily digest of new applications to the staff who asked for it, on the same rhythm.
	const rhythm = {
		firstInMs: env.JOB_ALERTS_POLL_MS,
		everyMs: env.JOB_ALERTS_POLL_MS,
		afterOutageMs: Math.max(env.JOB_ALERTS_POLL_MS, OUTAGE_REST_MS),
		onRound,
	}
	const alerts = repeat({ task: 'job alerts', failure: 'job alerts round failed', ...rhythm }, async () => {
		const { queued } = await sendJobAlerts(db, { publicUrl: env.PUBLIC_URL })
		await forgetUnconfirmedAlerts(db)
		if (queued > 0) log('info', 'job alerts queued', { queued })
	})
	const digests = repeat(
		{ task: 'application digests', failure: 'application digest round failed', ...rhythm },
		async () => {
			const { queued } = await sendApplicationDigests(db, { publicUrl: env.PUBLIC_URL })
			if (queued > 0) log('info', 'application digests queued', { queued })
		},
	)

	// Interview reminders: every minute, so that one due within two hours goes within a minute or two; one instance
	// at a time (its lease), and each reminder marked as it is queued.
	const reminderLease = lease(db, 'interview_reminders_lease', { ttlMs: 5 * REMINDERS_POLL_MS })
	const reminders = repeat(
		{
			task: 'interview reminders',
			failure: 'interview reminders round failed',
			firstInMs: REMINDERS_POLL_MS,
			everyMs: REMINDERS_POLL_MS,
			afterOutageMs: OUTAGE_REST_MS,
			onRound,
		},
		async () => {
			const { queued } = await sendInterviewReminders(db, { publicUrl: env.PUBLIC_URL, lease: reminderLease })
			if (queued > 0) log('info', 'interview reminders queued', { queued })
		},
	)

	return {
		async stop() {
			stopping.abort()
			await Promise.all([purge(), alerts(), digests(), reminders()])
			await outbox.stop()
		},
	}
}

interface Rhythm {
	/** Named in the log: "<task> paused until the database returns", "<task> failed". */
	task: string
	/** What the log says of a failure other than an outage. */
	failure?: string
	firstInMs: number
	everyMs: number
	afterOutageMs: number
	onRound?: (task: string) => void
}

/**
 * A round on a timer: never two at once; while the database is away it logs once and tries again after a rest; any
 * other failure is logged and the round comes again at its time. A round may ask for its next sooner. The function
 * returned stops the timer and waits for a round in flight.
 */
function repeat(
	{ task, failure = `${task} failed`, firstInMs, everyMs, afterOutageMs, onRound }: Rhythm,
	round: () => Promise<number | void>,
) {
	const outage = pauseDuringOutage(task)
	let timer: NodeJS.Timeout | undefined
	let running: Promise<void> | undefined
	let stopped = false
	async function run() {
		let next = everyMs
		try {
			next = (await round()) ?? everyMs
			outage.succeeded()
		} catch (error) {
			if (outage.failed(error)) next = afterOutageMs
			else log('error', failure, { error: describeError(error) })
		}
		onRound?.(task)
		schedule(next)
	}
	function schedule(ms: number) {
		if (stopped) return
		timer = setTimeout(() => {
			running = run().finally(() => (running = undefined))
		}, ms)
		timer.unref()
	}
	schedule(firstInMs)
	return async () => {
		stopped = true
		clearTimeout(timer)
		await running
	}
}
