import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { limitChanges } from './rate-limit.ts'

// The limit on changes counts a client as the other limits do: an IPv4 address, or the /64 an IPv6 client
// holds (any of its 2^64 addresses is the same client), and keeps it as a keyed hash, never the address.

const secret = 'r'.repeat(40)

describe.each(testDatabases())('The limit on changes on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let baseUrl = ''
	let close = () => {}

	beforeAll(async () => {
		keepSecrets({ current: secret, accepted: [secret] })
		;({ db, destroy } = await kind.create())
		const app = express()
		// Behind one proxy, as TRUST_PROXY=1: the client address is the last X-Forwarded-For entry.
		app.set('trust proxy', 1)
		app.use(limitChanges({ db: () => db, perMinute: 3 }))
		app.all('/{*splat}', (_req, res) => void res.json({ ok: true }))
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		close = () => server.close()
	})
	afterAll(async () => {
		close()
		await destroy()
	})

	async function post(from: string) {
		const response = await fetch(`${baseUrl}/contact-us`, {
			method: 'POST',
			headers: { 'X-Forwarded-For': from, Accept: 'application/json' },
		})
		await response.arrayBuffer()
		return response.status
	}

	test('every address of one IPv6 /64 takes from one counter; another /64 has its own', async () => {
		const statuses = []
		for (const from of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2::1e', '2001:db8:1:2:ffff:ffff:ffff:ffff'])
			statuses.push(await post(from))
		expect(statuses).toEqual([200, 200, 200, 429])
		expect(await post('2001:db8:1:3::1')).toBe(200)
		expect(await post('2001:db8:1:3::2')).toBe(200)
	})

	test('an IPv4 address is one client, and its neighbour another', async () => {
		const statuses = []
		for (let n = 0; n < 4; n++) statuses.push(await post('198.51.100.7'))
		expect(statuses).toEqual([200, 200, 200, 429])
		expect(await post('198.51.100.8')).toBe(200)
	})

	test('the counters hold no client address, only a keyed hash of it', async () => {
		await post('203.0.113.66')
		const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => String(row.key))
		expect(keys.filter((key) => key.startsWith('posts:')).length).toBeGreaterThanOrEqual(5)
		expect(keys.join(' ')).not.toMatch(/203\.0\.113|198\.51\.100|2001:db8/i)
	})
})
