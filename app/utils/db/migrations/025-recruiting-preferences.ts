import type { Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// A recruiter's own back office: the applications list's filters they saved under a name (their
// own, at most 20, one name once each), and whether they hear of new applications at once, in a
// daily digest or not at all, for every job or only the jobs they pick. The digest round marks the
// India day it last sent a person's digest, so that two instances send it once.
export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('saved_filters'))
		.addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('query', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addUniqueConstraint('saved_filters_staff_name', ['staff_id', 'name'])
		.execute()
	await db.schema
		.createTable('application_notice_settings')
		.addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id').onDelete('cascade'))
		.addColumn('frequency', 'text', (c) => c.notNull().defaultTo('never'))
		.addColumn('all_jobs', 'integer', (c) => c.notNull().defaultTo(1))
		.addColumn('digest_day', 'text')
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema
		.createTable('application_notice_jobs')
		.addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
		.addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
		.addPrimaryKeyConstraint('application_notice_jobs_pk', ['staff_id', 'job_id'])
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('application_notice_jobs').execute()
	await db.schema.dropTable('application_notice_settings').execute()
	await db.schema.dropTable('saved_filters').execute()
}
