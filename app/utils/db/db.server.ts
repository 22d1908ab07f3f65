import fs from 'node:fs'
import path from 'node:path'
import SQLite from './sqlite.server.ts'
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type SelectQueryBuilder } from 'kysely'
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterSQLite, type IRateLimiterStoreOptions } from 'rate-limiter-flexible'
import { migrations } from '#app/utils/db/migrations/index.ts'
import type { Database } from '#app/utils/db/schema.ts'
import { watchedDialect } from './db-health.server.ts'
import { immediateTransactions } from './sqlite-transactions.server.ts'
import { getEnv, type Env } from '#app/utils/core/env.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { processSlot } from '#app/utils/core/singleton.server.ts'

export type { Database } from '#app/utils/db/schema.ts'
export type Db = Kysely<Database>

export interface DatabaseOptions {
	databaseUrl?: string
	dataDir: string
	/** PostgreSQL only: the schema to work in (tests give each suite its own). */
	pgSchema?: string
	/** PostgreSQL: the longest wait to open a connection, or for a free one in the pool. */
	connectTimeoutMs?: number
	/** PostgreSQL: the longest one statement may run; 0 for no limit (migrations at start-up). */
	statementTimeoutMs?: number
	/** SQLite: how long a write waits for another process' lock on the file. */
	busyTimeoutMs?: number
}

type RawClient = { kind: 'postgres'; pool: pg.Pool } | { kind: 'sqlite'; sqlite: SQLite.Database }
const rawClients = new WeakMap<Db, RawClient>()

/**
 * The one place that knows there are two databases. Everything else speaks
 * Kysely to a Kysely<Database>, or asks this module for what needs the driver
 * itself (the rate limiter's store). Every query is watched for an outage
 * (db-health.server.ts), and no query waits for ever: connecting, waiting for a
 * pooled connection and each statement have their time limits.
 */
