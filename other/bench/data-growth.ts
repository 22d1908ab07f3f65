// The site with a year of data (npm run bench -- --data-growth): on SQLite and on PostgreSQL (when reachable), a
// fresh database is loaded with N applications, half of them past retention (tests/fixtures/year-of-data.ts), the
// built server is started on it with its background work on, and the bench prints how long it takes to answer, how
// long the retention purge takes and how /healthz fares meanwhile, the back office's lists and the public career
// pages, and the CSV export of every application with the server's memory. Every wait has a time limit; a purge that
// does not finish in time is reported as such and the rest is measured all the same. Traffic goes to 127.0.0.1 only.
//
// The parts: data-growth-setup.ts loads the database and starts the server, data-growth-purge.ts watches the start
// and the purge, data-growth-pages.ts times the pages and the export; the tables are printed here, one per database.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { createDatabase } from '#app/utils/db/db.server.ts'
import { createSession, sessionCookieName } from '#app/utils/staff/sessions.server.ts'
import { createPostgresDatabase } from '#tests/setup/postgres.ts'
import { measureExport, measurePages, SAMPLES } from './data-growth-pages.ts'
import { purgeRecord, READY_LIMIT_MS, waitForReady, watchPurge } from './data-growth-purge.ts'
import { load, startServer, stopServer } from './data-growth-setup.ts'
import { freePort } from './server.ts'

export interface DataGrowthOptions {
	applications: number
	/** How long the purge may take before it is reported as not finished. */
	purgeTimeoutMs: number
	/** A PostgreSQL server to make a throw-away database on; unreachable means SQLite only. */
	postgresUrl: string
}

