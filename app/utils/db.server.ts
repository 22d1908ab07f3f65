import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { migrations } from './db/migrations/index.ts'
import type { Database } from './db/schema.ts'
import { getEnv } from './env.server.ts'

export type { Database } from './db/schema.ts'
export type Db = Kysely<Database>

export interface DatabaseOptions {
	databaseUrl?: string
	dataDir: string
}

/**
 * The one place that knows there are two databases. Everything else speaks
 * Kysely to a Kysely<Database>.
 */
export function createDatabase({ databaseUrl, dataDir }: DatabaseOptions): Db {
	if (databaseUrl) {
		const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
		return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
	}
	fs.mkdirSync(dataDir, { recursive: true })
	const sqlite = new SQLite(path.join(dataDir, 'brisk.db'))
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('synchronous = NORMAL')
	return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}

export async function migrateToLatest(db: Db) {
	const migrator = new Migrator({
		db,
		provider: { getMigrations: async () => migrations },
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

export function nowIso(now = new Date()) {
	return now.toISOString()
}