export function createDatabase({
	databaseUrl,
	dataDir,
	pgSchema,
	connectTimeoutMs = 3000,
	statementTimeoutMs = 5000,
	busyTimeoutMs = 2000,
}: DatabaseOptions): Db {
	if (databaseUrl) {
		const pool = new pg.Pool({
			connectionString: databaseUrl,
			max: 10,
			options: pgSchema ? `-c search_path=${pgSchema}` : undefined,
			connectionTimeoutMillis: connectTimeoutMs,
			...(statementTimeoutMs > 0
				? {
						statement_timeout: statementTimeoutMs,
						// The client's own limit, for a server that stopped answering without closing the socket.
						query_timeout: statementTimeoutMs + 1000,
						// A transaction left open by a request that died holds no locks for long.
						idle_in_transaction_session_timeout: statementTimeoutMs * 6,
					}
				: {}),
			keepAlive: true,
		})
		// A connection the server ends (a restart, a failover, a pooler's timeout) emits 'error' on its client,
		// idle in the pool or checked out between two queries; unheard, that event would end the process. The
		// pool drops the client and opens a new one when asked; the outage itself is logged by db-health.
		pool.on('error', noteConnectionEnded)
		pool.on('connect', (client) => client.on('error', noteConnectionEnded))
		const db = new Kysely<Database>({ dialect: watchedDialect(new PostgresDialect({ pool })) })
		rawClients.set(db, { kind: 'postgres', pool })
		return db
	}
	fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
	const file = path.join(dataDir, 'brisk.db')
	const sqlite = new SQLite(file)
	// Applicants' personal data: readable by the server's own user only.
	fs.chmodSync(file, 0o600)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('foreign_keys = ON')
	// A backup or a second process holding the file's lock: wait this long, then SQLITE_BUSY (a 503).
	sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`)
	sqlite.pragma('synchronous = NORMAL')
	// Deleted and overwritten records are zeroed in the file, so an erased applicant's words are not left in
	// free pages for a copy of the file (a backup) to carry.
	sqlite.pragma('secure_delete = ON')
	const db = new Kysely<Database>({
		dialect: watchedDialect(immediateTransactions(new SqliteDialect({ database: sqlite }))),
	})
	rawClients.set(db, { kind: 'sqlite', sqlite })
	return db
}

let lastConnectionError = ''

function noteConnectionEnded(error: Error) {
	// Ten pooled connections ended by one restart are one event: log each distinct message once in a row.
	if (error.message === lastConnectionError) return
	lastConnectionError = error.message
	log('warn', 'a database connection ended; the pool opens a new one when needed', { error: error.message })
	setTimeout(() => (lastConnectionError = ''), 60_000).unref()
}

/**
 * A counter kept in the rate_limits table, shared by every instance on the
 * database, stepped atomically by one upsert (rate-limiter-flexible). On SQLite it
 * shares the connection Kysely uses: a second connection would wait on a write
 * transaction of the first in the same thread. A step taken while a Kysely
 * transaction is open joins it as a savepoint.
 */
export function createRateLimiter(
	db: Db,
	options: Pick<IRateLimiterStoreOptions, 'keyPrefix' | 'points' | 'duration'>,
) {
	const raw = rawClients.get(db)
	if (!raw) throw new Error('This database was not opened by createDatabase')
	const common = { ...options, tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false }
	return raw.kind === 'postgres'
		? new RateLimiterPostgres({ ...common, storeClient: raw.pool })
		: new RateLimiterSQLite({ ...common, storeClient: raw.sqlite, storeType: 'better-sqlite3' })
}

/**
 * After personal data was erased: the old versions of the rows must not outlive it. On
 * SQLite the write-ahead log still holds the pages as they were until a checkpoint copies
 * them back and truncates it (secure_delete zeroes the freed space in the file itself).
 * On PostgreSQL the old row versions stay in the table's pages until VACUUM removes
 * them; it runs on a connection of its own without the statement time limit. Best
 * effort: a checkpoint that readers hold back, or a vacuum that fails, is logged and
 * left to the next erasure or to autovacuum.
 */
export async function scrubErasedRows(db: Db, tables: readonly string[]) {
	const raw = rawClients.get(db)
	try {
		if (raw?.kind === 'sqlite') {
			const [result] = raw.sqlite.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>
			if (result?.busy)
				log('warn', 'the erased rows are still in the write-ahead log: readers held the checkpoint back')
			return
		}
		if (raw?.kind === 'postgres') {
			const client = await raw.pool.connect()
			try {
				await client.query('set statement_timeout = 0')
				for (const table of tables) await client.query(`vacuum ${client.escapeIdentifier(table)}`)
			} finally {
				await client.query('reset statement_timeout').catch(() => {})
				client.release()
			}
		}
	} catch (error) {
		log('warn', "could not clear the erased rows' old versions", { error: String(error) })
	}
}

/** The PostgreSQL connection pool, whose counts the metrics show (app/utils/http/request-metrics.server.ts); undefined on SQLite. */
export function postgresPool(db: Db) {
	const raw = rawClients.get(db)
	return raw?.kind === 'postgres' ? raw.pool : undefined
}

/** Which of the two databases this is, for the few queries each spells its own way. */
export function usesPostgres(db: Db) {
	return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * For a queue read by several instances: on PostgreSQL the selected rows are
 * locked, and rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED).
 * SQLite has one writer at a time, so a single statement is atomic already.
 */
export function skipLockedRows(db: Db) {
	const postgres = usesPostgres(db)
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	return <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q =>
		postgres ? (query.forUpdate().skipLocked() as Q) : query
}

/** The number that grows whenever a job, a housekeeping document or a gallery photo changes (migration 011). */
export async function readContentVersion(db: Db) {
	const row = await db.selectFrom('settings').select('value').where('name', '=', 'content_version').executeTakeFirst()
	return row?.value ?? '0'
}

// What each open transaction asks to do once it has committed (afterCommit), by the transaction inTransaction opened.
const commitHooks = new WeakMap<Db, Set<() => void>>()

/**
 * Runs fn in a transaction: the one db is already in, or a new one. A new one runs what afterCommit registered
 * on it once it has committed, and drops it if it rolls back.
 */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
	if (db.isTransaction) return fn(db)
	const hooks = new Set<() => void>()
	const result = await db.transaction().execute((trx) => {
		commitHooks.set(trx, hooks)
		return fn(trx)
	})
	for (const hook of hooks) {
		try {
			hook()
		} catch (error) {
			// What is stored stays stored: a hook (a wake-up call) that fails is not the caller's failure.
			log('error', 'an after-commit step failed', { error: String(error) })
		}
	}
	return result
}

/**
 * Runs hook once the transaction db is in has committed, so that what it announces (the outbox's wake-up call) is
 * visible to every connection by then; never if the transaction rolls back. Outside a transaction it runs at once.
 * A hook registered twice on one transaction runs once. A transaction opened without inTransaction (only tests
 * open one so) has no list: there the hook runs at once.
 */
export function afterCommit(db: Db, hook: () => void) {
	const hooks = db.isTransaction ? commitHooks.get(db) : undefined
	if (hooks) hooks.add(hook)
	else hook()
}

// Any fixed number names the lock; this one spells "brisk" on a phone keypad.
const STARTUP_LOCK = 274_75

/**
 * Runs fn while holding the database's start-up lock (a PostgreSQL advisory lock on
 * a connection of its own): instances that start together migrate and seed one
 * after the other, and the second finds the work done. The lock is the session's:
 * PostgreSQL releases it when its holder's connection ends, and keepalives end the
 * connection of a holder whose machine vanished within half a minute. A waiting
 * instance asks again every half second rather than queueing on the lock, so that
 * its own time limits still hold. SQLite serves one instance per file, so there fn just runs.
 */
export async function withStartupLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return fn()
	return db.connection().execute(async (connection) => {
		await sql`select set_config('tcp_keepalives_idle', '10', false), set_config('tcp_keepalives_interval', '5', false),
			set_config('tcp_keepalives_count', '3', false)`.execute(connection)
		for (let asked = 0; ; asked++) {
			const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${STARTUP_LOCK}) as locked`.execute(
				connection,
			)
			if (rows[0]?.locked) break
			if (asked === 0) log('info', 'another instance is preparing the database; waiting for it')
			await new Promise((resolve) => setTimeout(resolve, 500))
		}
		try {
			return await fn()
		} finally {
			await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection).catch(() => {})
		}
	})
}

