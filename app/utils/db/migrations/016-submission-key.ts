import type { Kysely } from 'kysely'

// The key an apply form sends with each submission (a random value made when the
// form is first sent, and sent again with every retry): a retry over a dropped
// connection finds the application it already stored instead of storing a second.
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('applications').addColumn('submission_key', 'text').execute()
	await db.schema
		.createIndex('applications_submission_key')
		.unique()
		.on('applications')
		.column('submission_key')
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('applications_submission_key').execute()
	await db.schema.alterTable('applications').dropColumn('submission_key').execute()
}
