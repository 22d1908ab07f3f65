import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { inTransaction, usesPostgres, type Db } from '#app/utils/db/db.server.ts'
import { lease } from '#app/utils/db/lease.server.ts'

// Applicants' documents are kept only as long as the privacy notice says
// (RETENTION_DAYS): then the files go, and the application keeps its text. Files
// uploaded through the compatibility API but never attached to an application go
// after a day; audit entries after AUDIT_DAYS; spent rate-limit counters at once.
//
// A year of applications is a great deal of rows, and the purge must never hold the
// site: it works in small batches, each its own short transaction (no statement near
// PostgreSQL's time limit, no bound list near SQLite's variable limit), and pauses
// between batches so that requests are answered (on SQLite every query runs on the
// server's one thread). Every batch leaves the records whole, so a purge stopped
// anywhere (a restart, an outage) is simply continued by the next one.

const ORPHAN_HOURS = 24
const APPLICANT_FILE_KINDS = ['photo', 'resume', 'aadhaar'] as const
/** Applications per batch: three file ids each, well inside every database's limits. */
const APPLICATIONS_PER_BATCH = 200
const ROWS_PER_BATCH = 500
/** One instance purges at a time; a lease not renewed this long is another's to take. */
const LEASE_MS = 2 * 60_000
const STATUS = 'purge_status'
/** The settings row of the purge's lease (db/lease.server.ts); its name is the one older releases used. */
const LEASE = 'purge_lease'

export interface PurgeCounts {
	/** Applications whose files were past the retention time. */
	applications: number
	files: number
	auditEntries: number
	rateLimits: number
}

export interface PurgeStatus extends PurgeCounts {
	state: 'running' | 'finished' | 'failed'
	startedAt: string
	finishedAt: string | null
	/** Updated as the purge goes: a running purge whose beat is old was stopped (a restart). */
	beatAt: string
	error: string | null
}

export interface PurgeOptions {
	retentionDays: number
	auditDays: number
	now?: Date
	/** Waited between two batches; a test may make it shorter. */
	pauseMs?: number
	/** Called between two batches; a promise it returns is awaited before the next batch. */
	onProgress?: (counts: PurgeCounts) => unknown
	/** Stops the purge between two batches (the server is stopping); the next purge continues the work. */
	signal?: AbortSignal
}

export type PurgeOutcome =
	| { ran: true; counts: PurgeCounts }
	/** Another instance's purge runs (lost: it took over this one, which had stalled past its lease), or it was stopped. */
	| { ran: false; status: PurgeStatus | null; lost?: true }

/** The purges this process ran, by how they ended, for the metrics (gauges.server.ts). */
export const purgeRuns = { finished: 0, failed: 0 }

/**
 * The purge stops between two batches and writes nothing more: its server is stopping, or (lost) another instance
 * took over its lease while it stalled.
 */
class PurgeStopped extends Error {
	constructor(readonly lost: boolean) {
		super(lost ? 'the purge lost its lease' : 'the purge was stopped')
	}
}

/**
 * The whole purge, when no other instance is running one. Its progress and outcome
 * are kept in the settings table, where the dashboard reads them.
 */
export async function runPurge(db: Db, options: PurgeOptions): Promise<PurgeOutcome> {
	const now = options.now ?? new Date()
	const purgeLease = lease(db, LEASE, { ttlMs: LEASE_MS })
	if (!(await purgeLease.take())) return { ran: false, status: await readPurgeStatus(db) }
	const counts: PurgeCounts = { applications: 0, files: 0, auditEntries: 0, rateLimits: 0 }
	const startedAt = new Date().toISOString()
	let lastBeat = 0
	// The status is written only while the lease is still this purge's, in the transaction that renews it: a purge
	// that stalled past its lease never writes over the status of the one that took over.
	const beat = (state: PurgeStatus['state'] = 'running', error: string | null = null) =>
		inTransaction(db, async (trx) => {
			if (!(await lease(trx, LEASE, { owner: purgeLease.owner, ttlMs: LEASE_MS }).renew())) throw new PurgeStopped(true)
			lastBeat = Date.now()
			const at = new Date().toISOString()
			const finishedAt = state === 'running' ? null : at
			await writeStatus(trx, { ...counts, state, startedAt, finishedAt, beatAt: at, error })
		})
	const pause = async () => {
		await options.onProgress?.(counts)
		if (options.signal?.aborted) throw new PurgeStopped(false)
		if (Date.now() - lastBeat > 2000) await beat()
		await sleep(options.pauseMs ?? 10)
	}
	try {
		await beat()
		await purgeExpiredApplicationFiles(db, options.retentionDays, now, counts, pause)
		await purgeOrphanFiles(db, now, counts, pause)
		await purgeAuditEntries(db, options.auditDays, now, counts, pause)
		await purgeSpentRateLimits(db, now, counts, pause)
		// SQLite keeps no statistics of its own: refreshed daily, its plans follow a year of growth (PostgreSQL's
		// autovacuum does this there).
		if (!usesPostgres(db)) await sql`pragma optimize`.execute(db)
		await beat('finished')
		purgeRuns.finished++
		return { ran: true, counts }
	} catch (error) {
		if (error instanceof PurgeStopped)
			return { ran: false, status: await readPurgeStatus(db), ...(error.lost ? { lost: true as const } : {}) }
		purgeRuns.failed++
		await beat('failed', error instanceof Error ? error.message : String(error)).catch(() => {})
		throw error
	} finally {
		await purgeLease.release().catch(() => {})
	}
}

