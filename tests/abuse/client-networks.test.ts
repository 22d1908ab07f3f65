import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { antiForgery, openJobId, send, suiteServers } from './http.ts'

// Behind a proxy (the suite's servers trust one hop), the client is the X-Forwarded-For entry. An IPv6 client
// holds a whole /64 of addresses: every per-address limit counts it as one client, as it counts one IPv4
// address, and the counters keep a keyed hash of the client, never its address.

/** The thirty addresses 2001:db8:<network>::1 … ::1e of one /64. */
function addressesOf(network: string) {
	return Array.from({ length: 30 }, (_, n) => `2001:db8:${network}::${(n + 1).toString(16)}`)
}

describe.each(suiteServers())('Limits per client behind a proxy on $name', (server) => {
	const base = server.baseUrl
	let db: Db
	let token: Awaited<ReturnType<typeof antiForgery>>

	beforeAll(async () => {
		db = createDatabase({ databaseUrl: server.databaseUrl || undefined, dataDir: server.dataDir })
		token = await antiForgery(base)
	})
	afterAll(() => db.destroy())

	async function counterKeys() {
		return (await db.selectFrom('rate_limits').select('key').execute()).map((row) => String(row.key))
	}

	test('status look-ups from thirty addresses of one IPv6 /64 are refused after twenty, as from one IPv4 address', async () => {
		async function lookUp(from: string, n: number) {
			const response = await send(base, {
				method: 'POST',
				path: '/career/status',
				headers: {
					Cookie: token.Cookie,
					'Content-Type': 'application/x-www-form-urlencoded',
					'X-Forwarded-For': from,
				},
				body: new URLSearchParams({
					_csrf: token.token,
					// A whole reference, with a check code: wrong for every one, so each is a look-up that finds nothing.
					reference: `BR-2026-${String(n).padStart(6, '0')}-K7Q9M`,
					mobile: '9000000002',
				}).toString(),
			})
			return response.status
		}
		const fromNetwork = []
		for (const [n, from] of addressesOf('1:2').entries()) fromNetwork.push(await lookUp(from, 703000 + n))
		expect(fromNetwork).toEqual([...Array<number>(20).fill(404), ...Array<number>(10).fill(429)])
		const fromOneAddress = []
		for (let n = 0; n < 21; n++) fromOneAddress.push(await lookUp('198.51.100.107', 704000 + n))
		expect(fromOneAddress.at(-1)).toBe(429)
		// The next /64 is another client.
		expect(await lookUp('2001:db8:1:3::1', 705000)).toBe(404)
		expect((await counterKeys()).join(' ')).not.toMatch(/2001:db8|198\.51\.100\.107/i)
	})

	test('the API’s look-ups from one /64 share its twenty; another /64 has its own', async () => {
		const jobId = await openJobId(base)
		const ask = async (from: string) =>
			(
				await send(base, {
					path: `/api/Career/GetAllEmailandJobId?JobId=${jobId}&Email=nobody@example.org`,
					headers: { 'X-Forwarded-For': from },
				})
			).status
		const answers = []
		for (const from of addressesOf('3:2').slice(0, 21)) answers.push(await ask(from))
		expect(answers).toEqual([...Array<number>(20).fill(200), 429])
		expect(await ask('2001:db8:3:3::1')).toBe(200)
	})

	test('after a post, no counter holds the client address, an e-mail address or a mobile number', async () => {
		const from = '203.0.113.171'
		const response = await send(base, {
			method: 'POST',
			path: '/api/Contact/SendEmail',
			headers: {
				Cookie: token.Cookie,
				'X-XSRF-TOKEN': token.token,
				'Content-Type': 'application/json',
				'X-Forwarded-For': from,
			},
			body: JSON.stringify({
				Name: 'Asha Patil',
				Email: 'counted.nowhere@example.org',
				Mobile: '9876500171',
				Subject: 'Guards',
				Message: 'Counted, not kept.',
				Service: 'Security Services',
				Find: 'Clutch',
			}),
		})
		expect(response.status).toBe(200)
		const keys = await counterKeys()
		expect(keys.some((key) => key.startsWith('posts:'))).toBe(true)
		expect(keys.join(' ')).not.toMatch(/203\.0\.113\.171|counted\.nowhere|9876500171/i)
	})
})
