import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the React Router plugin breaks plain unit tests.
// Two projects: unit (beside the code, no server) and server (against production
// servers the global setup starts: the hostile-input suite and several instances).
// TEST_RETRIES (CI sets 1) runs a failed test once more; the CI totals fail a test that passed only then, unless
// tests/flaky.txt names it.
const retry = Number(process.env.TEST_RETRIES ?? 0)

export default defineConfig({
	test: {
		projects: [
			{
				test: {
					name: 'unit',
					include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'other/**/*.test.ts'],
					environment: 'node',
					// A time limit guards against a hang, not a speed goal.
					testTimeout: 60_000,
					retry,
					hookTimeout: 30_000,
					// Files run side by side, each in a process of its own; a worker's databases and data folder are
					// its own (tests/setup/databases.ts). Much of a file's time is spent waiting on a database, a
					// socket or a file, so two workers fill two cores: TEST_WORKERS sets another number.
					globalSetup: ['tests/setup/unit-suite.ts'],
					setupFiles: ['tests/setup/unit-worker.ts'],
					maxWorkers: Number(process.env.TEST_WORKERS) || 2,
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
					// Files side by side, one per worker, each worker with servers of its own (tests/setup/server-suite.ts):
					// a file reads its servers' logs and measures them (their memory, how soon a connection closes), so
					// no other file's requests may reach them. Much of a file's time is spent waiting on a timer or a
					// server, so two workers fill two cores: TEST_WORKERS sets another number.
					maxWorkers: Number(process.env.TEST_WORKERS) || 2,
				},
			},
		],
	},
})
