import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data } from 'react-router'
import { z } from 'zod'
import { AuthCard } from '#app/components/admin/auth-card.tsx'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { consumeLimit, LIMITS } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { throttledMessage } from '#app/utils/staff/sign-in.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { requestPasswordReset } from '#app/utils/staff/staff-reset.server.ts'
import styles from '#app/styles/admin.css?url'
import type { Route } from './+types/forgot'
import { requestContext } from '#app/context.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]
export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Forgot your password?',
		description: 'The Brisk back office.',
		path: '/admin/forgot',
		matches,
		noindex: true,
	})

const ForgotSchema = z.object({
	email: z.email({ error: 'Please enter the e-mail address you sign in with.' }).max(254),
})

export async function action({ request, context }: Route.ActionArgs) {
	const startedAt = performance.now()
	const { formData } = await readForm(request)
	const submission = parseWithZod(formData, { schema: ForgotSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), sent: false }, { status: 400 })
	const db = getDb()
	const key = clientKey(getSecret(), context.get(requestContext).clientIp)
	const limit = await consumeLimit(db, LIMITS.passwordResets, key)
	if (!limit.allowed) {
		return data(
			{ result: submission.reply({ formErrors: [throttledMessage(limit.retryAfterSeconds)] }), sent: false },
			{ status: 429 },
		)
	}
	// The same answer at the same time whether or not the address has an account: nobody learns who works here.
	await requestPasswordReset(db, { email: submission.value.email, clientKey: key, startedAt })
	return { result: submission.reply({ resetForm: true }), sent: true }
}

export default function Forgot({ actionData }: Route.ComponentProps) {
	const [form, fields] = useAdminForm({ id: 'forgot', schema: ForgotSchema, lastResult: actionData?.result })
	return (
		<AuthCard title="Forgot your password?">
			{actionData?.sent ? (
				<FormNotice tone="success">
					<p>
						If this address belongs to a back-office account, a link to choose a new password is on its way. It works
						for one hour.
					</p>
				</FormNotice>
			) : (
				<p>Type the e-mail address you sign in with. We will send you a link to choose a new password.</p>
			)}
			<PostForm {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<TextField meta={fields.email} label="E-mail" type="email" autoComplete="username" required />
				<StatusButton className="button button-primary">Send the link</StatusButton>
			</PostForm>
			<p>
				<Link to="/admin/sign-in">Back to sign in</Link>
			</p>
		</AuthCard>
	)
}
