import { z } from 'zod'

// The rules a browser can check before a new password is sent. The server also
// measures how easy the password is to guess (passwordProblem), with a dictionary
// too large to send to every browser.
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 200

export const PASSWORD_TOO_SHORT = `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a good one.`
export const PASSWORD_BLANK =
	'This password is only spaces or invisible characters. Please choose one made of words or letters.'

/**
 * The password as a person sees it in the box: characters that show nothing
 * (zero-width spaces and joiners, direction marks, soft hyphens, control
 * characters) left out, and every kind of space (a no-break space, a tab) a plain
 * space. Twelve zero-width spaces look like nothing and are counted as nothing.
 * The password itself is kept as typed: this form is only measured.
 */
export function visiblePassword(password: string) {
	return password
		.normalize('NFC')
		.replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
		.replace(/\s/gu, ' ')
		.replace(/\p{Cc}/gu, '')
}

/** Why a password's shape cannot be used (too short, only spaces), or null; the browser checks it too. */
export function passwordShapeProblem(password: string): string | null {
	const visible = visiblePassword(password)
	if (visible.trim() === '') return PASSWORD_BLANK
	if ([...visible].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT
	return null
}

export const NewPasswordSchema = z
	.object({
		password: z
			.string({ error: PASSWORD_TOO_SHORT })
			.max(PASSWORD_MAX_LENGTH, `Please keep the password under ${PASSWORD_MAX_LENGTH} characters.`)
			.superRefine((password, context) => {
				const problem = passwordShapeProblem(password)
				if (problem) context.addIssue({ code: 'custom', message: problem })
			}),
		confirm: z.string({ error: 'Please type the password again.' }),
	})
	.refine((value) => value.password === value.confirm, {
		path: ['confirm'],
		error: 'The two passwords are not the same.',
	})
