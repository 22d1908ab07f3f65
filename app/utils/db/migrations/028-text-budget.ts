import type { Kysely } from 'kysely'

// The site's budget of text messages (sms-budget.server.ts): a text says who set it off (a visitor's form, or
// staff's work), when it was counted against the budget (once, when first handed to the provider), and when the
// budget first held it back. The worker counts the texts of the last hour and day by counted_at.
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').addColumn('origin', 'text').execute()
	await db.schema.alterTable('outbox').addColumn('counted_at', 'text').execute()
	await db.schema.alterTable('outbox').addColumn('held_at', 'text').execute()
	await db.schema.createIndex('outbox_channel_counted_at').on('outbox').columns(['channel', 'counted_at']).execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('outbox_channel_counted_at').execute()
	await db.schema.alterTable('outbox').dropColumn('held_at').execute()
	await db.schema.alterTable('outbox').dropColumn('counted_at').execute()
	await db.schema.alterTable('outbox').dropColumn('origin').execute()
}
