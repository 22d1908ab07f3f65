import type { Kysely } from 'kysely'

// A mail may carry a calendar invitation (an interview's iCalendar REQUEST), sent with it as
// text/calendar so that the phone's mail app offers "Add to calendar". It names the applicant,
// so an erasure blanks it with the mail's words. The day's interviews are read by their day, and
// a person's applications by their mobile number or e-mail address (one candidate across jobs).
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute()
	await db.schema
		.createIndex('applications_interview_date')
		.on('applications')
		.columns(['interview_date', 'interview_time'])
		.execute()
	await db.schema.createIndex('applications_contact').on('applications').column('contact').execute()
	// The Mail page's Sent list, newest sent first.
	await db.schema.createIndex('outbox_status_sent_at').on('outbox').columns(['status', 'sent_at']).execute()
	await db.schema.createIndex('applications_email_normalised').on('applications').column('email_normalised').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropIndex('outbox_status_sent_at').execute()
	await db.schema.dropIndex('applications_email_normalised').execute()
	await db.schema.dropIndex('applications_contact').execute()
	await db.schema.dropIndex('applications_interview_date').execute()
	await db.schema.alterTable('outbox').dropColumn('calendar').execute()
}
