import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// The server bundle is the Express host itself (server/app.ts), so the database,
// the mail worker and the React Router handler share one module graph.
export default defineConfig(({ isSsrBuild }) => ({
	build: {
		target: 'es2022',
		cssMinify: true,
		rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
	},
	plugins: [reactRouter()],
}))
