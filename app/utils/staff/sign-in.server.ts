import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { consumeLimit, giveBackLimit, LIMITS, resetLimit, signInAccountKey } from '#app/utils/http/limits.server.ts'
import { verifyPassword } from './passwords.server.ts'
import { findStaff, findStaffByEmail, normaliseStaffEmail } from './staff.server.ts'
import { mailAccountLocked } from './staff-mail.server.ts'
import { acceptTotp, hashRecoveryCode } from './totp.server.ts'

// Signing in, step by step, with throttling per address and per account (OWASP
// Authentication cheat sheet): only failures count, for the address and for the
// account, which then waits a quarter of an hour whatever is typed. An office's
// staff sign in behind one address all day: their right passwords and codes must
// never use up what a guesser at that address is allowed. Each attempt takes its
// steps before anything is checked, so that guesses sent at once are counted at
// once, and a success gives them back. Answers never say whether an address has
// an account.

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
 * After the owner's reset link, for this long, wrong passwords lock the account only
 * for the client address that typed them. The reset link is the owner's way past a
 * lock; if anyone could lock the account again at once, with five guesses from one
 * address, the owner would be kept out for good (and mailed every quarter hour).
 * The owner, who knows the new password, signs in from their own address whatever
 * others type meanwhile. The cost: for a day, a guesser gets five tries a quarter
 * hour per address instead of per account, against a password that has just passed
 * the strength check (passwordProblem), and never more than the address's own limit
 * across all accounts. After the day, one lock for everyone again.
 */
export const LOCK_PER_ADDRESS_AFTER_RESET_MS = 24 * 3600_000

/** The owner has just set a new password through a reset link: see LOCK_PER_ADDRESS_AFTER_RESET_MS. */
export async function lockPerAddressAfterReset(db: Db, staffId: number, now = new Date()) {
	const until = new Date(now.getTime() + LOCK_PER_ADDRESS_AFTER_RESET_MS).toISOString()
	await db.updateTable('staff').set({ lock_per_address_until: until }).where('id', '=', staffId).execute()
}

/**
 * Whose failures the account's counter counts: everyone's, or (after a reset) this address's only.
 * The counter is named by a keyed hash of the typed address (signInAccountKey), never the address.
 */
function accountCounter(
	email: string,
	staff: { lock_per_address_until: string | null } | undefined,
	clientKey: string,
	now: Date,
) {
	const accountKey = signInAccountKey(email)
	const perAddress = Boolean(staff?.lock_per_address_until && now.toISOString() < staff.lock_per_address_until)
	return { key: perAddress ? `${accountKey} from ${clientKey}` : accountKey, perAddress }
}

/**
 * The first step. The address's and the account's steps are taken before the slow
 * password hash is checked, in one atomic statement each, shared by every instance:
 * twelve wrong passwords sent at once are five checked and seven refused, not twelve
 * checked. A right password gives both steps back, and clears the account's failures. The fifth failure locks the account for a quarter
 * of an hour and tells its owner by e-mail, with the way in that the lock does not
 * block: a password reset, after which the lock is per address for a day
 * (LOCK_PER_ADDRESS_AFTER_RESET_MS).
 */
export async function attemptPassword(
	db: Db,
	{ email, password, clientKey, now = new Date() }: { email: string; password: string; clientKey: string; now?: Date },
): Promise<SignInOutcome> {
	const address = await consumeLimit(db, LIMITS.signInAddress, clientKey)
	if (!address.allowed) return { ok: false, reason: 'throttled', retryAfterSeconds: address.retryAfterSeconds }
	const accountKey = normaliseStaffEmail(email)
	const staff = await findStaffByEmail(db, email)
	const counter = accountCounter(email, staff, clientKey, now)
	const account = await consumeLimit(db, LIMITS.signInAccount, counter.key)
	if (!account.allowed) {
		await audit(db, { email: accountKey, action: 'sign-in.throttled', clientKey })
		return { ok: false, reason: 'throttled', retryAfterSeconds: account.retryAfterSeconds }
	}
	const matches = await verifyPassword(password, staff?.password_hash ?? null)
	if (!staff || !matches || staff.disabled_at) {
		const why = !staff ? 'no such account' : staff.disabled_at ? 'account disabled' : 'wrong password'
		await audit(db, { staff, email: accountKey, action: 'sign-in.failed', details: { why }, clientKey })
		if (staff && !staff.disabled_at && account.remaining === 0) {
			// Locked for this address only, the owner is not kept out: nothing to tell them.
			const details = counter.perAddress ? { for: 'this client address only' } : undefined
			await audit(db, { staff, action: 'sign-in.locked', details, clientKey })
			if (!counter.perAddress) await mailAccountLocked(db, { to: staff.email, name: staff.name })
		}
		return { ok: false, reason: 'invalid' }
	}
	await resetLimit(db, LIMITS.signInAccount, counter.key)
	await giveBackLimit(db, LIMITS.signInAddress, clientKey)
	return { ok: true, staffId: staff.id, email: staff.email, needsCode: staff.totp_enabled_at !== null }
}

