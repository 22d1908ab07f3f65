import { Migrator, sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { JOB_CATEGORIES, isJobOpen } from '#app/utils/jobs/jobs.ts'
import { migrateToLatest, isDatabaseUp, isUniqueViolation, usesPostgres, type Database, type Db } from './db.server.ts'
import { migrations } from '#app/utils/db/migrations/index.ts'
import { insertFile, readStoredFile } from '#app/utils/files/files.server.ts'
import { seed, seedIfEmpty } from '#app/utils/jobs/seed.server.ts'

/**
 * Every table of the `Database` interface (db/schema.ts) with its columns, written once. The type check holds it
 * to the interface both ways: a table or column the interface lacks is refused by `satisfies`, and a table or
 * column of the interface missing here fails `everyColumnListed`. The test below holds the migrated databases to it.
 */
const SCHEMA_COLUMNS = {
	jobs: [
		'id',
		'title',
		'designation',
		'description',
		'location',
		'phone',
		'category',
		'till_date',
		'pdf',
		'pdf_file_id',
		'opened_at',
		'published',
		'requires_photo',
		'requires_resume',
		'requires_aadhaar',
		'requires_email',
		'created_at',
		'updated_at',
	],
	job_translations: ['job_id', 'language', 'title', 'designation', 'location', 'description', 'updated_at'],
	document_translations: ['document_id', 'language', 'title', 'updated_at'],
	files: ['id', 'kind', 'original_name', 'media_type', 'byte_size', 'sha256', 'bytes', 'created_at'],
	applications: [
		'id',
		'job_id',
		'name',
		'contact',
		'email',
		'email_normalised',
		'submission_key',
		'qualification',
		'location',
		'experience',
		'job_field',
		'employer',
		'current_salary',
		'expected_salary',
		'photo_file_id',
		'resume_file_id',
		'aadhaar_file_id',
		'status',
		'consent_at',
		'language',
		'created_at',
		'updated_at',
		'erased_at',
		'aadhaar_number',
		'last_work',
		'work_years',
		'languages_spoken',
		'interview_date',
		'interview_time',
		'interview_place',
		'interview_ask_for',
		'reference_code',
		'rejection_reason',
		'source',
	],
	enquiries: [
		'id',
		'language',
		'name',
		'email',
		'mobile',
		'subject',
		'message',
		'find',
		'service',
		'created_at',
		'client_key',
		'handled_at',
		'handled_by',
		'assigned_to',
		'flag',
	],
	documents: ['id', 'new_doc_id', 'title', 'pdf', 'file_id', 'byte_size', 'sort_order', 'created_at'],
	outbox: [
		'id',
		'kind',
		'to_address',
		'reply_to',
		'subject',
		'text_body',
		'html_body',
		'status',
		'attempts',
		'next_attempt_at',
		'locked_until',
		'locked_by',
		'last_error',
		'created_at',
		'sent_at',
		'application_id',
		'channel',
		'headers',
		'calendar',
		'origin',
		'counted_at',
		'held_at',
	],
	rate_limits: ['key', 'points', 'expire'],
	settings: ['name', 'value', 'updated_at'],
	staff: [
		'id',
		'email',
		'name',
		'role',
		'password_hash',
		'password_changed_at',
		'lock_per_address_until',
		'totp_secret',
		'totp_last_step',
		'totp_enabled_at',
		'disabled_at',
		'created_at',
		'updated_at',
	],
	staff_recovery_codes: ['id', 'staff_id', 'code_hash', 'used_at'],
	staff_tokens: ['id', 'staff_id', 'purpose', 'expires_at', 'used_at', 'created_at'],
	sessions: ['id', 'staff_id', 'second_factor_at', 'created_at', 'last_seen_at', 'expires_at', 'user_agent'],
	audit_log: ['id', 'at', 'staff_id', 'staff_email', 'action', 'subject', 'details', 'client_key'],
	application_events: ['id', 'application_id', 'kind', 'stage', 'text', 'staff_id', 'staff_name', 'at'],
	enquiry_events: ['id', 'enquiry_id', 'kind', 'subject', 'text', 'staff_id', 'staff_name', 'at'],
	mail_templates: ['name', 'subject', 'body', 'updated_at', 'updated_by'],
	gallery_items: ['id', 'gallery', 'folder_file', 'file_id', 'caption', 'alt', 'sort_order', 'hidden', 'created_at'],
	content_versions: ['id', 'section', 'body', 'published_by', 'published_at', 'restored_from'],
	content_drafts: ['section', 'body', 'updated_by', 'updated_at'],
	job_alerts: [
		'id',
		'channel',
		'address',
		'category',
		'place',
		'language',
		'token',
		'created_at',
		'confirmed_at',
		'unsubscribed_at',
		'last_sent_at',
	],
	saved_filters: ['id', 'staff_id', 'name', 'query', 'created_at'],
	application_notice_settings: ['staff_id', 'frequency', 'all_jobs', 'digest_day', 'updated_at'],
	application_notice_jobs: ['staff_id', 'job_id'],
	job_category_translations: ['category_id', 'language', 'name', 'updated_at'],
	job_categories: ['id', 'value', 'name', 'position', 'retired_at', 'created_at', 'updated_at'],
	interview_invitations: [
		'id',
		'application_id',
		'token',
		'interview_date',
		'interview_time',
		'created_at',
		'answer',
		'answer_note',
		'answered_at',
		'answered_by',
		'evening_reminder_at',
		'soon_reminder_at',
	],
	inbound_texts: ['id', 'message_sid', 'from_number', 'body', 'application_id', 'received_at'],
	pool_invitations: [
		'id',
		'job_id',
		'application_id',
		'contact',
		'channel',
		'staff_id',
		'invited_at',
		'token',
		'consent_at',
		'consent_by',
		'added_application_id',
	],
	rejection_reasons: ['id', 'label', 'position', 'retired_at', 'created_at'],
	interview_attendance: ['id', 'application_id', 'interview_date', 'interview_time', 'came', 'marked_at', 'staff_id'],
} as const satisfies { [Table in keyof Database]: readonly (keyof Database[Table] & string)[] }

type Unlisted<Table extends keyof Database> = Exclude<
	keyof Database[Table] & string,
	(typeof SCHEMA_COLUMNS)[Table][number]
>
type UnlistedColumn = { [Table in keyof Database]: `${Table}.${Unlisted<Table>}` }[keyof Database]
const everyColumnListed: [UnlistedColumn] extends [never] ? true : UnlistedColumn = true

/** What the migrations make that the interface leaves out: on SQLite the applications' text index (FTS5) and its tables. */
const UNTYPED_TABLE = /^applications_search(?:_\w+)?$/

describe.each(testDatabases())('The database on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	test('migrations create every table of the schema with the columns it declares; running them again changes nothing', async () => {
		expect(everyColumnListed).toBe(true)
		let tables = await db.introspection.getTables()
		if (usesPostgres(db)) {
			// Other suites' schemas share the test database: only this one's tables count.
			const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
			tables = tables.filter((table) => table.schema === rows[0]!.schema)
		}
		const found = Object.fromEntries(
			tables
				.filter((table) => !UNTYPED_TABLE.test(table.name))
				.map((table) => [table.name, table.columns.map((column) => column.name).sort()]),
		)
		const declared = Object.fromEntries(
			Object.entries(SCHEMA_COLUMNS).map(([table, columns]) => [table, [...columns].sort()]),
		)
		expect(found).toEqual(declared)
		expect(await migrateToLatest(db)).toEqual([])
		expect(await isDatabaseUp(db)).toBe(true)
	})

	test('the first start seeds open jobs in every category, documents and their PDFs; a second start does not', async () => {
		expect(await seedIfEmpty(db)).toBe(true)
		const jobs = await db.selectFrom('jobs').selectAll().execute()
		for (const { value } of JOB_CATEGORIES) {
			const open = jobs.filter((job) => job.category === value && isJobOpen(job))
			expect(open.length, value).toBeGreaterThanOrEqual(2)
		}
		const documents = await db.selectFrom('documents').selectAll().orderBy('sort_order').execute()
		expect(documents.length).toBeGreaterThanOrEqual(3)
		for (const doc of documents) {
			const file = await readStoredFile(db, doc.file_id!)
			expect(file?.bytes.subarray(0, 5).toString()).toBe('%PDF-')
			expect(doc.byte_size).toBe(file?.bytes.length)
		}
		for (const job of jobs.filter((j) => j.pdf)) {
			expect((await readStoredFile(db, job.pdf_file_id!))?.kind).toBe('advert')
		}
		expect(await seedIfEmpty(db)).toBe(false)
		expect(await db.selectFrom('jobs').select('id').execute()).toHaveLength(jobs.length)
	})

	test('the same e-mail cannot apply twice for one job, whatever its case', async () => {
		const job = await db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()
		const now = new Date().toISOString()
		const application = {
			job_id: job.id,
			name: 'Asha Patil',
			contact: '+919876543210',
			email: 'Asha@Example.com',
			email_normalised: 'asha@example.com',
			location: 'Pune',
			job_field: 'House Keeping',
			created_at: now,
			updated_at: now,
		}
		await db.insertInto('applications').values(application).execute()
		const second = db
			.insertInto('applications')
			.values({ ...application, email: 'asha@example.com' })
			.execute()
		const error = await second.then(
			() => null,
			(e: unknown) => e,
		)
		expect(isUniqueViolation(error)).toBe(true)
		const stored = await db.selectFrom('applications').select('status').where('job_id', '=', job.id).execute()
		expect(stored).toEqual([{ status: 'New' }])
	})

	test('the Aadhaar spelling migration renames the column, the file kind and the audit entry, and undoes them', async () => {
		const fileId = await insertFile(db, {
			kind: 'aadhaar',
			name: 'card.pdf',
			mediaType: 'application/pdf',
			bytes: Buffer.from('%PDF-1.4'),
		})
		const job = await db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()
		const stamp = new Date().toISOString()
		const application = await db
			.insertInto('applications')
			.values({
				job_id: job.id,
				name: 'Asha Patil',
				contact: '+919876543210',
				email: 'asha.migration@example.com',
				email_normalised: 'asha.migration@example.com',
				location: 'Pune',
				job_field: 'Security',
				photo_file_id: null,
				resume_file_id: null,
				aadhaar_file_id: fileId,
				consent_at: null,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await db
			.insertInto('audit_log')
			.values({
				at: stamp,
				staff_id: null,
				staff_email: null,
				action: 'application.aadhaar-opened',
				subject: `application ${application.id}`,
				details: null,
			})
			.execute()
		const migrator = new Migrator({
			db,
			provider: { getMigrations: async () => migrations },
			allowUnorderedMigrations: true,
		})
		const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>
		const stored = async (column: string) => {
			const row = await raw
				.selectFrom('applications')
				.select(column)
				.where('id', '=', application.id)
				.executeTakeFirstOrThrow()
			const file = await raw.selectFrom('files').select('kind').where('id', '=', fileId).executeTakeFirstOrThrow()
			const entry = await raw
				.selectFrom('audit_log')
				.select('action')
				.where('subject', '=', `application ${application.id}`)
				.executeTakeFirstOrThrow()
			return [row[column], file.kind, entry.action]
		}

		// Every migration after 013, undone newest first, then applied again oldest first.
		const later = Object.keys(migrations)
			.filter((name) => name > '013-enquiry-events')
			.sort()
		expect((await migrator.migrateTo('013-enquiry-events')).results?.map((r) => [r.migrationName, r.status])).toEqual(
			later.toReversed().map((name) => [name, 'Success']),
		)
		expect(await stored('aadhar_file_id')).toEqual([fileId, 'aadhar', 'application.aadhar-opened'])
		expect(await migrateToLatest(db)).toEqual(later)
		expect(await stored('aadhaar_file_id')).toEqual([fileId, 'aadhaar', 'application.aadhaar-opened'])
	})

	test('seed can run on an emptied database again (the reset script)', async () => {
		await db.deleteFrom('applications').execute()
		await db.deleteFrom('documents').execute()
		await db.deleteFrom('jobs').execute()
		await seed(db)
		expect((await db.selectFrom('jobs').select('id').execute()).length).toBeGreaterThanOrEqual(8)
	})
})
