import type { Kysely } from 'kysely'

// Counters of the rate limits (posts per address, enquiries per address, look-ups,
// sign-in attempts), kept in the database so that every instance counts together.
// The columns are the ones rate-limiter-flexible's SQLite and PostgreSQL stores use.
export async function up(db: Kysely<unknown>) {
	await db.schema
		.createTable('rate_limits')
		.addColumn('key', 'varchar(255)', (c) => c.primaryKey())
		.addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('expire', 'bigint')
		.execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.dropTable('rate_limits').execute()
}
