import { createContext, redirect, type MiddlewareFunction } from 'react-router'
import { staffContext } from '#app/context.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { readSession, type StaffSession } from './sessions.server.ts'
import { canUse, needsSecondFactor, type BackOfficeArea } from './staff-roles.ts'

export function isHttps() {
	return getEnv().PUBLIC_URL.startsWith('https://')
}

// Who may open a back-office page, decided by React Router middleware before any of its
// loaders or actions runs (documents, `.data` requests and resource routes alike): the
// back office's layout reads the session once (staffSession), and each page names the area
// it belongs to (backOfficeArea), which sets the staff context its loader and action read.

/** The session the layout's middleware read, for the page's own middleware to check against its area. */
const signedInContext = createContext<StaffSession | null>(null)

/**
 * The back office's layout middleware: the request's session, read once. Without one, the
 * visitor is sent to sign in (and back here after); a member of staff whose account has a
 * second factor but who has not given its code yet is sent to give it.
 */
export const staffSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	const session = await readSession(getDb(), request, isHttps())
	if (!session) {
		const url = new URL(request.url)
		const back = url.pathname + url.search
		throw redirect(`/admin/sign-in${back === '/admin' ? '' : `?next=${encodeURIComponent(back)}`}`)
	}
	if (session.staff.totp_enabled_at && !session.secondFactorDone) throw redirect('/admin/sign-in/code')
	context.set(signedInContext, session)
	return next()
}

/**
 * A back-office page's own middleware: the part of the back office it belongs to. A role that
 * must sign in with a second factor and has none yet is sent to set one up (but on the pages of
 * that setting up: `duringEnrolment`); another role's area is refused with 403. The member of
 * staff and their session are then in `staffContext` for the page's loader and action.
 */
export function backOfficeArea(
	area: BackOfficeArea,
	{ duringEnrolment = false }: { duringEnrolment?: boolean } = {},
): MiddlewareFunction<Response> {
	return async ({ context }, next) => {
		const session = context.get(signedInContext)
		// Only under the layout, whose middleware has run first: a page elsewhere is no back-office page.
		if (!session) throw new Error(`backOfficeArea('${area}') is for pages under the back office's layout`)
		const { staff } = session
		if (!staff.totp_enabled_at && needsSecondFactor(staff.role) && !duringEnrolment) throw redirect('/admin/two-factor')
		if (!canUse(staff.role, area)) {
			throw new Response('Your role does not give access to this part of the back office.', { status: 403 })
		}
		context.set(staffContext, session)
		return next()
	}
}

/** The session, if any, without conditions (the sign-in pages, outside the layout, use it to skip what is done). */
export async function optionalStaff(request: Request) {
	return readSession(getDb(), request, isHttps())
}
