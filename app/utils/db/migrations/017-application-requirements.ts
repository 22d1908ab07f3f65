import type { Kysely } from 'kysely'

// What each job asks of its applicants (staff set it per job): a photo, a resume, an
// Aadhaar card and an e-mail address, each required (1, today's rule and the default)
// or optional (0). A job that does not require a resume asks three short questions
// instead of one, stored with the application. An application without an e-mail
// stores an empty one; its duplicate key (email_normalised) is then its mobile
// number ("tel:+919876543210"), so the unique (job, key) rule keeps one per person.
const JOB_COLUMNS = ['requires_photo', 'requires_resume', 'requires_aadhaar', 'requires_email']
const APPLICATION_COLUMNS = ['last_work', 'work_years', 'languages_spoken']

export async function up(db: Kysely<unknown>) {
	for (const column of JOB_COLUMNS) {
		await db.schema
			.alterTable('jobs')
			.addColumn(column, 'integer', (c) => c.notNull().defaultTo(1))
			.execute()
	}
	for (const column of APPLICATION_COLUMNS) {
		await db.schema.alterTable('applications').addColumn(column, 'text').execute()
	}
}

export async function down(db: Kysely<unknown>) {
	for (const column of APPLICATION_COLUMNS) await db.schema.alterTable('applications').dropColumn(column).execute()
	for (const column of JOB_COLUMNS) await db.schema.alterTable('jobs').dropColumn(column).execute()
}
