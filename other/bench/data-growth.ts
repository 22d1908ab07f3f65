// The site with a year of data (npm run bench -- --data-growth): on SQLite and on PostgreSQL (when reachable), a
// fresh database is loaded with N applications, half of them past retention (tests/fixtures/year-of-data.ts), the
// built server is started on it with its background work on, and the bench prints how long it takes to answer, how
// long the retention purge takes and how /healthz fares meanwhile, the back office's lists and the public career
// pages, and the CSV export of every application with the server's memory. Every wait has a time limit; a purge that
// does not finish in time is reported as such and the rest is measured all the same. Traffic goes to 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { createDatabase, migrateToLatest, type Db } from '#app/utils/db/db.server.ts'
import { seedIfEmpty } from '#app/utils/careers/seed.server.ts'
import { createSession, sessionCookieName } from '#app/utils/staff/sessions.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'
import { newTotpSecret } from '#app/utils/staff/totp.server.ts'
import { loadYearOfData, type YearOfData } from '#tests/fixtures/year-of-data.ts'
import { createPostgresDatabase } from '#tests/setup/postgres.ts'
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

const SAMPLES = 20
const REQUEST_TIMEOUT_MS = 30_000
const EXPORT_TIMEOUT_MS = 10 * 60_000
const READY_LIMIT_MS = 2 * 60_000

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

/** A fresh, migrated database with the sample jobs, the year of data, and a member of staff to sign in as. */
async function load(
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

function startServer(root: string, target: { port: number; dataDir: string; databaseUrl?: string; log: string }) {
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

async function stopServer(child: ChildProcess) {
	if (child.exitCode !== null || child.signalCode !== null) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	child.kill('SIGTERM')
	if ((await Promise.race([exited, sleep(20_000, 'late')])) === 'late') child.kill('SIGKILL')
}

function seconds(ms: number) {
	return +(ms / 1000).toFixed(1)
}

function percentile(values: number[], p: number) {
	if (!values.length) return null
	const sorted = [...values].sort((a, b) => a - b)
	return +sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!.toFixed(1)
}

/** A server not ready when the purge's watch ended: a little longer for it (READY_LIMIT_MS), no more. */
async function waitForReady(
	base: string,
	server: ChildProcess,
	started: number,
	seen: { portAnswersSeconds: number | null; readySeconds: number | null },
) {
	const deadline = Date.now() + READY_LIMIT_MS
	let { portAnswersSeconds, readySeconds } = seen
	while (readySeconds === null && Date.now() < deadline && server.exitCode === null && server.signalCode === null) {
		try {
			const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(deadline - Date.now()) })
			await response.arrayBuffer()
			portAnswersSeconds ??= seconds(Date.now() - started)
			if (response.ok) readySeconds = seconds(Date.now() - started)
		} catch {
			// not listening yet, or no answer in time
		}
		await sleep(200)
	}
	return { portAnswersSeconds, readySeconds }
}

/** How many of the expired applications still hold a file, and how many applicant files are left. */
async function leftToPurge(db: Db, loaded: YearOfData) {
	const holding = await db
		.selectFrom('applications')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('created_at', '<', loaded.expiredBefore)
		.where((eb) =>
			eb.or([
				eb('photo_file_id', 'is not', null),
				eb('resume_file_id', 'is not', null),
				eb('aadhaar_file_id', 'is not', null),
			]),
		)
		.executeTakeFirstOrThrow()
	const files = await db
		.selectFrom('files')
		.select((eb) => eb.fn.countAll().as('n'))
		.where('kind', 'in', ['photo', 'resume', 'aadhaar'])
		.executeTakeFirstOrThrow()
	return { holding: Number(holding.n), files: Number(files.n) }
}

/**
 * From the start of the server: when its port answers and when it is ready; when the expired applicants' files
 * are gone (read from the database every second); and /healthz every 100 ms until then: its slowest answer and
 * how many failed.
 */
async function watchPurge(
	base: string,
	server: ChildProcess,
	db: Db,
	loaded: YearOfData,
	started: number,
	limitMs: number,
) {
	const deadline = started + limitMs
	const keep = loaded.files - loaded.expiredFiles
	let answeredAt: number | null = null
	let readyAt: number | null = null
	let purgedAt: number | null = null
	let inFlight = false
	const health: Array<{ ms: number; ok: boolean }> = []
	const progress: Array<{ seconds: number; holding: number; files: number }> = []
	const stopped = () => Date.now() >= deadline || server.exitCode !== null || server.signalCode !== null
	const over = () => stopped() || (purgedAt !== null && readyAt !== null)

	async function get(page: string) {
		const response = await fetch(`${base}${page}`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) })
		await response.arrayBuffer()
		return response.ok
	}

	async function pollHealth() {
		while (!over()) {
			const sent = Date.now()
			inFlight = true
			let ok: boolean | null = null
			try {
				ok = await get('/healthz')
			} catch {
				// refused while starting, or no answer in time: a failure once the port has answered
			}
			inFlight = false
			if (ok !== null) answeredAt ??= Date.now()
			if (answeredAt !== null && purgedAt === null) health.push({ ms: Date.now() - sent, ok: ok === true })
			if (ok !== null && readyAt === null && (await get('/readyz').catch(() => false))) readyAt = Date.now()
			await sleep(Math.max(0, 100 - (Date.now() - sent)))
		}
	}

	async function pollDatabase() {
		let lastProgress = 0
		while (!over() && purgedAt === null) {
			await sleep(1000)
			// Read between two health requests: a synchronous SQLite read in this process must not add to a latency.
			const waitUntil = Date.now() + 1000
			while (inFlight && Date.now() < waitUntil) await sleep(2)
			try {
				const left = await leftToPurge(db, loaded)
				if (Date.now() - lastProgress >= 10_000) {
					lastProgress = Date.now()
					progress.push({ seconds: seconds(Date.now() - started), ...left })
				}
				if (left.holding === 0 && left.files <= keep) purgedAt = Date.now()
			} catch {
				// the database busy beyond its time limit: read again at the next second
			}
		}
	}

	await Promise.all([pollHealth(), pollDatabase()])
	const times = health.map((sample) => sample.ms)
	return {
		portAnswersSeconds: answeredAt === null ? null : seconds(answeredAt - started),
		readySeconds: readyAt === null ? null : seconds(readyAt - started),
		purge: {
			finished: purgedAt !== null,
			seconds: purgedAt === null ? null : seconds(purgedAt - started),
			timeoutSeconds: seconds(limitMs),
			progress,
		},
		healthz: {
			requests: health.length,
			failed: health.filter((sample) => !sample.ok).length,
			maxMs: times.length ? Math.max(...times) : null,
			p99Ms: percentile(times, 0.99),
		},
	}
}

