import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import type { Staff } from '#app/utils/db/schema.ts'
import { isSignatureOf, signValue } from '#app/utils/http/secrets.server.ts'
import { hashRecoveryCode, newRecoveryCodes, offeredTotpSecret } from './totp.server.ts'

/** The member of staff whose own second factor changes, who also makes the change. */
type Owner = Pick<Staff, 'id' | 'email'>

/** Ten new recovery codes in place of a staff member's old ones; answers them (shown once). */
async function writeRecoveryCodes(db: Db, staffId: number) {
	const codes = newRecoveryCodes()
	await inTransaction(db, async (trx) => {
		await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute()
		for (const code of codes) {
			await trx
				.insertInto('staff_recovery_codes')
				.values({ staff_id: staffId, code_hash: hashRecoveryCode(code) })
				.execute()
		}
	})
	return codes
}

/** Replaces a staff member's recovery codes with ten new ones, with the audit entry, and answers them (shown once). */
export async function replaceRecoveryCodes(db: Db, staff: Owner, now = new Date()) {
	return inTransaction(db, async (trx) => {
		const codes = await writeRecoveryCodes(trx, staff.id)
		await audit(trx, { staff, action: 'two-factor.recovery-codes-replaced' }, now)
		return codes
	})
}

/**
 * How long the page that offers a key may wait for its first code. A key and its
 * signature copied from a page (a shared screen, a photo, a browser's history) are
 * of no use after it, nor in any other session.
 */
export const KEY_OFFER_VALID_MS = 10 * 60_000

export interface KeyOffer {
	secret: string
	/** When the page was made, in milliseconds since 1970, signed with the key. */
	issued: string
	signature: string
}

/** Whose offer it is: one staff member's one session, and the key in use (none yet, or the one to replace). */
export interface OfferHolder {
	staffId: number
	sessionId: string
	/** When the key in use was turned on (null: none yet): a new phone is offered a key other than the current one. */
	enabledAt: string | null
}

// A key offered in another session, or before the current key was turned on, is refused here.
function offerPurpose({ staffId, sessionId, enabledAt }: OfferHolder) {
	return `totp-enrol-${staffId}:${sessionId}${enabledAt ? `:replacing ${enabledAt}` : ''}`
}

/**
 * The key offered while setting up two-factor sign-in (the same for the whole
 * session, so that a person who scanned it and reloads still has the right key in
 * their app), signed with the session and the time: nothing is stored until a code
 * proves the app has it.
 */
export function offerKey(siteSecret: string, holder: OfferHolder, now = Date.now()): KeyOffer {
	const purpose = offerPurpose(holder)
	const secret = offeredTotpSecret(siteSecret, purpose)
	const issued = String(now)
	return { secret, issued, signature: signValue(siteSecret, purpose, `${secret}:${issued}`) }
}

/** Whether an offer sent back is this session's and recent: 'ok', 'stale' (reload), or 'forged'. */
export function checkKeyOffer(
	acceptedSecrets: readonly string[],
	holder: OfferHolder,
	offer: KeyOffer,
	now = Date.now(),
) {
	const value = `${offer.secret}:${offer.issued}`
	if (!isSignatureOf(acceptedSecrets, offerPurpose(holder), value, offer.signature)) return 'forged'
	const age = now - Number(offer.issued)
	// A minute ahead is allowed for instances whose clocks differ a little.
	return age >= -60_000 && age <= KEY_OFFER_VALID_MS ? 'ok' : 'stale'
}

/**
 * Turns two-factor sign-in on with a key whose code was just typed, with new recovery codes and
 * the audit entry; answers the codes, or null when it was on already (another tab did it).
 * Replacing a key that is on is for replaceTwoFactor, after a code of the current one.
 */
export async function enableTwoFactor(
	db: Db,
	{ staff, secret, step }: { staff: Owner; secret: string; step: number },
	now = new Date(),
) {
	return inTransaction(db, async (trx) => {
		const updated = await trx
			.updateTable('staff')
			.set({
				totp_secret: secret,
				totp_last_step: step,
				totp_enabled_at: now.toISOString(),
				updated_at: now.toISOString(),
			})
			.where('id', '=', staff.id)
			.where('totp_enabled_at', 'is', null)
			.executeTakeFirst()
		if (Number(updated.numUpdatedRows) !== 1) return null
		const codes = await writeRecoveryCodes(trx, staff.id)
		await audit(trx, { staff, action: 'two-factor.enabled', subject: `staff ${staff.id}` }, now)
		return codes
	})
}

/**
 * A new key (a new phone) in place of the one that is on, with new recovery codes and the audit
 * entry; the caller has checked a code of the current one.
 */
export async function replaceTwoFactor(
	db: Db,
	{ staff, secret, step }: { staff: Owner; secret: string; step: number },
	now = new Date(),
) {
	return inTransaction(db, async (trx) => {
		await trx
			.updateTable('staff')
			.set({
				totp_secret: secret,
				totp_last_step: step,
				totp_enabled_at: now.toISOString(),
				updated_at: now.toISOString(),
			})
			.where('id', '=', staff.id)
			.execute()
		const codes = await writeRecoveryCodes(trx, staff.id)
		await audit(trx, { staff, action: 'two-factor.replaced', subject: `staff ${staff.id}` }, now)
		return codes
	})
}
