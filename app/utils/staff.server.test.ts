import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from './db.server.ts'
import { createSession, endAllSessions, readSession, sessionCookieName, SESSION_IDLE_MS } from './sessions.server.ts'
import { attemptPassword } from './sign-in.server.ts'
import {
	createStaff,
	disableStaff,
	ensureFirstAdmin,
	issueStaffToken,
	peekStaffToken,
	setPassword,
	spendStaffToken,
} from './staff.server.ts'

describe.each(testDatabases())('Staff and their sessions on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	function requestWith(token: string) {
		return new Request('http://localhost/admin', { headers: { cookie: `${sessionCookieName(false)}=${token}` } })
	}

	test('the first administrator comes from ADMIN_EMAIL and ADMIN_PASSWORD, once, and never with a weak password', async () => {
		expect(await ensureFirstAdmin(db, { email: 'first@brisk.test', password: 'password1234' })).toBe(false)
		expect(await ensureFirstAdmin(db, { email: 'first@brisk.test', password: 'the monsoon came early' })).toBe(true)
		expect(await ensureFirstAdmin(db, { email: 'second@brisk.test', password: 'the monsoon came early' })).toBe(false)
		const admins = await db.selectFrom('staff').select(['email', 'role']).execute()
		expect(admins).toEqual([{ email: 'first@brisk.test', role: 'admin' }])
		const outcome = await attemptPassword(db, {
			email: 'FIRST@brisk.test',
			password: 'the monsoon came early',
			clientKey: 'k',
		})
		expect(outcome).toMatchObject({ ok: true, needsCode: false })
	})

	test('a one-time link works once, in time, and a newer one replaces it', async () => {
		const id = await createStaff(db, { email: 'new@brisk.test', name: 'New Person', role: 'office' })
		const now = new Date('2026-11-23T10:00:00Z')
		const first = await issueStaffToken(db, id, 'invite', now)
		const second = await issueStaffToken(db, id, 'invite', now)
		expect(await peekStaffToken(db, first, 'invite', now)).toBeUndefined()
		expect((await peekStaffToken(db, second, 'invite', now))?.email).toBe('new@brisk.test')
		// Not a reset link, and not after 48 hours.
		expect(await peekStaffToken(db, second, 'reset', now)).toBeUndefined()
		expect(await peekStaffToken(db, second, 'invite', new Date(now.getTime() + 49 * 3600_000))).toBeUndefined()
		const [a, b] = await Promise.all([
			spendStaffToken(db, second, 'invite', now),
			spendStaffToken(db, second, 'invite', now),
		])
		expect([a, b].filter((value) => value === id)).toHaveLength(1)
	})

	test('a link of a disabled account sets nothing, even once the account is enabled again', async () => {
		const id = await createStaff(db, { email: 'withdrawn@brisk.test', name: 'Withdrawn', role: 'office' })
		const invite = await issueStaffToken(db, id, 'invite')
		await disableStaff(db, id)
		expect(await spendStaffToken(db, invite, 'invite')).toBeUndefined()
		await db.updateTable('staff').set({ disabled_at: null }).where('id', '=', id).execute()
		expect(await peekStaffToken(db, invite, 'invite')).toBeUndefined()
		expect(await spendStaffToken(db, invite, 'invite')).toBeUndefined()
	})

	test('a link disabled after it was shown cannot be spent: the check is made when it is used', async () => {
		const id = await createStaff(db, { email: 'raced@brisk.test', name: 'Raced', role: 'office' })
		const invite = await issueStaffToken(db, id, 'invite')
		expect((await peekStaffToken(db, invite, 'invite'))?.email).toBe('raced@brisk.test')
		// Disabled by a direct change, as another instance's action lands between showing and spending.
		await db.updateTable('staff').set({ disabled_at: new Date().toISOString() }).where('id', '=', id).execute()
		expect(await spendStaffToken(db, invite, 'invite')).toBeUndefined()
	})

	test('a reset link stops working once the person changes their password themselves', async () => {
		const id = await createStaff(db, {
			email: 'changer@brisk.test',
			name: 'Changer',
			role: 'office',
		})
		await setPassword(db, id, 'the first long password')
		const reset = await issueStaffToken(db, id, 'reset')
		await setPassword(db, id, 'a second long password here')
		expect(await peekStaffToken(db, reset, 'reset')).toBeUndefined()
		expect(await spendStaffToken(db, reset, 'reset')).toBeUndefined()
	})

	test('a session lives 30 idle minutes, ends with a new password, and stores only a hash of its cookie', async () => {
		const id = await createStaff(db, { email: 'office@brisk.test', name: 'Omkar', role: 'office' })
		const start = new Date('2026-11-23T10:00:00Z')
		const token = await createSession(db, id, { secondFactorDone: true, now: start })
		const stored = await db.selectFrom('sessions').select('id').execute()
		expect(stored.map((s) => s.id)).not.toContain(token)
		expect((await readSession(db, requestWith(token), false, new Date(start.getTime() + 29 * 60_000)))?.staff.id).toBe(
			id,
		)
		// Used 29 minutes in, so 31 minutes in it is still alive; then idle for longer than 30 minutes, it ends.
		const lastUse = new Date(start.getTime() + 31 * 60_000)
		expect(await readSession(db, requestWith(token), false, lastUse)).not.toBeNull()
		expect(
			await readSession(db, requestWith(token), false, new Date(lastUse.getTime() + SESSION_IDLE_MS + 1)),
		).toBeNull()

		const again = await createSession(db, id, { secondFactorDone: true, now: start })
		await setPassword(db, id, 'a brand new office password', start)
		expect(await readSession(db, requestWith(again), false, start)).toBeNull()
		const third = await createSession(db, id, { secondFactorDone: true })
		expect(await endAllSessions(db, id)).toBe(1)
		expect(await readSession(db, requestWith(third), false)).toBeNull()
	})
})
