import '#app/i18n/all.server.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from './db.server.ts'
import { addEnquiryNote, listEnquiryEvents, replyToEnquiry } from './enquiries.server.ts'

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
		const staff = { id: 7, name: 'Omkar Joshi' }
		await addEnquiryNote(
			db,
			{ enquiryId: id, text: 'Called, will send a quote.', staff },
			new Date('2026-11-24T10:00:00Z'),
		)
		await replyToEnquiry(
			db,
			{
				enquiry: { id, name: 'सुनीता पाटील', email: 'sunita@example.com', language: 'hi' },
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
		expect(mail.text_body.split('\n')[0]).toBe('प्रिय सुनीता पाटील,')
		expect(mail.text_body).toContain('We can send two guards from Monday.')
		expect((await listEnquiryEvents(db, id)).map((event) => [event.kind, event.staff_name])).toEqual([
			['note', 'Omkar Joshi'],
			['reply', 'Omkar Joshi'],
		])
	})
})
