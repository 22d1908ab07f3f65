import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, minify, type Plugin } from 'vite'

// The server bundle is the Express host itself (server/app.ts), so the database,
// the mail worker and the React Router handler share one module graph.
export default defineConfig(({ isSsrBuild }) => ({
	build: {
		target: 'es2022',
		cssMinify: true,
		rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
	},
	plugins: [reactRouter(), minifyPageScript()],
}))

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
