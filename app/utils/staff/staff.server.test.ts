import { sql } from 'kysely'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { whileAuditFails } from '#tests/fixtures/audit-log.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
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
import { inviteStaffAgain } from './staff-mail.server.ts'

/** The administrator who makes the changes, for the audit entries. */
const admin = { id: 1, email: 'admin@brisk.test', name: 'Asha Admin' }

// The sign-in's counters are named by keyed hashes of the site secret.
beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))

describe.each(testDatabases())('Staff and their sessions on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	/** The audit entries about one subject (null: all of them), oldest first. */
	function auditOf(subject: string | null) {
		let query = db.selectFrom('audit_log').select(['staff_email', 'action', 'subject']).orderBy('id')
		if (subject !== null) query = query.where('subject', '=', subject)
		return query.execute()
	}

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

	test('no first administrator is made unless the making is recorded in the audit log', async () => {
		const first = { email: 'first@brisk.test', password: 'the monsoon came early' }
		await expect(whileAuditFails(db, () => ensureFirstAdmin(db, first))).rejects.toThrow()
		expect(await db.selectFrom('staff').select('email').execute()).toEqual([])
		// The next start makes the administrator, and the record with it.
		expect(await ensureFirstAdmin(db, first)).toBe(true)
		const [made] = await db.selectFrom('staff').select('id').execute()
		expect(await auditOf(null)).toEqual([
			{ staff_email: 'first@brisk.test', action: 'staff.created', subject: `staff ${made!.id}` },
		])
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
		await disableStaff(db, { memberId: id, by: admin })
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
		await setPassword(db, { staffId: id, password: 'the first long password', how: 'invitation' })
		const reset = await issueStaffToken(db, id, 'reset')
		await setPassword(db, { staffId: id, password: 'a second long password here', how: 'changed' })
		expect(await peekStaffToken(db, reset, 'reset')).toBeUndefined()
		expect(await spendStaffToken(db, reset, 'reset')).toBeUndefined()
	})

	test('a disabled account and its audit entry are written together, or neither', async () => {
		const id = await createStaff(db, { email: 'leaver@brisk.test', name: 'Leaver', role: 'office' })
		const state = async () => ({
			disabled:
				(await db.selectFrom('staff').select('disabled_at').where('id', '=', id).executeTakeFirstOrThrow())
					.disabled_at !== null,
			entries: await auditOf(`staff ${id}`),
		})
		await rolledBack(db, (trx) => disableStaff(trx, { memberId: id, by: admin }))
		expect(await state()).toEqual({ disabled: false, entries: [] })
		await disableStaff(db, { memberId: id, by: admin })
		expect(await state()).toEqual({
			disabled: true,
			entries: [{ staff_email: 'admin@brisk.test', action: 'staff.disabled', subject: `staff ${id}` }],
		})
	})

	test('a new password is recorded as its owner changed it, reset it or accepted an invitation, or not set at all', async () => {
		const id = await createStaff(db, { email: 'owner@brisk.test', name: 'Owner', role: 'office' })
		const hash = async () =>
			(await db.selectFrom('staff').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
				.password_hash
		// It ends sessions and lifts a lock-out after its transaction, so it is not run inside a caller's: an entry
		// that cannot be written stands for the failure here.
		await sql`alter table audit_log rename to audit_log_away`.execute(db)
		try {
			await expect(
				setPassword(db, { staffId: id, password: 'never quite set this one', how: 'changed' }),
			).rejects.toThrow()
		} finally {
			await sql`alter table audit_log_away rename to audit_log`.execute(db)
		}
		expect(await hash()).toBeNull()
		expect(await auditOf(null)).toEqual([])
		for (const how of ['invitation', 'reset', 'changed'] as const) {
			await setPassword(db, { staffId: id, password: `a long password by ${how}`, how })
		}
		expect(await hash()).not.toBeNull()
		expect(await auditOf(null)).toEqual([
			{ staff_email: 'owner@brisk.test', action: 'staff.invitation-accepted', subject: `staff ${id}` },
			{ staff_email: 'owner@brisk.test', action: 'password.reset', subject: null },
			{ staff_email: 'owner@brisk.test', action: 'password.changed', subject: null },
		])
	})

	test('an invitation sent again: its link, its mail and its audit entry together, or none of them', async () => {
		const member = { email: 'late@brisk.test', name: 'Late Joiner', role: 'office' as const }
		const id = await createStaff(db, member)
		const written = async () => ({
			links: (await db.selectFrom('staff_tokens').select('id').where('staff_id', '=', id).execute()).length,
			mails: (await db.selectFrom('outbox').select('id').where('to_address', '=', 'late@brisk.test').execute()).length,
			entries: await auditOf(`staff ${id}`),
		})
		await rolledBack(db, (trx) => inviteStaffAgain(trx, { member: { id, ...member }, by: admin }))
		expect(await written()).toEqual({ links: 0, mails: 0, entries: [] })
		await inviteStaffAgain(db, { member: { id, ...member }, by: admin })
		expect(await written()).toEqual({
			links: 1,
			mails: 1,
			entries: [{ staff_email: 'admin@brisk.test', action: 'staff.invited-again', subject: `staff ${id}` }],
		})
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
		await setPassword(db, { staffId: id, password: 'a brand new office password', how: 'changed' }, start)
		expect(await readSession(db, requestWith(again), false, start)).toBeNull()
		const third = await createSession(db, id, { secondFactorDone: true })
		expect(await endAllSessions(db, id)).toBe(1)
		expect(await readSession(db, requestWith(third), false)).toBeNull()
	})
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
