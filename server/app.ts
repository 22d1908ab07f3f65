import cluster from 'node:cluster'
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import closeWithGrace from 'close-with-grace'
import express from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { getAcceptedSecrets, getSecret, refreshSecrets } from '#app/utils/http/secrets.server.ts'
import { closeDb, getDb, isDatabaseUp } from '#app/utils/db/db.server.ts'
import { adminUploadMaxBytes, getEnv, type Env } from '#app/utils/core/env.server.ts'
import {
	keptPages,
	prepareDatabase,
	registerBackgroundGauges,
	sitePageCache,
	STATIC_PAGE_HEADER,
	startBackgroundWork,
	startupSummary,
	withRenderCache,
} from '#app/utils/background/host.server.ts'
import { bodyLimitOf } from '#app/utils/http/body-limits.ts'
import { capConnectionsPerAddress, dropRestOfBody, dropUnreadBodies } from './connection.ts'
import { acceptedOrigins, aliasHosts, canonicalHost } from './hosts.ts'
import { csrfProtection, setCsrfCookie } from './csrf.ts'
import { keptPageAnswers } from './kept-pages.ts'
import { log } from '#app/utils/core/log.server.ts'
import { requestLog } from '#app/utils/http/request-log.server.ts'
import { keptAnswerMetrics, metrics } from '#app/utils/http/request-metrics.server.ts'
import { limitChanges } from './rate-limit.ts'
import { createRequestHandler } from './request-handler.ts'
import { isBackOfficePath, routerPath } from '#app/utils/http/router-path.ts'
import { findSiteStylesheet, refuse, refuseUnavailable } from './refuse.ts'
import { routeFinder } from './routes.ts'
import { methodRules, securityHeaders } from './security.ts'
import { requestContext } from '#app/context.ts'

/** Enough for a building's people behind one address, browsers opening several each; never every descriptor. */
const CONNECTIONS_PER_ADDRESS = 256

export type StartupState = 'starting' | 'waiting' | 'ready'

