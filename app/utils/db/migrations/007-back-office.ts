import type { Kysely } from 'kysely'
import { idColumn } from './helpers.ts'

// The back office: staff and their sign-in (sessions, one-time links, second
// factor), the audit log, an application's history of stages and notes, mail
// templates, what staff do with enquiries, and the galleries' photos.
export async function up(db: Kysely<unknown>) {
	await idColumn(db, db.schema.createTable('staff'))
		.addColumn('email', 'text', (c) => c.notNull().unique())
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('role', 'text', (c) => c.notNull())
		.addColumn('password_hash', 'text')
		.addColumn('password_changed_at', 'text')
		.addColumn('totp_secret', 'text')
		.addColumn('totp_last_step', 'integer')
		.addColumn('totp_enabled_at', 'text')
		.addColumn('disabled_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.execute()

	await idColumn(db, db.schema.createTable('staff_recovery_codes'))
		.addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
		.addColumn('code_hash', 'text', (c) => c.notNull())
		.addColumn('used_at', 'text')
		.execute()

	await db.schema
		.createTable('staff_tokens')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
		.addColumn('purpose', 'text', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('used_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()

	await db.schema
		.createTable('sessions')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
		.addColumn('second_factor_at', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('last_seen_at', 'text', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('user_agent', 'text')
		.execute()

	await idColumn(db, db.schema.createTable('audit_log'))
		.addColumn('at', 'text', (c) => c.notNull())
		.addColumn('staff_id', 'integer')
		.addColumn('staff_email', 'text')
		.addColumn('action', 'text', (c) => c.notNull())
		.addColumn('subject', 'text')
		.addColumn('details', 'text')
		.addColumn('client_key', 'text')
		.execute()

	await idColumn(db, db.schema.createTable('application_events'))
		.addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id'))
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('stage', 'text')
		.addColumn('text', 'text')
		.addColumn('staff_id', 'integer')
		.addColumn('staff_name', 'text')
		.addColumn('at', 'text', (c) => c.notNull())
		.execute()

	await db.schema
		.createTable('mail_templates')
		.addColumn('name', 'text', (c) => c.primaryKey())
		.addColumn('subject', 'text', (c) => c.notNull())
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.addColumn('updated_by', 'integer')
		.execute()

	await idColumn(db, db.schema.createTable('gallery_items'))
		.addColumn('gallery', 'text', (c) => c.notNull())
		.addColumn('folder_file', 'text')
		.addColumn('file_id', 'text', (c) => c.references('files.id'))
		.addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()

	await db.schema.alterTable('enquiries').addColumn('handled_at', 'text').execute()
	await db.schema.alterTable('enquiries').addColumn('handled_by', 'integer').execute()
	await db.schema.alterTable('enquiries').addColumn('assigned_to', 'integer').execute()
	await db.schema.alterTable('enquiries').addColumn('flag', 'text').execute()
	await db.schema.alterTable('applications').addColumn('erased_at', 'text').execute()

	await db.schema.createIndex('sessions_staff').on('sessions').column('staff_id').execute()
	await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
	await db.schema
		.createIndex('application_events_application')
		.on('application_events')
		.column('application_id')
		.execute()
	await db.schema.createIndex('applications_created_at').on('applications').column('created_at').execute()
	await db.schema.createIndex('enquiries_created_at').on('enquiries').column('created_at').execute()
}
