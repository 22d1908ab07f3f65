import '#app/i18n/all.server.ts'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { translate } from '#app/i18n/index.ts'
import { LANGUAGES } from '#app/i18n/languages.ts'
import { ContactSchema } from './contact-schema.ts'
import { saveEnquiry } from './contact.server.ts'
import { replyToEnquiry, requireEnquiry } from './enquiries.server.ts'

// Anyone may send the contact form with another person's e-mail address: whatever the company then mails to
// that address must not carry the sender's words, or the form relays a stranger's text in the company's voice.
const TYPED = {
	Name: 'Pay Rs 500 at evil.example',
	Subject: 'Your booking is on hold',
	Message: 'Send the fee to evil.example today to keep your place.',
}

const enquiry = ContactSchema.parse({
	...TYPED,
	Email: 'someone.else@visitor.test',
	Mobile: '9876543210',
	Service: 'Housekeeping Services',
	Find: 'Referred by someone',
})

describe.each(testDatabases())('Mails to the address an enquiry names, on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	test.each(LANGUAGES)(
		'in %s, neither the acknowledgement nor the back office’s reply carries the typed name or words',
		async (language) => {
			const id = await saveEnquiry(db, enquiry, { clientKey: 'k', companyInbox: 'office@brisk.test', language })
			const staff = { id: 7, name: 'Omkar Joshi', email: 'omkar@brisk.test' }
			await replyToEnquiry(db, {
				enquiry: await requireEnquiry(db, String(id)),
				subject: 'Your enquiry to Brisk',
				message: 'We can send two housekeepers from Monday.',
				staff,
			})
			const mails = await db
				.selectFrom('outbox')
				.select(['kind', 'to_address', 'subject', 'text_body'])
				.where('to_address', '=', 'someone.else@visitor.test')
				.orderBy('id')
				.execute()
			expect(mails.map((mail) => mail.kind)).toEqual(['enquiry-acknowledgement', 'enquiry-reply'])
			for (const mail of mails) {
				for (const words of [...Object.values(TYPED), 'evil.example', 'Rs 500']) {
					expect(mail.text_body, mail.kind).not.toContain(words)
					expect(mail.subject, mail.kind).not.toContain(words)
				}
			}
			const [ack, reply] = mails
			expect(ack!.text_body.split('\n')[0]).toBe(translate(language, 'contact.mail.ackGreeting'))
			// The reply greets no one by name, in the enquirer's language, above the words staff wrote.
			expect(reply!.text_body.split('\n')[0]).toBe(translate(language, 'contact.reply.greeting'))
			expect(reply!.text_body).toContain('We can send two housekeepers from Monday.')
		},
	)
})
