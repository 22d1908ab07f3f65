import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { whileAuditFails } from '#tests/fixtures/audit-log.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { createStaff, setPassword } from './staff.server.ts'
import { requestPasswordReset } from './staff-reset.server.ts'

function median(values: number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** How often an answer of the first kind is slower than one of the second: about a half when they cannot be told apart. */
function slowerShare(first: number[], second: number[]) {
	let slower = 0
	// In whole milliseconds: finer than anyone can time an answer over a network, which adds milliseconds of jitter,
	// and coarse enough that a tenth of a millisecond of the machine's own noise does not decide the share.
	const ms = (times: number[]) => times.map(Math.round)
	for (const a of ms(first)) for (const b of ms(second)) slower += a > b ? 1 : a === b ? 0.5 : 0
	return slower / (first.length * second.length)
}

// The sign-in's counters are named by keyed hashes of the site secret.
beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))

describe.each(testDatabases())('Forgot your password? on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	test('answers in the same time whether or not the address has an account', { timeout: 60_000 }, async () => {
		const id = await createStaff(db, { email: 'meera@brisk.test', name: 'Meera Iyer', role: 'office' })
		await setPassword(db, { staffId: id, password: 'monsoon tea at the nagpur office', how: 'invitation' })
		const times = { existing: [] as number[], unknown: [] as number[] }
		for (let i = 0; i < 30; i++) {
			// Interleaved, so that the machine's other work falls on both kinds alike.
			for (const which of i % 2 ? (['existing', 'unknown'] as const) : (['unknown', 'existing'] as const)) {
				const email = which === 'existing' ? 'meera@brisk.test' : `nobody${i}@brisk.test`
				const startedAt = performance.now()
				const { written } = await requestPasswordReset(db, { email, clientKey: `k${i}`, startedAt, answerAfterMs: 150 })
				times[which].push(performance.now() - startedAt)
				await written
			}
		}
		// The links were written all the same.
		const mails = await db.selectFrom('outbox').select('id').where('kind', '=', 'staff-reset').execute()
		expect(mails).toHaveLength(30)
		expect(Math.abs(median(times.existing) - median(times.unknown))).toBeLessThan(4)
		// A single answer says nothing: one of each kind is the slower about as often as not.
		const share = slowerShare(times.existing, times.unknown)
		expect(share).toBeGreaterThan(0.2)
		expect(share).toBeLessThan(0.8)
	})

	test('a reset link whose request cannot be recorded is neither kept nor mailed; the next request is', async () => {
		const id = await createStaff(db, { email: 'meera@brisk.test', name: 'Meera Iyer', role: 'office' })
		await setPassword(db, { staffId: id, password: 'monsoon tea at the nagpur office', how: 'invitation' })
		const request = () =>
			requestPasswordReset(db, {
				email: 'meera@brisk.test',
				clientKey: 'k',
				startedAt: performance.now(),
				answerAfterMs: 0,
			}).then(({ written }) => written)
		const links = () => db.selectFrom('staff_tokens').select('id').where('purpose', '=', 'reset').execute()
		const mails = () => db.selectFrom('outbox').select('id').where('kind', '=', 'staff-reset').execute()
		await whileAuditFails(db, request)
		expect(await links()).toEqual([])
		expect(await mails()).toEqual([])
		await request()
		expect(await links()).toHaveLength(1)
		expect(await mails()).toHaveLength(1)
		const recorded = await db
			.selectFrom('audit_log')
			.select('action')
			.where('action', '=', 'password.reset-requested')
			.execute()
		expect(recorded).toHaveLength(1)
	})
})
