import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const onPostgres = process.env.E2E_DATABASE_URL ? '-postgres' : ''

// Browser tests run against the production build, started by the global setup
// on a free port with a temporary data folder and a real SMTP test server.
export default defineConfig({
	testDir: './tests/e2e',
	testMatch: '**/*.test.ts',
	// Emptied when a run starts: a run with a build of its own (BUILD_DIR) keeps its traces apart too.
	// A run on PostgreSQL (E2E_DATABASE_URL) keeps its traces and its results apart from the run on SQLite.
	outputDir: `./tests/.output/results${process.env.BUILD_DIR ? `-${path.basename(process.env.BUILD_DIR)}` : ''}${onPostgres}`,
	globalSetup: './tests/setup/global-setup.ts',
	fullyParallel: true,
	workers: 2,
	// TEST_RETRIES (CI sets 1) runs a failed test once more; the CI totals name each test that passed only then.
	retries: Number(process.env.TEST_RETRIES ?? 0),
	// A test's time limit guards against a hang, not a speed goal (benchmarks measure speed): this shared
	// 2-core machine can be slowed to half by other work on it, and the back office's walks then pass 45 s.
	timeout: 90_000,
	expect: { timeout: 10_000 },
	reporter: [['list'], ['json', { outputFile: `./tests/.output/e2e-results${onPostgres}.json` }]],
	use: {
		// Recording a trace of every test took a quarter of the suite's processor time (135 s against 102 s for the
		// same 52 tests): a test that fails is traced when it runs again (CI's TEST_RETRIES=1), or run with --trace on.
		trace: 'on-first-retry',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-dev-shm-usage',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--disable-quic',
			],
		},
	},
	projects: [
		{
			name: 'desktop',
			use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
		},
	],
})
