import type { Kysely } from 'kysely'

// The back office's applications: the applicant's Aadhaar number, when one is on
// record, shown masked until a person asks (and the asking is audited); the
// list's filters by stage and job.
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('applications').addColumn('aadhaar_number', 'text').execute()
	await db.schema.createIndex('applications_status').on('applications').column('status').execute()
	await db.schema.createIndex('applications_job').on('applications').column('job_id').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('applications_job').execute()
	await db.schema.dropIndex('applications_status').execute()
	await db.schema.alterTable('applications').dropColumn('aadhaar_number').execute()
}
