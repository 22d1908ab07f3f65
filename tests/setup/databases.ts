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
interface SchemaCopy {
	/** The name of the schema the SQL makes, to be replaced by the new schema's. */
	schema: string
	sql: string
}
let fileTemplate: SchemaCopy | null | undefined

/** Each PostgreSQL test database is a schema of its own in its worker's database. */
async function createPostgres(baseUrl: string) {
	workerDatabase ??= workerDatabaseUrl(baseUrl, runInfo().id, workerNumber())
	const url = await workerDatabase
	const schema = `t_${crypto.randomBytes(6).toString('hex')}`
	const dataDir = newDataDir()
	// Migrating took a second or more a schema, about a hundred and fifty times a run: the run's first schema is
	// migrated as the site does, and pg_dump's SQL of it, still untouched, is kept in the run's folder (each test file
	// runs in a process of its own); every later schema is a copy (its tables, triggers, sequences and rows), made in
	// one statement list. Without pg_dump, or out of a run, each schema is migrated.
	const template = readTemplate()
	if (template) await onDatabase(url, (admin) => admin.query(template.sql.replaceAll(template.schema, schema)))
	else {
		await migratedSchema(url, schema, dataDir)
		await keepTemplate(url, schema)
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

/** The run's copy of a migrated schema (see createPostgres), or null: none yet, or the file runs out of a run. */
function templateFile() {
	const run = inject('unitRun') as { id: string; dir: string } | undefined
	return run ? path.join(run.dir, 'postgres-schema.json') : null
}

function readTemplate(): SchemaCopy | null {
	if (fileTemplate) return fileTemplate
	const file = templateFile()
	if (!file || !fs.existsSync(file)) return null
	return (fileTemplate = JSON.parse(fs.readFileSync(file, 'utf8')) as SchemaCopy)
}

/** Keeps pg_dump's SQL of a schema just migrated for the run's later schemas; without pg_dump, nothing. */
async function keepTemplate(url: string, schema: string) {
	const file = templateFile()
	if (!file || fileTemplate === null) return
	const dump = await new Promise<string | null>((resolve) =>
		execFile(
			'pg_dump',
			['--dbname', url, '--schema', schema, '--no-owner', '--no-privileges', '--inserts'],
			{ maxBuffer: 64 * 1024 * 1024 },
			(error, stdout) => resolve(error ? null : stdout),
		),
	)
	if (!dump) {
		fileTemplate = null
		return
	}
	// The dump names the extensions' objects (pg_trgm's in public, migration 019) but leaves out the extensions,
	// which belong to the database, not the schema: another worker's database may not have them yet.
	const { rows } = await onDatabase(url, (client) =>
		client.query<{ name: string; schema: string }>(
			"select extname as name, extnamespace::regnamespace::text as schema from pg_extension where extname <> 'plpgsql'",
		),
	)
	const extensions = rows.map(({ name, schema }) => `create extension if not exists ${name} with schema ${schema};`)
	// psql's own commands (\restrict) are not SQL; the rest runs as one statement list, in one transaction.
	const sql = [...extensions, ...dump.split('\n').filter((line) => !line.startsWith('\\'))].join('\n')
	// Two workers may both make it at first: each writes a whole file and moves it into place.
	const part = `${file}.${process.pid}`
	fs.writeFileSync(part, JSON.stringify({ schema, sql } satisfies SchemaCopy))
	fs.renameSync(part, file)
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
