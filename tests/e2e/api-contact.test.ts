import type { APIRequestContext } from '@playwright/test'
import { openTestDatabase } from '#tests/fixtures/test-database.ts'
import { expect, test, uniqueIp } from './fixtures.ts'

// Contract tests for the contact enquiry: POST /api/Contact/SendEmail (spec
// section 7) and the site's own form post, with its spam checks. What a call
// stored and queued is read straight from the test server's database.

async function queryDb<T>(text: string, params: unknown[]) {
	const db = openTestDatabase()
	try {
		return db.prepare(text).all(...params) as T[]
	} finally {
		db.close()
	}
}

function enquiriesFrom(email: string) {
	return queryDb<{ name: string; mobile: string; service: string; find: string }>(
		'select * from enquiries where email = ?',
		[email],
	)
}

function outboxFor(email: string) {
	return queryDb<{ to_address: string; reply_to: string | null; kind: string }>(
		'select * from outbox where to_address = ? or reply_to = ? order by id',
		[email, email],
	)
}

/** The anti-forgery cookie comes with any page; the API wants it echoed in a header. */
async function xsrfToken(request: APIRequestContext) {
	await request.get('/contact-us')
	const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')
	expect(cookie).toBeDefined()
	return decodeURIComponent(cookie!.value)
}

