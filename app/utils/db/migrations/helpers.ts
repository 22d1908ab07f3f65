import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely'

export function isPostgres(db: Kysely<unknown>) {
	return db.getExecutor().adapter instanceof PostgresAdapter
}

/** An auto-incrementing integer primary key named id, spelled the way each database wants it. */
export function idColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
	return isPostgres(db)
		? table.addColumn('id', 'serial', (c) => c.primaryKey())
		: table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}
