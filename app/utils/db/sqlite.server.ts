import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

/**
 * The SQLite driver, better-sqlite3, in the build this Node.js can run; import it from here, never from the
 * package. better-sqlite3 13 is a Node-API addon shipped prebuilt, which needs Node-API 10 (Node.js 22.14 and
 * later). Node.js 20 has Node-API 9 and would crash on it, so there the site loads better-sqlite3 12 (the package
 * better-sqlite3-node20), compiled on install. 12 must not run on Node.js 24: compiled against the headers of 24.19
 * or later, its objects derive from a node::ObjectWrap that removes a cleanup hook when the garbage collector
 * frees one, and the collector runs that with no context entered, so Node.js aborts the process
 * (`RemoveEnvironmentCleanupHook … Assertion failed: (env) != nullptr`) the first time it frees a statement.
 * The two have one API (13 only adds to it), described by @types/better-sqlite3.
 */
export const sqliteDriverPackage = Number(process.versions.napi) >= 10 ? 'better-sqlite3' : 'better-sqlite3-node20'

function loadDriver(): typeof BetterSqlite3 {
	try {
		return createRequire(import.meta.url)(sqliteDriverPackage) as typeof BetterSqlite3
	} catch (error) {
		// Node.js 20's driver is an optional dependency, left out when its build fails at install.
		if (sqliteDriverPackage === 'better-sqlite3') throw error
		throw new Error(
			`The SQLite driver for Node.js ${process.versions.node} (the package ${sqliteDriverPackage}, compiled at ` +
				'`npm install`) could not be loaded: run `npm rebuild better-sqlite3-node20` and read its output, or ' +
				'use Node.js 22.14 or later, whose driver needs no build.',
			{ cause: error },
		)
	}
}

const SQLite = loadDriver()

// `SQLite.Database` and the other types, as with `import SQLite from 'better-sqlite3'`.
// eslint-disable-next-line @typescript-eslint/no-namespace -- types only, merged with the constructor above
declare namespace SQLite {
	type Database = BetterSqlite3.Database
	type Options = BetterSqlite3.Options
}

export default SQLite
