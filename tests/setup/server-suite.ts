import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createPostgresDatabase } from './postgres.ts'
import { startServer } from './server.ts'
import { startSmtpSink } from './smtp-sink.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** A production server the server suites share, on one of the two databases. */
export interface SuiteServer {
	name: 'sqlite' | 'postgres'
	baseUrl: string
	pid: number
	dataDir: string
	databaseUrl: string
	mailDir: string
	logFile: string
}

declare module 'vitest' {
	export interface ProvidedContext {
		/** The shared servers of each worker (VITEST_POOL_ID 1 has the first set). */
		servers: SuiteServer[][]
		postgresUrl: string
	}
}

/**
 * Builds the site and starts, for each worker, the production server twice, on SQLite and (when TEST_DATABASE_URL is
 * set, as in CI) on a fresh PostgreSQL database, each with a real SMTP server. Files run side by side, one per worker:
 * a file's requests, log lines, mails and measures are those of its worker's servers alone. Tests that need a server
 * of their own (other limits, a second instance) start one with startServer.
 */
export default async function setup(project: TestProject) {
	if (!process.env.E2E_SKIP_BUILD) {
		execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
			cwd: root,
			stdio: 'inherit',
		})
	}
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-server-suite-'))
	const stops: Array<() => Promise<unknown>> = []
	const postgresUrl = process.env.TEST_DATABASE_URL ?? ''
	if (!postgresUrl && process.env.CI === 'true') throw new Error('TEST_DATABASE_URL must be set in CI')
	const workers = project.config.maxWorkers
	const servers = await Promise.all(
		Array.from({ length: workers }, (_, index) => startWorkerServers(path.join(work, `worker-${index + 1}`))),
	)

	project.provide('servers', servers)
	project.provide('postgresUrl', postgresUrl)
	return async () => {
		for (const stop of stops) await stop()
		if (!process.env.E2E_KEEP) fs.rmSync(work, { recursive: true, force: true })
	}

	async function startWorkerServers(workerDir: string) {
		const own: SuiteServer[] = []
		for (const name of postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
			own.push(await startSuiteServer(path.join(workerDir, name), name))
		}
		return own
	}

	async function startSuiteServer(dir: string, name: SuiteServer['name']): Promise<SuiteServer> {
		const mailDir = path.join(dir, 'mailbox')
		const dataDir = path.join(dir, 'data')
		const logFile = path.join(dir, 'server.log')
		const smtp = await startSmtpSink({ dir: mailDir })
		stops.push(smtp.close)
		let databaseUrl = ''
		if (name === 'postgres') {
			const database = await createPostgresDatabase(postgresUrl)
			stops.push(database.drop)
			databaseUrl = database.url
		}
		const server = await startServer({
			dataDir,
			logFile,
			env: {
				DATABASE_URL: databaseUrl,
				SMTP_URL: smtp.url,
				OUTBOX_POLL_MS: '300',
				// Each test presents its own client address (X-Forwarded-For), so that limits never collide.
				TRUST_PROXY: 'true',
				RATE_LIMIT_POSTS_PER_MINUTE: '100000',
				APPLY_LIMIT_PER_HOUR: '100000',
				FORM_MIN_SECONDS: '0',
				BODY_TIMEOUT_SECONDS: '3',
			},
		})
		stops.unshift(server.stop)
		return { name, baseUrl: server.baseUrl, pid: server.child.pid!, dataDir, databaseUrl, mailDir, logFile }
	}
}
