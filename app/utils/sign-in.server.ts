import { audit } from './audit.server.ts'
import type { Db } from './db.server.ts'
import { consumeLimit, LIMITS, resetLimit } from './limits.server.ts'
import { verifyPassword } from './passwords.server.ts'
import { findStaff, findStaffByEmail, normaliseStaffEmail } from './staff.server.ts'
import { mailAccountLocked } from './staff-mail.server.ts'
import { acceptTotp, hashRecoveryCode } from './totp.server.ts'

// Signing in, step by step, with throttling per address and per account (OWASP
// Authentication cheat sheet): every attempt counts for the address; failures
// count for the account, which then waits a quarter of an hour whatever is typed.
// Answers never say whether an address has an account.

export type SignInOutcome =
	| { ok: true; staffId: number; email: string; needsCode: boolean }
	| { ok: false; reason: 'invalid' }
	| { ok: false; reason: 'throttled'; retryAfterSeconds: number }

function minutes(seconds: number) {
	return Math.max(1, Math.ceil(seconds / 60))
}

export function throttledMessage(retryAfterSeconds: number) {
	const wait = minutes(retryAfterSeconds)
	return `Too many attempts. For your safety, please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`
}

export const INVALID_SIGN_IN = 'The e-mail address or the password is not right.'

/**
 * The first step. The account's step is taken before the slow password hash is
 * checked, in one atomic statement shared by every instance: twelve wrong passwords
 * sent at once are five checked and seven refused, not twelve checked. A right
 * password gives the steps back. The fifth failure locks the account for a quarter
 * of an hour and tells its owner by e-mail, with the way in that the lock does not
 * block: a password reset.
 */
export async function attemptPassword(
	db: Db,
	{ email, password, clientKey }: { email: string; password: string; clientKey: string },
): Promise<SignInOutcome> {
	const address = await consumeLimit(db, LIMITS.signInAddress, clientKey)
	if (!address.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: address.retryAfterSeconds }
	const accountKey = normaliseStaffEmail(email)
	const account = await consumeLimit(db, LIMITS.signInAccount, accountKey)
	if (!account.allowed) {
		await audit(db, { email: accountKey, action: 'sign-in.throttled', clientKey })
		return { ok: false, reason: 'throttled', retryAfterSeconds: account.retryAfterSeconds }
	}
	const staff = await findStaffByEmail(db, email)
	const matches = await verifyPassword(password, staff?.password_hash ?? null)
	if (!staff || !matches || staff.disabled_at) {
		const why = !staff ? 'no such account' : staff.disabled_at ? 'account disabled' : 'wrong password'
		await audit(db, { staff, email: accountKey, action: 'sign-in.failed', details: { why }, clientKey })
		if (staff && !staff.disabled_at && account.remaining === 0) {
			await audit(db, { staff, action: 'sign-in.locked', clientKey })
			await mailAccountLocked(db, { to: staff.email, name: staff.name })
		}
		return { ok: false, reason: 'invalid' }
	}
	await resetLimit(db, LIMITS.signInAccount, accountKey)
	return { ok: true, staffId: staff.id, email: staff.email, needsCode: staff.totp_enabled_at !== null }
}

export type CodeOutcome =
	| { ok: true; usedRecoveryCode: boolean }
	| { ok: false; reason: 'invalid' }
	| { ok: false; reason: 'throttled'; retryAfterSeconds: number }

/**
 * The second step: a code of the authenticator app, or one of the recovery codes.
 * Wrong codes count per account and per address on counters of their own, taken
 * before the code is checked; after five the authenticator's codes are refused for
 * the rest of the quarter hour, whatever the password, and only a recovery code
 * (one of ten, each of 50 bits, single-use) still gets in.
 */
export async function attemptSecondFactor(
	db: Db,
	{ staffId, code, clientKey, now = new Date() }: { staffId: number; code: string; clientKey: string; now?: Date },
): Promise<CodeOutcome> {
	const staff = await findStaff(db, staffId)
	if (!staff?.totp_secret) return { ok: false, reason: 'invalid' }
	const address = await consumeLimit(db, LIMITS.signInCodeAddress, clientKey)
	if (!address.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: address.retryAfterSeconds }
	const account = await consumeLimit(db, LIMITS.signInCodeAccount, staff.email)

	const step = account.allowed ? acceptTotp(staff.totp_secret, code, staff.totp_last_step, now.getTime()) : null
	if (step !== null) {
		// Only one request can move the last step forward: a code cannot be used twice, even at the same moment.
		const moved = await db
			.updateTable('staff')
			.set({ totp_last_step: step })
			.where('id', '=', staff.id)
			.where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
			.executeTakeFirst()
		if (Number(moved.numUpdatedRows) === 1) {
			await resetLimit(db, LIMITS.signInCodeAccount, staff.email)
			return { ok: true, usedRecoveryCode: false }
		}
	}
	const recovery = await db
		.updateTable('staff_recovery_codes')
		.set({ used_at: now.toISOString() })
		.where('staff_id', '=', staff.id)
		.where('code_hash', '=', hashRecoveryCode(code))
		.where('used_at', 'is', null)
		.executeTakeFirst()
	if (Number(recovery.numUpdatedRows) === 1) {
		await resetLimit(db, LIMITS.signInCodeAccount, staff.email)
		await audit(db, { staff, action: 'sign-in.recovery-code-used', clientKey })
		return { ok: true, usedRecoveryCode: true }
	}
	await audit(db, { staff, action: 'sign-in.code-failed', clientKey })
	if (!account.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: account.retryAfterSeconds }
	return { ok: false, reason: 'invalid' }
}
