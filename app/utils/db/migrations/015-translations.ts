import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

// A job's and a housekeeping document's words in Hindi and Marathi, written by staff
// beside the English. A field left empty (null) shows the English. The content
// version's triggers (011) cover these tables too, so a translation is live on every
// instance at its next request.
const TABLES = ['job_translations', 'document_translations']

export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('job_translations')
		.addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
		.addColumn('language', 'text', (c) => c.notNull())
		.addColumn('title', 'text')
		.addColumn('designation', 'text')
		.addColumn('location', 'text')
		.addColumn('description', 'text')
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('job_translations_pk', ['job_id', 'language'])
		.execute()
	await db.schema
		.createTable('document_translations')
		.addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
		.addColumn('language', 'text', (c) => c.notNull())
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('document_translations_pk', ['document_id', 'language'])
		.execute()
	for (const table of TABLES) {
		if (isPostgres(db)) {
			await sql
				.raw(
					`create trigger ${table}_content_version after insert or update or delete on ${table}
					for each statement execute function bump_content_version()`,
				)
				.execute(db)
			continue
		}
		for (const event of ['insert', 'update', 'delete']) {
			await sql
				.raw(
					`create trigger ${table}_${event}_content_version after ${event} on ${table}
					begin
						update settings set value = cast(cast(value as integer) + 1 as text) where name = 'content_version';
					end`,
				)
				.execute(db)
		}
	}
}

export async function down(db: Kysely<unknown>) {
	// Dropping a table drops its triggers on both databases.
	for (const table of TABLES) await db.schema.dropTable(table).execute()
}
