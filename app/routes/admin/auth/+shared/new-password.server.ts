import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { NewPasswordSchema } from '#app/utils/staff/password-rules.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { passwordProblem, samePasswordProblem } from '#app/utils/staff/passwords.server.ts'
import { lockPerAddressAfterReset } from '#app/utils/staff/sign-in.server.ts'
import { findStaff, peekStaffToken, setPassword, spendStaffToken } from '#app/utils/staff/staff.server.ts'

const HIDDEN = ['password', 'confirm']

/**
 * The action of a one-time link (an invitation, a reset): the new password twice,
 * not easy to guess (nor the person's e-mail address or name), nor the one in use, then the link used up
 * and the password set with its audit entry, which also lifts a lock-out (setPassword). Answers the
 * form's errors, or the staff member whose password is now set.
 */
export async function setPasswordFromLink(request: Request, token: string, purpose: 'invite' | 'reset') {
	const submission = parseWithZod((await readForm(request)).formData, { schema: NewPasswordSchema })
	if (submission.status !== 'success') {
		return { ok: false as const, answer: data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 }) }
	}
	const db = getDb()
	// A link that does not work measures no password: that work is for the person the link is for.
	const owner = await peekStaffToken(db, token, purpose)
	if (!owner) throw redirect(`/admin/${purpose}/${token}`)
	const problem =
		passwordProblem(submission.value.password, owner, getEnv()) ??
		(await samePasswordProblem(submission.value.password, (await findStaff(db, owner.id))?.password_hash ?? null))
	if (problem) {
		const result = submission.reply({ fieldErrors: { password: [problem] }, hideFields: HIDDEN })
		return { ok: false as const, answer: data({ result }, { status: 400 }) }
	}
	const staffId = await spendStaffToken(db, token, purpose)
	// Used or out of time meanwhile: the page says so.
	if (staffId === undefined) throw redirect(`/admin/${purpose}/${token}`)
	await setPassword(db, {
		staffId,
		password: submission.value.password,
		how: purpose === 'reset' ? 'reset' : 'invitation',
	})
	// The way past a lock-out (five wrong passwords, typed by anyone), which no one can close again at once.
	if (purpose === 'reset') await lockPerAddressAfterReset(db, staffId)
	const staff = (await findStaff(db, staffId))!
	return { ok: true as const, staff }
}
