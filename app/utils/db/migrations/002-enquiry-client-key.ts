import type { Kysely } from 'kysely'

// The per-address limit on contact enquiries counts recent enquiries
// by a keyed hash of the sender's address, so it holds across restarts and
// across several instances sharing one PostgreSQL database.
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('enquiries').addColumn('client_key', 'text').execute()
	await db.schema
		.createIndex('enquiries_client_key_created_at')
		.on('enquiries')
		.columns(['client_key', 'created_at'])
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('enquiries_client_key_created_at').execute()
	await db.schema.alterTable('enquiries').dropColumn('client_key').execute()
}
