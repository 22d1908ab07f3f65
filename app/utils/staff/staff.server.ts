import crypto from 'node:crypto'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { Staff, StaffRole } from '#app/utils/db/schema.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import { log } from '#app/utils/core/log.server.ts'
import { FIRST_ADMIN_NAME, getEnv } from '#app/utils/core/env.server.ts'
import { LIMITS, resetLimit, signInAccountKey } from '#app/utils/http/limits.server.ts'
import { hashPassword, passwordProblem } from './passwords.server.ts'
import { endAllSessions } from './sessions.server.ts'

// Staff accounts and their one-time links. There is no default account: the first
// administrator comes from ADMIN_EMAIL and ADMIN_PASSWORD, or npm run admin:create;
// administrators invite everyone else.

/** Who makes a change, for its audit entry. */
type Actor = Pick<Staff, 'id' | 'email'>

export const INVITE_VALID_MS = 48 * 3600_000
export const RESET_VALID_MS = 3600_000

export function normaliseStaffEmail(email: string) {
	return email.trim().toLowerCase()
}

export async function findStaffByEmail(db: Db, email: string) {
	return db.selectFrom('staff').selectAll().where('email', '=', normaliseStaffEmail(email)).executeTakeFirst()
}

/** How to make the first administrator, said at start and on the sign-in page while no account exists. */
export const FIRST_ADMIN_HINT =
	'No staff account exists yet. To make the first administrator, run npm run admin:create -- EMAIL "NAME" on the server (it asks for the password), or start the site with ADMIN_EMAIL and ADMIN_PASSWORD set.'

/** Whether anyone can sign in to the back office yet (a new site has no account until its first administrator). */
export async function hasStaffAccount(db: Db) {
	return (await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()) !== undefined
}

