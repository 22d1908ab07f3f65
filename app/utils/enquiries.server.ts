import { sql } from 'kysely'
import { PAGE_SIZE } from './admin-lists.ts'
import type { Db } from './db.server.ts'
import { containsPattern } from './office-lists.ts'

export interface EnquiryFilters {
	status: '' | 'waiting' | 'handled'
	/** '' anyone, 'none' nobody yet, or a staff id. */
	assignedTo: '' | 'none' | number
	/** Words anywhere in the name, e-mail, mobile, subject or message, case aside. */
	text: string
}

const SEARCHED = ['name', 'email', 'mobile', 'subject', 'message'] as const

/** One page of the enquiries a filter asks for, newest first, with who has each, and how many there are in all. */
export async function listEnquiries(db: Db, filters: EnquiryFilters, page: number) {
	let query = db.selectFrom('enquiries')
	if (filters.status === 'waiting') query = query.where('enquiries.handled_at', 'is', null)
	if (filters.status === 'handled') query = query.where('enquiries.handled_at', 'is not', null)
	if (filters.assignedTo === 'none') query = query.where('enquiries.assigned_to', 'is', null)
	else if (typeof filters.assignedTo === 'number') query = query.where('enquiries.assigned_to', '=', filters.assignedTo)
	if (filters.text) {
		const pattern = containsPattern(filters.text)
		query = query.where((eb) =>
			eb.or(
				SEARCHED.map((column) => sql<boolean>`lower(${sql.ref(`enquiries.${column}`)}) like ${pattern} escape '\\'`),
			),
		)
	}
	const total = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
	const rows = await query
		.leftJoin('staff', 'staff.id', 'enquiries.assigned_to')
		.select([
			'enquiries.id',
			'enquiries.name',
			'enquiries.email',
			'enquiries.subject',
			'enquiries.service',
			'enquiries.created_at',
			'enquiries.handled_at',
			'enquiries.flag',
			'staff.name as assignee',
		])
		.orderBy('enquiries.created_at', 'desc')
		.orderBy('enquiries.id', 'desc')
		.limit(PAGE_SIZE)
		.offset((page - 1) * PAGE_SIZE)
		.execute()
	return { total, rows }
}
