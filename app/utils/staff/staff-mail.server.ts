import { audit } from '#app/utils/db/audit.server.ts'
import { inTransaction, type Db } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { createStaff, INVITE_VALID_MS, issueStaffToken, RESET_VALID_MS } from './staff.server.ts'
import { ROLE_LABELS } from './staff-roles.ts'
import type { StaffRole } from '#app/utils/db/schema.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'

// The back office's own mails: an invitation and a password reset, each a one-time link.

export async function mailInvitation(
	db: Db,
	{ to, name, role, token, invitedBy }: { to: string; name: string; role: StaffRole; token: string; invitedBy: string },
	now = new Date(),
) {
	const link = `${getEnv().PUBLIC_URL}/admin/invite/${token}`
	const until = formatIndianDateTime(new Date(now.getTime() + INVITE_VALID_MS))
	await enqueueMail(db, {
		kind: 'staff-invite',
		to,
		subject: 'You are invited to the Brisk back office',
		text: [
			`Hello ${name},`,
			'',
			`${invitedBy} has invited you to the back office of the Brisk website, as ${ROLE_LABELS[role]}.`,
			'Open this link to choose your password (it works once, until ' + until + '):',
			'',
			link,
			'',
			'If you did not expect this invitation, you can ignore this e-mail.',
			'',
			'Brisk Facility Services Pvt. Ltd.',
		].join('\n'),
	})
}

export async function mailPasswordReset(
	db: Db,
	{ to, name, token }: { to: string; name: string; token: string },
	now = new Date(),
) {
	const link = `${getEnv().PUBLIC_URL}/admin/reset/${token}`
	const until = formatIndianDateTime(new Date(now.getTime() + RESET_VALID_MS))
	await enqueueMail(db, {
		kind: 'staff-reset',
		to,
		subject: 'Choose a new password for the Brisk back office',
		text: [
			`Hello ${name},`,
			'',
			'Someone (we hope you) asked to choose a new password for the Brisk back office.',
			'Open this link to choose it (it works once, until ' + until + '):',
			'',
			link,
			'',
			'If it was not you, ignore this e-mail: your password stays as it is.',
			'',
			'Brisk Facility Services Pvt. Ltd.',
		].join('\n'),
	})
}

/**
 * Five wrong passwords lock an account for a quarter of an hour, from any address: its owner
 * learns of it, and how to get in now (a password reset, which the lock does not block).
 */
export async function mailAccountLocked(db: Db, { to, name }: { to: string; name: string }) {
	await enqueueMail(db, {
		kind: 'staff-locked',
		to,
		subject: 'Your Brisk back-office account is locked for 15 minutes',
		text: [
			`Hello ${name},`,
			'',
			'Five wrong passwords were just typed for your account of the Brisk back office, so it',
			'accepts no password for the next 15 minutes.',
			'',
			'If it was you: wait a quarter of an hour, or choose a new password now (that lets you in at once):',
			`${getEnv().PUBLIC_URL}/admin/forgot`,
			'',
			'If it was not you: someone may be guessing your password. Choose a new one, and tell an administrator.',
			'',
			'Brisk Facility Services Pvt. Ltd.',
		].join('\n'),
	})
}

/**
 * Invites a person to the back office: the account (without a password), its one-time
 * link, the invitation mail and the audit entry, in one transaction. Answers the new id.
 */
export async function inviteStaff(
	db: Db,
	{
		person,
		by,
	}: {
		person: { email: string; name: string; role: StaffRole }
		by: { id: number; email: string; name: string }
	},
	now = new Date(),
) {
	return inTransaction(db, async (trx) => {
		const staffId = await createStaff(trx, person, now)
		const token = await issueStaffToken(trx, staffId, 'invite', now)
		await mailInvitation(
			trx,
			{ to: person.email, name: person.name, role: person.role, token, invitedBy: by.name },
			now,
		)
		await audit(
			trx,
			{
				staff: by,
				action: 'staff.invited',
				subject: `staff ${staffId}`,
				details: { email: person.email, role: person.role },
			},
			now,
		)
		return staffId
	})
}

/**
 * Sends an invitation again to someone who has not joined yet: a new one-time link (the earlier
 * one stops working), its mail and the audit entry, in one transaction.
 */
export async function inviteStaffAgain(
	db: Db,
	{
		member,
		by,
	}: {
		member: { id: number; email: string; name: string; role: StaffRole }
		by: { id: number; email: string; name: string }
	},
	now = new Date(),
) {
	await inTransaction(db, async (trx) => {
		const token = await issueStaffToken(trx, member.id, 'invite', now)
		await mailInvitation(
			trx,
			{ to: member.email, name: member.name, role: member.role, token, invitedBy: by.name },
			now,
		)
		await audit(trx, { staff: by, action: 'staff.invited-again', subject: `staff ${member.id}` }, now)
	})
}
