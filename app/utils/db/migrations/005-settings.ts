import type { Kysely } from 'kysely'

// Values every instance must share, kept in the database: the site's secret (when
// SESSION_SECRET is not set) and the one it replaced, during its grace period.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('settings')
		.addColumn('name', 'text', (c) => c.primaryKey())
		.addColumn('value', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('settings').execute()
}
