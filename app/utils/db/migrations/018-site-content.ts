import { sql, type Kysely } from 'kysely'
import { idColumn, isPostgres } from './helpers.ts'

// The site's words and pictures as staff publish them (Site content in the back
// office). Each publish or restore adds a version holding a whole section in every
// language; the newest version of a section is live. A section with no version shows
// the content files' defaults. A draft is one row per section, replaced as it is
// saved and removed when it is published or thrown away. A new version bumps the
// content version (011), so every instance renders the pages afresh at once.

export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('content_versions'))
		.addColumn('section', 'text', (c) => c.notNull())
		/** JSON: { en, hi, mr }, each the section's whole document in that language. */
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('published_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
		.addColumn('published_at', 'text', (c) => c.notNull())
		/** The version a restore brought back; null for a publish. */
		.addColumn('restored_from', 'integer')
		.execute()
	await db.schema.createIndex('content_versions_section').on('content_versions').columns(['section', 'id']).execute()
	await db.schema
		.createTable('content_drafts')
		.addColumn('section', 'text', (c) => c.primaryKey())
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('updated_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.execute()
	if (isPostgres(db)) {
		await sql
			.raw(
				`create trigger content_versions_content_version after insert or update or delete on content_versions
				for each statement execute function bump_content_version()`,
			)
			.execute(db)
		return
	}
	for (const event of ['insert', 'update', 'delete']) {
		await sql
			.raw(
				`create trigger content_versions_${event}_content_version after ${event} on content_versions
				begin
					update settings set value = cast(cast(value as integer) + 1 as text) where name = 'content_version';
				end`,
			)
			.execute(db)
	}
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('content_drafts').execute()
	await db.schema.dropTable('content_versions').execute()
}
