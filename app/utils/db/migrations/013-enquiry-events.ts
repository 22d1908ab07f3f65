import type { Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// An enquiry's history in the back office: the team's notes on it, and the replies
// sent to the enquirer from the back office (through the outbox).
export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('enquiry_events'))
		.addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id'))
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('subject', 'text')
		.addColumn('text', 'text', (c) => c.notNull())
		.addColumn('staff_id', 'integer')
		.addColumn('staff_name', 'text')
		.addColumn('at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('enquiry_events_enquiry').on('enquiry_events').column('enquiry_id').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('enquiry_events').execute()
}
