import type { Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// An interview's invitation as the applicant answers it: each time HR set an interview (a day, a time, a place) the
// invitation gets a row with the token of its short link, the answer given by the link's buttons or by a text
// (confirmed or declined, with the applicant's optional words) and the reminders sent. A link works only while its
// row is the application's newest and the interview is still the one it was made for. The texts applicants send
// back are kept once per provider's message id, with the application they were matched to.
export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('interview_invitations'))
		.addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
		.addColumn('token', 'text', (c) => c.notNull().unique())
		.addColumn('interview_date', 'text', (c) => c.notNull())
		.addColumn('interview_time', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('answer', 'text')
		.addColumn('answer_note', 'text')
		.addColumn('answered_at', 'text')
		.addColumn('answered_by', 'text')
		.addColumn('evening_reminder_at', 'text')
		.addColumn('soon_reminder_at', 'text')
		.execute()
	await db.schema
		.createIndex('interview_invitations_application')
		.on('interview_invitations')
		.columns(['application_id', 'id'])
		.execute()
	await db.schema
		.createIndex('interview_invitations_day')
		.on('interview_invitations')
		.columns(['interview_date', 'interview_time'])
		.execute()
	await idColumn(db, db.schema.createTable('inbound_texts'))
		.addColumn('message_sid', 'text', (c) => c.notNull().unique())
		.addColumn('from_number', 'text', (c) => c.notNull())
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('application_id', 'integer', (c) => c.references('applications.id'))
		.addColumn('received_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('inbound_texts_application').on('inbound_texts').column('application_id').execute()
	await db.schema.createIndex('inbound_texts_from').on('inbound_texts').column('from_number').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('inbound_texts').execute()
	await db.schema.dropTable('interview_invitations').execute()
}
