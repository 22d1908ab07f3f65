import { answerNoSoonerThan } from '#app/utils/core/answer-time.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { log } from '#app/utils/core/log.server.ts'
import { mailPasswordReset } from './staff-mail.server.ts'
import { findStaffByEmail, issueStaffToken } from './staff.server.ts'

/**
 * "Forgot your password?" answers this long after the request started, whether or
 * not the address has an account. Writing the link and its mail takes a few
 * milliseconds, and a few milliseconds told apart over many tries say who works
 * here. The writing goes on beside the wait, not before the answer, so that a slow
 * write (a busy database) cannot show through either. Long enough for any write to
 * finish first, short enough that a person does not notice.
 */
export const FORGOT_ANSWER_MS = 400

/**
 * Sends a reset link to the address if it has an account that may have one; answers,
 * at the same time after `startedAt` (performance.now()) in both cases, with the
 * writing's promise, which has already settled unless the database was slow.
 */
export async function requestPasswordReset(
	db: Db,
	{
		email,
		clientKey,
		startedAt,
		answerAfterMs = FORGOT_ANSWER_MS,
	}: { email: string; clientKey: string; startedAt: number; answerAfterMs?: number },
) {
	const staff = await findStaffByEmail(db, email)
	const sending =
		staff && !staff.disabled_at && staff.password_hash ? sendResetLink(db, { staff, clientKey }) : Promise.resolve()
	const written = sending.catch((error: unknown) =>
		log('error', 'a password reset link was not written', { error: String(error) }),
	)
	await answerNoSoonerThan(startedAt, answerAfterMs)
	return { written }
}

async function sendResetLink(
	db: Db,
	{ staff, clientKey }: { staff: { id: number; email: string; name: string }; clientKey: string },
) {
	// The link, its mail and the audit entry in one transaction: no link is sent without its record.
	await inTransaction(db, async (trx) => {
		const token = await issueStaffToken(trx, staff.id, 'reset')
		await mailPasswordReset(trx, { to: staff.email, name: staff.name, token })
		await audit(trx, { staff, action: 'password.reset-requested', clientKey })
	})
}
