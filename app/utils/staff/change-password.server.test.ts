import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { hashPassword } from './passwords.server.ts'
import { currentPasswordProblem, WRONG_CURRENT_PASSWORD } from './sign-in.server.ts'
import { createStaff, findStaff, setPassword } from './staff.server.ts'

const PASSWORD = 'the right long office password'

// setPassword clears the sign-in's counters, named by keyed hashes of the site secret.
beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))

describe.each(testDatabases())('The current password in “Change your password” on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	let passwordHash: string
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
		passwordHash ??= await hashPassword(PASSWORD)
	})
	afterEach(async () => destroy())

	async function member(email: string) {
		const id = await createStaff(db, { email, name: 'Meera Iyer', role: 'hr', passwordHash })
		return (await findStaff(db, id))!
	}

	const auditCount = async (action: string) =>
		(await db.selectFrom('audit_log').select('id').where('action', '=', action).execute()).length

	test(
		'a session cannot guess it without end: after five wrong ones even the right one is refused, for every address',
		{ timeout: 90_000 },
		async () => {
			const staff = await member('meera@brisk.test')
			const ask = (password: string, clientKey = 'desk') => currentPasswordProblem(db, { staff, password, clientKey })
			// Guesses sent at once are counted at once: five are checked, the rest refused unchecked.
			const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(`guess ${i}`)))
			expect(guesses.filter((answer) => answer === WRONG_CURRENT_PASSWORD)).toHaveLength(5)
			expect(guesses.filter((answer) => answer?.startsWith('Too many attempts'))).toHaveLength(3)
			expect(await ask(PASSWORD)).toMatch(/^Too many attempts\. For your safety, please wait 15 minutes/)
			expect(await ask(PASSWORD, 'another address')).toMatch(/^Too many attempts/)
			expect(await auditCount('password.change-failed')).toBe(5)
			expect(await auditCount('password.change-throttled')).toBe(5)

			// A new password set through a reset link starts a new count.
			await setPassword(db, { staffId: staff.id, password: 'a renewed office password', how: 'reset' })
			const renewed = (await findStaff(db, staff.id))!
			expect(
				await currentPasswordProblem(db, { staff: renewed, password: 'a renewed office password', clientKey: 'desk' }),
			).toBeNull()
		},
	)

	test('a right one clears the account’s count: its owner’s typos never add up', { timeout: 90_000 }, async () => {
		const staff = await member('farhan@brisk.test')
		const ask = (password: string) => currentPasswordProblem(db, { staff, password, clientKey: 'desk' })
		for (let round = 0; round < 3; round++) {
			for (let i = 0; i < 4; i++) expect(await ask(`typo ${i}`)).toBe(WRONG_CURRENT_PASSWORD)
			expect(await ask(PASSWORD)).toBeNull()
		}
	})

	test(
		'wrong ones from one address are refused after twenty, whatever the accounts; right ones add none',
		{ timeout: 90_000 },
		async () => {
			const staff = await Promise.all(Array.from({ length: 5 }, (_, i) => member(`staff${i}@brisk.test`)))
			const ask = (i: number, password: string, clientKey = 'cafe') =>
				currentPasswordProblem(db, { staff: staff[i]!, password, clientKey })
			const wrong = []
			for (let i = 0; i < 20; i++) {
				wrong.push(await ask(i % 4, `guess ${i}`))
				// The owners of a fifth account change their password at the same address in between.
				if (i % 4 === 3 && i < 19) expect(await ask(4, PASSWORD)).toBeNull()
			}
			expect(wrong.filter((answer) => answer === WRONG_CURRENT_PASSWORD)).toHaveLength(20)
			expect(await ask(4, PASSWORD)).toMatch(/^Too many attempts/)
			expect(await ask(4, PASSWORD, 'home')).toBeNull()
		},
	)
})
