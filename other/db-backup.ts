// npm run db:backup -- FILE: a consistent copy of the SQLite database, taken while
// the site runs (SQLite's online backup). It holds everything: records, uploaded
// files, the site secret. To restore, stop the site and put the copy in place as
// DATA_DIR/brisk.db. With PostgreSQL, use pg_dump and pg_restore (docs/deploy.md).
import path from 'node:path'
import { getEnv } from '#app/utils/core/env.server.ts'
import SQLite from '#app/utils/db/sqlite.server.ts'

// The copy holds applicants' personal data: readable by its owner only.
process.umask(0o077)
const env = getEnv()
const target = process.argv[2]
if (env.DATABASE_URL) {
	console.log('The database is PostgreSQL: back it up with pg_dump -Fc (see docs/deploy.md).')
	process.exit(1)
}
if (!target) {
	console.log('Usage: npm run db:backup -- FILE')
	process.exit(1)
}
const database = new SQLite(path.join(env.DATA_DIR, 'brisk.db'), { readonly: true, fileMustExist: true })
await database.backup(target)
database.close()
console.log(`Backed up to ${target}`)
