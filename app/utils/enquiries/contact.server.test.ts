import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { ContactSchema } from './contact-schema.ts'
import { personKeys } from '#app/utils/http/limits.server.ts'
import { enquiryLimits, saveEnquiry } from './contact.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { parseEnv } from '#app/utils/core/env.server.ts'
import { takeSubmissionSteps } from '#app/utils/http/limits.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'

const enquiry = ContactSchema.parse({
	Name: 'Asha Patil',
	Email: 'asha@visitor.test',
	Mobile: '9876543210',
	Subject: 'Security for our warehouse',
	Message: 'Four guards, day and night shifts, from 1 March.',
	Service: 'Security Services',
	Find: 'Referred by someone',
})

describe.each(testDatabases())('Storing a contact enquiry on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	/** The limits' steps of an enquiry by person n from an address, as acceptEnquiry takes them (default limits). */
	function enquirySteps(ip: string, n: number) {
		const address = clientKey('s'.repeat(40), ip)
		const people = personKeys({ email: `person${n}@visitor.test`, mobile: `98${String(n).padStart(8, '0')}` })
		return takeSubmissionSteps(db, enquiryLimits(parseEnv({})), { address, addressHash: address, people })
	}

	test('stores the enquiry and queues the mail to the office (Reply-To the visitor) and the acknowledgement', async () => {
		const id = await saveEnquiry(db, enquiry, { clientKey: 'k1', companyInbox: 'office@brisk.test' })
		const stored = await db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(stored).toMatchObject({
			email: 'asha@visitor.test',
			mobile: '+919876543210',
			find: 'Referred by someone',
			client_key: 'k1',
		})
		const mails = await db.selectFrom('outbox').selectAll().orderBy('id').execute()
		expect(mails.map((m) => [m.kind, m.to_address, m.reply_to])).toEqual([
			['enquiry-to-company', 'office@brisk.test', 'asha@visitor.test'],
			['enquiry-acknowledgement', 'asha@visitor.test', null],
		])
		expect(mails[0]!.subject).toBe('Website enquiry: Security for our warehouse (Asha Patil)')
		expect(mails[0]!.text_body).toContain('Four guards, day and night shifts')
		// The office knows which language to call back in: the page's (English when none is given).
		expect(mails[0]!.text_body).toContain('Language: English')
		// The acknowledgement goes to whatever address was typed: none of the visitor's own words are in it.
		const ack = mails[1]!
		expect(ack.text_body).toContain('Security Services')
		expect(ack.text_body).toContain(`number ${id}`)
		for (const own of ['Asha Patil', 'Security for our warehouse', 'Four guards']) {
			expect(ack.text_body).not.toContain(own)
			expect(ack.subject).not.toContain(own)
		}
	})

	test('an enquiry sent from the Telugu page tells the office to answer in Telugu', async () => {
		await saveEnquiry(db, enquiry, { clientKey: 'k1', companyInbox: 'office@brisk.test', language: 'te' })
		const office = await db
			.selectFrom('outbox')
			.select('text_body')
			.where('kind', '=', 'enquiry-to-company')
			.executeTakeFirstOrThrow()
		expect(office.text_body).toContain('Language: Telugu')
	})

	test('stores nothing when a mail cannot be queued: the enquiry and its mails go together', async () => {
		await expect(
			saveEnquiry(db, enquiry, { clientKey: 'k1', companyInbox: null as unknown as string }),
		).rejects.toThrow()
		expect(await db.selectFrom('enquiries').selectAll().execute()).toHaveLength(0)
		expect(await db.selectFrom('outbox').selectAll().execute()).toHaveLength(0)
	})

	test('twenty enquiries of one person at once from one address: exactly the limit pass, each one atomic step', async () => {
		const results = await Promise.all(Array.from({ length: 20 }, () => enquirySteps('203.0.113.1', 1)))
		expect(results.filter((r) => r.allowed)).toHaveLength(5)
		const refused = results.find((r) => !r.allowed)
		expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(3000)
		expect((await enquirySteps('203.0.113.2', 1)).allowed).toBe(true)
	})

	test('people behind one shared address each send theirs, up to the address’s own ceiling (30)', async () => {
		const results = []
		for (let n = 0; n < 31; n++) results.push((await enquirySteps('203.0.113.3', n)).allowed)
		expect(results.filter(Boolean)).toHaveLength(30)
		expect(results.at(-1)).toBe(false)
	})

	test('a stranger using someone’s e-mail and mobile from elsewhere leaves that person their own enquiries', async () => {
		for (let n = 0; n < 6; n++) await enquirySteps('198.51.100.66', 7)
		expect((await enquirySteps('203.0.113.4', 7)).allowed).toBe(true)
	})
})
