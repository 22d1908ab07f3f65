import { inTransaction, type Db } from './db.server.ts'
import { hashRecoveryCode, newRecoveryCodes } from './totp.server.ts'

/** Replaces a staff member's recovery codes with ten new ones, and answers them (shown once). */
export async function replaceRecoveryCodes(db: Db, staffId: number) {
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

export async function enableTwoFactor(db: Db, staffId: number, secret: string, step: number, now = new Date()) {
	await db
		.updateTable('staff')
		.set({
			totp_secret: secret,
			totp_last_step: step,
			totp_enabled_at: now.toISOString(),
			updated_at: now.toISOString(),
		})
		.where('id', '=', staffId)
		.execute()
	return replaceRecoveryCodes(db, staffId)
}
