import { withoutLanguage } from '#app/i18n/languages.ts'
import fs from 'node:fs'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { getAcceptedSecrets, getSecret, loadSecrets, refreshSecrets } from '#app/utils/secrets.server.ts'
import {
	closeDb,
	getDb,
	isDatabaseUp,
	migrateToLatest,
	readContentVersion,
	withStartupLock,
} from '#app/utils/db.server.ts'
import { getImageLibrary } from '#app/utils/images.server.ts'
import { todayInIndia } from '#app/utils/jobs.ts'
import { sessionCookieName } from '#app/utils/sessions.server.ts'
import { adminUploadMaxBytes, getEnv, type Env } from '#app/utils/env.server.ts'
import { createMailer, setActiveOutboxWorker, startOutboxWorker } from '#app/utils/mail.server.ts'
import { purgeExpiredFiles } from '#app/utils/retention.server.ts'
import { seedIfEmpty } from '#app/utils/seed.server.ts'
import { ensureFirstAdmin } from '#app/utils/staff.server.ts'
import { purgeAuditLog } from '#app/utils/audit.server.ts'
import { formatBytes } from '#app/utils/format.ts'
import type { BodyRules } from './body.ts'
import { dropRestOfBody } from './connection.ts'
import { csrfProtection, setCsrfCookie } from './csrf.ts'
import { log, requestLog } from './logging.ts'
import { limitChanges } from './rate-limit.ts'
import { createRequestHandler } from './request-handler.ts'
import { isBackOfficePath, routerPath } from './paths.ts'
import { refuse } from './refuse.ts'
import { createRenderCache } from './render-cache.ts'
import { methodRules, securityHeaders } from './security.ts'

declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		csrfToken: string
		requestId: string
		/** The visitor's address (behind TRUST_PROXY hops), for per-address limits. */
		clientIp: string
	}
}

/**
 * How large each request's body may be, by the path as the router sees it: the
 * Apply Job form carries three files of at most UPLOAD_MAX_BYTES, the compatibility
 * API one file (a third larger as base64); everything else is a small form or JSON.
 */
export function bodyRulesFor(env: Env) {
	const fileSize = formatBytes(env.UPLOAD_MAX_BYTES)
	const filesMessage = `The files are too large: each may be at most ${fileSize}. Go back and choose smaller files.`
	return (path: string): BodyRules => {
		const rule = (limit: number, tooLargeMessage = 'The request is too large.') => ({
			limit,
			idleMs: env.BODY_TIMEOUT_SECONDS * 1000,
			tooLargeMessage,
		})
		if (path.startsWith('/api/career/base64to')) return rule(Math.ceil((env.UPLOAD_MAX_BYTES * 4) / 3) + 16 * 1024)
		// Room for a file somewhat over the limit, so that it gets the field's own message, not a 413.
		if (path.startsWith('/api/career/upload')) return rule(env.UPLOAD_MAX_BYTES * 2 + 64 * 1024, filesMessage)
		if (/^\/career\/[^/]+\/(?:apply|submit)\/?$/.test(withoutLanguage(path)))
			return rule(env.UPLOAD_MAX_BYTES * 3 + 64 * 1024, filesMessage)
		// The back office uploads one file at a time: an advert, a document, a photo from a camera.
		if (path.startsWith('/admin/')) {
			const adminMax = adminUploadMaxBytes(env)
			return rule(
				adminMax + 256 * 1024,
				`The file is too large: at most ${formatBytes(adminMax)}. Go back and choose a smaller one.`,
			)
		}
		return rule(128 * 1024)
	}
}

