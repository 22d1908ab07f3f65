import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { RecoveryCodes } from '#app/components/admin/recovery-codes.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { signInHeaders } from '#app/utils/staff/back-office.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { currentCodeProblem, currentPasswordProblem, WRONG_CURRENT_PASSWORD } from '#app/utils/staff/sign-in.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { NewPasswordSchema } from '#app/utils/staff/password-rules.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import {
	nearCurrentPasswordProblem,
	passwordProblem,
	preparePasswordCheck,
	samePasswordProblem,
} from '#app/utils/staff/passwords.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { createSession } from '#app/utils/staff/sessions.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { ROLE_LABELS } from '#app/utils/staff/staff-roles.ts'
import { accountCounts, findStaff, setPassword } from '#app/utils/staff/staff.server.ts'
import { replaceRecoveryCodes } from '#app/utils/staff/two-factor.server.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import type { Route } from './+types/index'
import { PostForm, StatusButton } from '#app/components/forms.tsx'
import { NoticeSettingsSchema } from '#app/utils/applications/application-notices.ts'
import { readNoticeSettings, saveNoticeSettings } from '#app/utils/applications/application-notices.server.ts'
import { jobsToFilterBy } from '#app/utils/applications/applications.server.ts'
import { canUse } from '#app/utils/staff/staff-roles.ts'
import { NoticeSettings } from './+shared/notice-settings.tsx'
import { requestContext } from '#app/context.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Your account',
		description: 'The Brisk back office.',
		path: '/admin/account',
		matches,
		noindex: true,
	})

// New recovery codes ask for a code of the app (or a recovery code) first: an open session is not enough.
const RecoveryCodesSchema = z.object({
	intent: z.literal('recovery-codes'),
	code: z
		.string({ error: 'Please enter the 6-digit code from your app, or a recovery code.' })
		.trim()
		.min(6, 'Please enter the 6-digit code from your app, or a recovery code.')
		.max(20),
})

const ChangePasswordSchema = z
	.object({ intent: z.literal('password'), current: z.string({ error: 'Please enter your current password.' }) })
	.and(NewPasswordSchema)

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('account')]

