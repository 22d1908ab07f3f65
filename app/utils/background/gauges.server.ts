import client from 'prom-client'
import { log } from '#app/utils/core/log.server.ts'
import { processSlot } from '#app/utils/core/singleton.server.ts'
import { describeError, isDatabaseDown, isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { postgresPool, type Db } from '#app/utils/db/db.server.ts'
import { readTextBudget } from '#app/utils/messages/sms-budget.server.ts'
import { purgeRuns, readPurgeStatus } from './retention.server.ts'

// The figures of the site the operators' Prometheus reads at /metrics (the host serves them: app/utils/http/request-metrics.server.ts):
// the database's state, the outbox, the text budget and the retention purge. What to alert on: docs/operations.md.
// They are registered once per process in prom-client's global registry (the one the cluster's primary gathers).

/** The database's figures are read at most this often, however many scrapes and workers ask. */
const DATABASE_READ_MS = 1000
/** A read that takes longer is left: the last figures stay, and the scrape is answered. */
const DATABASE_READ_TIMEOUT_MS = 3000

/** The database the gauges read: the process' own, or a test's (the app made last). */
const gaugesDb = processSlot<() => Db>('gauges-db')

/** Registers the site's gauges (once per process); they read the database `db` gives. */
export function registerBackgroundGauges(db: () => Db) {
	const registered = gaugesDb.value !== undefined
	gaugesDb.value = db
	if (registered) return
	const current = () => gaugesDb.value!()
	const read = databaseReader(current)
	const gauge = (
		name: string,
		help: string,
		labelNames: string[],
		collect: (gauge: client.Gauge) => unknown,
		aggregator: client.Aggregator = 'max',
	) =>
		new client.Gauge({
			name,
			help,
			labelNames,
			aggregator,
			async collect() {
				await collect(this)
			},
		})

	gauge(
		'brisk_database_unavailable',
		'Whether the database cannot be reached (1) or answers (0), as the last query found it.',
		[],
		(g) => g.set(isDatabaseDown() ? 1 : 0),
	)
	gauge(
		'brisk_database_pool_connections',
		'PostgreSQL connections of the pools: open (total), idle, requests waiting for one (waiting), the most (max).',
		['state'],
		(g) => {
			const pool = postgresPool(current())
			if (!pool) return
			g.set({ state: 'total' }, pool.totalCount)
			g.set({ state: 'idle' }, pool.idleCount)
			g.set({ state: 'waiting' }, pool.waitingCount)
			g.set({ state: 'max' }, pool.options.max)
		},
		'sum',
	)
	// Figures of the whole site, read from the database: every worker reads the same, so they are not added up.
	gauge(
		'brisk_outbox_mails',
		'Mails in the outbox waiting to be sent (pending, tried again with growing pauses) or given up (failed).',
		['status'],
		async (g) => {
			const outbox = (await read())?.outbox
			if (!outbox) return
			g.set({ status: 'pending' }, outbox.pending)
			g.set({ status: 'failed' }, outbox.failed)
		},
	)
	gauge(
		'brisk_outbox_oldest_pending_seconds',
		'How long the oldest mail still waiting to be sent has waited (0 when none waits).',
		[],
		async (g) => {
			const outbox = (await read())?.outbox
			if (outbox) g.set(outbox.oldestPendingSeconds)
		},
	)
	// Texts are paid for: the site's budget, what it sent, and the visitors' texts it holds back (sms-budget.server.ts).
	for (const [name, help, figure] of [
		[
			'brisk_texts_sent',
			'Text messages counted against the budget in the last hour and the last 24 hours, by all instances.',
			'sent',
		],
		[
			'brisk_texts_budget',
			'The most text messages sent in an hour (SMS_BUDGET_PER_HOUR) and in 24 hours (SMS_BUDGET_PER_DAY).',
			'budget',
		],
	] as const) {
		gauge(name, help, ['window'], async (g) => {
			const texts = (await read())?.texts
			if (!texts) return
			g.set({ window: 'hour' }, texts.hour[figure])
			g.set({ window: 'day' }, texts.day[figure])
		})
	}
	gauge(
		'brisk_texts_held',
		"Visitors' text messages waiting because the budget is spent; they go by themselves when it allows.",
		[],
		async (g) => {
			const texts = (await read())?.texts
			if (texts) g.set(texts.held)
		},
	)
	gauge(
		'brisk_purge_last_run_timestamp_seconds',
		'When the last retention purge (by any instance) started, and when it finished or failed.',
		['event'],
		async (g) => {
			const status = (await read())?.purge
			if (!status) return
			g.set({ event: 'started' }, seconds(status.startedAt))
			g.set({ event: status.state }, seconds(status.finishedAt ?? status.beatAt))
		},
	)
	gauge(
		'brisk_purge_last_run_state',
		'The state of the last retention purge: 1 for the one it is in (running, finished, failed).',
		['state'],
		async (g) => {
			const status = (await read())?.purge
			if (!status) return
			for (const state of ['running', 'finished', 'failed'] as const) g.set({ state }, status.state === state ? 1 : 0)
		},
	)
	gauge(
		'brisk_purge_last_run_removed',
		"What the last retention purge removed: applications' files past RETENTION_DAYS, files, audit entries.",
		['kind'],
		async (g) => {
			const status = (await read())?.purge
			if (!status) return
			g.set({ kind: 'applications' }, status.applications)
			g.set({ kind: 'files' }, status.files)
			g.set({ kind: 'audit_entries' }, status.auditEntries)
			g.set({ kind: 'rate_limits' }, status.rateLimits)
		},
	)
	new client.Counter({
		name: 'brisk_purge_runs_total',
		help: 'Retention purges this instance ran to their end (finished) or that stopped on an error (failed).',
		labelNames: ['outcome'],
		collect() {
			this.reset()
			this.inc({ outcome: 'finished' }, purgeRuns.finished)
			this.inc({ outcome: 'failed' }, purgeRuns.failed)
		},
	})
}

const seconds = (iso: string) => Date.parse(iso) / 1000

/**
 * The outbox, the texts and the last purge, read once for all the gauges of a scrape. Not while the database is away
 * (the outage gauge says so, and the scrape is answered at once); a read that fails keeps the last figures.
 */
function databaseReader(db: () => Db) {
	let last: { at: number; read: Promise<DatabaseFigures | undefined> } | undefined
	let figures: DatabaseFigures | undefined
	return () => {
		if (isDatabaseDown()) return Promise.resolve(figures)
		if (last && Date.now() - last.at < DATABASE_READ_MS) return last.read
		let timer: NodeJS.Timeout | undefined
		const read = Promise.race([
			readFigures(db()),
			new Promise<never>((_, reject) => {
				timer = setTimeout(() => reject(new Error('the database took too long')), DATABASE_READ_TIMEOUT_MS)
			}),
		])
			.then((read) => (figures = read))
			.catch((error: unknown) => {
				if (!isDatabaseUnavailable(error))
					log('warn', 'metrics: the database could not be read', { error: describeError(error) })
				return figures
			})
			.finally(() => clearTimeout(timer))
		last = { at: Date.now(), read }
		return read
	}
}

type DatabaseFigures = Awaited<ReturnType<typeof readFigures>>

async function readFigures(db: Db) {
	const [rows, purge, texts] = await Promise.all([
		db
			.selectFrom('outbox')
			.select(['status', (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
			.where('status', 'in', ['pending', 'failed'])
			.groupBy('status')
			.execute(),
		readPurgeStatus(db),
		readTextBudget(db),
	])
	const pending = rows.find((row) => row.status === 'pending')
	return {
		outbox: {
			pending: Number(pending?.count ?? 0),
			failed: Number(rows.find((row) => row.status === 'failed')?.count ?? 0),
			oldestPendingSeconds: pending?.oldest ? Math.max(0, (Date.now() - Date.parse(pending.oldest)) / 1000) : 0,
		},
		purge,
		texts,
	}
}
