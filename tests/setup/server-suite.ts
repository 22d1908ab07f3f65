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
}

declare module 'vitest' {
	export interface ProvidedContext {
		servers: SuiteServer[]
		postgresUrl: string
		workDir: string
	}
}

/**
 * Builds the site and starts the production server twice, on SQLite and (when
 * TEST_DATABASE_URL is set, as in CI) on a fresh PostgreSQL database, each with a
 * real SMTP server. Tests that need a server of their own (other limits, a second
 * instance) start one with startServer.
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
	const servers: SuiteServer[] = []
	const postgresUrl = process.env.TEST_DATABASE_URL ?? ''
	if (!postgresUrl && process.env.CI === 'true') throw new Error('TEST_DATABASE_URL must be set in CI')

	for (const name of postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
		const mailDir = path.join(work, name, 'mailbox')
		const dataDir = path.join(work, name, 'data')
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
			logFile: path.join(work, name, 'server.log'),
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
		servers.push({ name, baseUrl: server.baseUrl, pid: server.child.pid!, dataDir, databaseUrl, mailDir })
	}

	project.provide('servers', servers)
	project.provide('postgresUrl', postgresUrl)
	project.provide('workDir', work)
	return async () => {
		for (const stop of stops) await stop()
		if (!process.env.E2E_KEEP) fs.rmSync(work, { recursive: true, force: true })
	}
}
