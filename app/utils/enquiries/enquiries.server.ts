import { sql } from 'kysely'
import { translator } from '#app/i18n/index.ts'
import { isLanguage } from '#app/i18n/languages.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { audit, type StaffActor as Actor } from '#app/utils/db/audit.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import { countAndPage } from '#app/utils/db/lists.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { containsPattern } from '#app/utils/common/office-lists.ts'

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
	return countAndPage(query, page, (filtered) =>
		filtered
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
			.orderBy('enquiries.id', 'desc'),
	)
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

/** One enquiry as an address names it, or a 404. */
export async function requireEnquiry(db: Db, id: string) {
	const enquiryId = parseId(id)
	const enquiry = enquiryId
		? await db.selectFrom('enquiries').selectAll().where('id', '=', enquiryId).executeTakeFirst()
		: undefined
	invariantResponse(enquiry, 'There is no such enquiry.')
	return enquiry
}

/** Handled (by whom, when), or back to waiting: the change and its audit entry in one transaction. */
export async function setEnquiryHandled(
	db: Db,
	{ enquiryId, handled, staff }: { enquiryId: number; handled: boolean; staff: Actor },
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx
			.updateTable('enquiries')
			.set(handled ? { handled_at: now.toISOString(), handled_by: staff.id } : { handled_at: null, handled_by: null })
			.where('id', '=', enquiryId)
			.execute()
		await audit(
			trx,
			{ staff, action: handled ? 'enquiry.handled' : 'enquiry.reopened', subject: `enquiry ${enquiryId}` },
			now,
		)
	})
}

/** Gives the enquiry to a colleague (null: back to the shared queue), with its audit entry. */
export async function assignEnquiry(
	db: Db,
	{
		enquiry,
		assignee,
		staff,
	}: { enquiry: { id: number; assigned_to: number | null }; assignee: number | null; staff: Actor },
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx.updateTable('enquiries').set({ assigned_to: assignee }).where('id', '=', enquiry.id).execute()
		await audit(
			trx,
			{
				staff,
				action: 'enquiry.assigned',
				subject: `enquiry ${enquiry.id}`,
				details: { from: enquiry.assigned_to, to: assignee },
			},
			now,
		)
	})
}

/** A note of the team on an enquiry (seen in the back office only), with its audit entry. */
export async function addEnquiryNote(
	db: Db,
	{ enquiryId, text, staff }: { enquiryId: number; text: string; staff: Actor },
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx
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
		await audit(trx, { staff, action: 'enquiry.note-added', subject: `enquiry ${enquiryId}` }, now)
	})
}

/**
 * A reply to the enquirer from the back office: queued in the outbox and written in the
 * enquiry's history in one transaction, framed in the enquirer's language (the greeting
 * and the company's name around the words staff wrote); the enquirer's answer goes to
 * the company's inbox. The greeting names no one: the name was typed by whoever sent the
 * form, with any address, and the company's words around it would lend it our voice
 * ("Dear Pay Rs 500 at …"). Staff who know the person greet them in their own words.
 */
export async function replyToEnquiry(
	db: Db,
	{
		enquiry,
		subject,
		message,
		staff,
	}: {
		enquiry: { id: number; email: string; language: string }
		subject: string
		message: string
		staff: Actor
	},
	now = new Date(),
) {
	const t = translator(isLanguage(enquiry.language) ? enquiry.language : 'en')
	const text = [t('contact.reply.greeting'), '', message, '', staff.name, t('contact.mail.ackSignature')].join('\n')
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
		await audit(trx, { staff, action: 'enquiry.replied', subject: `enquiry ${enquiry.id}` }, now)
	})
}
