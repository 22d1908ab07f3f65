import { stringifySetCookie } from 'cookie'
import crypto from 'node:crypto'
import { readCookie } from '#app/utils/http/csrf.server.ts'
import { sessionCookieName } from '#app/utils/http/session-cookie.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'

// Staff sessions (OWASP Session Management cheat sheet): 128 random bits in an
// HttpOnly, SameSite=Lax cookie (`__Host-` and Secure under https), stored in the
// database as their sha256 so that a copy of the database opens no session; a new
// id at every sign-in; 30 minutes idle and 8 hours at most; sign-out ends the
// session on the server. https://cheatsheetseries.owasp.org/cheatsheets/Session_Management_Cheat_Sheet.html

export const SESSION_IDLE_MS = 30 * 60_000
export const SESSION_ABSOLUTE_MS = 8 * 3600_000
/** Activity is written down at most this often: a page view need not be a database write. */
const TOUCH_EVERY_MS = 60_000

export { sessionCookieName }

/** A session's id in the database: the sha256 of its cookie's token, so that a copy of the database opens none. */
export function sessionIdOf(token: string) {
	return crypto.createHash('sha256').update(token).digest('hex')
}

export function serializeSessionCookie(token: string, https: boolean) {
	return stringifySetCookie({ ...sessionCookieAttributes(https), value: token, maxAge: SESSION_ABSOLUTE_MS / 1000 })
}

export function clearSessionCookie(https: boolean) {
	return stringifySetCookie({ ...sessionCookieAttributes(https), value: '', maxAge: 0 })
}

function sessionCookieAttributes(https: boolean) {
	return { name: sessionCookieName(https), path: '/', httpOnly: true, sameSite: 'lax', secure: https } as const
}

/** Starts a session and answers the cookie's value. */
export async function createSession(
	db: Db,
	staffId: number,
	{
		secondFactorDone,
		userAgent,
		now = new Date(),
	}: { secondFactorDone: boolean; userAgent?: string | null; now?: Date },
) {
	const token = crypto.randomBytes(16).toString('base64url')
	const stamp = now.toISOString()
	await db
		.insertInto('sessions')
		.values({
			id: sessionIdOf(token),
			staff_id: staffId,
			second_factor_at: secondFactorDone ? stamp : null,
			created_at: stamp,
			last_seen_at: stamp,
			expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
			user_agent: userAgent?.slice(0, 300) ?? null,
		})
		.execute()
	return token
}

export interface StaffSession {
	sessionId: string
	secondFactorDone: boolean
	createdAt: string
	staff: Pick<Staff, 'id' | 'email' | 'name' | 'role' | 'totp_enabled_at'>
}

/** The session the request's cookie names, if it is still alive (and its staff member is not disabled). */
export async function readSession(
	db: Db,
	request: Request,
	https: boolean,
	now = new Date(),
): Promise<StaffSession | null> {
	const token = readCookie(request.headers.get('cookie'), sessionCookieName(https))
	if (!token || !/^[\w-]{22}$/.test(token)) return null
	const id = sessionIdOf(token)
	const row = await db
		.selectFrom('sessions')
		.innerJoin('staff', 'staff.id', 'sessions.staff_id')
		.select([
			'sessions.id',
			'sessions.second_factor_at',
			'sessions.created_at',
			'sessions.last_seen_at',
			'sessions.expires_at',
			'staff.id as staff_id',
			'staff.email',
			'staff.name',
			'staff.role',
			'staff.totp_enabled_at',
			'staff.disabled_at',
		])
		.where('sessions.id', '=', id)
		.executeTakeFirst()
	if (!row) return null
	const idleSince = now.getTime() - Date.parse(row.last_seen_at)
	if (row.disabled_at || idleSince > SESSION_IDLE_MS || now.toISOString() >= row.expires_at) {
		await db.deleteFrom('sessions').where('id', '=', id).execute()
		return null
	}
	if (idleSince > TOUCH_EVERY_MS) {
		await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute()
	}
	return {
		sessionId: id,
		secondFactorDone: row.second_factor_at !== null,
		createdAt: row.created_at,
		staff: { id: row.staff_id, email: row.email, name: row.name, role: row.role, totp_enabled_at: row.totp_enabled_at },
	}
}

export async function markSecondFactorDone(db: Db, sessionId: string, now = new Date()) {
	await db.updateTable('sessions').set({ second_factor_at: now.toISOString() }).where('id', '=', sessionId).execute()
}

export async function endSession(db: Db, sessionId: string) {
	await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}

/** Ends every session of a staff member ("sign out everywhere", a new password, a disabled account). */
export async function endAllSessions(db: Db, staffId: number) {
	const result = await db.deleteFrom('sessions').where('staff_id', '=', staffId).executeTakeFirst()
	return Number(result.numDeletedRows)
}

type Actor = Pick<Staff, 'id' | 'email'>

/**
 * Signs a member of staff in after their password: a new session, and the audit entry when
 * no second factor is asked (with one, the entry is written when the code is right).
 */
export async function signIn(
	db: Db,
	staff: Actor,
	{
		secondFactorDone,
		userAgent,
		clientKey,
		now = new Date(),
	}: { secondFactorDone: boolean; userAgent?: string | null; clientKey: string; now?: Date },
) {
	return inTransaction(db, async (trx) => {
		const token = await createSession(trx, staff.id, { secondFactorDone, userAgent, now })
		if (secondFactorDone) await audit(trx, { staff, action: 'sign-in', clientKey }, now)
		return token
	})
}

/**
 * Completes a sign-in with the second factor: the half-signed-in session ends, a new one
 * starts (OWASP: renew the id when privileges change), and the sign-in is recorded.
 */
export async function completeSignIn(
	db: Db,
	session: { sessionId: string; staff: Actor },
	{
		usedRecoveryCode,
		userAgent,
		clientKey,
		now = new Date(),
	}: { usedRecoveryCode: boolean; userAgent?: string | null; clientKey: string; now?: Date },
) {
	return inTransaction(db, async (trx) => {
		await endSession(trx, session.sessionId)
		const token = await createSession(trx, session.staff.id, { secondFactorDone: true, userAgent, now })
		const secondFactor = usedRecoveryCode ? 'recovery code' : 'app'
		await audit(trx, { staff: session.staff, action: 'sign-in', details: { secondFactor }, clientKey }, now)
		return token
	})
}

/** Signs out: this session, or every session of the member of staff ("everywhere"), recorded. */
export async function signOut(db: Db, session: { sessionId: string; staff: Actor }, { everywhere = false } = {}) {
	await inTransaction(db, async (trx) => {
		if (everywhere) await endAllSessions(trx, session.staff.id)
		else await endSession(trx, session.sessionId)
		await audit(trx, { staff: session.staff, action: everywhere ? 'sign-out.everywhere' : 'sign-out' })
	})
}
