import crypto from 'node:crypto'
import { sql, type Kysely } from 'kysely'

// Each application's reference gets a random check code (BR-2026-000123-K7Q9M): with a row number
// alone, a known mobile number and a guessed number showed a stranger the application. The
// applications already stored get one each here; their applicants, whose reference was printed
// without it, have it sent to their mobile number from the status page.

// As career.ts spells them, copied so that this migration stays as it ran.
const LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ'
const SYMBOLS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const BATCH = 500

function newCode() {
	let code = LETTERS[crypto.randomInt(LETTERS.length)]!
	while (code.length < 5) code += SYMBOLS[crypto.randomInt(SYMBOLS.length)]
	return code
}

export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('applications').addColumn('reference_code', 'text').execute()
	// A few hundred rows a statement: a year of applications takes seconds, not one statement per row.
	for (;;) {
		const { rows } = await sql<{ id: number }>`
			select id from applications where reference_code is null order by id limit ${BATCH}
		`.execute(db)
		if (rows.length === 0) break
		const ids = rows.map((row) => Number(row.id))
		const cases = sql.join(
			ids.map((id) => sql`when ${id} then ${newCode()}`),
			sql` `,
		)
		await sql`update applications set reference_code = case id ${cases} end where id in (${sql.join(ids)})`.execute(db)
	}
}

export async function down(db: Kysely<unknown>) {
	await db.schema.alterTable('applications').dropColumn('reference_code').execute()
}
