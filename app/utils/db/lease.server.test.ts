import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from './db.server.ts'
import { lease } from './lease.server.ts'

const TTL_MS = 60_000

describe.each(testDatabases())('A lease of background work on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let name = ''
	let count = 0

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterAll(() => destroy())
	afterEach(() => vi.useRealTimers())

	function leases() {
		name = `test_lease_${++count}`
		return [lease(db, name, { owner: 'first', ttlMs: TTL_MS }), lease(db, name, { owner: 'second', ttlMs: TTL_MS })]
	}
	/** Moves the clock past the lease's time, as a holder that stalled would find it. */
	function laterThanTheLease() {
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(Date.now() + TTL_MS + 1000)
	}

	test('one instance takes it; a second cannot take, renew or release it while it runs', async () => {
		const [first, second] = leases()
		expect(await first!.take()).toBe(true)
		expect(await second!.take()).toBe(false)
		expect(await second!.renew()).toBe(false)
		expect(await second!.release()).toBe(false)
		// The first still holds it: it renews, and nobody else may take it.
		expect(await first!.renew()).toBe(true)
		expect(await second!.take()).toBe(false)
	})

	test('two instances taking it at the same moment: exactly one wins', async () => {
		const [first, second] = leases()
		const won = await Promise.all([first!.take(), second!.take(), first!.take(), second!.take()])
		const winners = new Set([won[0] || won[2] ? 'first' : '', won[1] || won[3] ? 'second' : ''].filter(Boolean))
		expect(winners.size).toBe(1)
	})

	test('once released by its holder, another takes it', async () => {
		const [first, second] = leases()
		await first!.take()
		expect(await first!.release()).toBe(true)
		expect(await second!.take()).toBe(true)
		expect(await first!.take()).toBe(false)
	})

	test('a holder that stalled past its time cannot renew or free the lease the next holder took', async () => {
		const [first, second] = leases()
		await first!.take()
		laterThanTheLease()
		expect(await second!.take()).toBe(true)
		expect(await first!.renew()).toBe(false)
		expect(await first!.release()).toBe(false)
		expect(await first!.take()).toBe(false)
		// The second's lease stands: it renews and releases it itself.
		expect(await second!.renew()).toBe(true)
		expect(await second!.release()).toBe(true)
	})

	test('a holder renews its own lease run out while nobody took it', async () => {
		const [first, second] = leases()
		await first!.take()
		laterThanTheLease()
		expect(await first!.renew()).toBe(true)
		expect(await second!.take()).toBe(false)
	})

	test('the row of an older release (a time alone) is a lease until that time, held by no owner of ours', async () => {
		const [first] = leases()
		const soon = new Date(Date.now() + 1000).toISOString()
		await db.insertInto('settings').values({ name, value: soon, updated_at: soon }).execute()
		expect(await first!.take()).toBe(false)
		expect(await first!.renew()).toBe(false)
		laterThanTheLease()
		expect(await first!.take()).toBe(true)
	})
})
