import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { createStaff } from './staff.server.ts'
import { newTotpSecret } from './totp.server.ts'
import {
	checkKeyOffer,
	enableTwoFactor,
	KEY_OFFER_VALID_MS,
	offerKey,
	replaceRecoveryCodes,
	replaceTwoFactor,
} from './two-factor.server.ts'

const SITE_SECRET = 'a site secret of the test, long enough to sign'

describe('The key offered to set up two-factor sign-in', () => {
	const now = Date.parse('2026-11-24T10:00:00Z')

	const a = { staffId: 7, sessionId: 'session-a', enabledAt: null }
	const b = { ...a, sessionId: 'session-b' }

	test('is accepted back only in the session that was offered it, and only for ten minutes', () => {
		const offer = offerKey(SITE_SECRET, a, now)
		expect(checkKeyOffer([SITE_SECRET], a, offer, now + 60_000)).toBe('ok')
		expect(checkKeyOffer([SITE_SECRET], a, offer, now + KEY_OFFER_VALID_MS)).toBe('ok')
		// Captured in one session, sent from another of the same person.
		expect(checkKeyOffer([SITE_SECRET], b, offer, now + 60_000)).toBe('forged')
		expect(checkKeyOffer([SITE_SECRET], { ...a, staffId: 8 }, offer, now + 60_000)).toBe('forged')
		// Offered before a key was turned on, sent to replace that key.
		const enabled = { ...a, enabledAt: '2026-11-24T10:01:00.000Z' }
		expect(checkKeyOffer([SITE_SECRET], enabled, offer, now + 60_000)).toBe('forged')
		// Kept longer than the page may wait.
		expect(checkKeyOffer([SITE_SECRET], a, offer, now + KEY_OFFER_VALID_MS + 1)).toBe('stale')
		// A time made younger is not the signed one.
		const younger = { ...offer, issued: String(now + 9 * 60_000) }
		expect(checkKeyOffer([SITE_SECRET], a, younger, now + 11 * 60_000)).toBe('forged')
		// Another key with this session's signature.
		expect(checkKeyOffer([SITE_SECRET], a, { ...offer, secret: newTotpSecret() }, now)).toBe('forged')
	})

	test('is the same key on every load of one session, another in another session, and a new one to replace it', () => {
		const first = offerKey(SITE_SECRET, a, now)
		expect(offerKey(SITE_SECRET, a, now + 5 * 60_000).secret).toBe(first.secret)
		expect(offerKey(SITE_SECRET, b, now).secret).not.toBe(first.secret)
		expect(offerKey(SITE_SECRET, { ...a, enabledAt: '2026-11-24T10:01:00.000Z' }, now).secret).not.toBe(first.secret)
	})
})

describe.each(testDatabases())('Turning two-factor sign-in on, on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	test('turns it on once: a second key is not put in place of the first without a code of it', async () => {
		const id = await createStaff(db, { email: 'asha@brisk.test', name: 'Asha Patil', role: 'hr' })
		const staff = { id, email: 'asha@brisk.test' }
		const first = newTotpSecret()
		expect(await enableTwoFactor(db, { staff, secret: first, step: 100 })).toHaveLength(10)
		expect(await enableTwoFactor(db, { staff, secret: newTotpSecret(), step: 101 })).toBeNull()
		const stored = await db.selectFrom('staff').select(['totp_secret']).where('id', '=', id).executeTakeFirstOrThrow()
		expect(stored.totp_secret).toBe(first)
		// One entry: the second try changed nothing.
		expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['two-factor.enabled'])
	})

	test('turning it on, a new key and new recovery codes are each written with their audit entry, or not at all', async () => {
		const id = await createStaff(db, { email: 'bala@brisk.test', name: 'Bala Kumar', role: 'hr' })
		const staff = { id, email: 'bala@brisk.test' }
		const written = async () => ({
			secret: (await db.selectFrom('staff').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow())
				.totp_secret,
			codes: (await db.selectFrom('staff_recovery_codes').select('code_hash').where('staff_id', '=', id).execute())
				.map((row) => row.code_hash)
				.sort(),
			entries: (await auditOf(id)).map((entry) => entry.action),
		})
		const [first, second] = [newTotpSecret(), newTotpSecret()]

		await rolledBack(db, (trx) => enableTwoFactor(trx, { staff, secret: first, step: 100 }))
		expect(await written()).toEqual({ secret: null, codes: [], entries: [] })
		await enableTwoFactor(db, { staff, secret: first, step: 100 })
		const on = await written()
		expect(on).toMatchObject({ secret: first, entries: ['two-factor.enabled'] })
		expect(on.codes).toHaveLength(10)

		await rolledBack(db, (trx) => replaceTwoFactor(trx, { staff, secret: second, step: 200 }))
		await rolledBack(db, (trx) => replaceRecoveryCodes(trx, staff))
		expect(await written()).toEqual(on)

		await replaceTwoFactor(db, { staff, secret: second, step: 200 })
		const replaced = await written()
		expect(replaced).toMatchObject({ secret: second, entries: ['two-factor.enabled', 'two-factor.replaced'] })
		expect(replaced.codes).not.toEqual(on.codes)
		await replaceRecoveryCodes(db, staff)
		const renewed = await written()
		expect(renewed.entries).toEqual(['two-factor.enabled', 'two-factor.replaced', 'two-factor.recovery-codes-replaced'])
		expect(renewed.codes).toHaveLength(10)
		expect(renewed.codes).not.toEqual(replaced.codes)
		expect(await auditOf(id)).toEqual([
			{ staff_email: 'bala@brisk.test', action: 'two-factor.enabled', subject: `staff ${id}` },
			{ staff_email: 'bala@brisk.test', action: 'two-factor.replaced', subject: `staff ${id}` },
			{ staff_email: 'bala@brisk.test', action: 'two-factor.recovery-codes-replaced', subject: null },
		])
	})

	/** A person's audit entries, oldest first. */
	function auditOf(staffId: number) {
		return db
			.selectFrom('audit_log')
			.select(['staff_email', 'action', 'subject'])
			.where('staff_id', '=', staffId)
			.orderBy('id')
			.execute()
	}
})

/** Runs fn in a transaction of the caller's that is then rolled back, as a failing caller's would be. */
async function rolledBack(db: Db, fn: (trx: Db) => Promise<unknown>) {
	const undo = new Error('the caller failed')
	await expect(
		db.transaction().execute(async (trx) => {
			await fn(trx)
			throw undo
		}),
	).rejects.toBe(undo)
}
