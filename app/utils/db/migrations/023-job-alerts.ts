import { sql, type Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// Job alerts: a visitor asks for a mail or a text when a job of a category (or any) opens in a
// place (or anywhere). A row is active until it is unsubscribed; among active rows one person has
// one alert per category and place, so a form sent twice at once stores one (the unique index, whose
// "any" is '' so that two "any" alerts meet). The outbox carries a mail's extra headers (the
// unsubscribe headers of an alert), as JSON text.
export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('job_alerts'))
		.addColumn('channel', 'text', (c) => c.notNull())
		.addColumn('address', 'text', (c) => c.notNull())
		.addColumn('category', 'text')
		.addColumn('place', 'text')
		.addColumn('language', 'text', (c) => c.notNull())
		.addColumn('token', 'text', (c) => c.notNull().unique())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('confirmed_at', 'text')
		.addColumn('unsubscribed_at', 'text')
		.addColumn('last_sent_at', 'text')
		.execute()
	await sql`create unique index job_alerts_active on job_alerts (channel, address, coalesce(category, ''), coalesce(place, '')) where unsubscribed_at is null`.execute(
		db,
	)
	// The sender's round reads the confirmed, active alerts.
	await db.schema
		.createIndex('job_alerts_confirmed')
		.on('job_alerts')
		.columns(['confirmed_at', 'unsubscribed_at'])
		.execute()
	await db.schema.alterTable('outbox').addColumn('headers', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('outbox').dropColumn('headers').execute()
	await db.schema.dropTable('job_alerts').execute()
}