export function createApp({
	env,
	build,
	clientDir,
	devMiddleware,
	startup = () => 'ready',
}: {
	env: Env
	build: ServerBuild | (() => Promise<ServerBuild>)
	clientDir?: string
	devMiddleware?: express.RequestHandler
	/** 'ready' once the database is migrated and the secret loaded; 'waiting' while start-up cannot reach the database. */
	startup?: () => StartupState
}) {
	const https = env.PUBLIC_URL.startsWith('https://')
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', env.TRUST_PROXY)

	app.use(requestLog())
	app.use(dropUnreadBodies)
	app.use(compression())
	// The route of an address, found once (routes.ts): its metrics label, and the body limit its handle declares.
	const findRoute = routeFinder(build)
	const sizes = { uploadMaxBytes: env.UPLOAD_MAX_BYTES, adminUploadMaxBytes: adminUploadMaxBytes(env) }
	app.use(metrics({ env, findRoute, gauges: registerBackgroundGauges }))
	app.use(securityHeaders({ https, dev: env.NODE_ENV === 'development' }))

	// Liveness: the process answers and reaches its database.
	app.get('/healthz', async (_req, res) => {
		const up = await isDatabaseUp(getDb())
		res.setHeader('Cache-Control', 'no-store')
		res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'database unavailable' })
	})
	// Readiness, for a load balancer: once the database is migrated and the secret loaded, and
	// while the database answers (during an outage the balancer sends visitors to an instance that can serve them).
	app.get('/readyz', async (_req, res) => {
		res.setHeader('Cache-Control', 'no-store')
		const state = startup()
		const status = state !== 'ready' ? state : (await isDatabaseUp(getDb())) ? 'ready' : 'database unavailable'
		res.status(status === 'ready' ? 200 : 503).json({ status })
	})
	// One address for every page and form: other names of the host redirect to it before a form is shown.
	const hosts = { publicUrl: env.PUBLIC_URL, aliases: aliasHosts(env.PUBLIC_URL, env.HOST_ALIASES) }
	app.use(canonicalHost(hosts))

	app.use((req, res, next) => {
		const state = startup()
		if (state === 'ready') return next()
		refuseUnavailable(req, res, state === 'waiting' ? 'outage' : 'starting')
		dropRestOfBody(req)
	})

	// Nothing of the back office is kept by a cache or shown by a search engine, errors and redirects included.
	app.use((req, res, next) => {
		if (isBackOfficePath(routerPath(req.originalUrl))) {
			res.locals.backOffice = true
			res.setHeader('Cache-Control', 'no-store')
			res.setHeader('X-Robots-Tag', 'noindex, nofollow')
		}
		next()
	})

	// Every method that may change something counts, even one refused next.
	app.use(limitChanges({ db: getDb, perMinute: env.RATE_LIMIT_POSTS_PER_MINUTE }))
	app.use(methodRules())
	// An address with a broken % escape (a link cut short in a text message): a page in the address's language
	// that says so, not the static files' bare English "Bad Request".
	app.use((req, res, next) => {
		try {
			decodeURIComponent(req.path)
		} catch {
			refuse(req, res, 400, 'refusal.badAddress')
			return
		}
		next()
	})

	if (devMiddleware) app.use(devMiddleware)
	if (clientDir) {
		findSiteStylesheet(clientDir)
		// Hashed file names: safe to cache for a year.
		app.use(
			'/assets',
			express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
		)
		// The files beside the assets (favicon, robots.txt, the sharing picture) all have an extension: a page's
		// address is not looked for on disk, which cost every page a stat and a thrown "not found" inside send.
		const files = express.static(clientDir, { maxAge: '1h', index: false })
		app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()))
	}

	const pageCache = sitePageCache()
	app.use(csrfProtection({ secret: getSecret, acceptedSecrets: getAcceptedSecrets }))
	app.use(acceptedOrigins(hosts))

	app.all(
		'/{*splat}',
		createRequestHandler({
			build,
			mode: env.NODE_ENV,
			origin: env.PUBLIC_URL,
			bodyRulesFor: async (path) => ({
				...bodyLimitOf(await findRoute(path), sizes),
				idleMs: env.BODY_TIMEOUT_SECONDS * 1000,
			}),
			around: withRenderCache(pageCache),
			beforeSend: (response, res) => {
				response.headers.delete(STATIC_PAGE_HEADER)
				setCsrfCookie(response, res, { secure: https })
				if (res.locals.backOffice) {
					response.headers.set('Cache-Control', 'no-store')
					response.headers.set('X-Robots-Tag', 'noindex, nofollow')
				}
			},
			getLoadContext: (req, res) => {
				const context = new RouterContextProvider()
				context.set(requestContext, {
					cspNonce: res.locals.cspNonce as string,
					csrfToken: res.locals.csrfToken as string,
					requestId: res.locals.requestId as string,
					clientIp: req.ip ?? '',
					antiForgery: res.locals.antiForgery ?? null,
				})
				return context
			},
		}),
	)
	// Kept pages are answered before the middleware (kept-pages.ts); every other request goes through it.
	const answerKept = keptPageAnswers({
		pages: keptPages(pageCache),
		https,
		dev: env.NODE_ENV === 'development',
		ready: () => startup() === 'ready',
		aliases: hosts.aliases,
		secret: getSecret,
		acceptedSecrets: getAcceptedSecrets,
		measure: keptAnswerMetrics({ env, findRoute }),
	})
	return function site(req: IncomingMessage, res: ServerResponse) {
		const failed = (error: unknown) => {
			if (!res.headersSent) return void app(req, res)
			log('error', 'a kept page could not be sent', { path: req.url, error: String(error) })
			res.destroy()
		}
		let answered: boolean | Promise<boolean>
		try {
			answered = answerKept(req, res)
		} catch (error) {
			return failed(error)
		}
		if (answered === false) return void app(req, res)
		if (answered !== true) answered.then((done) => done || app(req, res), failed)
	}
}

