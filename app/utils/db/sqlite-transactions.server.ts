import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely'

// A transaction on SQLite takes the file's write lock when it begins (BEGIN IMMEDIATE), not at its first write.
// In WAL mode a transaction begun the default way reads a snapshot; when another process (a second worker, an
// instance's command, a backup) writes after that read, the transaction's own first write fails at once with
// SQLITE_BUSY_SNAPSHOT: the busy timeout cannot help, and a member of staff pressing a button got the outage page.
// Begun immediately, it waits for the other writer (up to the busy timeout) and then reads and writes on what is
// there. Within one process nothing changes: Kysely's SQLite driver already runs one transaction at a time.

export function immediateTransactions(dialect: Dialect): Dialect {
	return {
		createAdapter: () => dialect.createAdapter(),
		createDriver: () => new ImmediateDriver(dialect.createDriver()),
		createQueryCompiler: () => dialect.createQueryCompiler(),
		createIntrospector: (db) => dialect.createIntrospector(db),
	}
}

type CompileQuery = Parameters<NonNullable<Driver['savepoint']>>[2]

class ImmediateDriver implements Driver {
	constructor(private readonly inner: Driver) {}

	init() {
		return this.inner.init()
	}
	acquireConnection() {
		return this.inner.acquireConnection()
	}
	async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
		await connection.executeQuery(CompiledQuery.raw('begin immediate'))
	}
	commitTransaction(connection: DatabaseConnection) {
		return this.inner.commitTransaction(connection)
	}
	rollbackTransaction(connection: DatabaseConnection) {
		return this.inner.rollbackTransaction(connection)
	}
	savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return this.inner.savepoint!(connection, name, compile)
	}
	rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return this.inner.rollbackToSavepoint!(connection, name, compile)
	}
	releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return this.inner.releaseSavepoint!(connection, name, compile)
	}
	releaseConnection(connection: DatabaseConnection) {
		return this.inner.releaseConnection(connection)
	}
	destroy() {
		return this.inner.destroy()
	}
}
