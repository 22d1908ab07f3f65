// npm run db:seed: adds the sample jobs and documents to an empty database
// (migrating it first). Leaves a database that already has jobs alone.
import { closeDb, getDb, migrateToLatest } from '#app/utils/db/db.server.ts'
import { seedIfEmpty } from '#app/utils/jobs/seed.server.ts'

const db = getDb()
await migrateToLatest(db)
const seeded = await seedIfEmpty(db)
console.log(
	seeded
		? 'Sample jobs and documents added.'
		: 'The database already has jobs: nothing seeded. Use npm run db:reset to start again.',
)
await closeDb()