/** The applicants' files a purge of this day removes, counted and removed batch by batch; returns the files. */
export async function purgeExpiredFiles(db: Db, retentionDays: number, now = new Date()) {
	const counts: PurgeCounts = { applications: 0, files: 0, auditEntries: 0, rateLimits: 0 }
	const pause = () => sleep(0)
	await purgeExpiredApplicationFiles(db, retentionDays, now, counts, pause)
	await purgeOrphanFiles(db, now, counts, pause)
	return counts.files
}

async function purgeExpiredApplicationFiles(
	db: Db,
	retentionDays: number,
	now: Date,
	counts: PurgeCounts,
	pause: () => Promise<void>,
) {
	const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString()
	for (;;) {
		const done = await inTransaction(db, async (trx) => {
			// The partial index of migration 019 holds just the applications still holding a file, oldest first.
			const batch = await trx
				.selectFrom('applications')
				.select(['id', 'photo_file_id', 'resume_file_id', 'aadhaar_file_id'])
				.where('created_at', '<', before)
				.where(sql<boolean>`(photo_file_id is not null or resume_file_id is not null or aadhaar_file_id is not null)`)
				.orderBy('created_at')
				.orderBy('id')
				.limit(APPLICATIONS_PER_BATCH)
				.execute()
			if (batch.length === 0) return true
			const fileIds = batch
				.flatMap((a) => [a.photo_file_id, a.resume_file_id, a.aadhaar_file_id])
				.filter((id): id is string => Boolean(id))
			await trx
				.updateTable('applications')
				.set({ photo_file_id: null, resume_file_id: null, aadhaar_file_id: null, updated_at: now.toISOString() })
				.where(
					'id',
					'in',
					batch.map((a) => a.id),
				)
				.execute()
			const deleted = await trx.deleteFrom('files').where('id', 'in', fileIds).executeTakeFirst()
			counts.applications += batch.length
			counts.files += Number(deleted.numDeletedRows)
			return false
		})
		if (done) return
		await pause()
	}
}

/**
 * Applicants' files that no application holds (uploaded through the compatibility API
 * and never attached), walked by age a window at a time; the delete asks again, in the
 * same statement, that no application holds each file, so one attached meanwhile stays.
 * Job adverts and documents are owned by their records and are not applicants' kinds.
 */
async function purgeOrphanFiles(db: Db, now: Date, counts: PurgeCounts, pause: () => Promise<void>) {
	const before = new Date(now.getTime() - ORPHAN_HOURS * 3_600_000).toISOString()
	for (const kind of APPLICANT_FILE_KINDS) {
		let after: { created_at: string; id: string } | undefined
		for (;;) {
			const window = await db
				.selectFrom('files')
				.select(['id', 'created_at'])
				.where('kind', '=', kind)
				.where('created_at', '<', before)
				.$if(Boolean(after), (q) =>
					q.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after!.created_at, after!.id))),
				)
				.orderBy('created_at')
				.orderBy('id')
				.limit(ROWS_PER_BATCH)
				.execute()
			if (window.length === 0) break
			after = window.at(-1)
			const deleted = await db
				.deleteFrom('files')
				.where(
					'id',
					'in',
					window.map((file) => file.id),
				)
				.where(({ not, exists, selectFrom, ref }) =>
					not(
						exists(
							selectFrom('applications')
								.select('applications.id')
								.where((eb) =>
									eb.or([
										eb('applications.photo_file_id', '=', ref('files.id')),
										eb('applications.resume_file_id', '=', ref('files.id')),
										eb('applications.aadhaar_file_id', '=', ref('files.id')),
									]),
								),
						),
					),
				)
				.executeTakeFirst()
			counts.files += Number(deleted.numDeletedRows)
			await pause()
		}
	}
}

async function purgeAuditEntries(db: Db, days: number, now: Date, counts: PurgeCounts, pause: () => Promise<void>) {
	const before = new Date(now.getTime() - days * 86_400_000).toISOString()
	for (;;) {
		const deleted = await db
			.deleteFrom('audit_log')
			.where('id', 'in', (eb) =>
				eb.selectFrom('audit_log').select('id').where('at', '<', before).orderBy('at').limit(ROWS_PER_BATCH),
			)
			.executeTakeFirst()
		const n = Number(deleted.numDeletedRows)
		counts.auditEntries += n
		if (n < ROWS_PER_BATCH) return
		await pause()
	}
}

/** Counters whose window has passed hold only an address's hash or a person's key: nothing to keep. */
async function purgeSpentRateLimits(db: Db, now: Date, counts: PurgeCounts, pause: () => Promise<void>) {
	for (;;) {
		const deleted = await db
			.deleteFrom('rate_limits')
			.where('key', 'in', (eb) =>
				eb
					.selectFrom('rate_limits')
					.select('key')
					.where('expire', 'is not', null)
					.where('expire', '<', now.getTime())
					.limit(ROWS_PER_BATCH),
			)
			.executeTakeFirst()
		const n = Number(deleted.numDeletedRows)
		counts.rateLimits += n
		if (n < ROWS_PER_BATCH) return
		await pause()
	}
}

/** The last purge's progress or outcome, as the dashboard shows it; null before the first. */
export async function readPurgeStatus(db: Db): Promise<PurgeStatus | null> {
	const row = await db.selectFrom('settings').select('value').where('name', '=', STATUS).executeTakeFirst()
	if (!row) return null
	try {
		return JSON.parse(row.value) as PurgeStatus
	} catch {
		return null
	}
}

async function writeStatus(db: Db, status: PurgeStatus) {
	const value = JSON.stringify(status)
	await db
		.insertInto('settings')
		.values({ name: STATUS, value, updated_at: status.beatAt })
		.onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: status.beatAt }))
		.execute()
}
