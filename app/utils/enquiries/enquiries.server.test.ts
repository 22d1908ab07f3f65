import '#app/i18n/all.server.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { sql } from 'kysely'
import {
	addEnquiryNote,
	assignEnquiry,
	listEnquiries,
	listEnquiryEvents,
	replyToEnquiry,
	requireEnquiry,
	setEnquiryHandled,
} from './enquiries.server.ts'

describe.each(testDatabases())('An enquiry’s notes and replies on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	test('a reply goes out in the enquirer’s language through the outbox, and both it and a note are in the history', async () => {
		const { id } = await db
			.insertInto('enquiries')
			.values({
				name: 'सुनीता पाटील',
				email: 'sunita@example.com',
				mobile: '+919876543210',
				subject: 'सुरक्षा रक्षक',
				message: 'हमें दो गार्ड चाहिए।',
				service: 'Security Services',
				find: 'Clutch',
				language: 'hi',
				created_at: new Date().toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const staff = { id: 7, name: 'Omkar Joshi', email: 'omkar@brisk.test' }
		await addEnquiryNote(
			db,
			{ enquiryId: id, text: 'Called, will send a quote.', staff },
			new Date('2026-11-24T10:00:00Z'),
		)
		await replyToEnquiry(
			db,
			{
				enquiry: { id, email: 'sunita@example.com', language: 'hi' },
				subject: 'Re: सुरक्षा रक्षक',
				message: 'We can send two guards from Monday.',
				staff,
			},
			new Date('2026-11-24T11:00:00Z'),
		)
		const mail = await db
			.selectFrom('outbox')
			.select(['to_address', 'reply_to', 'subject', 'text_body', 'kind'])
			.where('kind', '=', 'enquiry-reply')
			.executeTakeFirstOrThrow()
		expect(mail).toMatchObject({ to_address: 'sunita@example.com', subject: 'Re: सुरक्षा रक्षक' })
		expect(mail.reply_to).toBeTruthy()
		expect(mail.text_body.split('\n')[0]).toBe('आदरणीय महोदय/महोदया,')
		expect(mail.text_body).not.toContain('सुनीता')
		expect(mail.text_body).toContain('We can send two guards from Monday.')
		expect((await listEnquiryEvents(db, id)).map((event) => [event.kind, event.staff_name])).toEqual([
			['note', 'Omkar Joshi'],
			['reply', 'Omkar Joshi'],
		])
	})

	async function newEnquiry() {
		const { id } = await db
			.insertInto('enquiries')
			.values({
				name: 'Asha Kulkarni',
				email: 'asha@example.com',
				mobile: '+919876543210',
				subject: 'Guards for Chakan',
				message: 'We need twelve guards.',
				service: 'Security Services',
				find: 'Google',
				created_at: new Date().toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return id
	}

	const auditOf = (id: number) =>
		db
			.selectFrom('audit_log')
			.select(['action', 'staff_email', 'details'])
			.where('subject', '=', `enquiry ${id}`)
			.orderBy('id')
			.execute()

	test('each change of an enquiry is written with its audit entry', async () => {
		const id = await newEnquiry()
		const staff = { id: 8, name: 'Neha Joshi', email: 'neha@brisk.test' }
		const enquiry = await requireEnquiry(db, String(id))
		await assignEnquiry(db, { enquiry, assignee: 9, staff })
		await setEnquiryHandled(db, { enquiryId: id, handled: true, staff }, new Date('2026-11-24T12:00:00Z'))
		expect(await requireEnquiry(db, String(id))).toMatchObject({
			assigned_to: 9,
			handled_by: 8,
			handled_at: '2026-11-24T12:00:00.000Z',
		})
		await setEnquiryHandled(db, { enquiryId: id, handled: false, staff })
		await addEnquiryNote(db, { enquiryId: id, text: 'Visit on Monday.', staff })
		expect(await requireEnquiry(db, String(id))).toMatchObject({ handled_at: null, handled_by: null })
		expect((await auditOf(id)).map((entry) => [entry.action, entry.staff_email])).toEqual([
			['enquiry.assigned', 'neha@brisk.test'],
			['enquiry.handled', 'neha@brisk.test'],
			['enquiry.reopened', 'neha@brisk.test'],
			['enquiry.note-added', 'neha@brisk.test'],
		])
		expect(JSON.parse((await auditOf(id))[0]!.details!)).toEqual({ from: null, to: 9 })
	})

	test('a change whose audit entry cannot be written is not made either', async () => {
		const id = await newEnquiry()
		const staff = { id: 8, name: 'Neha Joshi', email: 'neha@brisk.test' }
		await sql`alter table audit_log rename to audit_log_away`.execute(db)
		try {
			await expect(setEnquiryHandled(db, { enquiryId: id, handled: true, staff })).rejects.toThrow()
			await expect(addEnquiryNote(db, { enquiryId: id, text: 'Lost?', staff })).rejects.toThrow()
		} finally {
			await sql`alter table audit_log_away rename to audit_log`.execute(db)
		}
		expect(await requireEnquiry(db, String(id))).toMatchObject({ handled_at: null })
		expect(await listEnquiryEvents(db, id)).toEqual([])
	})

	test('an address that names no enquiry is a 404', async () => {
		for (const id of ['0', '1e3', '99999999', 'abc', '']) {
			await expect(requireEnquiry(db, id), id).rejects.toMatchObject({ status: 404 })
		}
	})
})

describe.each(testDatabases())('The enquiries list on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(async () => destroy())

	async function enquiry(name: string, subject: string, extra: { handled_at?: string; assigned_to?: number } = {}) {
		await db
			.insertInto('enquiries')
			.values({
				name,
				email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
				mobile: '+91 98765 43210',
				subject,
				message: 'Please call us.',
				find: 'Google',
				service: 'Security',
				created_at: new Date().toISOString(),
				client_key: null,
				handled_at: extra.handled_at ?? null,
				handled_by: null,
				assigned_to: extra.assigned_to ?? null,
				flag: null,
			})
			.execute()
	}

	test('enquiries are found by words in any case, with % and _ taken literally, and by state', async () => {
		await enquiry('Asha Kulkarni', 'Guards for 50% of the plant')
		await enquiry('Ravi Patil', 'Housekeeping_team', { handled_at: new Date().toISOString() })
		await enquiry('Meera Joshi', 'Gardening', { assigned_to: 7 })
		const find = (text: string, status: '' | 'waiting' | 'handled' = '') =>
			listEnquiries(db, { status, assignedTo: '', text }, 1).then((r) => r.rows.map((row) => row.name))

		expect(await find('KULKARNI')).toEqual(['Asha Kulkarni'])
		expect(await find('50%')).toEqual(['Asha Kulkarni'])
		expect(await find('g_a')).toEqual([])
		expect(await find('ng_t')).toEqual(['Ravi Patil'])
		expect(await find('', 'handled')).toEqual(['Ravi Patil'])
		expect((await listEnquiries(db, { status: 'waiting', assignedTo: '', text: '' }, 1)).total).toBe(2)
		const assigned = await listEnquiries(db, { status: '', assignedTo: 7, text: '' }, 1)
		expect(assigned.rows.map((row) => row.name)).toEqual(['Meera Joshi'])
		const nobody = await listEnquiries(db, { status: '', assignedTo: 'none', text: '' }, 1)
		expect(nobody.total).toBe(2)
	})
})
