import { endOfIndianDay, startOfIndianDay } from '#app/utils/common/dates.ts'
import type { Db } from './db.server.ts'
import { countAndPage } from './lists.server.ts'
import type { Staff } from './schema.ts'

// Who did what and when in the back office (sign-ins, failures, every change,
// every opening of an applicant's file). Kept AUDIT_DAYS, then purged.

/** The member of staff who makes a change: named in the history, identified in the audit log. */
export type StaffActor = Pick<Staff, 'id' | 'name' | 'email'>

export interface AuditEntry {
	staff?: Pick<Staff, 'id' | 'email'> | null
	/** For a failed sign-in, the address that was tried. */
	email?: string
	action: string
	/** What it was done to: "application 12", "job 5", "staff 3". */
	subject?: string
	details?: Record<string, unknown>
	clientKey?: string
}

export async function audit(db: Db, entry: AuditEntry, now = new Date()) {
	await db
		.insertInto('audit_log')
		.values({
			at: now.toISOString(),
			staff_id: entry.staff?.id ?? null,
			staff_email: entry.staff?.email ?? entry.email ?? null,
			action: entry.action,
			subject: entry.subject ?? null,
			details: entry.details ? JSON.stringify(entry.details) : null,
			client_key: entry.clientKey ?? null,
		})
		.execute()
}

export interface AuditFilters {
	/** A staff id, or null for everyone. */
	person: number | null
	action: string
	/** YYYY-MM-DD, days in India; '' for no bound. */
	from: string
	to: string
}

/** What the audit log's filters offer: the people (every account, disabled ones too) and the actions on record. */
export async function auditFilterChoices(db: Db) {
	const [people, actions] = await Promise.all([
		db.selectFrom('staff').select(['id', 'name', 'email']).orderBy('name').execute(),
		db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
	])
	return { people, actions: actions.map((row) => row.action) }
}

/** One page of the audit log, newest first, and how many entries the filters keep. */
export async function listAuditLog(db: Db, filters: AuditFilters, page: number) {
	let query = db.selectFrom('audit_log')
	if (filters.person !== null) query = query.where('staff_id', '=', filters.person)
	if (filters.action) query = query.where('action', '=', filters.action)
	if (filters.from) query = query.where('at', '>=', startOfIndianDay(filters.from))
	if (filters.to) query = query.where('at', '<', endOfIndianDay(filters.to))
	return countAndPage(query, page, (q) =>
		q
			.select(['id', 'at', 'staff_id', 'staff_email', 'action', 'subject', 'details'])
			.orderBy('at', 'desc')
			.orderBy('id', 'desc'),
	)
}
