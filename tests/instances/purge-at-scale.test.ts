import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { createDatabase, migrateToLatest, type Db } from '#app/utils/db/db.server.ts'
import { readPurgeStatus } from '#app/utils/background/retention.server.ts'
import { applicationsHoldingFilesBefore, loadYearOfData } from '#tests/fixtures/year-of-data.ts'
import { createPostgresDatabase } from '#tests/setup/postgres.ts'
import { startServer } from '#tests/setup/server.ts'

// A year of applications, most of them past the retention time, and the site started
// on them as an operator would: it must answer at once, keep answering while the
// purge works, and have deleted every expired applicant's documents within minutes.

const APPLICATIONS = 15_000
const EXPIRED = 13_000
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-purge-scale-'))
const cleanup: Array<() => Promise<unknown>> = []
afterAll(async () => {
	for (const step of cleanup.reverse()) await step()
	fs.rmSync(work, { recursive: true, force: true })
})

const databases = [
	{ name: 'sqlite', workers: 1, url: async () => '' },
	// With two workers the first one sends the mail and purges; the second must start and serve meanwhile.
	{ name: 'sqlite with two workers', workers: 2, url: async () => '' },
	...(inject('postgresUrl')
		? [
				{
					name: 'postgres',
					workers: 1,
					url: async () => {
						const database = await createPostgresDatabase(inject('postgresUrl'))
						cleanup.push(database.drop)
						return database.url
					},
				},
			]
		: []),
]

async function countFiles(db: Db) {
	const row = await db
		.selectFrom('files')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('kind', 'in', ['photo', 'resume', 'aadhaar'])
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** /healthz asked every 100 ms until stopped: the longest answer (or wait for one) and the failures. */
function watchHealth(baseUrl: string) {
	let longest = 0
	let failures = 0
	let asked = 0
	let running = true
	const done = (async () => {
		while (running) {
			const started = performance.now()
			try {
				const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) })
				await response.arrayBuffer()
				if (!response.ok) failures++
			} catch {
				failures++
			}
			asked++
			longest = Math.max(longest, performance.now() - started)
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
	})()
	return async () => {
		running = false
		await done
		return { longest, failures, asked }
	}
}

describe.each(databases)('A year of applications on $name', ({ name, workers, url }) => {
	test(
		`With ${APPLICATIONS.toLocaleString('en')} applications, ${EXPIRED.toLocaleString('en')} past retention, the site answers at once, keeps answering, and the expired documents are gone within minutes`,
		{ timeout: 12 * 60_000 },
		async () => {
			const dataDir = path.join(work, name.replaceAll(' ', '-'))
			const databaseUrl = await url()
			const db = createDatabase({ databaseUrl, dataDir, statementTimeoutMs: 0 })
			cleanup.push(() => db.destroy())
			await migrateToLatest(db)
			const data = await loadYearOfData(db, { applications: APPLICATIONS, expired: EXPIRED, enquiries: 2000 })
			expect(await applicationsHoldingFilesBefore(db, data.expiredBefore)).toBe(EXPIRED)
			const filesBefore = await countFiles(db)

			const started = Date.now()
			const server = await startServer({
				dataDir,
				logFile: `${dataDir}.log`,
				env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(workers) },
			})
			cleanup.push(() => server.stop())
			const readyAfter = Date.now() - started
			expect(readyAfter, 'time from start until the site is ready (ms)').toBeLessThan(30_000)

			const stopWatching = watchHealth(server.baseUrl)
			const deadline = Date.now() + 5 * 60_000
			let left = EXPIRED
			while (left > 0 && Date.now() < deadline) {
				await new Promise((resolve) => setTimeout(resolve, 1000))
				left = await applicationsHoldingFilesBefore(db, data.expiredBefore)
			}
			const purgedAfter = Date.now() - started
			const health = await stopWatching()
			console.log(
				`${name}: ready after ${readyAfter} ms, expired files gone after ${purgedAfter} ms; /healthz asked ${health.asked} times, longest ${Math.round(health.longest)} ms, ${health.failures} failed`,
			)

			expect(left, 'expired applications still holding files after 5 minutes').toBe(0)
			expect(await countFiles(db)).toBe(filesBefore - EXPIRED * 3)
			expect(health.failures).toBe(0)
			expect(health.longest, 'longest /healthz answer during the purge (ms)').toBeLessThan(2000)
			// The dashboard's record says what it removed once the purge has finished the rest of its work.
			let status = await readPurgeStatus(db)
			while (status?.state !== 'finished' && Date.now() < deadline + 60_000) {
				await new Promise((resolve) => setTimeout(resolve, 500))
				status = await readPurgeStatus(db)
			}
			expect(status).toMatchObject({ state: 'finished', applications: EXPIRED, files: EXPIRED * 3 })
			const log = fs.readFileSync(`${dataDir}.log`, 'utf8')
			expect(log).toContain('retention purge finished')
			expect(log).not.toContain('database unavailable')
		},
	)
})
