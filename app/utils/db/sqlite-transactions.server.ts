import { CompiledQuery, type DatabaseConnection, type Dialect } from 'kysely'
import { DelegatingDriver, wrapDriver } from './driver.server.ts'

// A transaction on SQLite takes the file's write lock when it begins (BEGIN IMMEDIATE), not at its first write.
// In WAL mode a transaction begun the default way reads a snapshot; when another process (a second worker, an
// instance's command, a backup) writes after that read, the transaction's own first write fails at once with
// SQLITE_BUSY_SNAPSHOT: the busy timeout cannot help, and a member of staff pressing a button got the outage page.
// Begun immediately, it waits for the other writer (up to the busy timeout) and then reads and writes on what is
// there. Within one process nothing changes: Kysely's SQLite driver already runs one transaction at a time.

export function immediateTransactions(dialect: Dialect): Dialect {
	return wrapDriver(dialect, (driver) => new ImmediateDriver(driver))
}

class ImmediateDriver extends DelegatingDriver {
	override async beginTransaction(connection: DatabaseConnection) {
		await connection.executeQuery(CompiledQuery.raw('begin immediate'))
	}
}
