import type { Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

// Every file a visitor or the company uploads (applicants' documents, job adverts,
// housekeeping documents) is stored in the database with the record that owns it,
// so that several instances serve the same files and one backup holds everything
// (docs/decisions/007-files-in-the-database.md).
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('files').addColumn('sha256', 'text').execute()
	await db.schema
		.alterTable('files')
		.addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob')
		.execute()
	await db.schema
		.alterTable('documents')
		.addColumn('file_id', 'text', (c) => c.references('files.id'))
		.execute()
	await db.schema
		.alterTable('jobs')
		.addColumn('pdf_file_id', 'text', (c) => c.references('files.id'))
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('jobs').dropColumn('pdf_file_id').execute()
	await db.schema.alterTable('documents').dropColumn('file_id').execute()
	await db.schema.alterTable('files').dropColumn('bytes').execute()
	await db.schema.alterTable('files').dropColumn('sha256').execute()
}
