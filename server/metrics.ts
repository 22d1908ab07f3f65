import cluster from 'node:cluster'
import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import client from 'prom-client'
import type { ServerBuild } from 'react-router'
import { describeError, isDatabaseDown, isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import { getDb, postgresPool, type Db } from '#app/utils/db/db.server.ts'
import type { Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { purgeRuns, readPurgeStatus } from '#app/utils/background/retention.server.ts'
import { readTextBudget } from '#app/utils/messages/sms-budget.server.ts'
import { routerPath } from './paths.ts'

// Prometheus metrics (prom-client) at /metrics, for the operators' own Prometheus: on only when METRICS_TOKEN is
// set, and then answered only to `Authorization: Bearer <METRICS_TOKEN>`; any other request for /metrics is
// answered as an unknown address (404). What is measured and what to alert on: docs/operations.md.
//
// With several worker processes (WEB_CONCURRENCY), the worker a scrape reaches asks the primary process, which
// gathers every worker's metrics and adds them up (prom-client's AggregatorRegistry; server/index.js): one scrape
// sees the whole instance, and the primary adds how many workers it had to start again.

/** The longest a worker waits for the primary process to gather every worker's metrics (its own limit is 5 s). */
const CLUSTER_TIMEOUT_MS = 8000
/** The database's figures are read at most this often, however many scrapes and workers ask. */
const DATABASE_READ_MS = 1000
/** A read that takes longer is left: the last figures stay, and the scrape is answered. */
const DATABASE_READ_TIMEOUT_MS = 3000

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

interface Metrics {
	duration: client.Histogram<'method' | 'route' | 'status'>
	renderCache: client.Counter<'result'>
	/** The database whose outbox and purge the gauges read (the process' own, or a test's). */
	db: () => Db
}

// One set per process, registered once in prom-client's global registry (the one the primary gathers from the
// workers), even when the module is loaded again (development) or several apps are made (tests).
const globalForMetrics = globalThis as typeof globalThis & { __briskMetrics?: Metrics }

function createMetrics(initialDb: () => Db): Metrics {
	// The database of the app made last (one per process but in tests).
	const db = () => globalForMetrics.__briskMetrics?.db() ?? initialDb()
	client.collectDefaultMetrics()
	// In a worker process: answers the primary's requests for this worker's metrics.
	if (cluster.isWorker) new client.AggregatorRegistry()

	const readDatabase = databaseReader(db)
	new client.Gauge({
		name: 'brisk_database_unavailable',
		help: 'Whether the database cannot be reached (1) or answers (0), as the last query found it.',
		aggregator: 'max',
		collect() {
			this.set(isDatabaseDown() ? 1 : 0)
		},
	})
	new client.Gauge({
		name: 'brisk_database_pool_connections',
		help: 'PostgreSQL connections of the pools: open (total), idle, requests waiting for one (waiting), the most (max).',
		labelNames: ['state'],
		collect() {
			const pool = postgresPool(db())
			if (!pool) return
			this.set({ state: 'total' }, pool.totalCount)
			this.set({ state: 'idle' }, pool.idleCount)
			this.set({ state: 'waiting' }, pool.waitingCount)
			this.set({ state: 'max' }, pool.options.max)
		},
	})
	// Figures of the whole site, read from the database: every worker reads the same, so they are not added up.
	new client.Gauge({
		name: 'brisk_outbox_mails',
		help: 'Mails in the outbox waiting to be sent (pending, tried again with growing pauses) or given up (failed).',
		labelNames: ['status'],
		aggregator: 'max',
		async collect() {
			const figures = await readDatabase()
			if (!figures) return
			this.set({ status: 'pending' }, figures.outbox.pending)
			this.set({ status: 'failed' }, figures.outbox.failed)
		},
	})
	new client.Gauge({
		name: 'brisk_outbox_oldest_pending_seconds',
		help: 'How long the oldest mail still waiting to be sent has waited (0 when none waits).',
		aggregator: 'max',
		async collect() {
			const figures = await readDatabase()
			if (figures) this.set(figures.outbox.oldestPendingSeconds)
		},
	})
	// Texts are paid for: the site's budget, what it sent, and the visitors' texts it holds back (sms-budget.server.ts).
	new client.Gauge({
		name: 'brisk_texts_sent',
		help: 'Text messages counted against the budget in the last hour and the last 24 hours, by all instances.',
		labelNames: ['window'],
		aggregator: 'max',
		async collect() {
			const texts = (await readDatabase())?.texts
			if (!texts) return
			this.set({ window: 'hour' }, texts.hour.sent)
			this.set({ window: 'day' }, texts.day.sent)
		},
	})
	new client.Gauge({
		name: 'brisk_texts_budget',
		help: 'The most text messages sent in an hour (SMS_BUDGET_PER_HOUR) and in 24 hours (SMS_BUDGET_PER_DAY).',
		labelNames: ['window'],
		aggregator: 'max',
		async collect() {
			const texts = (await readDatabase())?.texts
			if (!texts) return
			this.set({ window: 'hour' }, texts.hour.budget)
			this.set({ window: 'day' }, texts.day.budget)
		},
	})
	new client.Gauge({
		name: 'brisk_texts_held',
		help: "Visitors' text messages waiting because the budget is spent; they go by themselves when it allows.",
		aggregator: 'max',
		async collect() {
			const texts = (await readDatabase())?.texts
			if (texts) this.set(texts.held)
		},
	})
	new client.Gauge({
		name: 'brisk_purge_last_run_timestamp_seconds',
		help: 'When the last retention purge (by any instance) started, and when it finished or failed.',
		labelNames: ['event'],
		aggregator: 'max',
		async collect() {
			const status = (await readDatabase())?.purge
			if (!status) return
			this.set({ event: 'started' }, seconds(status.startedAt))
			this.set({ event: status.state }, seconds(status.finishedAt ?? status.beatAt))
		},
	})
	new client.Gauge({
		name: 'brisk_purge_last_run_state',
		help: 'The state of the last retention purge: 1 for the one it is in (running, finished, failed).',
		labelNames: ['state'],
		aggregator: 'max',
		async collect() {
			const status = (await readDatabase())?.purge
			if (!status) return
			for (const state of ['running', 'finished', 'failed'] as const)
				this.set({ state }, status.state === state ? 1 : 0)
		},
	})
	new client.Gauge({
		name: 'brisk_purge_last_run_removed',
		help: "What the last retention purge removed: applications' files past RETENTION_DAYS, files, audit entries.",
		labelNames: ['kind'],
		aggregator: 'max',
		async collect() {
			const status = (await readDatabase())?.purge
			if (!status) return
			this.set({ kind: 'applications' }, status.applications)
			this.set({ kind: 'files' }, status.files)
			this.set({ kind: 'audit_entries' }, status.auditEntries)
			this.set({ kind: 'rate_limits' }, status.rateLimits)
		},
	})
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
	return {
		db: initialDb,
		duration: new client.Histogram({
			name: 'http_request_duration_seconds',
			help: 'Time from a request to the end of its answer, by method, route (the route pattern) and status.',
			labelNames: ['method', 'route', 'status'],
			buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
		}),
		renderCache: new client.Counter({
			name: 'brisk_render_cache_requests_total',
			help: 'Public pages answered from the render cache (hit) or rendered and kept for the next visitors (miss).',
			labelNames: ['result'],
		}),
	}
}

const seconds = (iso: string) => Date.parse(iso) / 1000

/**
 * The outbox and the last purge, read once for all the gauges of a scrape. Not while the database is away (the
 * outage gauge says so, and the scrape is answered at once); a read that fails keeps the last figures.
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

// --- The route of a request, as its pattern: few values, whatever addresses visitors try.

type Manifest = ServerBuild['routes']

export interface RoutePattern {
	/** The whole pattern, as the label says it: "/career/:id/apply". */
	pattern: string
	regex: RegExp
	score: number
}

/**
 * React Router's route table, flattened once into the patterns an address may end at, most specific first (React
 * Router's own ranking: a static segment before a parameter, a parameter before a splat). Its matchRoutes would
 * flatten and rank the whole table again for every request (most of a millisecond).
 */
export function routeTable(manifest: Manifest): RoutePattern[] {
	const routes = Object.values(manifest).filter((route) => route !== undefined)
	const table: Array<RoutePattern & { order: number }> = []
	const visit = (parentId: string | undefined, parentPath: string) => {
		for (const route of routes.filter((candidate) => candidate.parentId === parentId)) {
			const path = [parentPath, route.path ?? ''].filter(Boolean).join('/')
			if (!route.index) visit(route.id, path)
			// A route without a path (a layout) is never where an address ends, but for an index route.
			if (!route.index && !route.path) continue
			table.push({ ...compile(path, Boolean(route.index), route.caseSensitive), order: table.length })
		}
	}
	visit(undefined, '')
	return table.sort((a, b) => b.score - a.score || a.order - b.order).map(({ order: _, ...pattern }) => pattern)
}

function compile(path: string, index: boolean, caseSensitive = false): RoutePattern {
	const segments = path.split('/').filter(Boolean)
	let source = ''
	// React Router's computeScore: the segments, 10 for a static one, 3 for a parameter, 2 more for an index
	// route, 2 less for a splat.
	let score = segments.length + (index ? 2 : 0)
	for (const segment of segments) {
		if (segment === '*') {
			source += '(?:/.*)?'
			score -= 2
		} else if (segment.startsWith(':')) {
			source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
			score += 3
		} else {
			source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
			score += 10
		}
	}
	return { pattern: `/${segments.join('/')}`, regex: new RegExp(`^${source}/?$`, caseSensitive ? '' : 'i'), score }
}

/**
 * The pattern of the route an address reaches ("/career/:id/apply", "/hi/about-us", "/api/Job/GetAllJobs"), the
 * server's own paths as they are, "/assets/*" for the built files, "static" for the other files of the public
 * folder, "/*" for an address no route knows.
 */
export function routeOf(table: RoutePattern[], originalUrl: string, status: number) {
	const path = routerPath(originalUrl)
	if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path
	if (path.startsWith('/assets/')) return '/assets/*'
	// A client-side navigation's data (/career.data, /_root.data for the home page) is the page's route.
	const data = path.endsWith('.data')
	const page = data ? (path === '/_root.data' ? '/' : path.slice(0, -'.data'.length)) : path
	const pattern = table.find((route) => route.regex.test(page))?.pattern ?? '/*'
	if (pattern === '/*' && status < 400 && /\.\w+$/.test(page)) return 'static'
	return data ? `${pattern}.data` : pattern
}

// --- The middleware.

function bearerMatches(authorization: string | undefined, token: string) {
	const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? ''
	const hash = (value: string) => crypto.createHash('sha256').update(value).digest()
	return crypto.timingSafeEqual(hash(given), hash(token)) && given.length > 0
}

/** Every worker's metrics, added up by the primary process (server/index.js), and its count of restarted workers. */
function clusterMetrics(): Promise<string> {
	return new Promise((resolve, reject) => {
		const id = crypto.randomUUID()
		const timer = setTimeout(() => done(new Error('the primary process did not answer')), CLUSTER_TIMEOUT_MS)
		const onMessage = (message: unknown) => {
			const answer = message as { type?: string; id?: string; text?: string; restarts?: number; error?: string }
			if (answer?.type !== 'metrics' || answer.id !== id) return
			if (answer.error !== undefined) done(new Error(answer.error))
			else done(undefined, `${answer.text ?? ''}${restartsText(answer.restarts ?? 0)}`)
		}
		function done(error?: Error, text = '') {
			clearTimeout(timer)
			process.off('message', onMessage)
			if (error) reject(error)
			else resolve(text)
		}
		process.on('message', onMessage)
		process.send!({ type: 'metrics', id })
	})
}

function restartsText(restarts: number) {
	return [
		'# HELP brisk_worker_restarts_total Worker processes that stopped without being asked and were started again.',
		'# TYPE brisk_worker_restarts_total counter',
		`brisk_worker_restarts_total ${restarts}`,
		'',
	].join('\n')
}

/**
 * Measures every request (its duration by route and status, the render cache's hits) and answers /metrics to the
 * bearer of METRICS_TOKEN. Without METRICS_TOKEN it does nothing at all.
 */
export function metrics({
	env,
	build,
	db = getDb,
}: {
	env: Pick<Env, 'METRICS_TOKEN'>
	build: ServerBuild | (() => Promise<ServerBuild>)
	db?: () => Db
}): RequestHandler {
	const token = env.METRICS_TOKEN
	if (!token) return (_req, _res, next) => next()
	const measured = (globalForMetrics.__briskMetrics ??= createMetrics(db))
	measured.db = db

	// The route table, made once (in development, once for each build Vite gives).
	const tables = new WeakMap<Manifest, RoutePattern[]>()
	const tableOf = (manifest: Manifest) =>
		tables.get(manifest) ?? tables.set(manifest, routeTable(manifest)).get(manifest)!
	const routesNow =
		typeof build === 'function' ? async () => tableOf((await build()).routes) : () => tableOf(build.routes)

	return (req, res, next) => {
		if (req.path === '/metrics') {
			if ((req.method !== 'GET' && req.method !== 'HEAD') || !bearerMatches(req.headers.authorization, token)) {
				// As for any address the site does not have.
				return next()
			}
			res.setHeader('Cache-Control', 'no-store')
			const text = cluster.isWorker && process.send ? clusterMetrics() : client.register.metrics()
			text.then(
				(body) => res.type(client.register.contentType).send(req.method === 'HEAD' ? '' : body),
				(error: unknown) => {
					log('warn', 'metrics could not be gathered', { error: describeError(error) })
					res.status(503).type('text/plain').send('The metrics could not be gathered; try again.\n')
				},
			)
			return
		}
		const started = process.hrtime.bigint()
		res.on('finish', () => {
			const seconds = Number(process.hrtime.bigint() - started) / 1e9
			const cache = res.getHeader('X-Render-Cache')
			if (cache === 'hit' || cache === 'miss') measured.renderCache.inc({ result: cache })
			const method = METHODS.has(req.method) ? req.method : 'other'
			const observe = (table: RoutePattern[]) =>
				measured.duration.observe(
					{ method, route: routeOf(table, req.originalUrl, res.statusCode), status: String(res.statusCode) },
					seconds,
				)
			const table = routesNow()
			if (Array.isArray(table)) observe(table)
			else table.then(observe, () => {})
		})
		next()
	}
}
