import { reactRouter } from '@react-router/dev/vite'
import crypto from 'node:crypto'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { build, createLogger, defineConfig, normalizePath, type Plugin, type ResolvedConfig } from 'vite'

// The server bundle is the Express host itself (server/app.ts), so the database,
// the mail worker and the React Router handler share one module graph.
export default defineConfig({
	customLogger: buildLogger(),
	build: {
		target: 'es2022',
		cssMinify: true,
		// Rolldown's paragraphs on how long each plugin took (most of it React Router's own) are for whoever profiles
		// the build, with `node --cpu-prof`; in a log they are noise, with colour codes written in.
		rolldownOptions: { checks: { bundlerTimings: false } },
	},
	environments: {
		ssr: {
			build: {
				rollupOptions: {
					input: './server/app.ts',
					// On the server every module is at hand: a lazy import there only marks a module the
					// browser loads later, which the client build splits as intended.
					checks: { ineffectiveDynamicImport: false },
				},
			},
		},
	},
	plugins: [reactRouter(), bundlePageScript()],
})

/**
 * The build's messages. BUILD_LOG=warn (set by `npm start`) leaves out the list of files built. Written into a
 * file or a pipe (a log), they carry no colour codes: Vite colours them whenever the CI variable is set.
 */
function buildLogger() {
	const level = process.env.BUILD_LOG === 'warn' ? 'warn' : 'info'
	const logger = createLogger(level)
	const plain = (message: string, stream: NodeJS.WriteStream) =>
		stream.isTTY ? message : stripVTControlCharacters(message)
	const { info, warn, warnOnce, error } = logger
	logger.info = (message, options) => info.call(logger, plain(message, process.stdout), options)
	logger.warn = (message, options) => warn.call(logger, plain(message, process.stderr), options)
	logger.warnOnce = (message, options) => warnOnce.call(logger, plain(message, process.stderr), options)
	logger.error = (message, options) => error.call(logger, plain(message, process.stderr), options)
	return logger
}

/**
 * The public pages' own script (app/enhance/enhance.js and the modules it imports, one
 * per enhancement) is none of React's bundles: app/root.tsx takes its address (`?url`).
 * At build it is bundled here on its own into one minified file, so the browser loads
 * one small script, and its comments (the markup it reads) cost the visitor nothing.
 * In development Vite serves its modules as they are.
 */
function bundlePageScript(): Plugin {
	let config: ResolvedConfig
	let entry = ''
	let bundled: Promise<{ fileName: string; code: string }> | undefined
	return {
		name: 'brisk:page-script',
		apply: 'build',
		// Before Vite's own `?url`, which would copy the entry file alone, its imports unresolved.
		enforce: 'pre',
		configResolved(resolved) {
			config = resolved
			entry = normalizePath(path.resolve(resolved.root, 'app/enhance/enhance.js'))
		},
		async load(id) {
			if (id !== `${entry}?url`) return null
			bundled ??= bundleScript(config, entry)
			const { fileName, code } = await bundled
			// The address is the same in both builds (it is the code's hash); the browser's build writes the file.
			if (this.environment.config.consumer === 'client') this.emitFile({ type: 'asset', fileName, source: code })
			return `export default ${JSON.stringify(config.base + fileName)}`
		},
	}
}

/** One script of an entry and its imports, minified, named as Vite names a built file (assets/enhance-<hash>.js). */
async function bundleScript(config: ResolvedConfig, entry: string) {
	const result = await build({
		configFile: false,
		root: config.root,
		mode: config.mode,
		logLevel: 'warn',
		envDir: false,
		publicDir: false,
		build: {
			write: false,
			target: config.build.target,
			minify: true,
			rolldownOptions: { input: entry, output: { format: 'es' } },
		},
	})
	const outputs = (Array.isArray(result) ? result : [result]).flatMap((built) =>
		'output' in built ? built.output : [],
	)
	const chunks = outputs.filter((file) => file.type === 'chunk')
	const [chunk] = chunks
	if (!chunk || chunks.length !== 1) throw new Error(`${entry} did not bundle into one script`)
	const hash = crypto.createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)
	return { fileName: `${config.build.assetsDir}/${path.basename(entry, '.js')}-${hash}.js`, code: chunk.code }
}