function uniqueEmail(label: string) {
	return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@visitor.test`
}

function enquiry(email: string) {
	return {
		Name: 'Asha Patil',
		Email: email,
		Mobile: '+91-9876543210',
		Subject: 'Housekeeping for our office',
		Message: 'We need six housekeeping staff for a 20,000 sq ft office in Pune from next month.',
		Find: 'Search engine',
		Service: 'Housekeeping Services',
	}
}

async function sendEmail(request: APIRequestContext, body: unknown, ip = uniqueIp()) {
	const token = await xsrfToken(request)
	return request.post('/api/Contact/SendEmail', {
		headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': ip, 'Content-Type': 'application/json' },
		data: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

test.describe('POST /api/Contact/SendEmail', () => {
	test('An existing client sends an enquiry: it answers "Success", stores it and queues both mails', async ({
		request,
		mailbox,
	}) => {
		const email = uniqueEmail('api')
		const response = await sendEmail(request, enquiry(email))
		expect(response.status()).toBe(200)
		expect(await response.text()).toBe('Success')

		const stored = await enquiriesFrom(email)
		expect(stored).toHaveLength(1)
		expect(stored[0]).toMatchObject({
			name: 'Asha Patil',
			mobile: '+919876543210',
			service: 'Housekeeping Services',
			find: 'Search engine',
		})
		const queued = await outboxFor(email)
		expect(queued.map((m) => [m.to_address, m.reply_to])).toEqual([
			['office@brisk.test', email],
			[email, null],
		])

		const toCompany = await mailbox.wait((m) => m.envelopeTo.includes('office@brisk.test') && m.replyTo === email)
		expect(toCompany.text).toContain('We need six housekeeping staff')
		expect(toCompany.text).toContain('+919876543210')
		// Times read as people in India read them, not as UTC.
		expect(toCompany.text).toMatch(/Received: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST/)
		const acknowledgement = await mailbox.wait((m) => m.envelopeTo.includes(email))
		expect(acknowledgement.subject).toBe('We have received your enquiry')
	})

	const messages = {
		Name: 'Please enter valid name.',
		Email: 'Please enter valid email-id.',
		Mobile: 'Please enter valid mobile number.',
		Subject: 'Please enter a subject.',
		Message: 'Please enter your message.',
		Find: 'Please enter valid option.',
		Service: 'Please enter valid service.',
	} as const
	const malformed: Record<keyof typeof messages, unknown> = {
		Name: '<script>',
		Email: 'asha@',
		Mobile: '12345',
		Subject: '   ',
		Message: '',
		Find: 'A friend told me',
		Service: 'Catering Services',
	}

	for (const field of Object.keys(messages) as Array<keyof typeof messages>) {
		test(`A call without ${field}, or with a malformed ${field}, gets 400 with that field's message and stores nothing`, async ({
			request,
		}) => {
			const email = uniqueEmail(`missing-${field.toLowerCase()}`)
			const withoutField: Record<string, unknown> = enquiry(email)
			delete withoutField[field]
			const missing = await sendEmail(request, withoutField)
			expect(missing.status()).toBe(400)
			expect((await missing.json()).errors).toEqual([{ field, message: messages[field] }])

			const bad = await sendEmail(request, { ...enquiry(email), [field]: malformed[field] })
			expect(bad.status()).toBe(400)
			expect((await bad.json()).errors).toEqual([{ field, message: messages[field] }])

			if (field !== 'Email') {
				expect(await enquiriesFrom(email)).toHaveLength(0)
				expect(await outboxFor(email)).toHaveLength(0)
			}
		})
	}

	test('A call with no fields gets every message at once; a body that is not JSON gets 400', async ({ request }) => {
		const empty = await sendEmail(request, {})
		expect(empty.status()).toBe(400)
		const fields = ((await empty.json()).errors as Array<{ field: string }>).map((e) => e.field).sort()
		expect(fields).toEqual(Object.keys(messages).sort())

		for (const body of ['not json', '[1,2]', 'null']) {
			const response = await sendEmail(request, body)
			expect(response.status(), body).toBe(400)
			expect((await response.json()).errors[0].message).toMatch(/JSON object/)
		}
	})

	test("The original client's misspelt options are accepted as the corrected ones", async ({ request }) => {
		const email = uniqueEmail('legacy')
		const response = await sendEmail(request, {
			...enquiry(email),
			Service: 'Houskeeping Services',
			Find: 'Refferred By Other',
		})
		expect(response.status(), await response.text()).toBe(200)
		const [stored] = await enquiriesFrom(email)
		expect(stored).toMatchObject({ service: 'Housekeeping Services', find: 'Referred by someone' })
		const familiar = await sendEmail(request, { ...enquiry(uniqueEmail('legacy2')), Find: 'Already Familier With Us' })
		expect(familiar.status()).toBe(200)
	})

	test('An address under /api/ that is no call answers a JSON 404, for any method', async ({ request }) => {
		for (const response of [
			await request.get('/api/Nothing/Here'),
			await request.post('/api/Career/AddCareers', {
				headers: { 'X-XSRF-TOKEN': await xsrfToken(request), 'X-Forwarded-For': uniqueIp() },
				data: {},
			}),
		]) {
			expect(response.status()).toBe(404)
			expect(response.headers()['content-type']).toContain('application/json')
			expect((await response.json()).errors[0].field).toBe('path')
		}
	})

	test('A call without the anti-forgery header is refused with 403 and stores nothing', async ({ request }) => {
		const email = uniqueEmail('forged')
		await request.get('/contact-us')
		const response = await request.post('/api/Contact/SendEmail', {
			data: enquiry(email),
			headers: { 'X-Forwarded-For': uniqueIp() },
		})
		expect(response.status()).toBe(403)
		expect(await enquiriesFrom(email)).toHaveLength(0)
	})

	test('One person may send five enquiries an hour from one address; the sixth gets 429 and causes no mail', async ({
		request,
	}) => {
		const ip = uniqueIp()
		for (let i = 0; i < 5; i++) {
			const response = await sendEmail(request, enquiry(uniqueEmail(`limit-${i}`)), ip)
			expect(response.status()).toBe(200)
		}
		const email = uniqueEmail('limit-over')
		const over = await sendEmail(request, enquiry(email), ip)
		expect(over.status()).toBe(429)
		expect(over.headers()['retry-after']).toBe('3600')
		expect(await enquiriesFrom(email)).toHaveLength(0)
		expect(await outboxFor(email)).toHaveLength(0)

		// Another address is not affected.
		expect((await sendEmail(request, enquiry(uniqueEmail('limit-other')))).status()).toBe(200)
	})
})

