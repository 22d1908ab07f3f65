import { getFormProps } from '@conform-to/react'
import type { SubmissionResult } from '@conform-to/react'
import { NewPasswordSchema } from '#app/utils/staff/password-rules.ts'
import { FormErrors, TextField, useAdminForm } from './form-fields.tsx'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

/** Choosing a password (an invitation, a reset): twice, at least 12 characters, not easy to guess. */
export function NewPasswordForm({
	email,
	submitLabel,
	lastResult,
}: {
	email: string
	submitLabel: string
	lastResult?: SubmissionResult<string[]>
}) {
	const [form, fields] = useAdminForm({ id: 'new-password', schema: NewPasswordSchema, lastResult })
	return (
		<PostForm {...getFormProps(form)} className="admin-form">
			<FormErrors errors={form.errors} />
			{/* Lets password managers save the new password with the right account. */}
			<input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
			<TextField
				meta={fields.password}
				label="New password"
				type="password"
				autoComplete="new-password"
				hint="At least 12 characters, not easy to guess: not your name or e-mail, not a repeated or common word. A few unrelated words make a good one; no need for symbols."
				required
			/>
			<TextField
				meta={fields.confirm}
				label="The same password again"
				type="password"
				autoComplete="new-password"
				required
			/>
			<StatusButton className="button button-primary">{submitLabel}</StatusButton>
		</PostForm>
	)
}
