// npm run secret:rotate: replaces the site secret stored in the database with a new
// one. The old one stays accepted for a week, so open pages and forms keep working;
// every running instance picks the change up within a minute. (With SESSION_SECRET
// set, rotate by moving its value to SESSION_SECRET_PREVIOUS and setting a new one.)
import { closeDb, getDb, migrateToLatest } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { rotateSecret } from '#app/utils/http/secrets.server.ts'

if (getEnv().SESSION_SECRET) {
	console.log('SESSION_SECRET is set, so the stored secret is not used: change the variable instead.')
} else {
	const db = getDb()
	await migrateToLatest(db)
	await rotateSecret(db)
	console.log('A new site secret is stored. The previous one is accepted for another 7 days.')
}
await closeDb()
