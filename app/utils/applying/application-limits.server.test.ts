import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { applicationLimits, takeApplicationSteps } from './application-limits.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { parseEnv } from '#app/utils/core/env.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'

// The limits of applications: a high ceiling per client address, and each person
// (e-mail, mobile) counted at each address and, higher, from all addresses together.

const DEFAULTS = applicationLimits(parseEnv({}))

function person(n: number) {
	return { email: `person${n}@example.org`, mobile: `98${String(n).padStart(8, '0')}` }
}

test('the defaults: 5 per person from one address, 20 from all, 60 from one address whoever sends them', () => {
	expect([DEFAULTS.personAtAddress.points, DEFAULTS.person?.points, DEFAULTS.address.points]).toEqual([5, 20, 60])
	// A server that raised the per-person limit (once the per-address limit too) keeps at least that per address.
	expect(applicationLimits(parseEnv({ APPLY_LIMIT_PER_HOUR: '1000' })).address.points).toBe(1000)
	expect(applicationLimits(parseEnv({ APPLY_LIMIT_PER_ADDRESS_PER_HOUR: '3' })).address.points).toBe(3)
})

describe.each(testDatabases())('Application limits on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	test('twenty different people at one recruitment camp’s address may all apply within the hour', async () => {
		for (let n = 0; n < 20; n++) {
			const steps = await takeApplicationSteps(db, { clientIp: '203.0.113.7', ...person(n) }, DEFAULTS)
			expect(steps.ok, `person ${n}`).toBe(true)
		}
	})

	test('the address has a ceiling of its own, whoever applies', async () => {
		const limits = applicationLimits(parseEnv({ APPLY_LIMIT_PER_ADDRESS_PER_HOUR: '3' }))
		const results = []
		for (let n = 0; n < 4; n++) {
			results.push((await takeApplicationSteps(db, { clientIp: '203.0.113.8', ...person(n) }, limits)).ok)
		}
		expect(results).toEqual([true, true, true, false])
		// Another address is not affected.
		expect((await takeApplicationSteps(db, { clientIp: '203.0.113.9', ...person(9) }, limits)).ok).toBe(true)
	})

	test('a stranger who knows someone’s e-mail and mobile cannot use up that person’s limit from another address', async () => {
		const victim = person(1)
		const stranger = []
		for (let n = 0; n < 7; n++) {
			const steps = await takeApplicationSteps(db, { clientIp: '198.51.100.66', ...victim }, DEFAULTS)
			stranger.push(steps.ok)
		}
		expect(stranger).toEqual([true, true, true, true, true, false, false])
		expect((await takeApplicationSteps(db, { clientIp: '203.0.113.10', ...victim }, DEFAULTS)).ok).toBe(true)
	})

	test('a person’s overall ceiling is four addresses’ worth: from a fifth address the person is refused for the hour', async () => {
		const someone = person(2)
		for (let address = 1; address <= 4; address++) {
			for (let n = 0; n < 5; n++) {
				expect((await takeApplicationSteps(db, { clientIp: `192.0.2.${address}`, ...someone }, DEFAULTS)).ok).toBe(true)
			}
		}
		const refused = await takeApplicationSteps(db, { clientIp: '192.0.2.5', ...someone }, DEFAULTS)
		expect(refused.ok).toBe(false)
		expect(!refused.ok && refused.refusal.retryAfterSeconds).toBeGreaterThan(3000)
		// By mobile alone (an application without an e-mail) the same number is counted too.
		const byMobile = await takeApplicationSteps(
			db,
			{ clientIp: '192.0.2.6', email: '', mobile: someone.mobile },
			DEFAULTS,
		)
		expect(byMobile.ok).toBe(false)
	})

	test('steps of applications that were not stored are given back, and refused attempts count nothing', async () => {
		const who = { clientIp: '203.0.113.11', ...person(3) }
		for (let n = 0; n < 5; n++) {
			const steps = await takeApplicationSteps(db, who, DEFAULTS)
			// A picture that did not decode, a duplicate, a closed job: the person's steps come back, once.
			if (steps.ok) {
				await steps.giveBack()
				await steps.giveBack()
			}
		}
		const taken = []
		for (let n = 0; n < 8; n++) taken.push(await takeApplicationSteps(db, who, DEFAULTS))
		expect(taken.map((steps) => steps.ok)).toEqual([true, true, true, true, true, false, false, false])
		// The fifth turns out a duplicate: its steps come back, and as the three refused left nothing, one more may go.
		const fifth = taken[4]!
		if (fifth.ok) await fifth.giveBack()
		expect((await takeApplicationSteps(db, who, DEFAULTS)).ok).toBe(true)
		expect((await takeApplicationSteps(db, who, DEFAULTS)).ok).toBe(false)
	})

	test('twenty applications of one person at once: exactly five pass, each counted in one atomic step', async () => {
		const results = await Promise.all(
			Array.from({ length: 20 }, () => takeApplicationSteps(db, { clientIp: '203.0.113.13', ...person(4) }, DEFAULTS)),
		)
		expect(results.filter((result) => result.ok)).toHaveLength(5)
	})
})
