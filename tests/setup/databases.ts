import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { createDatabase, migrateToLatest, type Db } from '#app/utils/db/db.server.ts'

// Database tests run on SQLite always and on PostgreSQL when TEST_DATABASE_URL
// is set (CI sets it; there a skipped PostgreSQL suite is a failure).
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

async function createSqlite() {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-test-'))
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

/** Each PostgreSQL test database is a schema of its own in the test database. */
async function createPostgres(url: string) {
	const schema = `t_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	await admin.query(`create schema ${schema}`)
	await admin.end()
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-test-'))
	const db = createDatabase({ databaseUrl: url, dataDir, pgSchema: schema })
	await migrateToLatest(db)
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
