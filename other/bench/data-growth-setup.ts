// The data-growth bench's database and server (data-growth.ts): a fresh database loaded with a year of data, and
// the built server started on it with its background work on, and stopped.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { createDatabase, migrateToLatest } from '#app/utils/db/db.server.ts'
import { seedIfEmpty } from '#app/utils/jobs/seed.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'
import { newTotpSecret } from '#app/utils/staff/totp.server.ts'
import { loadYearOfData } from '#tests/fixtures/year-of-data.ts'
import { seconds } from './data-growth-figures.ts'

/** A fresh, migrated database with the sample jobs, the year of data, and a member of staff to sign in as. */
export async function load(
	target: { dataDir: string; databaseUrl?: string },
	options: { applications: number; expired: number },
) {
	const db = createDatabase({ ...target, statementTimeoutMs: 0 })
	try {
		await migrateToLatest(db)
		await seedIfEmpty(db)
		const started = performance.now()
		let shown = 0
		const loaded = await loadYearOfData(db, {
			applications: options.applications,
			expired: options.expired,
			onProgress: (done) => {
				if (done - shown < options.applications / 5 && done < options.applications) return
				shown = done
				console.log(`  loaded ${done.toLocaleString('en')} applications (${seconds(performance.now() - started)} s)`)
			},
		})
		const loadSeconds = seconds(performance.now() - started)
		// As the server-side tests sign in (tests/abuse/staff.ts): an administrator whose second factor is set up.
		const staffId = await createStaff(db, { email: 'bench@brisk.test', name: 'Bench Admin', role: 'admin' })
		const stamp = new Date().toISOString()
		await db
			.updateTable('staff')
			.set({ totp_secret: newTotpSecret(), totp_enabled_at: stamp })
			.where('id', '=', staffId)
			.execute()
		return { loaded, loadSeconds, staffId }
	} finally {
		await db.destroy()
	}
}

export function startServer(
	root: string,
	target: { port: number; dataDir: string; databaseUrl?: string; log: string },
) {
	const log = fs.openSync(target.log, 'a')
	return spawn(process.execPath, ['server/index.js'], {
		cwd: root,
		stdio: ['ignore', log, log],
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(target.port),
			HOST: '127.0.0.1',
			PUBLIC_URL: `http://127.0.0.1:${target.port}`,
			DATA_DIR: target.dataDir,
			DATABASE_URL: target.databaseUrl ?? '',
			SMTP_URL: '',
			// One process: its memory is the server's, and it runs the purge.
			WEB_CONCURRENCY: '1',
			BACKGROUND_WORK: '1',
			RETENTION_DAYS: '365',
		},
	})
}

export async function stopServer(child: ChildProcess) {
	if (child.exitCode !== null || child.signalCode !== null) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill('SIGTERM')
	if ((await Promise.race([exited, sleep(20_000, 'late')])) === 'late') child.kill('SIGKILL')
}
