// Starts the site. Production (default): builds first when the build is missing
// or older than the sources, then runs the server bundle, in WEB_CONCURRENCY worker
// processes (default: one per core) behind one port. --dev: Vite in middleware mode.
import { execFileSync } from 'node:child_process'
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

/** WEB_CONCURRENCY worker processes, or one per core; a value that is not 1 to 64 is refused. */
function workerCount() {
	const value = process.env.WEB_CONCURRENCY?.trim()
	if (!value) return os.availableParallelism()
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
	const fork = (runsBackground) => {
		const worker = cluster.fork({ BACKGROUND_WORK: runsBackground ? '1' : '0' })
		if (runsBackground) background = worker
		worker.on('message', (message) => {
			if (message?.type === 'poke-outbox' && background?.isConnected()) background.send(message)
		})
		worker.on('exit', (code, signal) => {
			if (stopping) return
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

function buildIfStale() {
	const built = fs.statSync(serverBundle, { throwIfNoEntry: false })
	if (built && built.mtimeMs >= newestSourceTime()) return
	console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…')
	execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
		cwd: root,
		stdio: 'inherit',
	})
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
