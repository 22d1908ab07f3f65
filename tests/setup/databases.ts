import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { inject } from 'vitest'
import { createDatabase, migrateToLatest, type Db } from '#app/utils/db/db.server.ts'
import { workerDatabaseUrl } from './postgres.ts'

// Database tests run on SQLite always and on PostgreSQL when TEST_DATABASE_URL
// is set (CI sets it; there a skipped PostgreSQL suite is a failure).
// Test files run side by side, one per Vitest worker: each worker has a data folder of its own (SQLite files,
// uploads, mail) and, on PostgreSQL, a database of its own (tests/setup/unit-suite.ts ends both with the run).
export interface TestDatabase {
	name: 'sqlite' | 'postgres'
	/** A new, empty, migrated database of this kind, and how to throw it away. */
	create(): Promise<{ db: Db; dataDir: string; destroy(): Promise<void> }>
}

export function testDatabases(): TestDatabase[] {
	const list: TestDatabase[] = [{ name: 'sqlite', create: createSqlite }]
	const url = process.env.TEST_DATABASE_URL
	if (url) list.push({ name: 'postgres', create: () => createPostgres(url) })
	else if (process.env.CI === 'true')
		throw new Error('TEST_DATABASE_URL must be set in CI: the PostgreSQL suite may not be skipped.')
	return list
}

/** The Vitest worker running this file: 1 to the number of workers, never two files at once with one number. */
function workerNumber() {
	return process.env.VITEST_POOL_ID ?? '1'
}

/** The run's folder (the unit project's global setup), or the system's when a file runs without it. */
function runInfo() {
	const run = inject('unitRun') as { id: string; dir: string } | undefined
	return run ?? { id: 'solo', dir: os.tmpdir() }
}

/** A data folder of its own for each database a suite makes, inside its worker's folder. */
function newDataDir() {
	const workerDir = path.join(runInfo().dir, `worker-${workerNumber()}`)
	fs.mkdirSync(workerDir, { recursive: true })
	return fs.mkdtempSync(path.join(workerDir, 'brisk-test-'))
}

async function createSqlite() {
	const dataDir = newDataDir()
	const db = createDatabase({ dataDir })
	await migrateToLatest(db)
	return {
		db,
		dataDir,
		async destroy() {
			await db.destroy()
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

let workerDatabase: Promise<string> | undefined

/** Each PostgreSQL test database is a schema of its own in its worker's database. */
async function createPostgres(baseUrl: string) {
	workerDatabase ??= workerDatabaseUrl(baseUrl, runInfo().id, workerNumber())
	const url = await workerDatabase
	const schema = `t_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	await admin.query(`create schema ${schema}`)
	await admin.end()
	const dataDir = newDataDir()
	// Migrated as the site migrates at start-up, with no time limit on a statement (on a loaded machine a table's
	// creation has passed the 5 s the site allows a request's statement); the suite's connections keep that limit.
	const migrating = createDatabase({ databaseUrl: url, dataDir, pgSchema: schema, statementTimeoutMs: 0 })
	try {
		await migrateToLatest(migrating)
	} finally {
		await migrating.destroy()
	}
	const db = createDatabase({ databaseUrl: url, dataDir, pgSchema: schema })
	return {
		db,
		dataDir,
		async destroy() {
			await sql.raw(`drop schema ${schema} cascade`).execute(db)
			await db.destroy()
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}