export type CodeOutcome =
	| { ok: true; usedRecoveryCode: boolean }
	| { ok: false; reason: 'invalid' }
	/** recoveryCodeWorks: only the account's wrong codes are past the limit, not the address's. */
	| { ok: false; reason: 'throttled'; retryAfterSeconds: number; recoveryCodeWorks: boolean }

/**
 * The second step: a code of the authenticator app, or one of the recovery codes.
 * Wrong codes count per account and per address on counters of their own, taken
 * before the code is checked and given back by a right one (which also clears the
 * account's failures); after five the authenticator's codes are refused for the rest
 * of the quarter hour, whatever the password, and only a recovery code (one of ten,
 * each of 50 bits, single-use) still gets in.
 */
export async function attemptSecondFactor(
	db: Db,
	{ staffId, code, clientKey, now = new Date() }: { staffId: number; code: string; clientKey: string; now?: Date },
): Promise<CodeOutcome> {
	const staff = await findStaff(db, staffId)
	if (!staff?.totp_secret) return { ok: false, reason: 'invalid' }
	const address = await consumeLimit(db, LIMITS.signInCodeAddress, clientKey)
	if (!address.allowed) {
		return { ok: false, reason: 'throttled', retryAfterSeconds: address.retryAfterSeconds, recoveryCodeWorks: false }
	}
	const account = await consumeLimit(db, LIMITS.signInCodeAccount, signInAccountKey(staff.email))

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
			await rightCode(db, staff.email, clientKey)
			return { ok: true, usedRecoveryCode: false }
		}
	}
	// A recovery code is spent and its use recorded together: one is never gone without its record.
	const usedRecoveryCode = await inTransaction(db, async (trx) => {
		const recovery = await trx
			.updateTable('staff_recovery_codes')
			.set({ used_at: now.toISOString() })
			.where('staff_id', '=', staff.id)
			.where('code_hash', '=', hashRecoveryCode(code))
			.where('used_at', 'is', null)
			.executeTakeFirst()
		if (Number(recovery.numUpdatedRows) !== 1) return false
		await audit(trx, { staff, action: 'sign-in.recovery-code-used', clientKey })
		return true
	})
	if (usedRecoveryCode) {
		await rightCode(db, staff.email, clientKey)
		return { ok: true, usedRecoveryCode: true }
	}
	await audit(db, { staff, action: 'sign-in.code-failed', clientKey })
	if (!account.allowed) {
		return { ok: false, reason: 'throttled', retryAfterSeconds: account.retryAfterSeconds, recoveryCodeWorks: true }
	}
	return { ok: false, reason: 'invalid' }
}

/** A right code: the account's failures are forgotten, and this attempt's step at the address given back. */
async function rightCode(db: Db, email: string, clientKey: string) {
	await resetLimit(db, LIMITS.signInCodeAccount, signInAccountKey(email))
	await giveBackLimit(db, LIMITS.signInCodeAddress, clientKey)
}

/**
 * Changing the second factor (a new key, new recovery codes) asks for a code of the
 * current one, on the sign-in's counters: a session left open, or taken, is not
 * enough to put another phone in its place. Answers why the code was refused, or null.
 */
export async function currentCodeProblem(
	db: Db,
	{ staffId, code, clientKey, now }: { staffId: number; code: string; clientKey: string; now?: Date },
) {
	const outcome = await attemptSecondFactor(db, { staffId, code, clientKey, now })
	if (outcome.ok) return null
	if (outcome.reason === 'throttled') return throttledMessage(outcome.retryAfterSeconds)
	return 'This is not a code of the app you use now, nor an unused recovery code. Codes change every 30 seconds: try the one showing now.'
}

export const WRONG_CURRENT_PASSWORD = 'This is not your current password.'

/**
 * "Change your password" asks for the current one, so that a session left open, or taken, cannot set
 * another; and wrong ones count, per account (5 a quarter hour, as at sign-in) and per client address
 * (20), or that session could try password after password without end. The steps are taken before the
 * slow hash is checked, so guesses sent at once are counted at once; a right password clears the
 * account's count and gives the address's step back. Answers why the password was refused, or null.
 */
export async function currentPasswordProblem(
	db: Db,
	{
		staff,
		password,
		clientKey,
	}: { staff: { id: number; email: string; password_hash: string | null }; password: string; clientKey: string },
) {
	const address = await consumeLimit(db, LIMITS.passwordChangeAddress, clientKey)
	if (!address.allowed) return throttledMessage(address.retryAfterSeconds)
	const accountKey = String(staff.id)
	const account = await consumeLimit(db, LIMITS.passwordChangeAccount, accountKey)
	if (!account.allowed) {
		await audit(db, { staff, action: 'password.change-throttled', clientKey })
		return throttledMessage(account.retryAfterSeconds)
	}
	if (!(await verifyPassword(password, staff.password_hash))) {
		await audit(db, { staff, action: 'password.change-failed', clientKey })
		return WRONG_CURRENT_PASSWORD
	}
	await resetLimit(db, LIMITS.passwordChangeAccount, accountKey)
	await giveBackLimit(db, LIMITS.passwordChangeAddress, clientKey)
	return null
}
