import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { getDb } from '#app/utils/db.server.ts'
import { LIMITS, resetLimit } from '#app/utils/limits.server.ts'
import { readFormData } from '#app/utils/forms.server.ts'
import { NewPasswordSchema } from '#app/utils/password-rules.ts'
import { passwordProblem } from '#app/utils/passwords.server.ts'
import { findStaff, setPassword, spendStaffToken } from '#app/utils/staff.server.ts'

const HIDDEN = ['password', 'confirm']

/**
 * The action of a one-time link (an invitation, a reset): the new password twice,
 * not a common one, then the link used up and the password set. Answers the form's
 * errors, or the staff member whose password is now set.
 */
export async function setPasswordFromLink(request: Request, token: string, purpose: 'invite' | 'reset') {
	const submission = parseWithZod(await readFormData(request), { schema: NewPasswordSchema })
	if (submission.status !== 'success') {
		return { ok: false as const, answer: data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 }) }
	}
	const problem = passwordProblem(submission.value.password)
	if (problem) {
		const result = submission.reply({ fieldErrors: { password: [problem] }, hideFields: HIDDEN })
		return { ok: false as const, answer: data({ result }, { status: 400 }) }
	}
	const db = getDb()
	const staffId = await spendStaffToken(db, token, purpose)
	// Used or out of time meanwhile: the page says so.
	if (staffId === undefined) throw redirect(`/admin/${purpose}/${token}`)
	await setPassword(db, staffId, submission.value.password)
	const staff = (await findStaff(db, staffId))!
	// The way in that a lock-out (five wrong passwords, typed by anyone) does not block.
	await resetLimit(db, LIMITS.signInAccount, staff.email)
	return { ok: true as const, staff }
}
