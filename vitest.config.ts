import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the React Router plugin breaks plain unit tests.
// Two projects: unit (beside the code, no server) and server (against production
// servers the global setup starts: the hostile-input suite and several instances).
// TEST_RETRIES (CI sets 1) runs a failed test once more; the CI totals name each test that passed only then.
const retry = Number(process.env.TEST_RETRIES ?? 0)

export default defineConfig({
	test: {
		projects: [
			{
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'other/**/*.test.ts'],
					environment: 'node',
					testTimeout: 20_000,
					retry,
					hookTimeout: 30_000,
					fileParallelism: false,
				},
			},
			{
				test: {
					name: 'server',
					include: ['tests/abuse/**/*.test.ts', 'tests/instances/**/*.test.ts'],
					environment: 'node',
					globalSetup: ['tests/setup/server-suite.ts'],
					testTimeout: 60_000,
					retry,
					hookTimeout: 120_000,
					fileParallelism: false,
				},
			},
		],
	},
})
