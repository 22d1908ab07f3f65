import { z } from 'zod'

// The rules a browser can check before a new password is sent; the server also
// checks it against the list of common passwords (passwordProblem).
export const PASSWORD_MIN_LENGTH = 12

export const NewPasswordSchema = z
	.object({
		password: z
			.string({ error: `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.` })
			.min(PASSWORD_MIN_LENGTH, `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`)
			.max(200, 'Please keep the password under 200 characters.'),
		confirm: z.string({ error: 'Please type the password again.' }),
	})
	.refine((value) => value.password === value.confirm, {
		path: ['confirm'],
		error: 'The two passwords are not the same.',
	})
