import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { attemptPassword, attemptSecondFactor, lockPerAddressAfterReset } from './sign-in.server.ts'
import { createStaff, setPassword } from './staff.server.ts'
import { newTotpSecret, totpCode } from './totp.server.ts'

const PASSWORD = 'the right long office password'

beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))

describe.each(testDatabases())('The sign-in’s counters on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	async function counterKeys() {
		return (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key.toLowerCase())
	}

	test('name no staff member’s e-mail address, and still lock the account however its address is typed', async () => {
		const id = await createStaff(db, { email: 'priya.kulkarni@brisk.test', name: 'Priya Kulkarni', role: 'hr' })
		await setPassword(db, { staffId: id, password: PASSWORD, how: 'invitation' })
		const secret = newTotpSecret()
		await db
			.updateTable('staff')
			.set({ totp_secret: secret, totp_enabled_at: new Date().toISOString() })
			.where('id', '=', id)
			.execute()

		// Wrong codes after a right password, then wrong passwords typed in other ways, and an address with no account.
		expect(
			await attemptPassword(db, { email: 'priya.kulkarni@brisk.test', password: PASSWORD, clientKey: 'a' }),
		).toMatchObject({ ok: true })
		for (let i = 0; i < 5; i++) await attemptSecondFactor(db, { staffId: id, code: '000000', clientKey: 'a' })
		const typed = ['Priya.Kulkarni@Brisk.Test', ' priya.kulkarni@brisk.test ', 'PRIYA.KULKARNI@BRISK.TEST']
		for (let i = 0; i < 5; i++) {
			await attemptPassword(db, { email: typed[i % typed.length]!, password: `guess ${i}`, clientKey: `b${i}` })
		}
		await attemptPassword(db, { email: 'nobody.here@brisk.test', password: 'guess', clientKey: 'c' })

		// Locked as before: the right password and the right code are refused, from any address.
		const locked = await attemptPassword(db, { email: 'priya.kulkarni@brisk.test', password: PASSWORD, clientKey: 'd' })
		expect(locked).toMatchObject({ ok: false, reason: 'throttled' })
		const code = await attemptSecondFactor(db, { staffId: id, code: totpCode(secret), clientKey: 'd' })
		expect(code).toMatchObject({ ok: false, reason: 'throttled', recoveryCodeWorks: true })

		// After a reset the account's counter is per client address: its key names no one either.
		await setPassword(db, { staffId: id, password: 'a renewed office password', how: 'reset' })
		await lockPerAddressAfterReset(db, id)
		await attemptPassword(db, { email: 'priya.kulkarni@brisk.test', password: 'guess', clientKey: 'e' })

		const keys = await counterKeys()
		expect(keys.some((key) => key.startsWith('signin-account'))).toBe(true)
		expect(keys.some((key) => key.startsWith('signin-code-account'))).toBe(true)
		for (const word of ['priya', 'kulkarni', 'nobody', 'brisk.test', '@']) {
			expect(keys.filter((key) => key.includes(word))).toEqual([])
		}
	})

	test('a new password lifts the lock that wrong passwords put on the account', async () => {
		const id = await createStaff(db, { email: 'suresh@brisk.test', name: 'Suresh Patil', role: 'hr' })
		await setPassword(db, { staffId: id, password: PASSWORD, how: 'invitation' })
		for (let i = 0; i < 5; i++) {
			await attemptPassword(db, { email: 'Suresh@Brisk.Test', password: `guess ${i}`, clientKey: `a${i}` })
		}
		const renewed = 'a renewed office password'
		expect(await attemptPassword(db, { email: 'suresh@brisk.test', password: PASSWORD, clientKey: 'b' })).toMatchObject(
			{
				ok: false,
				reason: 'throttled',
			},
		)
		await setPassword(db, { staffId: id, password: renewed, how: 'reset' })
		expect(await attemptPassword(db, { email: 'suresh@brisk.test', password: renewed, clientKey: 'b' })).toMatchObject({
			ok: true,
		})
	})
})
