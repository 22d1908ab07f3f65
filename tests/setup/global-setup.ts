import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createPostgresDatabase } from './postgres.ts'
import { startServer } from './server.ts'
import { startSmtpSink } from './smtp-sink.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Builds the site, starts a real SMTP server and the production server on free
 * ports, and tells the tests where they are through environment variables.
 */
export default async function globalSetup() {
	if (!process.env.E2E_SKIP_BUILD) {
		execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
			cwd: root,
			stdio: 'inherit',
		})
	}
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-e2e-'))
	const mailDir = path.join(work, 'mailbox')
	const dataDir = path.join(work, 'data')
	// On PostgreSQL the run gets an empty database of its own beside the one E2E_DATABASE_URL names, as it gets an
	// empty SQLite file otherwise: the tests' counts and lists assume no other run's rows. The tests reach it through
	// E2E_DATABASE_URL, which now names it.
	const postgres = process.env.E2E_DATABASE_URL ? await createPostgresDatabase(process.env.E2E_DATABASE_URL) : undefined
	if (postgres) process.env.E2E_DATABASE_URL = postgres.url
	const smtp = await startSmtpSink({ dir: mailDir })
	const server = await startServer({
		dataDir,
		logFile: path.join(work, 'server.log'),
		env: {
			DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
			SMTP_URL: smtp.url,
			COMPANY_INBOX: 'office@brisk.test',
			MAIL_FROM: 'Brisk <no-reply@brisk.test>',
			OUTBOX_POLL_MS: '300',
			JOB_ALERTS_POLL_MS: '500',
			// Each test may present its own client address (X-Forwarded-For), so
			// that rate limits can be tested without one test starving another.
			TRUST_PROXY: 'true',
			RATE_LIMIT_POSTS_PER_MINUTE: '1000',
			APPLY_LIMIT_PER_HOUR: '1000',
			FORM_MIN_SECONDS: '1',
			// The tests write into the same SQLite file beside the server, two browsers at once, on a machine that
			// may be slowed by other work: a write waits up to 10 s for the lock before the outage page. (A lock held
			// past the production default of 2 s is tested on a server of its own: sqlite-locked.test.ts.)
			DATABASE_BUSY_TIMEOUT_MS: '10000',
		},
	})

	process.env.E2E_BASE_URL = server.baseUrl
	process.env.E2E_MAIL_DIR = mailDir
	process.env.E2E_DATA_DIR = dataDir
	process.env.E2E_WORK_DIR = work
	process.env.E2E_SERVER_LOG = path.join(work, 'server.log')

	return async () => {
		await server.stop()
		await smtp.close()
		if (process.env.E2E_KEEP) return
		fs.rmSync(work, { recursive: true, force: true })
		await postgres?.drop()
	}
}
