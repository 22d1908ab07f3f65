import type { Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// Why an application was rejected, from a list the office keeps (rejection-reasons.server.ts): the application keeps
// the reason's words as chosen, so that a reason later taken off the list still reads in its history, its export and
// the reports. A reason is staff's record only: it is never sent to the applicant. The list starts with the reasons a
// staffing office gives most (written out here: every database gets the same rows).

const FIRST_REASONS = [
	'Did not come to the interview',
	'Not enough experience',
	'Documents missing or not clear',
	'Police or reference check not passed',
	'Took another job',
	'Expected salary too high',
	'Lives too far from the site',
	'Post already filled',
]

export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('rejection_reasons'))
		.addColumn('label', 'text', (c) => c.notNull().unique())
		.addColumn('position', 'integer', (c) => c.notNull())
		.addColumn('retired_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	const now = new Date().toISOString()
	await (db as Kysely<{ rejection_reasons: { label: string; position: number; created_at: string } }>)
		.insertInto('rejection_reasons')
		.values(FIRST_REASONS.map((label, index) => ({ label, position: index + 1, created_at: now })))
		.execute()
	await db.schema.alterTable('applications').addColumn('rejection_reason', 'text').execute()
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('applications').dropColumn('rejection_reason').execute()
	await db.schema.dropTable('rejection_reasons').execute()
}