export async function findStaff(db: Db, id: number) {
	return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function createStaff(
	db: Db,
	{
		email,
		name,
		role,
		passwordHash = null,
	}: { email: string; name: string; role: StaffRole; passwordHash?: string | null },
	now = new Date(),
) {
	const stamp = now.toISOString()
	const row = await db
		.insertInto('staff')
		.values({
			email: normaliseStaffEmail(email),
			name: name.trim(),
			role,
			password_hash: passwordHash,
			password_changed_at: passwordHash ? stamp : null,
			created_at: stamp,
			updated_at: stamp,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

function hashToken(token: string) {
	return crypto.createHash('sha256').update(token).digest('hex')
}

/** A one-time link's token (only its hash is stored); earlier links of the same purpose stop working. */
export async function issueStaffToken(db: Db, staffId: number, purpose: 'invite' | 'reset', now = new Date()) {
	const token = crypto.randomBytes(32).toString('base64url')
	const validMs = purpose === 'invite' ? INVITE_VALID_MS : RESET_VALID_MS
	await inTransaction(db, async (trx) => {
		await trx
			.updateTable('staff_tokens')
			.set({ used_at: now.toISOString() })
			.where('staff_id', '=', staffId)
			.where('purpose', '=', purpose)
			.where('used_at', 'is', null)
			.execute()
		await trx
			.insertInto('staff_tokens')
			.values({
				id: hashToken(token),
				staff_id: staffId,
				purpose,
				expires_at: new Date(now.getTime() + validMs).toISOString(),
				created_at: now.toISOString(),
			})
			.execute()
	})
	return token
}

/** The staff member a link is for, while it is unused and in time; it is not used up by looking. */
export async function peekStaffToken(db: Db, token: string, purpose: 'invite' | 'reset', now = new Date()) {
	if (!/^[\w-]{43}$/.test(token)) return undefined
	return db
		.selectFrom('staff_tokens')
		.innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
		.select(['staff.id', 'staff.email', 'staff.name', 'staff.role', 'staff.totp_enabled_at'])
		.where('staff_tokens.id', '=', hashToken(token))
		.where('staff_tokens.purpose', '=', purpose)
		.where('staff_tokens.used_at', 'is', null)
		.where('staff_tokens.expires_at', '>', now.toISOString())
		.where('staff.disabled_at', 'is', null)
		.executeTakeFirst()
}

/**
 * Uses a link up, in one statement (two tabs cannot both use it); answers its staff id. A link
 * of an account disabled meanwhile is spent by nothing: disabling is how an invitation is withdrawn.
 */
export async function spendStaffToken(db: Db, token: string, purpose: 'invite' | 'reset', now = new Date()) {
	if (!/^[\w-]{43}$/.test(token)) return undefined
	const row = await db
		.updateTable('staff_tokens')
		.set({ used_at: now.toISOString() })
		.where('id', '=', hashToken(token))
		.where('purpose', '=', purpose)
		.where('used_at', 'is', null)
		.where('expires_at', '>', now.toISOString())
		.where('staff_id', 'in', db.selectFrom('staff').select('id').where('disabled_at', 'is', null))
		.returning('staff_id')
		.executeTakeFirst()
	return row?.staff_id
}

/** Every open invitation and reset link of this staff member stops working (used up now). */
async function revokeStaffTokens(db: Db, staffId: number, now: Date) {
	await db
		.updateTable('staff_tokens')
		.set({ used_at: now.toISOString() })
		.where('staff_id', '=', staffId)
		.where('used_at', 'is', null)
		.execute()
}

/** How a password came to be set, as the audit log names it: on the account page, by a reset link, by an invitation. */
const PASSWORD_AUDIT_ACTIONS = {
	changed: 'password.changed',
	reset: 'password.reset',
	invitation: 'staff.invitation-accepted',
} as const

/**
 * Sets a new password, with the audit entry (written as its owner, who alone sets it), ends every
 * session of its owner (elsewhere, someone may have known the old one) and withdraws every open
 * link: a reset link asked for earlier no longer sets anything. It also lifts a lock-out (five
 * wrong passwords, typed by anyone): whoever set it has shown they own the account.
 */
export async function setPassword(
	db: Db,
	{ staffId, password, how }: { staffId: number; password: string; how: keyof typeof PASSWORD_AUDIT_ACTIONS },
	now = new Date(),
) {
	const stamp = now.toISOString()
	const passwordHash = await hashPassword(password)
	const staff = await inTransaction(db, async (trx) => {
		const row = await trx
			.updateTable('staff')
			.set({ password_hash: passwordHash, password_changed_at: stamp, updated_at: stamp })
			.where('id', '=', staffId)
			.returning('email')
			.executeTakeFirst()
		await revokeStaffTokens(trx, staffId, now)
		if (row) {
			const action = PASSWORD_AUDIT_ACTIONS[how]
			// An accepted invitation names the account, as the other entries about an account do.
			const subject = how === 'invitation' ? `staff ${staffId}` : undefined
			await audit(trx, { staff: { id: staffId, email: row.email }, action, subject }, now)
		}
		return row
	})
	if (staff) await resetLimit(db, LIMITS.signInAccount, signInAccountKey(staff.email))
	// Wrong guesses at the old password in "Change your password" say nothing about the new one.
	await resetLimit(db, LIMITS.passwordChangeAccount, String(staffId))
	await endAllSessions(db, staffId)
}

/**
 * Disables an account, with the audit entry: its sessions end and its open links are withdrawn for
 * good (enabling it again revives none).
 */
export async function disableStaff(db: Db, { memberId, by }: { memberId: number; by: Actor }, now = new Date()) {
	const stamp = now.toISOString()
	await inTransaction(db, async (trx) => {
		await trx.updateTable('staff').set({ disabled_at: stamp, updated_at: stamp }).where('id', '=', memberId).execute()
		await revokeStaffTokens(trx, memberId, now)
		await audit(trx, { staff: by, action: 'staff.disabled', subject: `staff ${memberId}` }, now)
	})
	await endAllSessions(db, memberId)
}

/** One account as an address names it, or a 404. */
export async function requireStaffMember(db: Db, id: string) {
	const staffId = parseId(id)
	const member = staffId ? await findStaff(db, staffId) : undefined
	invariantResponse(member, 'There is no such staff member.')
	return member
}

/** Every account, disabled ones last, with the time of its last sign-in (from the audit log; null if never). */
export async function listStaffAccounts(db: Db) {
	const [staff, lastSignIns] = await Promise.all([
		db
			.selectFrom('staff')
			.select(['id', 'name', 'email', 'role', 'password_hash', 'totp_enabled_at', 'disabled_at'])
			.orderBy('disabled_at', 'desc')
			.orderBy('name')
			.execute(),
		db
			.selectFrom('audit_log')
			.select(['staff_id', (eb) => eb.fn.max('at').as('at')])
			.where('action', '=', 'sign-in')
			.groupBy('staff_id')
			.execute(),
	])
	const last = new Map(lastSignIns.map((row) => [row.staff_id, row.at === null ? null : String(row.at)]))
	return staff.map((member) => ({ ...member, lastSignIn: last.get(member.id) ?? null }))
}

/** What a person's account page counts: their signed-in sessions and their unused recovery codes. */
export async function accountCounts(db: Db, staffId: number) {
	const [sessions, codes] = await Promise.all([
		db.selectFrom('sessions').select('id').where('staff_id', '=', staffId).execute(),
		db
			.selectFrom('staff_recovery_codes')
			.select('id')
			.where('staff_id', '=', staffId)
			.where('used_at', 'is', null)
			.execute(),
	])
	return { sessions: sessions.length, unusedCodes: codes.length }
}

/** How many administrators other than this person can still sign in (the site keeps at least one). */
export async function otherActiveAdmins(db: Db, id: number) {
	const rows = await db
		.selectFrom('staff')
		.select('id')
		.where('role', '=', 'admin')
		.where('disabled_at', 'is', null)
		.where('id', '!=', id)
		.execute()
	return rows.length
}

/**
 * A new role, new rights: the role, the end of the person's sessions (they sign in
 * again, and set up two-factor sign-in if the role needs it) and the audit entry, together.
 */
export async function changeStaffRole(
	db: Db,
	{ member, role, by }: { member: Pick<Staff, 'id' | 'role'>; role: StaffRole; by: Actor },
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		await trx.updateTable('staff').set({ role, updated_at: now.toISOString() }).where('id', '=', member.id).execute()
		await endAllSessions(trx, member.id)
		await audit(
			trx,
			{
				staff: by,
				action: 'staff.role-changed',
				subject: `staff ${member.id}`,
				details: { from: member.role, to: role },
			},
			now,
		)
	})
}

/** A disabled account may sign in again (its old links stay withdrawn), with the audit entry. */
export async function enableStaff(db: Db, { memberId, by }: { memberId: number; by: Actor }, now = new Date()) {
	await inTransaction(db, async (trx) => {
		await trx
			.updateTable('staff')
			.set({ disabled_at: null, updated_at: now.toISOString() })
			.where('id', '=', memberId)
			.execute()
		await audit(trx, { staff: by, action: 'staff.enabled', subject: `staff ${memberId}` }, now)
	})
}

/**
 * At start: when no administrator exists and ADMIN_EMAIL and ADMIN_PASSWORD are
 * set, creates the first one (who then sets up the second factor at first sign-in).
 */
export async function ensureFirstAdmin(db: Db, { email, password }: { email?: string; password?: string }) {
	if (!email || !password) return false
	const existing = await db.selectFrom('staff').select('id').where('role', '=', 'admin').executeTakeFirst()
	if (existing) return false
	// The environment's check (env.server.ts) stops the start first; this one guards any other caller.
	const problem = passwordProblem(password, { email, name: FIRST_ADMIN_NAME }, getEnv())
	if (problem) {
		log('error', 'ADMIN_PASSWORD cannot be used; no administrator was created', { problem })
		return false
	}
	if (await findStaffByEmail(db, email)) return false
	// Hashed before the transaction, which then holds the database only for the two writes.
	const passwordHash = await hashPassword(password)
	await inTransaction(db, async (trx) => {
		const id = await createStaff(trx, { email, name: FIRST_ADMIN_NAME, role: 'admin', passwordHash })
		await audit(trx, {
			staff: { id, email: normaliseStaffEmail(email) },
			action: 'staff.created',
			subject: `staff ${id}`,
			details: { by: 'ADMIN_EMAIL at start' },
		})
	})
	return true
}
