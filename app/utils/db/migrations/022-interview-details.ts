import type { Kysely } from 'kysely'

// An interview's day, time, place and whom to ask for, kept with the application when HR
// move it to Interview: the applicant's status page shows them (before, they were only in the mail).
const COLUMNS = ['interview_date', 'interview_time', 'interview_place', 'interview_ask_for'] as const

export async function up(db: Kysely<unknown>) {
	for (const column of COLUMNS) await db.schema.alterTable('applications').addColumn(column, 'text').execute()
}

export async function down(db: Kysely<unknown>) {
	for (const column of COLUMNS) await db.schema.alterTable('applications').dropColumn(column).execute()
}
