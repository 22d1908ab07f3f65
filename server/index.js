// Starts the site. Production (default): builds first when the build is missing
// or older than the sources, then runs the server bundle. --dev: Vite in middleware mode.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
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
} else {
	// React and the libraries it uses pick their fast production code by this.
	process.env.NODE_ENV ??= 'production'
	buildIfStale()
	const { startProduction } = await import(serverBundle)
	try {
		await startProduction({ clientDir: path.join(buildDir, 'client') })
	} catch (error) {
		// A configuration mistake is the operator's to fix: say what, not where in the code.
		console.error(error instanceof Error && error.message.startsWith('Invalid configuration') ? error.message : error)
		process.exit(1)
	}
}
