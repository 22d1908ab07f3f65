import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { afterCommit, createDatabase, inTransaction, usesPostgres, type Db } from './db.server.ts'

describe.each(testDatabases())('What waits for a transaction to commit on $name', (kind) => {
	let db: Db
	let other: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		let dataDir: string
		;({ db, dataDir, destroy } = await kind.create())
		other = await secondConnection(db, dataDir)
	})
	afterAll(async () => {
		await other.destroy()
		await destroy()
	})

	function rowSeenByOther(name: string) {
		return other.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst()
	}

	test('a hook runs once the transaction has committed: another connection sees what it stored', async () => {
		let seen: Promise<unknown> | undefined
		await inTransaction(db, async (trx) => {
			await trx
				.insertInto('settings')
				.values({ name: 'after-commit-1', value: 'stored', updated_at: new Date().toISOString() })
				.execute()
			afterCommit(trx, () => (seen = rowSeenByOther('after-commit-1')))
			await trx.selectFrom('settings').select('name').execute()
			expect(seen).toBeUndefined()
		})
		expect(await seen).toEqual({ value: 'stored' })
	})

	test('a hook registered in a nested call waits for the outer transaction, and runs once however often it is registered', async () => {
		const calls: string[] = []
		const hook = () => calls.push('hook')
		await inTransaction(db, async (trx) => {
			await inTransaction(trx, async (inner) => {
				afterCommit(inner, hook)
				afterCommit(inner, hook)
			})
			expect(calls).toEqual([])
			afterCommit(trx, hook)
		})
		expect(calls).toEqual(['hook'])
	})

	test('a transaction that rolls back runs none of its hooks', async () => {
		const calls: string[] = []
		const failure = new Error('the caller failed')
		await expect(
			inTransaction(db, async (trx) => {
				await trx
					.insertInto('settings')
					.values({ name: 'after-commit-2', value: 'never', updated_at: new Date().toISOString() })
					.execute()
				afterCommit(trx, () => calls.push('hook'))
				throw failure
			}),
		).rejects.toBe(failure)
		expect(calls).toEqual([])
		expect(await rowSeenByOther('after-commit-2')).toBeUndefined()
	})

	test('outside a transaction a hook runs at once; a hook that throws leaves the commit as it is', async () => {
		const calls: string[] = []
		afterCommit(db, () => calls.push('at once'))
		expect(calls).toEqual(['at once'])
		const id = await inTransaction(db, async (trx) => {
			await trx
				.insertInto('settings')
				.values({ name: 'after-commit-3', value: 'kept', updated_at: new Date().toISOString() })
				.execute()
			afterCommit(trx, () => {
				throw new Error('the wake-up call failed')
			})
			return 3
		})
		expect(id).toBe(3)
		expect(await rowSeenByOther('after-commit-3')).toEqual({ value: 'kept' })
	})
})

/** Another connection to the same database: a second SQLite handle on the file, or another PostgreSQL pool. */
async function secondConnection(db: Db, dataDir: string) {
	if (!usesPostgres(db)) return createDatabase({ dataDir })
	const { rows } = await sql<{ schema: string; database: string }>`
		select current_schema() as schema, current_database() as database
	`.execute(db)
	const url = new URL(process.env.TEST_DATABASE_URL!)
	url.pathname = `/${rows[0]!.database}`
	return createDatabase({ databaseUrl: url.href, dataDir, pgSchema: rows[0]!.schema })
}
