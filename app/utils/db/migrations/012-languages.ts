import type { Kysely } from 'kysely'

// The language a visitor used to send an enquiry, so that the acknowledgement is
// in it (applications have had theirs since 001). Older rows: English.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.alterTable('enquiries')
		.addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
		.execute()
}
