import type { Kysely } from 'kysely'

// Two things a job's applications now record. A pool invitation (030) carries the token of a short link (/p/<token>)
// whose page asks the person whether HR may put their earlier application forward for the job; their yes is kept on
// the row (when, and by what: the link), and the application HR then add from it is named there, once per job and
// person. And each application says where it came from: the career pages ('career', also every application stored
// before), a job alert's link ('alert'), the job feed ('feed') or a pool invitation ('invitation').
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('pool_invitations').addColumn('token', 'text').execute()
	await db.schema.alterTable('pool_invitations').addColumn('consent_at', 'text').execute()
	await db.schema.alterTable('pool_invitations').addColumn('consent_by', 'text').execute()
	await db.schema.alterTable('pool_invitations').addColumn('added_application_id', 'integer').execute()
	await db.schema.createIndex('pool_invitations_token').on('pool_invitations').column('token').unique().execute()
	await db.schema
		.alterTable('applications')
		.addColumn('source', 'text', (c) => c.notNull().defaultTo('career'))
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('applications').dropColumn('source').execute()
	await db.schema.dropIndex('pool_invitations_token').execute()
	for (const column of ['added_application_id', 'consent_by', 'consent_at', 'token']) {
		await db.schema.alterTable('pool_invitations').dropColumn(column).execute()
	}
}
