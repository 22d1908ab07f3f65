import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { send, sendEnquiry } from '#tests/abuse/http.ts'
import { createPostgresDatabase } from '#tests/setup/postgres.ts'
import { startServer } from '#tests/setup/server.ts'
import { readMailbox, startSmtpSink } from '#tests/setup/smtp-sink.ts'

// WEB_CONCURRENCY=2: two worker processes behind one port, on SQLite and on
// PostgreSQL. Both serve; the mail goes once, at once, whichever worker queued it;
// a worker that dies is replaced; SIGTERM stops them all.

const databases = [
	{ name: 'sqlite', url: async () => ({ url: '', drop: async () => {} }) },
	...(inject('postgresUrl')
		? [{ name: 'postgres', url: async () => createPostgresDatabase(inject('postgresUrl')) }]
		: []),
]

describe.each(databases)('Two worker processes on $name', (database) => {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-workers-'))
	const mailDir = path.join(work, 'mailbox')
	const logFile = path.join(work, 'server.log')
	let server: Awaited<ReturnType<typeof startServer>>
	let db: Db
	const cleanup: Array<() => Promise<unknown>> = []

	beforeAll(async () => {
		const { url, drop } = await database.url()
		cleanup.push(drop)
		const smtp = await startSmtpSink({ dir: mailDir })
		cleanup.unshift(smtp.close)
		server = await startServer({
			dataDir: path.join(work, 'data'),
			logFile,
			env: {
				WEB_CONCURRENCY: '2',
				DATABASE_URL: url,
				SMTP_URL: smtp.url,
				// A long poll: a mail that goes at once was passed on to the worker that sends, not found by polling.
				OUTBOX_POLL_MS: '60000',
				TRUST_PROXY: 'true',
				// Each worker's own start line is a debug line: the operator reads one summary.
				LOG_LEVEL: 'debug',
			},
		})
		cleanup.unshift(server.stop)
		db = createDatabase({ databaseUrl: url || undefined, dataDir: path.join(work, 'data') })
		cleanup.unshift(() => db.destroy())
	})

	afterAll(async () => {
		for (const step of cleanup) await step()
		fs.rmSync(work, { recursive: true, force: true })
	})

	function workerPids() {
		return fs
			.readFileSync(logFile, 'utf8')
			.split('\n')
			.filter((line) => line.includes('"worker listening"'))
			.map((line) => (JSON.parse(line) as { pid: number }).pid)
	}

	test('both workers start and serve on one port, migrated and seeded once, without an error', async () => {
		await expect.poll(() => new Set(workerPids()).size, { timeout: 20_000 }).toBe(2)
		const log = fs.readFileSync(logFile, 'utf8')
		expect(log).not.toMatch(/"level":"error"/)
		// One start-up summary for both workers, saying how many there are.
		expect(log.match(/Brisk is running at http:\/\/localhost:\d+[^"]*? in 2 worker processes\./g)).toHaveLength(1)
		for (let i = 0; i < 20; i++) expect((await send(server.baseUrl, { path: '/readyz' })).status).toBe(200)
		expect(await db.selectFrom('jobs').select('id').execute()).not.toHaveLength(0)
	})

	test('enquiries sent to both workers: each mail goes once, at once, by the one worker that sends', async () => {
		const emails: string[] = []
		// A new connection each time: the operating system hands them to either worker.
		for (let i = 0; i < 6; i++) {
			const email = `workers-${database.name}-${i}-${Date.now()}@example.com`
			emails.push(email)
			const response = await sendEnquiry(server.baseUrl, { email, subject: 'Workers' })
			expect(response.status).toBe(200)
		}
		// Well before the 60 s poll: every one was passed on and sent.
		await expect
			.poll(async () => (await db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute()).length, {
				timeout: 20_000,
			})
			.toBe(0)
		const mails = await readMailbox(mailDir)
		for (const email of emails) expect(mails.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
		const ids = mails.map((m) => m.messageId)
		expect(new Set(ids).size).toBe(ids.length)
	}, 60_000)

	test('a worker that dies is replaced, and SIGTERM stops them all', async () => {
		const before = workerPids()
		process.kill(before.at(-1)!, 'SIGKILL')
		await expect.poll(() => workerPids().length, { timeout: 20_000 }).toBe(before.length + 1)
		await expect
			.poll(async () => (await send(server.baseUrl, { path: '/readyz' })).status, { timeout: 20_000 })
			.toBe(200)
		expect(await server.stop()).toBe(0)
		for (const pid of workerPids()) {
			expect(() => process.kill(pid, 0), `worker ${pid} still running`).toThrow()
		}
	}, 60_000)
})
