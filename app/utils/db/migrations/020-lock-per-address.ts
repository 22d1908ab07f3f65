import type { Kysely } from 'kysely'

// After its owner's reset link, until this time, wrong passwords lock an account only
// for the client address that typed them (sign-in.server.ts says why).
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('staff').addColumn('lock_per_address_until', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('staff').dropColumn('lock_per_address_until').execute()
}