test.describe('The contact form post (without JavaScript, as a bot would send it)', () => {
	/** The page's hidden fields: the anti-forgery token and the signed "form shown" stamp. */
	async function openForm(request: APIRequestContext) {
		const html = await (await request.get('/contact-us')).text()
		const csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1]
		const stamp = /name="_shown" value="([^"]+)"/.exec(html)?.[1]
		expect(csrf).toBeTruthy()
		expect(stamp).toBeTruthy()
		return { _csrf: csrf!, _shown: stamp! }
	}

	async function post(request: APIRequestContext, form: Record<string, string>, ip = uniqueIp()) {
		return request.post('/contact-us', { form, headers: { 'X-Forwarded-For': ip } })
	}

	test('A visitor who took their time is answered with the confirmation, and both mails are queued', async ({
		request,
	}) => {
		const email = uniqueEmail('form')
		const hidden = await openForm(request)
		await new Promise((r) => setTimeout(r, 1100))
		const response = await post(request, { ...hidden, website: '', ...enquiry(email) })
		expect(response.status()).toBe(200)
		expect(await response.text()).toContain('Your message has been sent. We will get back to you soon.')
		expect(await enquiriesFrom(email)).toHaveLength(1)
		expect(await outboxFor(email)).toHaveLength(2)
	})

	test('A bot that fills the honeypot is told "sent", but nothing is stored or mailed', async ({ request }) => {
		const email = uniqueEmail('honeypot')
		const hidden = await openForm(request)
		await new Promise((r) => setTimeout(r, 1100))
		const response = await post(request, { ...hidden, website: 'https://cheap-seo.example', ...enquiry(email) })
		expect(response.status()).toBe(200)
		expect(await response.text()).toContain('Your message has been sent.')
		expect(await enquiriesFrom(email)).toHaveLength(0)
		expect(await outboxFor(email)).toHaveLength(0)
	})

	test('A post sent at once after the form opened (a browser that fills it in) is accepted, and flagged for the office', async ({
		request,
		mailbox,
	}) => {
		const email = uniqueEmail('fast')
		const hidden = await openForm(request)
		const response = await post(request, { ...hidden, website: '', ...enquiry(email) })
		expect(response.status()).toBe(200)
		expect(await response.text()).toContain('Your message has been sent.')
		const [stored] = await enquiriesFrom(email)
		expect(stored).toMatchObject({ flag: 'sent very quickly after the form was shown' })
		const toCompany = await mailbox.wait((m) => m.envelopeTo.includes('office@brisk.test') && m.replyTo === email)
		expect(toCompany.text).toContain('Please check it is genuine: sent very quickly after the form was shown')
	})

	test('A post with a made-up or missing time stamp gets 400 and causes no mail', async ({ request }) => {
		const email = uniqueEmail('stamp')
		const { _csrf, _shown } = await openForm(request)
		const forged = `${Date.now() - 3600_000}.${_shown.split('.')[1]}`
		for (const stamp of [forged, '']) {
			const response = await post(request, { _csrf, _shown: stamp, website: '', ...enquiry(email) })
			expect(response.status()).toBe(400)
		}
		expect(await enquiriesFrom(email)).toHaveLength(0)
	})

	test('A post without the anti-forgery field is refused with 403', async ({ request }) => {
		const email = uniqueEmail('nocsrf')
		const { _shown } = await openForm(request)
		await new Promise((r) => setTimeout(r, 1100))
		const response = await post(request, { _shown, website: '', ...enquiry(email) })
		expect(response.status()).toBe(403)
		expect(await enquiriesFrom(email)).toHaveLength(0)
	})

	test('An invalid post gets 400 with every field message and the typed values kept', async ({ request }) => {
		const hidden = await openForm(request)
		const response = await post(request, { ...hidden, website: '', Name: 'Asha', Email: 'asha@', Mobile: '12' })
		expect(response.status()).toBe(400)
		const html = await response.text()
		for (const message of [
			'Please enter valid email-id.',
			'Please enter valid mobile number.',
			'Please enter a subject.',
			'Please enter your message.',
			'Please enter valid service.',
			'Please enter valid option.',
		]) {
			expect(html).toContain(message)
		}
		// The name was right: its message is not shown (the page carries it only as the field's data-error, for the
		// browser's own check as the visitor leaves the field).
		expect(html.replaceAll('data-error="Please enter valid name."', '')).not.toContain('Please enter valid name.')
		expect(html).toMatch(/value="asha@"/)
	})

	test('The sixth form enquiry of one person from one address in an hour gets 429 and causes no mail', async ({
		request,
	}) => {
		const ip = uniqueIp()
		const hidden = await openForm(request)
		await new Promise((r) => setTimeout(r, 1100))
		for (let i = 0; i < 5; i++) {
			expect(
				(await post(request, { ...hidden, website: '', ...enquiry(uniqueEmail(`form-limit-${i}`)) }, ip)).status(),
			).toBe(200)
		}
		const email = uniqueEmail('form-limit-over')
		const response = await post(request, { ...hidden, website: '', ...enquiry(email) }, ip)
		expect(response.status()).toBe(429)
		expect(await response.text()).toContain('Sorry, we cannot take this message online just now.')
		expect(await enquiriesFrom(email)).toHaveLength(0)
		expect(await outboxFor(email)).toHaveLength(0)
	})
})
