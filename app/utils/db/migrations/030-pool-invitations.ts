import type { Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// A past applicant invited by HR to apply to a new job (the people to call back, talent-pool.server.ts): at most
// once per job and person (mobile number), whichever of their applications HR invited from. Erasing that application
// deletes its rows.
export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('pool_invitations'))
		.addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id'))
		.addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
		.addColumn('contact', 'text', (c) => c.notNull())
		.addColumn('channel', 'text', (c) => c.notNull())
		.addColumn('staff_id', 'integer')
		.addColumn('invited_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema
		.createIndex('pool_invitations_job_contact')
		.on('pool_invitations')
		.columns(['job_id', 'contact'])
		.unique()
		.execute()
	await db.schema.createIndex('pool_invitations_application').on('pool_invitations').column('application_id').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('pool_invitations').execute()
}
