import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { storeApplication } from '#app/utils/applying/store-application.server.ts'
import { subscribeToJobAlerts, type AlertRequest } from '#app/utils/alerts/job-alerts.server.ts'
import { networkKey, TEXT_LIMITS } from './visitor-texts.server.ts'

// Strangers cannot make the site pay for texts without end: each text a visitor sets off is counted by client
// address and by network, a number gets one alert confirmation a day, and past the site's budget the text waits and
// the visitor is told so.

const PUBLIC_URL = 'https://brisk.test'

describe.each(testDatabases())('Texts that visitors set off on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	let next = 0
	/** A mobile number nobody used yet in this suite. */
	function mobile() {
		return `+9197${String(10_000_000 + ++next).padStart(8, '0')}`
	}

	function subscribe(address: string, clientIp: string, channel: AlertRequest['channel'] = 'sms') {
		return subscribeToJobAlerts(
			db,
			{ channel, address, category: '', place: '', language: 'en' },
			{ clientIp, publicUrl: PUBLIC_URL },
		)
	}

	async function textsTo(addresses: string[]) {
		if (addresses.length === 0) return []
		return db
			.selectFrom('outbox')
			.select('id')
			.where('channel', '=', 'sms')
			.where('to_address', 'in', addresses)
			.execute()
	}

	test('the network key is the /24 of an IPv4 address and the /56 of an IPv6 one, as a keyed hash', () => {
		const key = (ip: string) => networkKey('s'.repeat(40), ip)
		expect(key('203.0.113.1')).toBe(key('203.0.113.254'))
		expect(key('203.0.113.1')).not.toBe(key('203.0.114.1'))
		expect(key('2001:db8:1:20::1')).toBe(key('2001:db8:1:2f:ffff::9'))
		expect(key('2001:db8:1:20::1')).not.toBe(key('2001:db8:1:120::1'))
		expect(key('203.0.113.1')).not.toContain('203.0.113')
	})

	test('four client addresses of one /24 together get no more confirmation texts than the network’s count', async () => {
		const numbers: string[] = []
		const refused: string[] = []
		for (const host of [1, 2, 3, 4]) {
			for (let i = 0; i < TEXT_LIMITS.address.points; i++) {
				const number = mobile()
				const outcome = await subscribe(number, `198.51.100.${host}`)
				if (outcome.outcome === 'asked') numbers.push(number)
				else refused.push(outcome.outcome === 'no-text' ? outcome.reason : outcome.outcome)
			}
		}
		expect(numbers).toHaveLength(TEXT_LIMITS.network.points)
		expect(refused).toEqual(Array(4 * TEXT_LIMITS.address.points - TEXT_LIMITS.network.points).fill('network'))
		expect(await textsTo(numbers)).toHaveLength(TEXT_LIMITS.network.points)
		// An e-mail address from that network still gets its confirmation: mails are not counted as texts.
		expect(await subscribe('asha@example.com', '198.51.100.5', 'mail')).toEqual({ outcome: 'asked' })
		// Another network is not held by this one.
		expect(await subscribe(mobile(), '198.51.101.1')).toEqual({ outcome: 'asked' })
	})

	test('one client address gets no more than its own count, and a refused text takes no step of the network', async () => {
		for (let i = 0; i < TEXT_LIMITS.address.points; i++) {
			expect(await subscribe(mobile(), '192.0.2.10')).toEqual({ outcome: 'asked' })
		}
		expect(await subscribe(mobile(), '192.0.2.10')).toMatchObject({ outcome: 'no-text', reason: 'network' })
		// The neighbour at the next address still has the network's remaining texts.
		expect(await subscribe(mobile(), '192.0.2.11')).toEqual({ outcome: 'asked' })
	})

	test('a mobile number gets one confirmation text a day, whoever asks and for whatever alert', async () => {
		const number = mobile()
		expect(await subscribe(number, '203.0.113.7')).toEqual({ outcome: 'asked' })
		const again = await subscribeToJobAlerts(
			db,
			{ channel: 'sms', address: number, category: 'Security', place: 'Pune', language: 'hi' },
			{ clientIp: '2001:db8:77::1', publicUrl: PUBLIC_URL },
		)
		expect(again).toMatchObject({ outcome: 'no-text', reason: 'number' })
		expect(await textsTo([number])).toHaveLength(1)
		// The refused request took no step of its address: the next number from there is texted.
		expect(await subscribe(mobile(), '2001:db8:77::1')).toEqual({ outcome: 'asked' })
	})

	async function walkInJob() {
		const stamp = new Date().toISOString()
		const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
		const { id } = await db
			.insertInto('jobs')
			.values({
				...{ title: 'Helper (walk-in)', designation: 'Helper', description: '', location: 'Pune', phone: '' },
				...{ category: 'House Keeping', till_date: day(30), pdf: null, opened_at: day(-1) },
				...{ requires_email: 0, requires_photo: 0, requires_resume: 0, requires_aadhaar: 0 },
				...{ created_at: stamp, updated_at: stamp },
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
	}

	function apply(job: Awaited<ReturnType<typeof walkInJob>>, contact: string, clientIp: string) {
		const details = {
			...{ name: 'Asha', email: '', contact, location: 'Pune', jobField: 'House Keeping', qualification: '' },
			...{ experience: '', employer: '', currentSalary: '', expectedSalary: '', lastWork: 'Cleaner' },
			...{ workYears: '2', languagesSpoken: 'Marathi' },
		}
		return storeApplication(db, { job, details, files: {}, consentAt: null, clientIp })
	}

	test('past a network’s count an application is stored with its reference, but its acknowledgement is not texted', async () => {
		const job = await walkInJob()
		const texted: string[] = []
		for (let i = 0; i < TEXT_LIMITS.address.points; i++) {
			const contact = mobile()
			const stored = await apply(job, contact, '2001:db8:aa:1::5')
			expect(stored).toMatchObject({ status: 'submitted' })
			expect(stored).not.toHaveProperty('text')
			texted.push(contact)
		}
		// The same /64, another address in it: the same client.
		const contact = mobile()
		const stored = await apply(job, contact, '2001:db8:aa:1:ffff::9')
		expect(stored).toMatchObject({ status: 'submitted', text: 'not-sent', reference: expect.stringMatching(/^BR-/) })
		const application = await db
			.selectFrom('applications')
			.select('contact')
			.where('id', '=', (stored as { applicationId: number }).applicationId)
			.executeTakeFirst()
		expect(application).toEqual({ contact })
		expect(await textsTo(texted)).toHaveLength(TEXT_LIMITS.address.points)
		expect(await textsTo([contact])).toEqual([])
	})

	test('past the site’s budget, a confirmation is queued to come later, and the visitor is told so', async () => {
		// The default budget (SMS_BUDGET_PER_HOUR, 60) spent in the last hour by texts already sent.
		const sentAt = new Date(Date.now() - 60_000).toISOString()
		await db
			.insertInto('outbox')
			.values(
				Array.from({ length: 60 }, (_, i) => ({
					channel: 'sms' as const,
					kind: 'test',
					to_address: `+91987${String(i).padStart(7, '0')}`,
					subject: 'Text',
					text_body: 'x',
					status: 'sent',
					origin: 'staff' as const,
					counted_at: sentAt,
					sent_at: sentAt,
					next_attempt_at: sentAt,
					created_at: sentAt,
				})),
			)
			.execute()
		const number = mobile()
		expect(await subscribe(number, '100.64.1.1')).toEqual({ outcome: 'asked', later: true })
		expect(await textsTo([number])).toHaveLength(1)
		// An application's acknowledgement is queued too, and its page says it comes later.
		const contact = mobile()
		expect(await apply(await walkInJob(), contact, '100.64.2.1')).toMatchObject({ status: 'submitted', text: 'later' })
		expect(await textsTo([contact])).toHaveLength(1)
		// An e-mail address gets its mail at once, so the page does not speak of later.
		expect(await subscribe('ravi@example.com', '100.64.1.1', 'mail')).toEqual({ outcome: 'asked' })
	})
})
