import { execFile } from 'node:child_process'
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
let workerTemplate: Promise<{ schema: string; sql: string } | null> | undefined

/** Each PostgreSQL test database is a schema of its own in its worker's database. */
async function createPostgres(baseUrl: string) {
	workerDatabase ??= workerDatabaseUrl(baseUrl, runInfo().id, workerNumber())
	const url = await workerDatabase
	const schema = `t_${crypto.randomBytes(6).toString('hex')}`
	const dataDir = newDataDir()
	// Migrating took a second or more a schema, about a hundred and fifty times a run: a worker migrates one schema
	// as the site does and each later one is a copy of it (its tables, triggers, sequences and rows), made in one
	// statement list. Without pg_dump, or when the copy cannot be made, each schema is migrated.
	workerTemplate ??= migratedTemplate(url, dataDir)
	const template = await workerTemplate
	if (template) await onDatabase(url, (admin) => admin.query(template.sql.replaceAll(template.schema, schema)))
	else await migratedSchema(url, schema, dataDir)
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

/** A new schema, migrated as the site migrates at start-up. */
async function migratedSchema(url: string, schema: string, dataDir: string) {
	await onDatabase(url, (admin) => admin.query(`create schema ${schema}`))
	// No time limit on a statement (on a loaded machine a table's creation has passed the 5 s the site allows a
	// request's statement); the suite's connections keep that limit.
	const migrating = createDatabase({ databaseUrl: url, dataDir, pgSchema: schema, statementTimeoutMs: 0 })
	try {
		await migrateToLatest(migrating)
	} finally {
		await migrating.destroy()
	}
}

/**
 * A schema of the worker's database, migrated, and pg_dump's SQL that makes it again (its name to be replaced by
 * the new schema's); null when pg_dump is missing or fails, and then each schema is migrated.
 */
async function migratedTemplate(url: string, dataDir: string) {
	const schema = `t_template_${crypto.randomBytes(6).toString('hex')}`
	await migratedSchema(url, schema, dataDir)
	const dump = await new Promise<string | null>((resolve) =>
		execFile(
			'pg_dump',
			['--dbname', url, '--schema', schema, '--no-owner', '--no-privileges', '--inserts'],
			{ maxBuffer: 64 * 1024 * 1024 },
			(error, stdout) => resolve(error ? null : stdout),
		),
	)
	if (!dump) return null
	// psql's own commands (\restrict) are not SQL; the rest runs as one statement list, in one transaction.
	const statements = dump
		.split('\n')
		.filter((line) => !line.startsWith('\\'))
		.join('\n')
	return { schema, sql: statements }
}

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await work(client)
	} finally {
		await client.end()
	}
}
