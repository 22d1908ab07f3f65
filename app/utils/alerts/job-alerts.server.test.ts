import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { translator } from '#app/i18n/index.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import { eraseApplication } from '#app/utils/applications/application-erasure.server.ts'
import { requireApplication } from '#app/utils/applications/applications.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { jobAlertSchema, readAlertAddress } from './job-alert-schema.ts'
import { forgetUnconfirmedAlerts, sendJobAlerts } from './job-alert-sender.server.ts'
import {
	confirmJobAlert,
	eraseJobAlertsOnRequest,
	findJobAlert,
	subscribeToJobAlerts,
	unsubscribeJobAlert,
	type AlertRequest,
} from './job-alerts.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'

/** The member of staff who erases, for the audit entry. */
const office = { id: 1, email: 'office@brisk.test' }

// A visitor subscribes, confirms by the link in the mail, and gets one message when a matching job
// opens: however many instances run the sender at once, and never after they unsubscribe.

const PUBLIC_URL = 'https://brisk.test'
const T0 = Date.parse('2026-11-20T10:00:00.000Z')
const at = (minutes: number) => new Date(T0 + minutes * 60_000)

describe.each(testDatabases())('Job alerts on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>

	beforeAll(async () => {
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		;({ db, dataDir, destroy } = await kind.create())
	})
	afterAll(() => destroy())

	let next = 0
	function unique(prefix: string) {
		return `${prefix}${++next}`
	}

	async function openJob(
		{ category = 'Security', location = 'Baner, Pune', title = unique('Guard ') } = {},
		openedAt = at(1),
	) {
		const stamp = openedAt.toISOString()
		const { id } = await db
			.insertInto('jobs')
			.values({
				title,
				designation: 'Guard',
				description: '',
				location,
				phone: '',
				category,
				till_date: '2099-12-31',
				pdf: null,
				pdf_file_id: null,
				opened_at: stamp,
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return id
	}

	function outboxTo(address: string) {
		return db.selectFrom('outbox').selectAll().where('to_address', '=', address).orderBy('id').execute()
	}

	/** Subscribes, reads the token from the confirmation, confirms at minute 0. */
	async function confirmedAlert(request: Partial<AlertRequest> & { address: string }) {
		const full: AlertRequest = { channel: 'mail', category: '', place: '', language: 'en', ...request }
		await subscribeToJobAlerts(db, full, { clientIp: unique('10.0.0.'), publicUrl: PUBLIC_URL, now: at(-10) })
		const [confirmation] = await outboxTo(full.address)
		const token = /(?:confirm\?token=|\/a\/c)([\w-]{22})/.exec(confirmation!.text_body)![1]!
		expect(await confirmJobAlert(db, token, at(0))).toBe('done')
		return token
	}

	test('a subscription sent twice at once stores one alert and one confirmation, and asks for a press to start', async () => {
		const address = unique('twice') + '@example.com'
		const request: AlertRequest = { channel: 'mail', address, category: 'Security', place: ' Pune ', language: 'mr' }
		const options = { clientIp: '10.1.1.1', publicUrl: PUBLIC_URL, now: at(-5) }
		const answers = await Promise.all([
			subscribeToJobAlerts(db, request, options),
			subscribeToJobAlerts(db, request, options),
		])
		expect(answers).toEqual([{ outcome: 'asked' }, { outcome: 'asked' }])
		const rows = await db.selectFrom('job_alerts').selectAll().where('address', '=', address).execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ category: 'Security', place: 'pune', language: 'mr', confirmed_at: null })
		const mails = await outboxTo(address)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.kind).toBe('job-alert-confirm')
		expect(mails[0]!.text_body).toContain(`${PUBLIC_URL}/mr/career/alerts/confirm?token=${rows[0]!.token}`)
		// Nothing is news before the confirmation.
		await openJob({}, at(1))
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) })
		expect(await outboxTo(address)).toHaveLength(1)
	})

	test('a confirmed alert gets one mail for a matching job, with its unsubscribe headers, however many senders run', async () => {
		const address = unique('one') + '@example.com'
		const token = await confirmedAlert({ address, category: 'House Keeping', place: 'nashik' })
		expect(await confirmJobAlert(db, token, at(0))).toBe('already')
		const jobId = await openJob({ category: 'House Keeping', location: 'Satpur, Nashik' }, at(1))
		const rounds = await Promise.all([
			sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) }),
			sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) }),
			sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) }),
		])
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(3) })
		const alerts = (await outboxTo(address)).filter((mail) => mail.kind === 'job-alert')
		expect(alerts).toHaveLength(1)
		expect(rounds.filter((round) => round.queued > 0)).toHaveLength(1)
		expect(alerts[0]!.text_body).toContain(`${PUBLIC_URL}/career/${jobId}`)
		expect(alerts[0]!.text_body).toContain(
			`To stop these alerts, open: ${PUBLIC_URL}/career/alerts/unsubscribe?token=${token}`,
		)
		expect(JSON.parse(alerts[0]!.headers!)).toEqual({
			'List-Unsubscribe': `<${PUBLIC_URL}/career/alerts/unsubscribe?token=${token}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
		// The audit says the alert started, never to whom.
		const entries = await db.selectFrom('audit_log').selectAll().where('action', '=', 'job-alert.confirmed').execute()
		expect(entries.length).toBeGreaterThan(0)
		expect(JSON.stringify(entries)).not.toContain('@example.com')
	})

	test('a job of another kind or another city is no news', async () => {
		const address = unique('none') + '@example.com'
		await confirmedAlert({ address, category: 'Gardening', place: 'kolhapur' })
		await openJob({ category: 'Security', location: 'Kolhapur' }, at(1))
		await openJob({ category: 'Gardening', location: 'Sangli' }, at(1))
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) })
		expect((await outboxTo(address)).filter((mail) => mail.kind === 'job-alert')).toHaveLength(0)
	})

	test('several jobs make one digest, and the next waits a day', async () => {
		const address = unique('digest') + '@example.com'
		await confirmedAlert({ address, category: 'Staffing', place: 'thane' })
		for (let i = 0; i < 7; i++) await openJob({ category: 'Staffing', location: 'Thane West' }, at(1))
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) })
		let alerts = (await outboxTo(address)).filter((mail) => mail.kind === 'job-alert')
		expect(alerts).toHaveLength(1)
		expect(alerts[0]!.subject).toBe('Brisk: 7 new jobs for you')
		expect(alerts[0]!.text_body.match(/\/career\/\d+/g)).toHaveLength(5)
		expect(alerts[0]!.text_body).toContain(`${PUBLIC_URL}/career?category=Staffing`)
		// A job the same day waits for the day's digest.
		await openJob({ category: 'Staffing', location: 'Thane' }, at(10))
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(11) })
		expect((await outboxTo(address)).filter((mail) => mail.kind === 'job-alert')).toHaveLength(1)
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(24 * 60 + 5) })
		alerts = (await outboxTo(address)).filter((mail) => mail.kind === 'job-alert')
		expect(alerts).toHaveLength(2)
		expect(alerts[1]!.subject).toMatch(/^Brisk: new job: /)
	})

	test('a text alert ends with its way out, in the subscriber’s language', async () => {
		const address = '+919822000111'
		const token = await confirmedAlert({
			channel: 'sms',
			address,
			category: 'Security',
			place: 'hadapsar',
			language: 'mr',
		})
		await openJob({ category: 'Security', location: 'Hadapsar, Pune', title: 'Night Guard' }, at(1))
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) })
		const texts = await outboxTo(address)
		expect(texts.map((text) => [text.channel, text.kind])).toEqual([
			['sms', 'job-alert-confirm'],
			['sms', 'job-alert'],
		])
		expect(texts[1]!.text_body).toMatch(/^Brisk नवीन नोकरी: Night Guard, Hadapsar, Pune\. /)
		expect(texts[1]!.text_body.endsWith(`बंद करण्यासाठी: ${PUBLIC_URL}/a/s${token}`)).toBe(true)
		// Texts carry the short links (a text is paid by its parts).
		expect(texts[0]!.text_body).toContain(`${PUBLIC_URL}/a/c${token} `)
	})

	test('an alert for a place typed in Telugu or Devanagari gets the jobs HR placed there in English, not those elsewhere', async () => {
		const telugu = unique('te') + '@example.com'
		const marathi = unique('mr') + '@example.com'
		await confirmedAlert({ address: telugu, place: 'హైదరాబాద్', language: 'te' })
		await confirmedAlert({ address: marathi, place: 'नागपूर', language: 'mr' })
		await openJob({ location: 'Madhapur, Hyderabad', title: 'Hyderabad Watchman' }, at(1))
		await openJob({ location: 'Pune', title: 'Pune Watchman' }, at(1))
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) })
		const sentTo = async (address: string) =>
			(await outboxTo(address)).filter((mail) => mail.kind === 'job-alert').map((mail) => mail.subject)
		expect(await sentTo(telugu)).toEqual([expect.stringContaining('Hyderabad Watchman')])
		expect(await sentTo(marathi)).toEqual([])
	})

	test('an unsubscribed alert gets nothing more, forgets its address, and its link says so', async () => {
		const address = unique('stop') + '@example.com'
		const token = await confirmedAlert({ address, place: 'aurangabad' })
		expect(await unsubscribeJobAlert(db, token, at(0))).toBe('done')
		expect(await unsubscribeJobAlert(db, token, at(0))).toBe('already')
		await openJob({ location: 'Aurangabad' }, at(1))
		await sendJobAlerts(db, { publicUrl: PUBLIC_URL, now: at(2) })
		expect((await outboxTo(address)).filter((mail) => mail.kind === 'job-alert')).toHaveLength(0)
		expect(await db.selectFrom('job_alerts').select('id').where('address', '=', address).execute()).toEqual([])
		expect((await findJobAlert(db, token))?.unsubscribed_at).toBeTruthy()
		expect(await confirmJobAlert(db, token, at(3))).toBe('invalid')
		const entries = await db
			.selectFrom('audit_log')
			.selectAll()
			.where('action', '=', 'job-alert.unsubscribed')
			.execute()
		expect(entries.length).toBeGreaterThan(0)
		// Subscribing again is a new alert, asked for again.
		const again = await subscribeToJobAlerts(
			db,
			{ channel: 'mail', address, category: '', place: 'aurangabad', language: 'en' },
			{ clientIp: '10.9.9.9', publicUrl: PUBLIC_URL, now: at(4) },
		)
		expect(again).toEqual({ outcome: 'asked' })
		expect(await db.selectFrom('job_alerts').select('id').where('address', '=', address).execute()).toHaveLength(1)
	})

	test('erasing an applicant erases the alerts of their e-mail address and mobile number', async () => {
		const email = unique('erase') + '@example.com'
		const mobile = '+919822333444'
		await confirmedAlert({ address: email })
		await confirmedAlert({ channel: 'sms', address: mobile })
		const other = unique('keep') + '@example.com'
		await confirmedAlert({ address: other })
		const jobId = await openJob()
		const stamp = new Date().toISOString()
		const { id } = await db
			.insertInto('applications')
			.values({
				job_id: jobId,
				name: 'Sunita Pawar',
				contact: mobile,
				email,
				email_normalised: email,
				location: 'Pune',
				job_field: 'Security',
				created_at: stamp,
				updated_at: stamp,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await eraseApplication(db, await requireApplication(db, String(id)), office, {
			mailDir: path.join(dataDir, 'mail'),
			smsDir: path.join(dataDir, 'sms'),
		})
		const left = await db
			.selectFrom('job_alerts')
			.select('address')
			.where('address', 'in', [email, mobile, other])
			.execute()
		expect(left.map((row) => row.address)).toEqual([other])
	})

	test('a subscriber who never applied is erased on request, by e-mail or by mobile in any form', async () => {
		const staffId = await createStaff(db, {
			email: unique('office') + '@brisk.test',
			name: 'Office',
			role: 'admin',
			passwordHash: 'x',
		})
		const staff = { id: staffId, email: 'office@brisk.test' }
		const email = unique('Forget') + '@Example.com'
		await confirmedAlert({ address: email.toLowerCase() })
		await confirmedAlert({ channel: 'sms', address: '+919822555666' })
		const other = unique('stay') + '@example.com'
		await confirmedAlert({ address: other })

		expect(await eraseJobAlertsOnRequest(db, { address: `  ${email.toUpperCase()} `, staff })).toBe(1)
		expect(await eraseJobAlertsOnRequest(db, { address: '+91 98225-55666', staff })).toBe(1)
		expect(await eraseJobAlertsOnRequest(db, { address: '९८२२५५५६६६', staff })).toBe(0)
		expect(await eraseJobAlertsOnRequest(db, { address: 'not an address', staff })).toBeNull()
		const left = await db
			.selectFrom('job_alerts')
			.select('address')
			.where('address', 'in', [email.toLowerCase(), '+919822555666', other])
			.execute()
		expect(left.map((row) => row.address)).toEqual([other])
		// The audit counts what went and names no address.
		const entries = await db.selectFrom('audit_log').selectAll().where('action', '=', 'job-alert.erased').execute()
		expect(entries.map((entry) => entry.subject)).toEqual(expect.arrayContaining(['1 job alert', '0 job alerts']))
		expect(JSON.stringify(entries)).not.toMatch(/forget|9822555666/i)
	})

	test('an alert nobody confirms is forgotten after a week, a confirmed one is kept', async () => {
		const waiting = unique('waiting') + '@example.com'
		await subscribeToJobAlerts(
			db,
			{ channel: 'mail', address: waiting, category: '', place: '', language: 'hi' },
			{ clientIp: '10.3.3.3', publicUrl: PUBLIC_URL, now: at(0) },
		)
		const confirmed = unique('kept') + '@example.com'
		await confirmedAlert({ address: confirmed })
		await forgetUnconfirmedAlerts(db, at(6 * 24 * 60))
		expect(await db.selectFrom('job_alerts').select('id').where('address', '=', waiting).execute()).toHaveLength(1)
		await forgetUnconfirmedAlerts(db, at(7 * 24 * 60 + 1))
		const left = await db
			.selectFrom('job_alerts')
			.select('address')
			.where('address', 'in', [waiting, confirmed])
			.execute()
		expect(left.map((row) => row.address)).toEqual([confirmed])
	})

	test('a person gets at most a few confirmations an hour, whoever asks', async () => {
		const address = unique('flood') + '@example.com'
		const outcomes = []
		for (let i = 0; i < 7; i++) {
			outcomes.push(
				await subscribeToJobAlerts(
					db,
					{ channel: 'mail', address, category: '', place: `city ${i}`, language: 'en' },
					{ clientIp: `10.2.2.${i}`, publicUrl: PUBLIC_URL, now: at(i) },
				),
			)
		}
		expect(outcomes.slice(0, 5).every((outcome) => outcome.outcome === 'asked')).toBe(true)
		expect(outcomes.slice(5).every((outcome) => outcome.outcome === 'too-many')).toBe(true)
		expect(await outboxTo(address)).toHaveLength(5)
	})
})

describe('The job alert form refuses hostile input in words', () => {
	const schema = jobAlertSchema(translator('en'))

	test.each([
		['an unknown category', { category: 'Spies', address: 'a@example.com' }, 'category'],
		['an over-long city', { place: 'x'.repeat(61), address: 'a@example.com' }, 'place'],
		['a control character in the city', { place: 'Pune\u0000', address: 'a@example.com' }, 'place'],
		['a line break in the address', { address: 'a@example.com\r\nBcc: b@example.com' }, 'address'],
		['an over-long address', { address: `${'a'.repeat(250)}@example.com` }, 'address'],
		['a landline', { address: '020 2567 1234' }, 'address'],
		['no address', { address: '' }, 'address'],
	])('%s', (_, input, field) => {
		const result = schema.safeParse(input)
		expect(result.success).toBe(false)
		expect(result.error!.issues.map((issue) => issue.path[0])).toContain(field)
		expect(result.error!.issues[0]!.message).toMatch(/\w{3}/)
	})

	test('an e-mail address or a mobile number, typed any way a phone types it', () => {
		expect(readAlertAddress(' Asha.Patil@Example.COM ')).toEqual({ channel: 'mail', address: 'asha.patil@example.com' })
		expect(readAlertAddress('९८२२० ५४३२१')).toEqual({ channel: 'sms', address: '+919822054321' })
		expect(readAlertAddress('+91-98220-54321')).toEqual({ channel: 'sms', address: '+919822054321' })
		expect(readAlertAddress('not an address')).toBeNull()
	})
})
