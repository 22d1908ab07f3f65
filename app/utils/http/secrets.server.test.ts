import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { csrfTokensMatch, issueCsrfToken } from './csrf.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { loadSecrets, rotateSecret, ROTATION_GRACE_MS } from './secrets.server.ts'

describe.each(testDatabases())('The site secret on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, dataDir, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	const settings = () => ({ DATA_DIR: dataDir, SESSION_SECRET: undefined, SESSION_SECRET_PREVIOUS: undefined })

	test('instances starting together on an empty database end up with one and the same secret', async () => {
		const [a, b, c] = await Promise.all([
			loadSecrets(db, settings()),
			loadSecrets(db, settings()),
			loadSecrets(db, settings()),
		])
		expect(a.current).toMatch(/^[0-9a-f]{64}$/)
		expect(b.current).toBe(a.current)
		expect(c.current).toBe(a.current)
	})

	test('after a rotation, tokens of the old secret are still accepted for the grace period, then not', async () => {
		const before = await loadSecrets(db, settings())
		const oldToken = issueCsrfToken(before.current)
		const rotatedAt = new Date()
		await rotateSecret(db, rotatedAt)
		const after = await loadSecrets(db, settings(), rotatedAt)
		expect(after.current).not.toBe(before.current)
		expect(csrfTokensMatch(after.accepted, oldToken, oldToken)).toBe(true)
		const later = await loadSecrets(db, settings(), new Date(rotatedAt.getTime() + ROTATION_GRACE_MS + 1))
		expect(csrfTokensMatch(later.accepted, oldToken, oldToken)).toBe(false)
	})

	test('the secret an older installation kept in its data folder becomes the shared one', async () => {
		fs.writeFileSync(path.join(dataDir, 'secret.key'), 'f'.repeat(64))
		expect((await loadSecrets(db, settings())).current).toBe('f'.repeat(64))
	})

	test('SESSION_SECRET wins over the stored one, and SESSION_SECRET_PREVIOUS is still accepted', async () => {
		const secrets = await loadSecrets(db, {
			...settings(),
			SESSION_SECRET: 'n'.repeat(40),
			SESSION_SECRET_PREVIOUS: 'o'.repeat(40),
		})
		expect(secrets).toEqual({ current: 'n'.repeat(40), accepted: ['n'.repeat(40), 'o'.repeat(40)] })
	})
})
