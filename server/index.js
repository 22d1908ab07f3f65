// Starts the site. Production (default): builds first when the build is missing
// or older than the sources, then runs the server bundle, in WEB_CONCURRENCY worker
// processes behind one port. --dev: Vite in middleware mode.
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const serverBundle = path.join(buildDir, 'server/index.js')
const sourceDirs = ['app', 'content', 'server']
const sourceFiles = ['package.json', 'vite.config.ts', 'react-router.config.ts']

function newestSourceTime() {
	let newest = 0
	const visit = (entry) => {
		const stat = fs.statSync(entry, { throwIfNoEntry: false })
		if (!stat) return
		if (stat.isDirectory()) {
			for (const name of fs.readdirSync(entry)) if (!name.startsWith('.')) visit(path.join(entry, name))
		} else if (!/\.test\.tsx?$/.test(entry)) {
			newest = Math.max(newest, stat.mtimeMs)
		}
	}
	for (const name of [...sourceDirs, ...sourceFiles]) visit(path.join(root, name))
	return newest
}

/**
 * WEB_CONCURRENCY worker processes; unset, one per core on PostgreSQL and one on SQLite (several would each keep a
 * render cache of their own and all write one database file). A value that is not 1 to 64 is refused.
 */
function workerCount() {
	// As the site's settings (app/utils/core/env.server.ts): a .env file in the working folder fills in what the
	// environment leaves unset; the workers inherit what it set.
	if (process.env.NODE_ENV !== 'test' && fs.existsSync('.env')) process.loadEnvFile('.env')
	const value = process.env.WEB_CONCURRENCY?.trim()
	if (!value) return process.env.DATABASE_URL ? os.availableParallelism() : 1
	const count = Number(value)
	if (!Number.isInteger(count) || count < 1 || count > 64) {
		console.error(`Invalid configuration: WEB_CONCURRENCY must be a whole number from 1 to 64 (it is "${value}").`)
		process.exit(1)
	}
	return count
}

/**
 * The primary process: forks the workers, which share the port (the operating system
 * hands each connection to one of them). The first runs the mail worker and the daily
 * purge for all (BACKGROUND_WORK); a mail another worker queues is passed on to it, so it
 * goes at once. A worker that dies is started again; SIGTERM or SIGINT stops them all,
 * each finishing its requests, and then the primary.
 */
function runWorkers(count) {
	let stopping = false
	let background
	let restarts = 0
	const fork = (runsBackground) => {
		const worker = cluster.fork({ BACKGROUND_WORK: runsBackground ? '1' : '0', WORKER_COUNT: String(count) })
		if (runsBackground) background = worker
		worker.on('message', (message) => {
			if (message?.type === 'poke-outbox' && background?.isConnected()) background.send(message)
			if (message?.type === 'metrics') void gatherMetrics(worker, message.id, restarts)
		})
		worker.on('exit', (code, signal) => {
			if (stopping) return
			restarts++
			console.error(`A worker stopped (${signal ?? `code ${code}`}); starting another.`)
			setTimeout(() => fork(runsBackground), 1000).unref()
		})
	}
	// The first prepares the database (migrations, the seed of an empty one) and listens once it is ready;
	// the others start after it, so that no two migrate at once and no connection meets one still starting.
	fork(true)
	cluster.once('listening', () => {
		for (let index = 1; index < count; index++) fork(false)
	})
	const stop = (signal) => {
		if (stopping) process.exit(1)
		stopping = true
		for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
	}
	process.on('SIGTERM', () => stop('SIGTERM'))
	// Ctrl-C in a terminal reaches every worker by itself: a second signal would stop them at once.
	process.on('SIGINT', () => {
		stopping = true
	})
	cluster.on('exit', () => {
		if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
	})
}

/**
 * /metrics with several workers (METRICS_TOKEN, app/utils/http/request-metrics.server.ts): the worker a scrape reaches asks here, and gets
 * every worker's metrics added up (prom-client's AggregatorRegistry) and the count of workers started again.
 */
let aggregator
async function gatherMetrics(worker, id, restarts) {
	let answer
	try {
		const { AggregatorRegistry } = await import('prom-client')
		aggregator ??= new AggregatorRegistry()
		answer = { type: 'metrics', id, text: await aggregator.clusterMetrics(), restarts }
	} catch (error) {
		answer = { type: 'metrics', id, error: String(error) }
	}
	if (worker.isConnected()) worker.send(answer)
}

/**
 * Builds when the build is missing or older than the sources, saying only that it does and how
 * long it took: the list of files built is for `npm run build`. A failed build shows all it said.
 * React Router's compiler passes Vite a setting Vite calls deprecated, once per compile: that
 * notice is React Router's to act on and is left out.
 */
/** Vite's progress lines, which it prints at any log level. */
const BUILD_PROGRESS = /^(?:transforming|rendering chunks|computing gzip size)\.\.\.$|^✓ \d+ modules transformed\.$/

function buildIfStale() {
	const built = fs.statSync(serverBundle, { throwIfNoEntry: false })
	if (built && built.mtimeMs >= newestSourceTime()) return
	console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building the site…')
	const started = Date.now()
	const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
		cwd: root,
		encoding: 'utf8',
		env: { ...process.env, BUILD_LOG: 'warn', NO_COLOR: '1', FORCE_COLOR: '0' },
	})
	const said = `${result.stdout ?? ''}${result.stderr ?? ''}`
		.split('\n')
		.filter(
			(line) => line.trim() && !BUILD_PROGRESS.test(line.trim()) && !line.includes('`envFile` option is deprecated'),
		)
	if (result.status !== 0) {
		console.error(
			[...said, `The build failed${result.error ? ` (${result.error.message})` : ''}: nothing was started.`].join('\n'),
		)
		process.exit(1)
	}
	if (said.length) console.log(said.join('\n'))
	console.log(`Built in ${Math.round((Date.now() - started) / 100) / 10} s.`)
}

if (process.argv.includes('--dev')) {
	process.env.NODE_ENV ??= 'development'
	const { createServer } = await import('vite')
	const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
	const { start } = await vite.ssrLoadModule('/server/app.ts')
	// In dev, Vite serves the client modules and React Router's build.
	await start({
		build: () => vite.ssrLoadModule('virtual:react-router/server-build'),
		devMiddleware: vite.middlewares,
	})
} else if (cluster.isPrimary && workerCount() > 1) {
	process.env.NODE_ENV ??= 'production'
	buildIfStale()
	runWorkers(workerCount())
} else {
	// React and the libraries it uses pick their fast production code by this.
	process.env.NODE_ENV ??= 'production'
	if (cluster.isPrimary) buildIfStale()
	const { startProduction } = await import(serverBundle)
	try {
		await startProduction({ clientDir: path.join(buildDir, 'client') })
	} catch (error) {
		// A configuration mistake is the operator's to fix: say what, not where in the code.
		console.error(error instanceof Error && error.message.startsWith('Invalid configuration') ? error.message : error)
		process.exit(1)
	}
}
