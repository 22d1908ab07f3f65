import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { AuthCard } from '#app/components/admin/auth-card.tsx'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { safeNextPath, signInHeaders } from '#app/utils/staff/back-office.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { signIn } from '#app/utils/staff/sessions.server.ts'
import { attemptPassword, INVALID_SIGN_IN, throttledMessage } from '#app/utils/staff/sign-in.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { optionalStaff } from '#app/utils/staff/staff-access.server.ts'
import { FIRST_ADMIN_HINT, hasStaffAccount } from '#app/utils/staff/staff.server.ts'
import styles from '#app/styles/admin.css?url'
import type { Route } from './+types/sign-in'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { requestContext } from '#app/context.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]
export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Sign in', description: 'The Brisk back office.', path: '/admin/sign-in', matches, noindex: true })

const SignInSchema = z.object({
	email: z
		.string({ error: 'Please enter your e-mail address.' })
		.trim()
		.min(3, 'Please enter your e-mail address.')
		.max(254),
	password: z.string({ error: 'Please enter your password.' }).min(1, 'Please enter your password.').max(1000),
	next: z.string().optional(),
})

export async function loader({ request }: Route.LoaderArgs) {
	const session = await optionalStaff(request)
	const next = safeNextPath(new URL(request.url).searchParams.get('next'))
	if (session?.secondFactorDone) throw redirect(next)
	return { next, firstAdminHint: (await hasStaffAccount(getDb())) ? null : FIRST_ADMIN_HINT }
}

export async function action({ request, context }: Route.ActionArgs) {
	const { formData } = await readForm(request)
	const submission = parseWithZod(formData, { schema: SignInSchema })
	if (submission.status !== 'success')
		return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	const db = getDb()
	const key = clientKey(getSecret(), context.get(requestContext).clientIp)
	const outcome = await attemptPassword(db, { ...submission.value, clientKey: key })
	if (!outcome.ok) {
		const message = outcome.reason === 'throttled' ? throttledMessage(outcome.retryAfterSeconds) : INVALID_SIGN_IN
		const status = outcome.reason === 'throttled' ? 429 : 400
		// A new attempt id empties the password field: a wrong password is not left on the screen.
		const result = submission.reply({ formErrors: [message], hideFields: ['password'] })
		return data({ result, attempt: crypto.randomUUID() }, { status })
	}
	const token = await signIn(
		db,
		{ id: outcome.staffId, email: outcome.email },
		{ secondFactorDone: !outcome.needsCode, userAgent: request.headers.get('user-agent'), clientKey: key },
	)
	const next = safeNextPath(submission.value.next)
	throw redirect(outcome.needsCode ? `/admin/sign-in/code?next=${encodeURIComponent(next)}` : next, {
		headers: signInHeaders(token),
	})
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
	const [form, fields] = useAdminForm({ id: 'sign-in', schema: SignInSchema, lastResult: actionData?.result })
	return (
		<AuthCard title="Sign in">
			{loaderData.firstAdminHint ? <FormNotice tone="info">{loaderData.firstAdminHint}</FormNotice> : null}
			<PostForm {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<input type="hidden" name="next" value={loaderData.next} />
				<TextField meta={fields.email} label="E-mail" type="email" autoComplete="username" required />
				<TextField
					key={(actionData as { attempt?: string } | undefined)?.attempt ?? 'first'}
					meta={fields.password}
					label="Password"
					type="password"
					autoComplete="current-password"
					required
				/>
				<StatusButton className="button button-primary">Sign in</StatusButton>
			</PostForm>
			<p>
				<Link to="/admin/forgot">Forgot your password?</Link>
			</p>
		</AuthCard>
	)
}