/** --applications N (100,000), --purge-timeout SECONDS (600), --postgres URL (BENCH_DATABASE_URL or the local one). */
export function dataGrowthOptions(args: string[]): DataGrowthOptions {
	const { values } = parseArgs({
		args,
		strict: false,
		options: {
			applications: { type: 'string' },
			'purge-timeout': { type: 'string' },
			postgres: { type: 'string' },
		},
	})
	const applications = Number(values.applications ?? 100_000)
	const purgeSeconds = Number(values['purge-timeout'] ?? 600)
	if (!Number.isInteger(applications) || applications < 2) throw new Error('--applications must be a whole number >= 2')
	if (!(purgeSeconds > 0)) throw new Error('--purge-timeout must be a number of seconds')
	const postgresUrl =
		typeof values.postgres === 'string'
			? values.postgres
			: (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
	return { applications, purgeTimeoutMs: purgeSeconds * 1000, postgresUrl }
}

/** Runs the whole measurement, prints a table per database and writes them to tests/.output/bench-data-growth.json. */
export async function measureDataGrowth(root: string, options: DataGrowthOptions) {
	const expired = Math.floor(options.applications / 2)
	console.log(
		`A year of data: ${options.applications.toLocaleString('en')} applications, ${expired.toLocaleString('en')} past retention`,
	)
	const results = []
	for (const database of ['sqlite', 'postgres'] as const) {
		const result = await measureDatabase(root, database, { ...options, expired })
		printResult(result)
		results.push(result)
	}
	const out = path.join(root, 'tests/.output/bench-data-growth.json')
	fs.mkdirSync(path.dirname(out), { recursive: true })
	const machine = {
		cores: os.cpus().length,
		node: process.version,
		loadAverage: os.loadavg().map((n) => +n.toFixed(2)),
	}
	fs.writeFileSync(
		out,
		JSON.stringify({ at: new Date().toISOString(), machine, ...options, expired, results }, null, 2),
	)
	console.log(`Figures written to ${path.relative(root, out)}\n`)
	return results
}

type Database = 'sqlite' | 'postgres'

async function reachable(url: string) {
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
	try {
		await client.connect()
		return true
	} catch {
		return false
	} finally {
		await client.end().catch(() => {})
	}
}

async function measureDatabase(root: string, database: Database, options: DataGrowthOptions & { expired: number }) {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-data-growth-'))
	let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
	let server: ChildProcess | undefined
	try {
		if (database === 'postgres') {
			if (!(await reachable(options.postgresUrl))) return { database, skipped: 'PostgreSQL is not reachable' }
			postgres = await createPostgresDatabase(options.postgresUrl)
		}
		const target = { dataDir: path.join(work, 'data'), databaseUrl: postgres?.url }
		const { loaded, loadSeconds, staffId } = await load(target, options)
		const port = await freePort()
		const base = `http://127.0.0.1:${port}`
		const started = Date.now()
		server = startServer(root, { port, ...target, log: path.join(work, 'server.log') })
		const watchDb = createDatabase({ ...target, statementTimeoutMs: 5000 })
		try {
			const purge = await watchPurge(base, server, watchDb, loaded, started, options.purgeTimeoutMs)
			if (purge.readySeconds === null) Object.assign(purge, await waitForReady(base, server, started, purge))
			if (server.exitCode !== null || server.signalCode !== null) {
				throw new Error(`the server stopped (${server.signalCode ?? `code ${server.exitCode}`})`)
			}
			let pages: Awaited<ReturnType<typeof measurePages>> = []
			let csv: Awaited<ReturnType<typeof measureExport>> | null = null
			if (purge.readySeconds !== null) {
				const token = await createSession(watchDb, staffId, { secondFactorDone: true })
				const cookie = `${sessionCookieName(false)}=${token}`
				pages = await measurePages(base, cookie, loaded)
				csv = await measureExport(base, cookie, server.pid!, options.applications)
			}
			const record = await purgeRecord(watchDb, started)
			return { database, loadSeconds, ...purge, purge: { ...purge.purge, ...record }, pages, export: csv }
		} finally {
			await watchDb.destroy()
		}
	} catch (error) {
		const log = path.join(work, 'server.log')
		const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : ''
		return { database, failed: String(error), serverLog: tail }
	} finally {
		if (server) await stopServer(server)
		await postgres?.drop().catch(() => {})
		fs.rmSync(work, { recursive: true, force: true })
	}
}

/** What measureDatabase found on one database: its figures, or why it was skipped or failed. */
type DatabaseResult = Awaited<ReturnType<typeof measureDatabase>>

/** One database's figures as a table, then its pages' when they were measured. */
export function printResult(result: DatabaseResult) {
	const name = result.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'
	if ('skipped' in result) return console.log(`${name}: skipped (${result.skipped})\n`)
	if ('failed' in result) return console.log(`${name}: failed: ${result.failed}\n${result.serverLog}\n`)
	const { purge, healthz, export: csv } = result
	const notWithin = `not within ${purge.timeoutSeconds + READY_LIMIT_MS / 1000} s`
	const rss = csv?.rssMB.before ? `RSS ${csv.rssMB.before} → ${csv.rssMB.peak} → ${csv.rssMB.after} MB` : 'RSS not read'
	const lines = csv && `${csv.lines.toLocaleString('en')} of ${csv.expectedLines.toLocaleString('en')} lines`
	console.log(name)
	console.table([
		{ figure: 'load the data', value: `${result.loadSeconds} s` },
		{ figure: 'port answers, after start', value: timeOr(result.portAnswersSeconds, notWithin) },
		{ figure: 'ready (/readyz 200), after start', value: timeOr(result.readySeconds, notWithin) },
		{
			figure: 'expired applicants’ files gone, after start',
			value: timeOr(purge.seconds, `not finished in ${purge.timeoutSeconds} s`),
		},
		{ figure: 'the purge by its own record', value: purge.record },
		{
			figure: '/healthz every 100 ms meanwhile',
			value: `max ${healthz.maxMs ?? '-'} ms, p99 ${healthz.p99Ms ?? '-'} ms, ${healthz.failed} of ${healthz.requests} failed`,
		},
		{
			figure: 'CSV export of every application',
			value: csv ? `${csv.seconds} s, ${csv.status}, ${lines}, ${csv.MB} MB, ${rss}` : 'not measured (not ready)',
		},
	])
	if (!result.pages.length) return
	console.log(`${name}: pages, ${SAMPLES} requests each after one warm-up (ms)`)
	console.table(result.pages)
}

function timeOr(value: number | null, otherwise: string) {
	return value === null ? otherwise : `${value} s`
}
