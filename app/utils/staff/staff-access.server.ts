import { redirect } from 'react-router'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { readSession, type StaffSession } from './sessions.server.ts'
import { canUse, needsSecondFactor, type BackOfficeArea } from './staff-roles.ts'

export function isHttps() {
	return getEnv().PUBLIC_URL.startsWith('https://')
}

/**
 * The signed-in staff member who may use this area of the back office. Anyone
 * else is sent to sign in (no session), to the second step of signing in or to
 * setting up the second factor, or refused with 403 (another role's area).
 * Every back-office loader and action starts with it.
 */
export async function requireStaff(
	request: Request,
	area: BackOfficeArea,
	{ duringEnrolment = false }: { duringEnrolment?: boolean } = {},
): Promise<StaffSession> {
	const session = await readSession(getDb(), request, isHttps())
	const url = new URL(request.url)
	if (!session) {
		const next = url.pathname + url.search
		throw redirect(`/admin/sign-in${next === '/admin' ? '' : `?next=${encodeURIComponent(next)}`}`)
	}
	const { staff } = session
	if (staff.totp_enabled_at && !session.secondFactorDone) throw redirect('/admin/sign-in/code')
	if (!staff.totp_enabled_at && needsSecondFactor(staff.role) && !duringEnrolment) throw redirect('/admin/two-factor')
	if (!canUse(staff.role, area)) {
		throw new Response('Your role does not give access to this part of the back office.', { status: 403 })
	}
	return session
}

/** The session, if any, without conditions (the sign-in pages use it to skip what is done). */
export async function optionalStaff(request: Request) {
	return readSession(getDb(), request, isHttps())
}
