import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely'

// Kysely's seam for changing how a database is spoken to: a dialect whose driver wraps the dialect's own.
// The outage watch (db-health.server.ts) and SQLite's immediate transactions (sqlite-transactions.server.ts)
// each override what they change and forward the rest through DelegatingDriver.

/** The dialect with its driver wrapped: adapter, query compiler and introspector stay the dialect's. */
export function wrapDriver(dialect: Dialect, wrap: (driver: Driver) => Driver): Dialect {
	return {
		createAdapter: () => dialect.createAdapter(),
		createDriver: () => wrap(dialect.createDriver()),
		createQueryCompiler: () => dialect.createQueryCompiler(),
		createIntrospector: (db) => dialect.createIntrospector(db),
	}
}

export type CompileQuery = Parameters<NonNullable<Driver['savepoint']>>[2]

/** A driver that forwards every call to the one it wraps; subclasses override what they change. */
export class DelegatingDriver implements Driver {
	constructor(protected readonly inner: Driver) {}

	init() {
		return this.inner.init()
	}
	acquireConnection() {
		return this.inner.acquireConnection()
	}
	beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
		return this.inner.beginTransaction(connection, settings)
	}
	commitTransaction(connection: DatabaseConnection) {
		return this.inner.commitTransaction(connection)
	}
	rollbackTransaction(connection: DatabaseConnection) {
		return this.inner.rollbackTransaction(connection)
	}
	savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return this.savepointMethod('savepoint')(connection, name, compile)
	}
	rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return this.savepointMethod('rollbackToSavepoint')(connection, name, compile)
	}
	releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return this.savepointMethod('releaseSavepoint')(connection, name, compile)
	}
	releaseConnection(connection: DatabaseConnection) {
		return this.inner.releaseConnection(connection)
	}
	destroy() {
		return this.inner.destroy()
	}

	private savepointMethod(name: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
		const method = this.inner[name]
		if (!method) throw new Error(`This database driver has no ${name}`)
		return method.bind(this.inner)
	}
}
