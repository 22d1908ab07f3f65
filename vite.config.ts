import { reactRouter } from '@react-router/dev/vite'
import { createLogger, defineConfig, minify, type Plugin } from 'vite'

// The server bundle is the Express host itself (server/app.ts), so the database,
// the mail worker and the React Router handler share one module graph.
export default defineConfig({
	customLogger: buildLogger(),
	build: {
		target: 'es2022',
		cssMinify: true,
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
	plugins: [reactRouter(), minifyPageScript()],
})

/**
 * The build's messages. React Router's own compiler passes a setting this Vite version calls
 * deprecated (`envFile`), once per compile: that notice is for React Router to act on, not the
 * operator. BUILD_LOG=warn (set by `npm start`) leaves out the list of files built.
 */
function buildLogger() {
	const level = process.env.BUILD_LOG === 'warn' ? 'warn' : 'info'
	const logger = createLogger(level)
	const warn = logger.warn.bind(logger)
	const warnOnce = logger.warnOnce.bind(logger)
	const fromReactRouter = (message: string) => message.includes('`envFile` option is deprecated')
	logger.warn = (message, options) => (fromReactRouter(message) ? undefined : warn(message, options))
	logger.warnOnce = (message, options) => (fromReactRouter(message) ? undefined : warnOnce(message, options))
	return logger
}

/**
 * The public pages' own script (app/enhance/enhance.js) is sent as a file, not a
 * bundle: minified here as the bundles are, so its comments (the markup it reads)
 * cost the visitor nothing.
 */
function minifyPageScript(): Plugin {
	return {
		name: 'brisk:minify-page-script',
		apply: 'build',
		async generateBundle(_options, bundle) {
			for (const file of Object.values(bundle)) {
				if (file.type !== 'asset' || !file.originalFileNames.some((name) => name.endsWith('app/enhance/enhance.js'))) {
					continue
				}
				const source = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)
				const result = await minify(file.fileName, source, { compress: true, mangle: true })
				if (result.errors.length) this.error(`app/enhance/enhance.js does not minify: ${String(result.errors[0])}`)
				file.source = result.code
			}
		},
	}
}
