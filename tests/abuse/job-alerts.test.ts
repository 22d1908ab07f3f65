import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { antiForgery, freshIp, send, suiteServers } from './http.ts'
import '#app/i18n/all.server.ts'
import { translator } from '#app/i18n/index.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'

// The job alert form and its links refuse hostile input in words and store nothing: a stale or
// missing anti-forgery field, over-long or control-character fields, a wrong method. Only the
// unsubscribe address takes a post without the field, and only the one-click body of RFC 8058.

describe.each(suiteServers())('Job alerts refuse hostile input on $name', (server) => {
	const base = server.baseUrl
	let db: Db
	let token: Awaited<ReturnType<typeof antiForgery>>

	beforeAll(async () => {
		db = createDatabase({ databaseUrl: server.databaseUrl || undefined, dataDir: server.dataDir })
		token = await antiForgery(base)
	})
	afterAll(() => db.destroy())

	function post(path: string, fields: Record<string, string>, { withToken = true, cookie = true } = {}) {
		return send(base, {
			method: 'POST',
			path,
			headers: {
				...(cookie ? { Cookie: token.Cookie } : {}),
				'Content-Type': 'application/x-www-form-urlencoded',
				'X-Forwarded-For': freshIp(),
			},
			body: new URLSearchParams({ ...(withToken ? { _csrf: token.token } : {}), ...fields }).toString(),
		})
	}

	async function alertsOf(address: string) {
		return db.selectFrom('job_alerts').select('id').where('address', '=', address).execute()
	}

	test('a missing anti-forgery field: the form again, in the page’s language, nothing stored', async () => {
		const address = `forged-${Date.now()}@example.com`
		const response = await post('/mr/career/alerts', { address }, { withToken: false })
		expect(response.status).toBe(403)
		expect(response.text).toContain('हा फॉर्म बराच वेळ उघडा होता.')
		expect(await alertsOf(address)).toEqual([])
	})

	test.each([
		// Each refused for what is wrong with it: its length, and the line break a header needs.
		['an over-long address', { address: `${'a'.repeat(300)}@example.com` }, 'Please keep this under 254 characters.'],
		[
			'a header in the address',
			{ address: 'a@example.com\r\nBcc: all@example.com' },
			'This contains characters that cannot be stored.',
		],
		[
			'a control character in the city',
			{ address: 'c@example.com', place: 'Pune\u0007' },
			'characters that cannot be stored',
		],
		['an over-long city', { address: 'd@example.com', place: 'x'.repeat(500) }, 'under 60 characters'],
		['an unknown category', { address: 'e@example.com', category: "' or 1=1--" }, 'kind of job from the list'],
	])('%s is refused in words, nothing stored', async (_, fields, words) => {
		const response = await post('/career/alerts', fields)
		expect(response.status).toBe(400)
		expect(response.text).toContain(words)
		expect(
			await db.selectFrom('job_alerts').select('id').where('address', 'like', '%example.com%\r%').execute(),
		).toEqual([])
		expect(await alertsOf(fields.address.toLowerCase())).toEqual([])
	})

	test('the answer is the same whether the address had an alert already or not', async () => {
		const address = `oracle-${Date.now()}@example.com`
		const visible = (html: string) => /<div class="notice[^"]*"[\s\S]*?<\/div><\/div>/.exec(html)?.[0]
		const first = await post('/career/alerts', { address, category: 'Security' })
		const again = await post('/career/alerts', { address, category: 'Security' })
		const other = await post('/career/alerts', { address: `other-${address}`, category: 'Security' })
		expect([first.status, again.status, other.status]).toEqual([200, 200, 200])
		expect(visible(first.text)).toContain(address)
		expect(visible(again.text)).toBe(visible(first.text))
		expect(visible(other.text)).toBe(visible(first.text)!.replace(address, `other-${address}`))
		expect(await alertsOf(address)).toHaveLength(1)
	})

	test('past the site’s text budget a mobile number is told, in its page’s language and without script, that the text comes later', async () => {
		// The budget (SMS_BUDGET_PER_HOUR, 60) spent by texts counted just under an hour ago: a visitor's text held
		// meanwhile by another test waits seconds, not an hour.
		const counted = new Date(Date.now() - 3590_000).toISOString()
		const kind = `budget-${Date.now()}`
		await db
			.insertInto('outbox')
			.values(
				Array.from({ length: 60 }, (_, i) => ({
					...{ channel: 'sms' as const, kind, to_address: `+91987${String(i).padStart(7, '0')}`, subject: 'Text' },
					...{ text_body: 'x', status: 'sent', origin: 'staff' as const, counted_at: counted, sent_at: counted },
					...{ next_attempt_at: counted, created_at: counted },
				})),
			)
			.execute()
		try {
			const mobile = `+9196${String(Date.now()).slice(-8)}`
			const response = await post('/hi/career/alerts', { address: mobile.slice(3) })
			expect(response.status).toBe(200)
			expect(response.text).toContain(translator('hi')('alerts.sent.smsLater', { address: formatIndianMobile(mobile) }))
			// Queued all the same: nothing is lost.
			const texts = await db.selectFrom('outbox').select('status').where('to_address', '=', mobile).execute()
			expect(texts).toEqual([{ status: 'pending' }])
		} finally {
			await db.deleteFrom('outbox').where('kind', '=', kind).execute()
		}
	})

	test('a wrong method is refused', async () => {
		for (const method of ['PUT', 'DELETE', 'PATCH']) {
			const response = await send(base, { method, path: '/career/alerts', headers: { 'X-Forwarded-For': freshIp() } })
			expect(response.status, method).toBeGreaterThanOrEqual(400)
			expect(response.status, method).toBeLessThan(500)
		}
	})

	test('confirming needs the page’s field; unsubscribing without it takes only the one-click body', async () => {
		const address = `links-${Date.now()}@example.com`
		expect((await post('/career/alerts', { address, place: 'Wai' })).status).toBe(200)
		const [alert] = await db
			.selectFrom('job_alerts')
			.select(['token', 'confirmed_at'])
			.where('address', '=', address)
			.execute()
		expect(alert?.confirmed_at).toBeNull()
		const confirm = `/career/alerts/confirm?token=${alert!.token}`
		// Opening the link (a mail scanner) confirms nothing; a post without the field neither.
		expect((await send(base, { path: confirm })).status).toBe(200)
		expect((await post(confirm, {}, { withToken: false, cookie: false })).status).toBe(403)
		expect((await post(confirm, { 'List-Unsubscribe': 'One-Click' }, { withToken: false, cookie: false })).status).toBe(
			403,
		)
		const stillWaiting = await db
			.selectFrom('job_alerts')
			.select('confirmed_at')
			.where('address', '=', address)
			.execute()
		expect(stillWaiting[0]?.confirmed_at).toBeNull()
		expect((await post(confirm, {})).status).toBe(200)

		const unsubscribe = `/career/alerts/unsubscribe?token=${alert!.token}`
		// A text's short link leads to the page in the alert's language, which asks for a press.
		const short = await send(base, { path: `/a/s${alert!.token}` })
		expect(short.status).toBe(302)
		expect(short.headers.location).toBe(unsubscribe)
		// A link cut short leads to the confirm page, which says the link is not valid, in the phone's language.
		const cut = await send(base, {
			path: `/a/s${alert!.token.slice(0, 9)}`,
			headers: { 'Accept-Language': 'te-IN,en;q=0.8' },
		})
		expect(cut.status).toBe(302)
		expect(cut.headers.location).toBe('/te/career/alerts/confirm')
		expect((await send(base, { path: '/a/q' })).headers.location).toBe('/career/alerts/confirm')
		const cutPage = await send(base, { path: '/te/career/alerts/confirm' })
		expect(cutPage.text).toContain('ఈ లింక్ పనిచేయడం లేదు')
		expect((await post(unsubscribe, { stop: 'yes' }, { withToken: false, cookie: false })).status).toBe(403)
		expect(await alertsOf(address)).toHaveLength(1)
		// A wrong token with the one-click body: nothing to stop.
		expect(
			(
				await post(
					'/career/alerts/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA',
					{ 'List-Unsubscribe': 'One-Click' },
					{
						withToken: false,
						cookie: false,
					},
				)
			).status,
		).toBe(404)
		const oneClick = await post(unsubscribe, { 'List-Unsubscribe': 'One-Click' }, { withToken: false, cookie: false })
		expect(oneClick.status).toBe(200)
		expect(await alertsOf(address)).toEqual([])
	})
})
