import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { getSecret } from '#app/utils/csrf.server.ts'
import { closeDb, getDb, isDatabaseUp, migrateToLatest } from '#app/utils/db.server.ts'
import { getEnv, type Env } from '#app/utils/env.server.ts'
import { createMailer, setActiveOutboxWorker, startOutboxWorker } from '#app/utils/mail.server.ts'
import { purgeExpiredFiles } from '#app/utils/retention.server.ts'
import { seedIfEmpty } from '#app/utils/seed.server.ts'
import { csrfProtection } from './csrf.ts'
import { log, requestLog } from './logging.ts'
import { limitPosts } from './rate-limit.ts'
import { bodyLimits, securityHeaders } from './security.ts'

declare module 'react-router' {
	interface AppLoadContext {
		cspNonce: string
		csrfToken: string
		requestId: string
		/** The visitor's address (behind TRUST_PROXY hops), for per-address limits. */
		clientIp: string
	}
}

// Upload forms carry three files of at most UPLOAD_MAX_BYTES each; the base64
// API carries one file a third larger. Everything else is small.
function bodyLimitFor(env: Env) {
	return (urlPath: string) => {
		const p = urlPath.toLowerCase()
		if (p.startsWith('/api/career/base64to')) return Math.ceil(env.UPLOAD_MAX_BYTES * 1.4) + 64 * 1024
		if (p.startsWith('/api/career/upload') || p.startsWith('/career')) return env.UPLOAD_MAX_BYTES * 3 + 256 * 1024
		return 256 * 1024
	}
}

export function createApp({
	env,
	build,
	clientDir,
	devMiddleware,
}: {
	env: Env
	build: ServerBuild | (() => Promise<ServerBuild>)
	clientDir?: string
	devMiddleware?: express.RequestHandler
}) {
	const https = env.PUBLIC_URL.startsWith('https://')
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', env.TRUST_PROXY)

	app.use(requestLog())
	app.use(compression())
	app.use(securityHeaders({ https, dev: env.NODE_ENV === 'development' }))

	app.get('/healthz', async (_req, res) => {
		const up = await isDatabaseUp(getDb())
		res.setHeader('Cache-Control', 'no-store')
		res.status(up ? 200 : 503).json({ status: up ? 'ok' : 'database unavailable' })
	})

	if (devMiddleware) app.use(devMiddleware)
	if (clientDir) {
		// Hashed file names: safe to cache for a year.
		app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
		app.use(express.static(clientDir, { maxAge: '1h', index: false }))
	}

	app.use(bodyLimits(bodyLimitFor(env)))
	app.use(limitPosts({ limit: env.RATE_LIMIT_POSTS_PER_MINUTE, windowMs: 60_000 }))
	app.use(csrfProtection({ secret: getSecret(), secure: https }))

	app.all(
		'/{*splat}',
		createRequestHandler({
			build,
			mode: env.NODE_ENV,
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

/** Prepares the database, starts the mail worker and serves until SIGTERM. */
export async function start({
	build,
	clientDir,
	devMiddleware,
}: {
	build: ServerBuild | (() => Promise<ServerBuild>)
	clientDir?: string
	devMiddleware?: express.RequestHandler
}) {
	const env = getEnv()
	const db = getDb()
	const applied = await migrateToLatest(db)
	if (applied.length) log('info', 'migrations applied', { applied })
	if (await seedIfEmpty(db, env.DATA_DIR)) log('info', 'sample jobs and documents seeded')

	const worker = startOutboxWorker({
		db,
		mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }),
		pollMs: env.OUTBOX_POLL_MS,
	})
	setActiveOutboxWorker(worker)

	// Applicants' files older than RETENTION_DAYS go: at start and then daily.
	async function purge() {
		try {
			const removed = await purgeExpiredFiles(db, env.DATA_DIR, env.RETENTION_DAYS)
			if (removed) log('info', 'expired applicant files deleted', { removed })
		} catch (error) {
			log('error', 'retention purge failed', { error: String(error) })
		}
	}
	void purge()
	setInterval(purge, 24 * 3600_000).unref()

	const app = createApp({ env, build, clientDir, devMiddleware })
	const server = app.listen(env.PORT, env.HOST, () => {
		const address = server.address()
		const port = typeof address === 'object' && address ? address.port : env.PORT
		log('info', 'server started', { url: `http://localhost:${port}`, publicUrl: env.PUBLIC_URL, database: env.DATABASE_URL ? 'postgresql' : 'sqlite', mail: env.SMTP_URL ? 'smtp' : 'eml files' })
	})
	server.keepAliveTimeout = 65_000

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
