import type { Kysely } from 'kysely'

// Each outbox row is claimed by one worker with a lease of its own, renewed while
// the mail is being sent; locked_by names the worker, so that only it records the result.
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').addColumn('locked_by', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').dropColumn('locked_by').execute()
}
