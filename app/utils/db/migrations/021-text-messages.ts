import type { Kysely } from 'kysely'

// Text messages (SMS) wait in the outbox beside the mails and share its worker, lease, retries
// and back-office list: a row says which way it goes, and a text's address is a mobile number.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('outbox')
		.addColumn('channel', 'text', (c) => c.notNull().defaultTo('mail'))
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').dropColumn('channel').execute()
}
