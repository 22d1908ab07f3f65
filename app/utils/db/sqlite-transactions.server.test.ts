import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, expect, test } from 'vitest'
import { createDatabase, inTransaction, type Db } from './db.server.ts'
import SQLite from './sqlite.server.ts'

// A transaction of the site on SQLite against another process writing the same file (a second worker, a command,
// the browser tests' seeding): it reads, the other writes, then it writes. Begun the default way, its write failed at
// once with SQLITE_BUSY_SNAPSHOT (the outage page for a member of staff); begun immediately, the other writer waits.

let cleanup: Array<() => unknown> = []
afterEach(async () => {
	for (const step of cleanup.reverse()) await step()
	cleanup = []
})

async function siteAndOther() {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-immediate-'))
	const db: Db = createDatabase({ dataDir, busyTimeoutMs: 2000 })
	await sql`create table counters (name text primary key, value integer not null)`.execute(db)
	await sql`insert into counters (name, value) values ('presses', 0)`.execute(db)
	// The other process's connection gives up at once when the file is locked.
	const other = new SQLite(path.join(dataDir, 'brisk.db'))
	other.pragma('busy_timeout = 0')
	cleanup.push(
		() => db.destroy(),
		() => other.close(),
		() => fs.rmSync(dataDir, { recursive: true, force: true }),
	)
	return { db, other }
}

test('a transaction that reads and then writes holds the write lock from its start, and its write goes through', async () => {
	const { db, other } = await siteAndOther()
	let otherWrite = ''
	await inTransaction(db, async (trx) => {
		const { rows } = await sql<{ value: number }>`select value from counters where name = 'presses'`.execute(trx)
		try {
			other.prepare("update counters set value = 100 where name = 'presses'").run()
			otherWrite = 'written'
		} catch (error) {
			otherWrite = (error as { code?: string }).code ?? String(error)
		}
		await sql`update counters set value = ${rows[0]!.value + 1} where name = 'presses'`.execute(trx)
	})
	expect(otherWrite).toBe('SQLITE_BUSY')
	expect(other.prepare("select value from counters where name = 'presses'").get()).toEqual({ value: 1 })
})

test('the write lock taken at the start is let go when the transaction commits or rolls back', async () => {
	const { db, other } = await siteAndOther()
	await inTransaction(db, async (trx) => {
		await sql`update counters set value = value + 1 where name = 'presses'`.execute(trx)
	})
	// The other connection waits for nobody (busy_timeout 0): a lock still held would fail these with SQLITE_BUSY.
	other.prepare("update counters set value = value + 10 where name = 'presses'").run()
	const { rows } = await sql<{ value: number }>`select value from counters where name = 'presses'`.execute(db)
	expect(rows[0]!.value).toBe(11)

	const refused = inTransaction(db, async (trx) => {
		await sql`update counters set value = 0 where name = 'presses'`.execute(trx)
		throw new Error('a rule said no')
	})
	await expect(refused).rejects.toThrow('a rule said no')
	other.prepare("update counters set value = value + 100 where name = 'presses'").run()
	expect(other.prepare("select value from counters where name = 'presses'").get()).toEqual({ value: 111 })
})
