import type { Kysely } from 'kysely'

// A mail may carry a calendar invitation (an interview's iCalendar REQUEST), sent with it as
// text/calendar so that the phone's mail app offers "Add to calendar". It names the applicant,
// so an erasure blanks it with the mail's words.
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').dropColumn('calendar').execute()
}
