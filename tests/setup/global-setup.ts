import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startSmtpSink } from './smtp-sink.ts'

const root = path.resolve(import.meta.dirname, '../..')

async function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
		})
	})
}

async function waitForHealth(url: string, server: { exitCode: number | null }, timeoutMs = 60_000) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
		try {
			if ((await fetch(`${url}/healthz`)).ok) return
		} catch {
			// not up yet
		}
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error('The server did not become healthy in time')
}

/**
 * Builds the site, starts a real SMTP server and the production server on free
 * ports, and tells the tests where they are through environment variables.
 */
export default async function globalSetup() {
	if (!process.env.E2E_SKIP_BUILD) {
		execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: root, stdio: 'inherit' })
	}
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-e2e-'))
	const mailDir = path.join(work, 'mailbox')
	const dataDir = path.join(work, 'data')
	const smtp = await startSmtpSink({ dir: mailDir })
	const port = await freePort()
	const baseUrl = `http://127.0.0.1:${port}`
	const logFile = fs.openSync(path.join(work, 'server.log'), 'a')

	const server = spawn(process.execPath, ['server/index.js'], {
		cwd: root,
		stdio: ['ignore', logFile, logFile],
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			HOST: '127.0.0.1',
			PUBLIC_URL: baseUrl,
			DATA_DIR: dataDir,
			DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
			SMTP_URL: smtp.url,
			COMPANY_INBOX: 'office@brisk.test',
			MAIL_FROM: 'Brisk <no-reply@brisk.test>',
			OUTBOX_POLL_MS: '300',
			// Each test may present its own client address (X-Forwarded-For), so
			// that rate limits can be tested without one test starving another.
			TRUST_PROXY: 'true',
			RATE_LIMIT_POSTS_PER_MINUTE: '1000',
			FORM_MIN_SECONDS: '1',
		},
	})
	await waitForHealth(baseUrl, server)

	process.env.E2E_BASE_URL = baseUrl
	process.env.E2E_MAIL_DIR = mailDir
	process.env.E2E_DATA_DIR = dataDir
	process.env.E2E_SERVER_LOG = path.join(work, 'server.log')

	return async () => {
		server.kill('SIGTERM')
		await new Promise((r) => server.once('exit', r))
		await smtp.close()
		if (!process.env.E2E_KEEP) fs.rmSync(work, { recursive: true, force: true })
	}
}