export async function loader({ context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const counts = await accountCounts(db, staff.id)
	preparePasswordCheck()
	// Only those who see applications are told of new ones.
	const notices = canUse(staff.role, 'applications')
		? { ...(await readNoticeSettings(db, staff.id)), jobs: await jobsToFilterBy(db) }
		: null
	return {
		notices,
		staff: { name: staff.name, email: staff.email, role: ROLE_LABELS[staff.role] },
		twoFactorSince: staff.totp_enabled_at ? formatIndianDateTime(staff.totp_enabled_at) : null,
		...counts,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const session = context.get(staffContext)
	const { formData } = await readForm(request)
	const db = getDb()
	if (formData.get('intent') === 'notices') {
		if (!canUse(session.staff.role, 'applications'))
			throw new Response('Your role sees no applications.', { status: 403 })
		const submission = parseWithZod(formData, { schema: NoticeSettingsSchema })
		if (submission.status !== 'success') {
			return data({ result: null, codesResult: null, codes: null, notices: submission.reply() }, { status: 400 })
		}
		const { frequency, scope, jobs } = submission.value
		const saved = await saveNoticeSettings(db, session.staff, { frequency, allJobs: scope === 'all', jobIds: jobs })
		if (!saved.ok) {
			const notices = submission.reply({ fieldErrors: { jobs: [saved.error] } })
			return data({ result: null, codesResult: null, codes: null, notices }, { status: 400 })
		}
		return { result: null, codesResult: null, codes: null, notices: submission.reply(), noticesSaved: true }
	}
	if (formData.get('intent') === 'recovery-codes') {
		if (!session.staff.totp_enabled_at) throw redirect('/admin/two-factor')
		const submission = parseWithZod(formData, { schema: RecoveryCodesSchema })
		if (submission.status !== 'success') {
			return data({ result: null, codesResult: submission.reply(), codes: null }, { status: 400 })
		}
		const key = clientKey(getSecret(), context.get(requestContext).clientIp)
		const problem = await currentCodeProblem(db, {
			staffId: session.staff.id,
			code: submission.value.code,
			clientKey: key,
		})
		if (problem) {
			const codesResult = submission.reply({ fieldErrors: { code: [problem] }, hideFields: ['code'] })
			return data({ result: null, codesResult, codes: null }, { status: 400 })
		}
		const codes = await replaceRecoveryCodes(db, session.staff)
		return { result: null, codesResult: submission.reply({ resetForm: true }), codes }
	}
	const submission = parseWithZod(formData, { schema: ChangePasswordSchema })
	const hidden = { hideFields: ['current', 'password', 'confirm'] }
	if (submission.status !== 'success') {
		return data({ result: submission.reply(hidden), codesResult: null, codes: null }, { status: 400 })
	}
	const staff = await findStaff(db, session.staff.id)
	const wrong = await currentPasswordProblem(db, {
		staff: { id: session.staff.id, email: session.staff.email, password_hash: staff?.password_hash ?? null },
		password: submission.value.current,
		clientKey: clientKey(getSecret(), context.get(requestContext).clientIp),
	})
	if (wrong) {
		const fieldErrors = { current: [wrong] }
		return data(
			{ result: submission.reply({ fieldErrors, ...hidden }), codesResult: null, codes: null },
			{ status: wrong === WRONG_CURRENT_PASSWORD ? 400 : 429 },
		)
	}
	const problem =
		passwordProblem(submission.value.password, session.staff, getEnv()) ??
		(await samePasswordProblem(submission.value.password, staff?.password_hash ?? null)) ??
		nearCurrentPasswordProblem(submission.value.password, submission.value.current)
	if (problem)
		return data(
			{ result: submission.reply({ fieldErrors: { password: [problem] }, ...hidden }), codesResult: null, codes: null },
			{ status: 400 },
		)
	await setPassword(db, { staffId: session.staff.id, password: submission.value.password, how: 'changed' })
	// Every session ended with the old password; this one goes on under a new id.
	const token = await createSession(db, session.staff.id, {
		secondFactorDone: true,
		userAgent: request.headers.get('user-agent'),
	})
	throw redirect(withNotice('/admin/account', 'password-changed'), { headers: signInHeaders(token) })
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	const { staff, twoFactorSince, sessions, unusedCodes } = loaderData
	const [form, fields] = useAdminForm({
		id: 'change-password',
		schema: ChangePasswordSchema,
		lastResult: actionData?.result,
	})
	const [codesForm, codesFields] = useAdminForm({
		id: 'recovery-codes',
		schema: RecoveryCodesSchema,
		lastResult: actionData?.codesResult,
	})
	return (
		<section className="admin-page" aria-labelledby="account-title">
			<h1 id="account-title">Your account</h1>
			<dl className="admin-facts">
				<dt>Name</dt>
				<dd>{staff.name}</dd>
				<dt>E-mail</dt>
				<dd>{staff.email}</dd>
				<dt>Role</dt>
				<dd>{staff.role}</dd>
				<dt>Two-factor sign-in</dt>
				<dd>{twoFactorSince ? `On since ${twoFactorSince}; ${unusedCodes} recovery codes left` : 'Off'}</dd>
			</dl>

			{actionData?.codes ? <RecoveryCodes codes={actionData.codes} /> : null}

			{loaderData.notices ? (
				<NoticeSettings
					settings={loaderData.notices}
					lastResult={actionData && 'notices' in actionData ? actionData.notices : null}
					saved={Boolean(actionData && 'noticesSaved' in actionData && actionData.noticesSaved)}
				/>
			) : null}

			<section aria-labelledby="sessions-title" className="admin-section">
				<h2 id="sessions-title">Where you are signed in</h2>
				<p>
					{sessions === 1 ? 'On this device only.' : `On ${sessions} devices or browsers.`} Lost a phone, or signed in
					on a shared computer? Sign out everywhere, this device included.
				</p>
				<PostForm action="/admin/sign-out">
					<input type="hidden" name="everywhere" value="yes" />
					<StatusButton className="button button-outline">Sign out everywhere</StatusButton>
				</PostForm>
			</section>

			<section aria-labelledby="password-title" className="admin-section">
				<h2 id="password-title">Change your password</h2>
				<PostForm intent="password" {...getFormProps(form)} className="admin-form">
					<FormErrors errors={form.errors} />
					<input type="email" name="username" autoComplete="username" value={staff.email} readOnly hidden />
					<TextField
						meta={fields.current}
						label="Current password"
						type="password"
						autoComplete="current-password"
						required
					/>
					<TextField
						meta={fields.password}
						label="New password"
						type="password"
						autoComplete="new-password"
						hint="At least 12 characters. A few unrelated words make a good one."
						required
					/>
					<TextField
						meta={fields.confirm}
						label="The new password again"
						type="password"
						autoComplete="new-password"
						required
					/>
					<StatusButton className="button button-primary">Change the password</StatusButton>
				</PostForm>
			</section>

			<section aria-labelledby="two-factor-title" className="admin-section">
				<h2 id="two-factor-title">Two-factor sign-in</h2>
				{twoFactorSince ? (
					<>
						<PostForm intent="recovery-codes" {...getFormProps(codesForm)} className="admin-form">
							<p>Used or lost your recovery codes? Make ten new ones; the old ones stop working.</p>
							<FormErrors errors={codesForm.errors} />
							<TextField
								meta={codesFields.code}
								label="Code from your app"
								hint="Or one of your recovery codes."
								autoComplete="one-time-code"
								required
							/>
							<StatusButton className="button button-outline">Make new recovery codes</StatusButton>
						</PostForm>
						<p>
							<Link to="/admin/two-factor">Move two-factor sign-in to a new phone</Link>
						</p>
					</>
				) : (
					<p>
						<Link to="/admin/two-factor">Set up two-factor sign-in</Link>
					</p>
				)}
			</section>
		</section>
	)
}
