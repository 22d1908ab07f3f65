import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { hashPassword } from './passwords.server.ts'
import { attemptPassword, attemptSecondFactor, currentCodeProblem, type CodeOutcome } from './sign-in.server.ts'
import { createStaff } from './staff.server.ts'
import { newTotpSecret, totpCode } from './totp.server.ts'

const PASSWORD = 'the right long office password'
const OFFICE = 'the office address'
const HOUR = 3600_000

function reasons(outcomes: Array<{ ok: boolean; reason?: string }>) {
	return outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.reason))
}

// The sign-in's counters are named by keyed hashes of the site secret.
beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))

describe.each(testDatabases())('An office behind one address on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let passwordHash: string
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
		passwordHash ??= await hashPassword(PASSWORD)
	})
	afterEach(async () => destroy())

	async function staffWithCodes(count: number, prefix = 'staff') {
		const stamp = new Date().toISOString()
		return Promise.all(
			Array.from({ length: count }, async (_, i) => {
				const email = `${prefix}${i}@brisk.test`
				const id = await createStaff(db, { email, name: `Staff ${i}`, role: 'hr', passwordHash })
				const secret = newTotpSecret()
				await db
					.updateTable('staff')
					.set({ totp_secret: secret, totp_enabled_at: stamp })
					.where('id', '=', id)
					.execute()
				return { id, email, secret }
			}),
		)
	}

	test(
		'twenty staff sign in with their password and code, again and again through the day, and are never refused',
		{ timeout: 240_000 },
		async () => {
			const staff = await staffWithCodes(20)
			const morning = Date.now()
			const outcomes: Array<{ ok: boolean; reason?: string }> = []
			// Three rounds a few hours apart (the codes are those moments'); the counters' quarter hour is not
			// waited for, so every sign-in of the day falls in one of their windows: harder than a real day.
			for (let round = 0; round < 3; round++) {
				const now = new Date(morning + round * 3 * HOUR)
				// One after another, as people arrive (signing in at the very same moment is in the limits' notes).
				for (const [i, member] of staff.entries()) {
					// Someone mistypes now and then.
					if (i === round) {
						const typo = { email: member.email, password: 'typo', clientKey: OFFICE, now }
						outcomes.push(await attemptPassword(db, typo))
					}
					const password = { email: member.email, password: PASSWORD, clientKey: OFFICE, now }
					outcomes.push(await attemptPassword(db, password))
					if (i === round + 5) {
						outcomes.push(await attemptSecondFactor(db, { staffId: member.id, code: '000000', clientKey: OFFICE, now }))
					}
					const code = totpCode(member.secret, now.getTime())
					outcomes.push(await attemptSecondFactor(db, { staffId: member.id, code, clientKey: OFFICE, now }))
				}
			}
			const counted = reasons(outcomes)
			expect(counted.filter((reason) => reason === 'throttled')).toEqual([])
			expect(counted.filter((reason) => reason === 'ok')).toHaveLength(20 * 3 * 2)
			expect(counted.filter((reason) => reason === 'invalid')).toHaveLength(6)
		},
	)

	test('new recovery codes or a new phone, asked for many times from the office with right codes, are never refused', async () => {
		const [member] = await staffWithCodes(1)
		const start = Date.now()
		for (let i = 0; i < 15; i++) {
			const now = new Date(start + i * HOUR)
			const code = totpCode(member!.secret, now.getTime())
			expect(await currentCodeProblem(db, { staffId: member!.id, code, clientKey: OFFICE, now }), `${i + 1}`).toBeNull()
		}
	})

	test('wrong codes from one address are refused after ten, sent at once or one by one, and right ones in between add none', async () => {
		const staff = await staffWithCodes(8)
		const guesses = await Promise.all(
			Array.from({ length: 15 }, (_, i) =>
				attemptSecondFactor(db, { staffId: staff[i % 3]!.id, code: '000000', clientKey: 'guesser' }),
			),
		)
		expect(reasons(guesses).sort()).toEqual([...Array(10).fill('invalid'), ...Array(5).fill('throttled')])
		// A right code at that address is refused too, as before: the address has spent its ten (and the page does not
		// offer a recovery code, which is refused there as well).
		const right = await attemptSecondFactor(db, {
			staffId: staff[3]!.id,
			code: totpCode(staff[3]!.secret),
			clientKey: 'guesser',
		})
		expect(right).toMatchObject({ ok: false, reason: 'throttled', recoveryCodeWorks: false })

		// One by one, with right codes of the guesser's own account in between: still ten wrong ones.
		const own = staff[7]!
		const outcomes: CodeOutcome[] = []
		const start = Date.now()
		for (let i = 0; i < 14; i++) {
			const now = new Date(start + i * 30_000)
			const guessed = staff[4 + (i % 3)]!.id
			outcomes.push(await attemptSecondFactor(db, { staffId: guessed, code: '111111', clientKey: 'other', now }))
			if (i % 3 === 0) {
				const code = totpCode(own.secret, now.getTime())
				expect(await attemptSecondFactor(db, { staffId: own.id, code, clientKey: 'other', now })).toMatchObject(
					outcomes.length < 10 ? { ok: true } : { ok: false, reason: 'throttled' },
				)
			}
		}
		expect(reasons(outcomes)).toEqual([...Array(10).fill('invalid'), ...Array(4).fill('throttled')])
	})

	test('wrong codes for one account from many addresses lock it after five, for every address', async () => {
		const [member] = await staffWithCodes(1)
		const guesses = await Promise.all(
			Array.from({ length: 8 }, (_, i) =>
				attemptSecondFactor(db, { staffId: member!.id, code: '000000', clientKey: `address-${i}` }),
			),
		)
		expect(reasons(guesses).sort()).toEqual([...Array(5).fill('invalid'), ...Array(3).fill('throttled')])
		const owner = await attemptSecondFactor(db, {
			staffId: member!.id,
			code: totpCode(member!.secret),
			clientKey: OFFICE,
		})
		expect(owner).toMatchObject({ ok: false, reason: 'throttled', recoveryCodeWorks: true })
	})

	test(
		'wrong passwords from one address are refused after twenty, and right ones in between add none',
		{ timeout: 240_000 },
		async () => {
			const staff = await staffWithCodes(6)
			const guesses = await Promise.all(
				Array.from({ length: 25 }, (_, i) =>
					attemptPassword(db, { email: staff[i % 5]!.email, password: `guess ${i}`, clientKey: 'guesser' }),
				),
			)
			expect(reasons(guesses).sort()).toEqual([...Array(20).fill('invalid'), ...Array(5).fill('throttled')])
			const own = await attemptPassword(db, { email: staff[5]!.email, password: PASSWORD, clientKey: 'guesser' })
			expect(own).toMatchObject({ ok: false, reason: 'throttled' })

			// One by one, with the guesser's own right password in between: still twenty wrong ones.
			const outcomes = []
			for (let i = 0; i < 22; i++) {
				outcomes.push(await attemptPassword(db, { email: `nobody${i % 5}@brisk.test`, password: 'x', clientKey: 'b' }))
				if (i % 4 === 0) {
					const right = await attemptPassword(db, { email: staff[5]!.email, password: PASSWORD, clientKey: 'b' })
					expect(right.ok, `right password after ${i + 1} wrong`).toBe(i < 20)
				}
			}
			expect(reasons(outcomes)).toEqual([...Array(20).fill('invalid'), ...Array(2).fill('throttled')])
		},
	)
})
