// npm run db:reset: deletes what a trial leaves (jobs, documents, applications, enquiries, gallery photos, their
// files, the outbox) and seeds the samples again; staff, settings, the audit log and Site content stay. Asks first
// unless --yes.
import path from 'node:path'
import readline from 'node:readline/promises'
import { closeDb, getDb, migrateToLatest } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { clearAll, seed } from '#app/utils/jobs/seed.server.ts'

const env = getEnv()
if (!process.argv.includes('--yes')) {
	const rl = readline.createInterface({ input: process.stdin, output: process.stdout })
	const answer = await rl.question(
		`Delete the jobs, documents, applications, enquiries and gallery photos, with their files, in ${env.DATABASE_URL ? 'the PostgreSQL database' : path.join(env.DATA_DIR, 'brisk.db')}, and seed the samples again? Staff, settings, the audit log and Site content stay. (yes/no) `,
	)
	rl.close()
	if (answer.trim().toLowerCase() !== 'yes') {
		console.log('Nothing changed.')
		process.exit(0)
	}
}
const db = getDb()
await migrateToLatest(db)
await clearAll(db)
await seed(db)
console.log('Database reset and sample data seeded.')
await closeDb()