export async function migrateToLatest(db: Db) {
	const migrator = new Migrator({
		db,
		provider: { getMigrations: async () => migrations },
		// PostgreSQL: Kysely looks for its own tables in every schema unless told one, so another schema's half-made
		// migration tables (a test run's, a restore's) would stop this one. Its tables live in the connection's schema.
		migrationTableSchema: usesPostgres(db) ? await currentSchema(db) : undefined,
		// Migrations written side by side land in any order; each only adds tables, columns or triggers.
		allowUnorderedMigrations: true,
	})
	const { error, results } = await migrator.migrateToLatest()
	if (error) {
		const failed = results?.find((r) => r.status === 'Error')
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
			cause: error,
		})
	}
	return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? []
}

async function currentSchema(db: Db) {
	const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
	return rows[0]?.schema ?? 'public'
}

export async function isDatabaseUp(db: Db) {
	try {
		await sql`select 1`.execute(db)
		return true
	} catch {
		return false
	}
}

export function isUniqueViolation(error: unknown) {
	const e = error as { code?: string; message?: string }
	// PostgreSQL: 23505; SQLite: SQLITE_CONSTRAINT_UNIQUE.
	return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE'
}

// One database handle per process, shared by the Express host and the routes
// (they are one bundle in production; the global also survives dev reloads).
const dbSlot = processSlot<Db>('db')

/** The database the settings name, with their time limits. */
export function databaseOptions(env: Env): DatabaseOptions {
	return {
		databaseUrl: env.DATABASE_URL,
		dataDir: env.DATA_DIR,
		connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
		statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
		busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
	}
}

export function getDb(): Db {
	dbSlot.value ??= createDatabase(databaseOptions(getEnv()))
	return dbSlot.value
}

export async function closeDb() {
	const db = dbSlot.value
	dbSlot.value = undefined
	await db?.destroy()
}
