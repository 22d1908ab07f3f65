import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type SelectQueryBuilder } from 'kysely'
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterSQLite, type IRateLimiterStoreOptions } from 'rate-limiter-flexible'
import { migrations } from './db/migrations/index.ts'
import type { Database } from './db/schema.ts'
import { getEnv } from './env.server.ts'

export type { Database } from './db/schema.ts'
export type Db = Kysely<Database>

export interface DatabaseOptions {
	databaseUrl?: string
	dataDir: string
	/** PostgreSQL only: the schema to work in (tests give each suite its own). */
	pgSchema?: string
}

type RawClient = { kind: 'postgres'; pool: pg.Pool } | { kind: 'sqlite'; sqlite: SQLite.Database }
const rawClients = new WeakMap<Db, RawClient>()

/**
 * The one place that knows there are two databases. Everything else speaks
 * Kysely to a Kysely<Database>, or asks this module for what needs the driver
 * itself (the rate limiter's store).
 */
export function createDatabase({ databaseUrl, dataDir, pgSchema }: DatabaseOptions): Db {
	if (databaseUrl) {
		const options = pgSchema ? `-c search_path=${pgSchema}` : undefined
		const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options })
		const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
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
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('synchronous = NORMAL')
	const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
	rawClients.set(db, { kind: 'sqlite', sqlite })
	return db
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
 * For a queue read by several instances: on PostgreSQL the selected rows are
 * locked, and rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED).
 * SQLite has one writer at a time, so a single statement is atomic already.
 */
export function skipLockedRows(db: Db) {
	const postgres = db.getExecutor().adapter instanceof PostgresAdapter
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	return <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q =>
		postgres ? (query.forUpdate().skipLocked() as Q) : query
}

/** The number that grows whenever a job, a housekeeping document or a gallery photo changes (migration 011). */
export async function readContentVersion(db: Db) {
	const row = await db.selectFrom('settings').select('value').where('name', '=', 'content_version').executeTakeFirst()
	return row?.value ?? '0'
}

/** Runs fn in a transaction: the one db is already in, or a new one. */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
	return db.isTransaction ? fn(db) : db.transaction().execute(fn)
}

// Any fixed number names the lock; this one spells "brisk" on a phone keypad.
const STARTUP_LOCK = 274_75

/**
 * Runs fn while holding the database's start-up lock (a PostgreSQL advisory lock on
 * a connection of its own): instances that start together migrate and seed one
 * after the other, and the second finds the work done. SQLite serves one instance
 * per file, so there fn just runs.
 */
export async function withStartupLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
	if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return fn()
	return db.connection().execute(async (connection) => {
		await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection)
		try {
			return await fn()
		} finally {
			await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection)
		}
	})
}

export async function migrateToLatest(db: Db) {
	const migrator = new Migrator({
		db,
		provider: { getMigrations: async () => migrations },
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
const globalForDb = globalThis as typeof globalThis & { __briskDb?: Db }

export function getDb(): Db {
	if (!globalForDb.__briskDb) {
		const env = getEnv()
		globalForDb.__briskDb = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
	}
	return globalForDb.__briskDb
}

export async function closeDb() {
	const db = globalForDb.__briskDb
	globalForDb.__briskDb = undefined
	await db?.destroy()
}
