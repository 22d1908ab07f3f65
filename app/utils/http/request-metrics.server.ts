import cluster from 'node:cluster'
import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import client from 'prom-client'
import { describeError } from '#app/utils/db/db-health.server.ts'
import { getDb, type Db } from '#app/utils/db/db.server.ts'
import type { Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { routerPath } from './router-path.ts'

/** The host's lookup of the route an address reaches (server/routes.ts): its pattern is the metrics' label. */
type FindRoute = (path: string) => Promise<{ pattern: string }>

// Prometheus metrics (prom-client) at /metrics, for the operators' own Prometheus: on only when METRICS_TOKEN is
// set, and then answered only to `Authorization: Bearer <METRICS_TOKEN>`; any other request for /metrics is
// answered as an unknown address (404). What is measured and what to alert on: docs/operations.md. The host
// calls it for every request; the site's own figures (the database, the outbox, texts, the purge) are the gauges
// of app/utils/background/gauges.server.ts, registered by the host beside it.
//
// With several worker processes (WEB_CONCURRENCY), the worker a scrape reaches asks the primary process, which
// gathers every worker's metrics and adds them up (prom-client's AggregatorRegistry; server/index.js): one scrape
// sees the whole instance, and the primary adds how many workers it had to start again.

/** The longest a worker waits for the primary process to gather every worker's metrics (its own limit is 5 s). */
const CLUSTER_TIMEOUT_MS = 8000

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

interface Metrics {
	duration: client.Histogram<'method' | 'route' | 'status'>
	renderCache: client.Counter<'result'>
}

// One set per process, registered once in prom-client's global registry (the one the primary gathers from the
// workers), even when the module is loaded again (development) or several apps are made (tests).
const globalForMetrics = globalThis as typeof globalThis & { __briskMetrics?: Metrics }

function createMetrics(): Metrics {
	client.collectDefaultMetrics()
	// In a worker process: answers the primary's requests for this worker's metrics.
	if (cluster.isWorker) new client.AggregatorRegistry()
	return {
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

/**
 * The route an address reaches, as a label of few values whatever addresses visitors try: its pattern
 * ("/career/:id/apply", "/hi/about-us", "/career/:id.data" for a navigation's data), the server's own paths as they
 * are, "/assets/*" for the built files, "static" for the other files of the public folder, "/*" for an address no
 * route knows.
 */
export async function routeOf(findRoute: FindRoute, originalUrl: string, status: number) {
	const path = routerPath(originalUrl)
	if (path === '/healthz' || path === '/readyz' || path === '/metrics') return path
	if (path.startsWith('/assets/')) return '/assets/*'
	const { pattern } = await findRoute(path)
	if (pattern === '/*' && status < 400 && /\.\w+$/.test(path)) return 'static'
	return path.endsWith('.data') ? `${pattern}.data` : pattern
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
	findRoute,
	gauges,
	db = getDb,
}: {
	env: Pick<Env, 'METRICS_TOKEN'>
	/** The host's one route lookup (server/routes.ts), shared with the body limits. */
	findRoute: FindRoute
	/** Registers the site's own figures (app/utils/background/gauges.server.ts). */
	gauges: (db: () => Db) => void
	db?: () => Db
}): RequestHandler {
	const token = env.METRICS_TOKEN
	if (!token) return (_req, _res, next) => next()
	const measured = (globalForMetrics.__briskMetrics ??= createMetrics())
	gauges(db)

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
			const status = String(res.statusCode)
			routeOf(findRoute, req.originalUrl, res.statusCode).then(
				(route) => measured.duration.observe({ method, route, status }, seconds),
				() => {},
			)
		})
		next()
	}
}

/**
 * Records an answer the host sent before the middleware (a kept page: server/kept-pages.ts) as the middleware records
 * every other: a render cache hit, and its duration by route. Undefined without METRICS_TOKEN.
 */
export function keptAnswerMetrics({ env, findRoute }: { env: Pick<Env, 'METRICS_TOKEN'>; findRoute: FindRoute }) {
	if (!env.METRICS_TOKEN) return undefined
	const measured = (globalForMetrics.__briskMetrics ??= createMetrics())
	return (method: string, url: string, statusCode: number, seconds: number) => {
		measured.renderCache.inc({ result: 'hit' })
		const status = String(statusCode)
		routeOf(findRoute, url, statusCode).then(
			(route) => measured.duration.observe({ method, route, status }, seconds),
			() => {},
		)
	}
}
