import { sql } from 'kysely'
import { translator } from '#app/i18n/index.ts'
import { isLanguage } from '#app/i18n/languages.ts'
import { PAGE_SIZE } from './admin-lists.ts'
import { inTransaction, type Db } from './db.server.ts'
import type { Staff } from './db/schema.ts'
import { getEnv } from './env.server.ts'
import { enqueueMail, pokeOutbox } from './mail.server.ts'
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

/** The notes and replies of an enquiry, oldest first. */
export async function listEnquiryEvents(db: Db, enquiryId: number) {
	return db
		.selectFrom('enquiry_events')
		.select(['id', 'kind', 'subject', 'text', 'staff_name', 'at'])
		.where('enquiry_id', '=', enquiryId)
		.orderBy('at')
		.orderBy('id')
		.execute()
}

/** A note of the team on an enquiry (seen in the back office only). */
export async function addEnquiryNote(
	db: Db,
	{ enquiryId, text, staff }: { enquiryId: number; text: string; staff: Pick<Staff, 'id' | 'name'> },
	now = new Date(),
) {
	await db
		.insertInto('enquiry_events')
		.values({
			enquiry_id: enquiryId,
			kind: 'note',
			subject: null,
			text,
			staff_id: staff.id,
			staff_name: staff.name,
			at: now.toISOString(),
		})
		.execute()
}

/**
 * A reply to the enquirer from the back office: queued in the outbox and written in the
 * enquiry's history in one transaction, framed in the enquirer's language (the greeting
 * and the company's name around the words staff wrote); the enquirer's answer goes to
 * the company's inbox.
 */
export async function replyToEnquiry(
	db: Db,
	{
		enquiry,
		subject,
		message,
		staff,
	}: {
		enquiry: { id: number; name: string; email: string; language: string }
		subject: string
		message: string
		staff: Pick<Staff, 'id' | 'name'>
	},
	now = new Date(),
) {
	const t = translator(isLanguage(enquiry.language) ? enquiry.language : 'en')
	const text = [
		t('contact.reply.greeting', { name: enquiry.name }),
		'',
		message,
		'',
		staff.name,
		t('contact.mail.ackSignature'),
	].join('\n')
	await inTransaction(db, async (trx) => {
		await enqueueMail(
			trx,
			{ kind: 'enquiry-reply', to: enquiry.email, replyTo: getEnv().COMPANY_INBOX, subject, text },
			now,
		)
		await trx
			.insertInto('enquiry_events')
			.values({
				enquiry_id: enquiry.id,
				kind: 'reply',
				subject,
				text: message,
				staff_id: staff.id,
				staff_name: staff.name,
				at: now.toISOString(),
			})
			.execute()
	})
	pokeOutbox()
}
