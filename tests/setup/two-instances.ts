import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { createDatabase } from '#app/utils/db/db.server.ts'
import { createPostgresDatabase } from './postgres.ts'
import { startServer } from './server.ts'
import { startSmtpSink } from './smtp-sink.ts'

export type Server = Awaited<ReturnType<typeof startServer>>

interface TwoInstancesOptions {
	/** Names the temporary folder, for a reader of /tmp. */
	name: string
	env?: Record<string, string>
	/** A real SMTP peer that writes what it receives into `mailDir`, answering each mail after `delayMs`. */
	mail?: { delayMs?: number }
	/** Starts the second once the first is up; by default both start at once (one migrates, the other waits). */
	oneAfterTheOther?: boolean
}

/**
 * Two production servers on one fresh PostgreSQL database, each with a data folder of its own (as two machines
 * behind a load balancer have), and a connection of the test's own to the same database. `stop` ends all of it.
 */
export async function startTwoInstances({ name, env = {}, mail, oneAfterTheOther = false }: TwoInstancesOptions) {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), `brisk-${name}-`))
	const mailDir = path.join(work, 'mailbox')
	const cleanup: Array<() => Promise<unknown>> = []
	const stop = async () => {
		for (const step of cleanup) await step().catch(() => {})
		fs.rmSync(work, { recursive: true, force: true })
	}
	try {
		const database = await createPostgresDatabase(inject('postgresUrl'))
		cleanup.push(database.drop)
		const serverEnv: Record<string, string> = { DATABASE_URL: database.url, ...env }
		if (mail) {
			const smtp = await startSmtpSink({ dir: mailDir, delayMs: mail.delayMs })
			cleanup.unshift(smtp.close)
			serverEnv.SMTP_URL = smtp.url
		}
		const start = async (server: 'a' | 'b') => {
			const started = await startServer({
				dataDir: path.join(work, server),
				logFile: path.join(work, `${server}.log`),
				env: serverEnv,
			})
			cleanup.unshift(started.stop)
			return started
		}
		const [a, b] = oneAfterTheOther ? [await start('a'), await start('b')] : await Promise.all([start('a'), start('b')])
		const db = createDatabase({ databaseUrl: database.url, dataDir: work })
		cleanup.unshift(() => db.destroy())
		return {
			a,
			b,
			db,
			work,
			mailDir,
			databaseUrl: database.url,
			/** Steps run by `stop`, first to last (a test adds a server it started with `unshift`). */
			cleanup,
			log: (server: string) => fs.readFileSync(path.join(work, `${server}.log`), 'utf8'),
			stop,
		}
	} catch (error) {
		await stop()
		throw error
	}
}

export type TwoInstances = Awaited<ReturnType<typeof startTwoInstances>>