/**
 * The purge's state and times as the server keeps them in the settings (if it does), read once everything else is
 * measured, in seconds from the start.
 */
async function purgeRecord(db: Db, started: number) {
	const row = await db
		.selectFrom('settings')
		.select('value')
		.where('name', '=', 'purge_status')
		.executeTakeFirst()
		.catch(() => undefined)
	const status = row
		? (JSON.parse(row.value) as { state?: string; startedAt?: string; finishedAt?: string | null })
		: {}
	if (!status.state || !status.startedAt) return { record: 'none kept', status }
	const from = seconds(Date.parse(status.startedAt) - started)
	const took = status.finishedAt
		? `, took ${seconds(Date.parse(status.finishedAt) - Date.parse(status.startedAt))} s`
		: ''
	return { record: `${status.state}, began ${from} s after start${took}`, status }
}

/** A warm-up and then SAMPLES requests one after the other, as a member of staff: median and p95 in ms. */
async function measurePages(base: string, cookie: string, loaded: YearOfData) {
	const digits = loaded.sample.mobile.replace(/^\+91/, '')
	const pages = [
		'/admin/applications',
		`/admin/applications?q=${encodeURIComponent(loaded.sample.name)}`,
		`/admin/applications?q=${digits}`,
		'/admin/applications?stage=Interview',
		'/admin/audit',
		'/career',
		'/career?q=guard',
	]
	const rows = []
	for (const page of pages) {
		const times: number[] = []
		const statuses: Record<number | string, number> = {}
		let bytes = 0
		for (let index = 0; index <= SAMPLES; index++) {
			const sent = performance.now()
			let status: number | string
			try {
				const response = await fetch(`${base}${page}`, {
					headers: { cookie },
					redirect: 'manual',
					signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
				})
				bytes = (await response.arrayBuffer()).byteLength
				status = response.status
			} catch (error) {
				status = error instanceof Error ? error.name : 'error'
			}
			if (index > 0) times.push(performance.now() - sent)
			if (index > 0 || typeof status === 'string') statuses[status] = (statuses[status] ?? 0) + 1
			// No answer at all: the next ones would wait as long; one is enough to say so.
			if (typeof status === 'string') break
		}
		rows.push({
			page: decodeURIComponent(page),
			medianMs: percentile(times, 0.5),
			p95Ms: percentile(times, 0.95),
			htmlKB: +(bytes / 1024).toFixed(1),
			statuses: Object.entries(statuses)
				.map(([status, count]) => `${count}×${status}`)
				.join(' '),
		})
	}
	return rows
}

function rssMB(pid: number) {
	try {
		const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
		return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
	} catch {
		return null
	}
}

/** The whole CSV export read as it arrives, with the server process' memory before, at its peak and after. */
async function measureExport(base: string, cookie: string, pid: number, applications: number) {
	const before = rssMB(pid)
	let peak = before ?? 0
	const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid) ?? 0)), 10)
	const sent = performance.now()
	let lines = 0
	let bytes = 0
	let status: number | string = 'error'
	try {
		const response = await fetch(`${base}/admin/applications/export`, {
			headers: { cookie },
			redirect: 'manual',
			signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
		})
		status = response.status
		const reader = response.body?.getReader()
		for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
			bytes += read.value.byteLength
			for (const byte of read.value) if (byte === 10) lines++
		}
	} catch (error) {
		const reason = error instanceof Error ? error.name : 'error'
		status = typeof status === 'number' ? `${status}, cut short (${reason})` : reason
	} finally {
		clearInterval(sampler)
	}
	const ms = performance.now() - sent
	await sleep(1000)
	return {
		seconds: seconds(ms),
		status,
		lines,
		expectedLines: applications + 1,
		MB: +(bytes / 1_048_576).toFixed(1),
		rssMB: { before, peak: before === null ? null : peak, after: rssMB(pid) },
	}
}

type Result = Awaited<ReturnType<typeof measureDatabase>>

function printResult(result: Result) {
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
