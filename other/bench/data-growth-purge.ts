// The data-growth bench's watch of the server's start and its retention purge (data-growth.ts).
import type { ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '#app/utils/db/db.server.ts'
import type { YearOfData } from '#tests/fixtures/year-of-data.ts'
import { percentile, seconds } from './data-growth-figures.ts'

/** How much longer a server not ready when the purge's watch ended may take to be ready. */
export const READY_LIMIT_MS = 2 * 60_000

/** A server not ready when the purge's watch ended: a little longer for it (READY_LIMIT_MS), no more. */
export async function waitForReady(
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
export async function watchPurge(
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
export async function purgeRecord(db: Db, started: number) {
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
