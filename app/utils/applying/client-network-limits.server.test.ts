import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { apiUploadRefusal, applicationLimits, takeApplicationSteps } from './application-limits.server.ts'
import { applicationLookupRefusal } from './apply-api.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { parseEnv } from '#app/utils/core/env.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'

// An IPv6 client holds a whole /64: every counter of applications counts it as one client, whichever of its
// addresses it sends from, and keeps it as a keyed hash, never the address.

const oneNetwork = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2::1e', '2001:db8:1:2:a:b:c:d']

function person(n: number) {
	return { email: `network${n}@example.org`, mobile: `97${String(n).padStart(8, '0')}` }
}

describe.each(testDatabases())('Counters of applications per client on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(() => keepSecrets({ current: 'n'.repeat(40), accepted: ['n'.repeat(40)] }))
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	async function keys() {
		return (await db.selectFrom('rate_limits').select('key').execute()).map((row) => String(row.key))
	}

	test('applications from addresses of one IPv6 /64 share its ceiling; another /64 has its own', async () => {
		const limits = applicationLimits(parseEnv({ APPLY_LIMIT_PER_ADDRESS_PER_HOUR: '3' }))
		const results = []
		for (const [n, clientIp] of oneNetwork.entries())
			results.push((await takeApplicationSteps(db, { clientIp, ...person(n) }, limits)).ok)
		expect(results).toEqual([true, true, true, false])
		expect((await takeApplicationSteps(db, { clientIp: '2001:db8:1:3::1', ...person(9) }, limits)).ok).toBe(true)
		expect((await takeApplicationSteps(db, { clientIp: '2001:db8:1:3::2', ...person(10) }, limits)).ok).toBe(true)
		expect((await keys()).join(' ')).not.toMatch(/2001:db8|network|97000000/i)
	})

	test('one person at one /64 is one person at one address, whichever address it sends from', async () => {
		const limits = applicationLimits(parseEnv({ APPLY_LIMIT_PER_HOUR: '2' }))
		const results = []
		for (const clientIp of oneNetwork.slice(0, 3))
			results.push((await takeApplicationSteps(db, { clientIp, ...person(1) }, limits)).ok)
		expect(results).toEqual([true, true, false])
	})

	test('the API’s "has this e-mail applied" look-ups count one /64 together, and keep no address', async () => {
		const answers = []
		for (let n = 0; n < 21; n++)
			answers.push((await applicationLookupRefusal(db, `2001:db8:1:2::${(n + 1).toString(16)}`))?.status ?? 200)
		expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true)
		expect(answers[20]).toBe(429)
		expect(await applicationLookupRefusal(db, '2001:db8:1:3::1')).toBeNull()
		expect(await applicationLookupRefusal(db, '203.0.113.40')).toBeNull()
		expect((await keys()).join(' ')).not.toMatch(/2001:db8|203\.0\.113/i)
	})

	test('the API’s uploads count one /64 together, and keep no address', async () => {
		// Four uploads for each application an address may send in an hour (APPLY_LIMIT_PER_ADDRESS_PER_HOUR: 60).
		const refusals = []
		for (let n = 0; n < 241; n++) refusals.push(await apiUploadRefusal(db, `2001:db8:1:2::${(n + 1).toString(16)}`))
		expect(refusals.slice(0, 240).every((refusal) => refusal === null)).toBe(true)
		expect(refusals[240]).toMatchObject({ reason: 'too-many' })
		expect(await apiUploadRefusal(db, '2001:db8:1:3::1')).toBeNull()
		expect((await keys()).join(' ')).not.toMatch(/2001:db8/i)
	})
})