/**
 * Listens at once (so that /healthz answers), then prepares the database under the
 * start-up lock (migrations, the seed, the shared secret, the first administrator) and
 * starts the background work; /readyz and every page answer once that is done. Serves until SIGTERM.
 */
export async function start({
	build,
	clientDir,
	devMiddleware,
}: {
	build: ServerBuild | (() => Promise<ServerBuild>)
	clientDir?: string
	devMiddleware?: express.RequestHandler
}) {
	// Everything the server writes (database, mails, caches) is readable by its own user only.
	process.umask(0o077)
	const env = getEnv()
	fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 })
	fs.chmodSync(env.DATA_DIR, 0o700)
	const db = getDb()
	let state: StartupState = 'starting'

	const app = createApp({ env, build, clientDir, devMiddleware, startup: () => state })
	// One of several worker processes (WEB_CONCURRENCY) takes connections only once it is ready: its
	// siblings serve meanwhile. A single process listens at once, so that /healthz answers while it starts.
	const listenWhenReady = cluster.isWorker
	function serve() {
		const server = http.createServer(app).listen(env.PORT, env.HOST, () => {
			// Each worker's own line, for whoever follows one process (LOG_LEVEL=debug); the summary is said once.
			log('debug', 'worker listening', { pid: process.pid, port: listeningPort(server, env.PORT) })
		})
		server.keepAliveTimeout = 65_000
		server.headersTimeout = 20_000
		// The whole request, for a phone uploading three files over a slow connection.
		server.requestTimeout = 10 * 60_000
		if (!env.TRUST_PROXY) capConnectionsPerAddress(server, CONNECTIONS_PER_ADDRESS)
		return server
	}
	let server = listenWhenReady ? undefined : serve()

	try {
		await prepareDatabase(env, () => (state = 'waiting'))
	} catch (error) {
		log('error', 'the database could not be prepared', { error: String(error) })
		process.exit(1)
	}
	const stopRefreshingSecrets = refreshSecrets(db, env)
	// With several worker processes (WEB_CONCURRENCY), the first sends the mail and runs the rounds for all.
	const background = startBackgroundWork({ db, env })
	state = 'ready'
	server ??= serve()
	const listening = server
	if (env.BACKGROUND_WORK) {
		const workers = Number(process.env.WORKER_COUNT ?? 1)
		const summary = await startupSummary({ db, env, port: listeningPort(listening, env.PORT), workers })
		log('info', summary.message, summary.fields)
	} else {
		log('debug', 'worker ready', { pid: process.pid })
	}

	// On SIGTERM or SIGINT (or an error nothing caught): stop accepting; requests in flight finish; keep-alive
	// sockets close as soon as they fall idle (not only those idle at this moment); then the background work and
	// the database. Past 15 seconds, or at a second signal, the process exits at once.
	closeWithGrace(
		{ delay: 15_000, logger: { error: (message: unknown) => log('error', String(message)) } },
		async ({ signal, err }) => {
			if (err) log('error', 'stopping after an error nothing caught', { error: String(err) })
			log('info', 'shutting down', { signal })
			const closeIdle = setInterval(() => listening.closeIdleConnections(), 100)
			await new Promise<void>((resolve) => {
				listening.close(() => resolve())
				listening.closeIdleConnections()
			})
			clearInterval(closeIdle)
			stopRefreshingSecrets()
			await background.stop()
			await closeDb()
			log('info', 'stopped')
		},
	)
	return listening
}

/** Production entry: this file is the server bundle, React Router's build is a virtual module. */
export async function startProduction({ clientDir }: { clientDir: string }) {
	const build = (await import('virtual:react-router/server-build')) as ServerBuild
	return start({ build, clientDir })
}

/** The port a server listens on (PORT=0 picks a free one). */
function listeningPort(server: Server, fallback: number) {
	const address = server.address()
	return typeof address === 'object' && address ? address.port : fallback
}
