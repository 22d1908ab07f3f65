import { sql, type Kysely } from 'kysely'
import { isPostgres } from './helpers.ts'

// What a year of applications needs to stay fast: an index behind every column that
// points at a file (deleting a file checks each of them, and the purge asks "does any
// application still hold this file?"), the look-ups an erasure makes (an outbox mail
// by the application it is about or by address, audit entries by subject), the
// figures and filters of the back office, and a text index for searching
// applications by a part of a name, an e-mail address or a mobile number: FTS5 with
// trigrams on SQLite, pg_trgm on PostgreSQL. Both answer `like '%…%'` from the index.

const FILE_COLUMNS = [
	['applications', 'photo_file_id'],
	['applications', 'resume_file_id'],
	['applications', 'aadhaar_file_id'],
	['jobs', 'pdf_file_id'],
	['documents', 'file_id'],
	['gallery_items', 'file_id'],
] as const

/** The applications still holding a file, by age: the purge's queue, which empties as it works. */
const HOLDS_FILES = sql<boolean>`photo_file_id is not null or resume_file_id is not null or aadhaar_file_id is not null`

export async function up(db: Kysely<unknown>) {
	for (const [table, column] of FILE_COLUMNS) {
		await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute()
	}
	await db.schema
		.createIndex('applications_holding_files')
		.on('applications')
		.columns(['created_at', 'id'])
		.where(HOLDS_FILES)
		.execute()
	// The list and the export filtered by job or by field, newest first, without sorting every row of it.
	await db.schema
		.createIndex('applications_job_created_at')
		.on('applications')
		.columns(['job_id', 'created_at'])
		.execute()
	await db.schema
		.createIndex('applications_field_created_at')
		.on('applications')
		.columns(['job_field', 'created_at'])
		.execute()
	await db.schema
		.createIndex('applications_status_created_at')
		.on('applications')
		.columns(['status', 'created_at'])
		.execute()
	// The purge walks every applicant's file once a day by age, without reading the file's bytes.
	await db.schema.createIndex('files_kind_created_at').on('files').columns(['kind', 'created_at', 'id']).execute()

	// A mail about an application (its acknowledgement, the office's notice, stage mails) names it.
	await db.schema.alterTable('outbox').addColumn('application_id', 'integer').execute()
	await db.schema.createIndex('outbox_application').on('outbox').column('application_id').execute()
	await db.schema
		.createIndex('outbox_to_address')
		.on('outbox')
		.expression(sql`lower(to_address)`)
		.execute()
	await db.schema
		.createIndex('outbox_reply_to')
		.on('outbox')
		.expression(sql`lower(reply_to)`)
		.execute()
	await db.schema.createIndex('audit_log_subject').on('audit_log').column('subject').execute()
	await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute()
	await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'at']).execute()
	// The Mail page lists one status at a time, newest first.
	await db.schema.createIndex('outbox_status_created_at').on('outbox').columns(['status', 'created_at']).execute()
	await db.schema
		.createIndex('enquiries_waiting')
		.on('enquiries')
		.column('created_at')
		.where(sql.ref('handled_at'), 'is', null)
		.execute()

	if (isPostgres(db)) await postgresTextIndex(db)
	else await sqliteTextIndex(db)
}

/**
 * pg_trgm is a trusted extension (a database owner may create it). It is made in the
 * public schema whatever the search path, so that a schema dropped with its tables
 * never takes it along; if it cannot be made, search still works, by scanning.
 */
async function postgresTextIndex(db: Kysely<unknown>) {
	await sql`savepoint text_index`.execute(db)
	try {
		await sql`create extension if not exists pg_trgm with schema public`.execute(db)
		await sql`release savepoint text_index`.execute(db)
	} catch {
		await sql`rollback to savepoint text_index`.execute(db)
	}
	const { rows } = await sql<{ schema: string }>`
		select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)
	const schema = rows[0]?.schema
	if (!schema) return
	const ops = sql.raw(`${schema}.gin_trgm_ops`)
	await sql`create index applications_name_trigrams on applications using gin (lower(name) ${ops})`.execute(db)
	await sql`create index applications_email_trigrams on applications using gin (lower(email) ${ops})`.execute(db)
	await sql`create index applications_contact_trigrams on applications using gin (contact ${ops})`.execute(db)
}

/** An FTS5 index kept by triggers beside the applications table (an external-content table). */
async function sqliteTextIndex(db: Kysely<unknown>) {
	const columns = 'name, email, contact'
	const values = (row: 'new' | 'old') => `${row}.id, ${row}.name, ${row}.email, ${row}.contact`
	const statements = [
		`create virtual table applications_search using fts5(${columns}, content='applications', content_rowid='id', tokenize='trigram')`,
		`create trigger applications_search_insert after insert on applications begin
			insert into applications_search(rowid, ${columns}) values (${values('new')});
		end`,
		`create trigger applications_search_delete after delete on applications begin
			insert into applications_search(applications_search, rowid, ${columns}) values ('delete', ${values('old')});
		end`,
		`create trigger applications_search_update after update of ${columns} on applications begin
			insert into applications_search(applications_search, rowid, ${columns}) values ('delete', ${values('old')});
			insert into applications_search(rowid, ${columns}) values (${values('new')});
		end`,
		`insert into applications_search(applications_search) values ('rebuild')`,
	]
	for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(db: Kysely<unknown>) {
	if (isPostgres(db)) {
		for (const name of ['applications_name_trigrams', 'applications_email_trigrams', 'applications_contact_trigrams']) {
			await sql.raw(`drop index if exists ${name}`).execute(db)
		}
	} else {
		for (const event of ['insert', 'delete', 'update']) {
			await sql.raw(`drop trigger applications_search_${event}`).execute(db)
		}
		await sql.raw('drop table applications_search').execute(db)
	}
	for (const name of [
		'enquiries_waiting',
		'outbox_status_created_at',
		'audit_log_staff',
		'audit_log_action',
		'audit_log_subject',
		'outbox_reply_to',
		'outbox_to_address',
		'outbox_application',
		'files_kind_created_at',
		'applications_status_created_at',
		'applications_field_created_at',
		'applications_job_created_at',
		'applications_holding_files',
		...FILE_COLUMNS.map(([table, column]) => `${table}_${column}`),
	]) {
		await db.schema.dropIndex(name).execute()
	}
	await db.schema.alterTable('outbox').dropColumn('application_id').execute()
}
