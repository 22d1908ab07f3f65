import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the React Router plugin breaks plain unit tests.
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'content/**/*.test.ts', 'other/**/*.test.ts'],
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 30_000,
		fileParallelism: false,
	},
})
