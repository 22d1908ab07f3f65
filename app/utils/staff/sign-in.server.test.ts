import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { whileAuditFails } from '#tests/fixtures/audit-log.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import {
	attemptPassword,
	attemptSecondFactor,
	currentCodeProblem,
	LOCK_PER_ADDRESS_AFTER_RESET_MS,
	lockPerAddressAfterReset,
} from './sign-in.server.ts'
import { createStaff, setPassword } from './staff.server.ts'
import { hashRecoveryCode, newTotpSecret, totpCode } from './totp.server.ts'

const PASSWORD = 'the right long office password'

// The sign-in's counters are named by keyed hashes of the site secret.
beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))

describe.each(testDatabases())('Signing in under attack on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	async function staffMember(email: string, { twoFactor = false } = {}) {
		const id = await createStaff(db, { email, name: 'Hema Shah', role: 'hr' })
		await setPassword(db, { staffId: id, password: PASSWORD, how: 'invitation' })
		const secret = newTotpSecret()
		if (twoFactor) {
			const stamp = new Date().toISOString()
			await db.updateTable('staff').set({ totp_secret: secret, totp_enabled_at: stamp }).where('id', '=', id).execute()
			await db
				.insertInto('staff_recovery_codes')
				.values({ staff_id: id, code_hash: hashRecoveryCode('abcd-efgh-ijkl'), used_at: null })
				.execute()
		}
		return { id, secret }
	}

	const auditCount = async (action: string) =>
		(await db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length

	test('twelve wrong passwords sent at once: five are checked, seven refused unchecked; the owner is told once', async () => {
		await staffMember('hema@brisk.test')
		const outcomes = await Promise.all(
			Array.from({ length: 12 }, (_, i) =>
				attemptPassword(db, { email: 'hema@brisk.test', password: `wrong guess ${i}`, clientKey: `address-${i}` }),
			),
		)
		expect(outcomes.filter((o) => !o.ok && o.reason === 'invalid')).toHaveLength(5)
		expect(outcomes.filter((o) => !o.ok && o.reason === 'throttled')).toHaveLength(7)
		expect(await auditCount('sign-in.failed')).toBe(5)
		// Locked, even for the right password, from a new address.
		const right = await attemptPassword(db, { email: 'hema@brisk.test', password: PASSWORD, clientKey: 'office' })
		expect(right).toMatchObject({ ok: false, reason: 'throttled' })
		const mails = await db
			.selectFrom('outbox')
			.select(['to_address', 'text_body'])
			.where('kind', '=', 'staff-locked')
			.execute()
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({ to_address: 'hema@brisk.test' })
		expect(mails[0]!.text_body).toContain('/admin/forgot')
	})

	test('a recovery code whose use cannot be recorded is not spent: it gets in once the audit log is back', async () => {
		const { id } = await staffMember('ravi@brisk.test', { twoFactor: true })
		const recovery = { staffId: id, code: 'abcd-efgh-ijkl', clientKey: 'a' }
		await expect(whileAuditFails(db, () => attemptSecondFactor(db, recovery))).rejects.toThrow()
		const codes = await db.selectFrom('staff_recovery_codes').select('used_at').where('staff_id', '=', id).execute()
		expect(codes).toEqual([{ used_at: null }])
		expect(await attemptSecondFactor(db, recovery)).toEqual({ ok: true, usedRecoveryCode: true })
		expect(await auditCount('sign-in.recovery-code-used')).toBe(1)
		// Spent now, and recorded: it does not get in twice.
		expect(await attemptSecondFactor(db, recovery)).toEqual({ ok: false, reason: 'invalid' })
	})

	test('wrong codes count apart from passwords: a right password clears nothing, and after five only a recovery code gets in', async () => {
		const { id, secret } = await staffMember('anita@brisk.test', { twoFactor: true })
		const outcomes = []
		for (let round = 0; round < 4; round++) {
			const password = await attemptPassword(db, {
				email: 'anita@brisk.test',
				password: PASSWORD,
				clientKey: `a${round}`,
			})
			expect(password).toMatchObject({ ok: true })
			// Codes that are not this moment's.
			for (const code of ['000000', '999999']) {
				outcomes.push(await attemptSecondFactor(db, { staffId: id, code, clientKey: `a${round}` }))
			}
		}
		expect(outcomes.map((o) => (o.ok ? 'ok' : o.reason))).toEqual([
			...Array(5).fill('invalid'),
			...Array(3).fill('throttled'),
		])
		// Eight wrong codes were sent across four right passwords: the fifth and later were refused.
		expect(await auditCount('sign-in.code-failed')).toBe(8)
		const rightCode = await attemptSecondFactor(db, { staffId: id, code: totpCode(secret), clientKey: 'b' })
		expect(rightCode).toMatchObject({ ok: false, reason: 'throttled' })
		const recovery = await attemptSecondFactor(db, { staffId: id, code: 'abcd-efgh-ijkl', clientKey: 'b' })
		expect(recovery).toEqual({ ok: true, usedRecoveryCode: true })
		// The recovery code cleared the count: the app's codes work again.
		const later = await attemptSecondFactor(db, {
			staffId: id,
			code: totpCode(secret, Date.now() + 30_000),
			clientKey: 'c',
		})
		expect(later).toEqual({ ok: true, usedRecoveryCode: false })
	})
	test(
		'after the owner’s reset, five wrong passwords lock only the address that typed them, for a day',
		{ timeout: 90_000 },
		async () => {
			const { id } = await staffMember('omkar@brisk.test')
			const wrong = (clientKey: string, now?: Date) =>
				Promise.all(
					Array.from({ length: 5 }, (_, i) =>
						attemptPassword(db, { email: 'omkar@brisk.test', password: `guess ${i}`, clientKey, now }),
					),
				)
			await wrong('attacker-1')
			const locked = await attemptPassword(db, { email: 'omkar@brisk.test', password: PASSWORD, clientKey: 'owner' })
			expect(locked).toMatchObject({ ok: false, reason: 'throttled' })

			// The owner's reset link sets a new password: the lock is lifted.
			const renewed = 'a renewed office password'
			await setPassword(db, { staffId: id, password: renewed, how: 'reset' })
			await lockPerAddressAfterReset(db, id)
			const owner = () => attemptPassword(db, { email: 'omkar@brisk.test', password: renewed, clientKey: 'owner' })
			expect(await owner()).toMatchObject({ ok: true })
			// Five more wrong ones from one address lock that address out, not the owner.
			await wrong('attacker-2')
			const attacker = await attemptPassword(db, {
				email: 'omkar@brisk.test',
				password: renewed,
				clientKey: 'attacker-2',
			})
			expect(attacker).toMatchObject({ ok: false, reason: 'throttled' })
			expect(await owner()).toMatchObject({ ok: true })
			// Nobody's account was locked, so its owner is not mailed about it again.
			const lockMails = await db.selectFrom('outbox').select('id').where('kind', '=', 'staff-locked').execute()
			expect(lockMails).toHaveLength(1)

			// A day later the account has one lock for everyone again.
			const later = new Date(Date.now() + LOCK_PER_ADDRESS_AFTER_RESET_MS + 60_000)
			await wrong('attacker-3', later)
			const owned = await attemptPassword(db, {
				email: 'omkar@brisk.test',
				password: renewed,
				clientKey: 'owner',
				now: later,
			})
			expect(owned).toMatchObject({ ok: false, reason: 'throttled' })
		},
	)

	test('changing the second factor asks for a code of the current one, on the sign-in’s counters', async () => {
		const { id, secret } = await staffMember('vikram@brisk.test', { twoFactor: true })
		const ask = (code: string) => currentCodeProblem(db, { staffId: id, code, clientKey: 'desk' })
		expect(await ask('000000')).toMatch(/not a code of the app you use now/)
		expect(await ask(totpCode(secret))).toBeNull()
		// The same code is of no use twice; a recovery code is.
		expect(await ask(totpCode(secret))).toMatch(/not a code/)
		expect(await ask('abcd-efgh-ijkl')).toBeNull()
		for (let i = 0; i < 5; i++) await ask('111111')
		expect(await ask(totpCode(secret, Date.now() + 30_000))).toMatch(/Too many attempts/)
	})
})
