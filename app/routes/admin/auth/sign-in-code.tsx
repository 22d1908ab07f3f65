import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { AuthCard } from '#app/components/admin/auth-card.tsx'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { safeNextPath, signInHeaders } from '#app/utils/staff/back-office.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { completeSignIn } from '#app/utils/staff/sessions.server.ts'
import { attemptSecondFactor, throttledMessage } from '#app/utils/staff/sign-in.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { optionalStaff } from '#app/utils/staff/staff-access.server.ts'
import styles from '#app/styles/admin.css?url'
import type { Route } from './+types/sign-in-code'
import { PostForm, StatusButton } from '#app/components/forms.tsx'
import { requestContext } from '#app/context.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]
export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Sign-in code',
		description: 'The Brisk back office.',
		path: '/admin/sign-in/code',
		matches,
		noindex: true,
	})

const CodeSchema = z.object({
	code: z
		.string({ error: 'Please enter the 6-digit code from your app, or a recovery code.' })
		.trim()
		.min(6, 'Please enter the 6-digit code from your app, or a recovery code.')
		.max(20),
	next: z.string().optional(),
})

/** The second step of signing in: only for a session whose password step is done. */
async function pendingSession(request: Request) {
	const session = await optionalStaff(request)
	if (!session) throw redirect('/admin/sign-in')
	if (session.secondFactorDone || !session.staff.totp_enabled_at) throw redirect('/admin')
	return session
}

export async function loader({ request }: Route.LoaderArgs) {
	await pendingSession(request)
	return { next: safeNextPath(new URL(request.url).searchParams.get('next')) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const session = await pendingSession(request)
	const { formData } = await readForm(request)
	const submission = parseWithZod(formData, { schema: CodeSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const db = getDb()
	const key = clientKey(getSecret(), context.get(requestContext).clientIp)
	const outcome = await attemptSecondFactor(db, {
		staffId: session.staff.id,
		code: submission.value.code,
		clientKey: key,
	})
	if (!outcome.ok) {
		const message =
			outcome.reason === 'throttled'
				? `${throttledMessage(outcome.retryAfterSeconds)}${outcome.recoveryCodeWorks ? ' A recovery code still works now.' : ''}`
				: 'This code is not right, or it was already used. Codes change every 30 seconds: try the one showing now.'
		// A new attempt id empties the code field for the next try (a used code is of no more use).
		const result = submission.reply({ formErrors: [message], hideFields: ['code'] })
		return data({ result, attempt: crypto.randomUUID() }, { status: outcome.reason === 'throttled' ? 429 : 400 })
	}
	// A new session id once signed in fully (OWASP: renew the id when privileges change), and the sign-in recorded.
	const token = await completeSignIn(db, session, {
		usedRecoveryCode: outcome.usedRecoveryCode,
		userAgent: request.headers.get('user-agent'),
		clientKey: key,
	})
	throw redirect(safeNextPath(submission.value.next), { headers: signInHeaders(token) })
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
	const [form, fields] = useAdminForm({ id: 'sign-in-code', schema: CodeSchema, lastResult: actionData?.result })
	return (
		<AuthCard title="Enter your sign-in code">
			<p>Open the authenticator app on your phone and type the 6-digit code it shows for the Brisk back office.</p>
			<PostForm {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<input type="hidden" name="next" value={loaderData.next} />
				<TextField
					key={(actionData as { attempt?: string } | undefined)?.attempt ?? 'first'}
					meta={fields.code}
					label="Code"
					hint="Lost your phone? Type one of your recovery codes instead."
					autoComplete="one-time-code"
					inputMode="numeric"
					required
				/>
				<StatusButton className="button button-primary">Sign in</StatusButton>
			</PostForm>
		</AuthCard>
	)
}
