import type { Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// Who came to their interview: after an interview's time HR mark it "came" (1) or "did not come" (0), once per
// application and interview (a moved interview is another one); a wrong press is corrected on the same row. The
// day's index serves the interviews page and the weekly show rate. Erasing the application deletes its rows.
//
// The applications list's filter by the answer to the current interview needs no index of its own: the stage's index
// (019) finds the applications at Interview, 029's on (application_id, id) their newest invitation (20 ms on SQLite
// for 100,000 applications, 10,000 of them at Interview).
export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('interview_attendance'))
		.addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
		.addColumn('interview_date', 'text', (c) => c.notNull())
		.addColumn('interview_time', 'text', (c) => c.notNull())
		.addColumn('came', 'integer', (c) => c.notNull())
		.addColumn('marked_at', 'text', (c) => c.notNull())
		.addColumn('staff_id', 'integer')
		.execute()
	await db.schema
		.createIndex('interview_attendance_interview')
		.on('interview_attendance')
		.columns(['application_id', 'interview_date', 'interview_time'])
		.unique()
		.execute()
	await db.schema
		.createIndex('interview_attendance_day')
		.on('interview_attendance')
		.columns(['interview_date', 'interview_time'])
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('interview_attendance').execute()
}
