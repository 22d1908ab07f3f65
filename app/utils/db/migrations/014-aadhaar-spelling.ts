import { sql, type Kysely } from 'kysely'

// One spelling of Aadhaar (UIDAI's) in the data, as in the code: the column of an
// applicant's card, the kind of its stored file and the audit entry of opening it.
// The compatibility API keeps the original site's "Aadhar" in its addresses and fields.
export async function up(db: Kysely<unknown>) {
	await db.schema.alterTable('applications').renameColumn('aadhar_file_id', 'aadhaar_file_id').execute()
	await sql`update files set kind = 'aadhaar' where kind = 'aadhar'`.execute(db)
	await sql`update audit_log set action = 'application.aadhaar-opened' where action = 'application.aadhar-opened'`.execute(
		db,
	)
}

export async function down(db: Kysely<unknown>) {
	await sql`update audit_log set action = 'application.aadhar-opened' where action = 'application.aadhaar-opened'`.execute(
		db,
	)
	await sql`update files set kind = 'aadhar' where kind = 'aadhaar'`.execute(db)
	await db.schema.alterTable('applications').renameColumn('aadhaar_file_id', 'aadhar_file_id').execute()
}