export function createApp({
	env,
	build,
	clientDir,
	devMiddleware,
	isReady = () => true,
}: {
	env: Env
	build: ServerBuild | (() => Promise<ServerBuild>)
	clientDir?: string
	devMiddleware?: express.RequestHandler
	/** False until the database is migrated and the secret loaded. */
	isReady?: () => boolean
}) {
	const https = env.PUBLIC_URL.startsWith('https://')
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', env.TRUST_PROXY)

	app.use(requestLog())
	app.use(compression())
	app.use(securityHeaders({ https, dev: env.NODE_ENV === 'development' }))

	// Liveness: the process answers and reaches its database.
	app.get('/healthz', async (_req, res) => {
		const up = await isDatabaseUp(getDb())
		res.setHeader('Cache-Control', 'no-store')
		res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'database unavailable' })
	})
	// Readiness, for a load balancer: only once the database is migrated and the secret loaded.
	app.get('/readyz', (_req, res) => {
		res.setHeader('Cache-Control', 'no-store')
		res.status(isReady() ? 200 : 503).json({ status: isReady() ? 'ready' : 'starting' })
	})
	app.use((req, res, next) => {
		if (isReady()) return next()
		refuse(req, res, 503, 'The site is starting. Please try again in a few seconds.', {
			headers: { 'Retry-After': '5' },
		})
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

	if (devMiddleware) app.use(devMiddleware)
	if (clientDir) {
		// Hashed file names: safe to cache for a year.
		app.use(
			'/assets',
			express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
		)
		app.use(express.static(clientDir, { maxAge: '1h', index: false }))
	}

	app.use(csrfProtection({ secret: getSecret, acceptedSecrets: getAcceptedSecrets }))

	app.all(
		'/{*splat}',
		createRequestHandler({
			build,
			mode: env.NODE_ENV,
			origin: env.PUBLIC_URL,
			bodyRulesFor: bodyRulesFor(env),
			cache: createRenderCache({
				sessionCookies: [sessionCookieName(true), sessionCookieName(false)],
				version: async () =>
					[await readContentVersion(getDb()), todayInIndia(), await getImageLibrary().foldersStamp()].join(':'),
			}),
			beforeSend: (response, res) => {
				setCsrfCookie(response, res, { secure: https })
				if (res.locals.backOffice) {
					response.headers.set('Cache-Control', 'no-store')
					response.headers.set('X-Robots-Tag', 'noindex, nofollow')
				}
			},
			getLoadContext: (req, res) => ({
				cspNonce: res.locals.cspNonce as string,
				csrfToken: res.locals.csrfToken as string,
				requestId: res.locals.requestId as string,
				clientIp: req.ip ?? '',
			}),
		}),
	)
	return app
}

/**
 * Listens at once (so that /healthz answers), then prepares the database under the
 * start-up lock, loads the shared secret and starts the mail worker; /readyz and
 * every page answer once that is done. Serves until SIGTERM.
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
	let ready = false

	const app = createApp({ env, build, clientDir, devMiddleware, isReady: () => ready })
	const server = app.listen(env.PORT, env.HOST, () => {
		const address = server.address()
		const port = typeof address === 'object' && address ? address.port : env.PORT
		log('info', 'server started', {
			url: `http://localhost:${port}`,
			publicUrl: env.PUBLIC_URL,
			database: env.DATABASE_URL ? 'postgresql' : 'sqlite',
			mail: env.SMTP_URL ? 'smtp' : 'eml files',
		})
	})
	server.keepAliveTimeout = 65_000
	server.headersTimeout = 20_000
	// The whole request, for a phone uploading three files over a slow connection.
	server.requestTimeout = 10 * 60_000

	try {
		await withStartupLock(db, async () => {
			const applied = await migrateToLatest(db)
			if (applied.length) log('info', 'migrations applied', { applied })
			if (await seedIfEmpty(db)) log('info', 'sample jobs and documents seeded')
			await loadSecrets(db, env)
			if (await ensureFirstAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD })) {
				log('info', 'the first administrator was created from ADMIN_EMAIL', { email: env.ADMIN_EMAIL })
			}
		})
	} catch (error) {
		log('error', 'the database could not be prepared', { error: String(error) })
		process.exit(1)
	}
	const stopRefreshingSecrets = refreshSecrets(db, env)

	const worker = startOutboxWorker({
		db,
		mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }),
		pollMs: env.OUTBOX_POLL_MS,
	})
	setActiveOutboxWorker(worker)

	// Applicants' files older than RETENTION_DAYS and audit entries older than AUDIT_DAYS go: at start and then daily.
	async function purge() {
		try {
			const removed = await purgeExpiredFiles(db, env.RETENTION_DAYS)
			if (removed) log('info', 'expired applicant files deleted', { removed })
			const entries = await purgeAuditLog(db, env.AUDIT_DAYS)
			if (entries) log('info', 'old audit entries deleted', { entries })
		} catch (error) {
			log('error', 'retention purge failed', { error: String(error) })
		}
	}
	void purge()
	setInterval(purge, 24 * 3600_000).unref()
	ready = true
	log('info', 'ready')

	let stopping = false
	async function shutdown(signal: string) {
		if (stopping) return
		stopping = true
		log('info', 'shutting down', { signal })
		const force = setTimeout(() => {
			log('error', 'shutdown took too long; exiting')
			process.exit(1)
		}, 15_000)
		force.unref()
		// Stop accepting; requests in flight finish; keep-alive sockets close as
		// soon as they fall idle (not only those idle at this moment).
		const closeIdle = setInterval(() => server.closeIdleConnections(), 100)
		await new Promise<void>((resolve) => {
			server.close(() => resolve())
			server.closeIdleConnections()
		})
		clearInterval(closeIdle)
		stopRefreshingSecrets()
		await worker.stop()
		setActiveOutboxWorker(undefined)
		await closeDb()
		log('info', 'stopped')
		process.exit(0)
	}
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	process.on('SIGINT', () => void shutdown('SIGINT'))
	return server
}

/** Production entry: this file is the server bundle, React Router's build is a virtual module. */
export async function startProduction({ clientDir }: { clientDir: string }) {
	const build = (await import('virtual:react-router/server-build')) as ServerBuild
	return start({ build, clientDir })
}
