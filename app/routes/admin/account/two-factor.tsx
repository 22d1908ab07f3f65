import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { RecoveryCodes } from '#app/components/admin/recovery-codes.tsx'
import { audit } from '#app/utils/audit.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/forms.server.ts'
import { getAcceptedSecrets, getSecret, isSignatureOf, signValue } from '#app/utils/secrets.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { markSecondFactorDone } from '#app/utils/sessions.server.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import { needsSecondFactor } from '#app/utils/staff-roles.ts'
import { acceptTotp, offeredTotpSecret, totpQrSvg } from '#app/utils/totp.server.ts'
import { enableTwoFactor } from '#app/utils/two-factor.server.ts'
import type { Route } from './+types/two-factor'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Two-factor sign-in',
		description: 'The Brisk back office.',
		path: '/admin/two-factor',
		matches,
		noindex: true,
	})

const EnrolSchema = z.object({
	code: z
		.string({ error: 'Please enter the 6-digit code your app shows.' })
		.trim()
		.regex(/^\d{6}$/, 'Please enter the 6-digit code your app shows.'),
	secret: z.string().regex(/^[A-Z2-7]{32}$/),
	signature: z.string().min(10),
})

// The secret offered travels in the form, signed, so that nothing is stored until the person proves their app has it.
function enrolmentPurpose(staffId: number) {
	return `totp-enrol-${staffId}`
}

export async function loader({ request }: Route.LoaderArgs) {
	const { staff, sessionId } = await requireStaff(request, 'account', { duringEnrolment: true })
	// Once it is on, this page says so (it must still show the recovery codes of the post that turned it on).
	if (staff.totp_enabled_at) return { enabled: true as const }
	// The same key on every load of this session: a reload after scanning does not make the app's codes wrong.
	const secret = offeredTotpSecret(getSecret(), `${enrolmentPurpose(staff.id)}:${sessionId}`)
	return {
		enabled: false as const,
		required: needsSecondFactor(staff.role),
		secret,
		signature: signValue(getSecret(), enrolmentPurpose(staff.id), secret),
		qr: await totpQrSvg(secret, staff.email),
	}
}

export async function action({ request }: Route.ActionArgs) {
	const session = await requireStaff(request, 'account', { duringEnrolment: true })
	const formData = await readFormData(request)
	const submission = parseWithZod(formData, { schema: EnrolSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), codes: null }, { status: 400 })
	const { secret, signature, code } = submission.value
	if (!isSignatureOf(getAcceptedSecrets(), enrolmentPurpose(session.staff.id), secret, signature)) {
		return data(
			{
				result: submission.reply({ formErrors: ['This page is out of date. Please reload it and scan the new code.'] }),
				codes: null,
			},
			{ status: 400 },
		)
	}
	const step = acceptTotp(secret, code, null)
	if (step === null) {
		const message =
			'This code is not right. Check that the phone’s clock is set automatically, and type the code showing now.'
		return data({ result: submission.reply({ fieldErrors: { code: [message] } }), codes: null }, { status: 400 })
	}
	const db = getDb()
	const codes = await enableTwoFactor(db, session.staff.id, secret, step)
	await markSecondFactorDone(db, session.sessionId)
	await audit(db, { staff: session.staff, action: 'two-factor.enabled', subject: `staff ${session.staff.id}` })
	return { result: submission.reply({ resetForm: true }), codes }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
	const [form, fields] = useAdminForm({ id: 'enrol', schema: EnrolSchema, lastResult: actionData?.result })
	if (actionData?.codes || loaderData.enabled) {
		return (
			<section className="admin-page" aria-labelledby="two-factor-title">
				<h1 id="two-factor-title">Two-factor sign-in is on</h1>
				{actionData?.codes ? <RecoveryCodes codes={actionData.codes} /> : null}
				<p>
					<Link className="button button-primary" to="/admin">
						{actionData?.codes ? 'I have kept my codes: go to the dashboard' : 'Go to the dashboard'}
					</Link>
				</p>
			</section>
		)
	}
	return (
		<section className="admin-page" aria-labelledby="two-factor-title">
			<h1 id="two-factor-title">Set up two-factor sign-in</h1>
			<p>
				{loaderData.required
					? 'Your role can open applicants’ documents, so you sign in with your password and a code from your phone.'
					: 'Sign in with your password and a code from your phone: no one who learns your password can sign in as you.'}
			</p>
			<ol className="admin-steps">
				<li>Install an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, or another).</li>
				<li>
					In the app, add an account and scan this code:
					<div
						className="admin-qr"
						role="img"
						aria-label="QR code of your sign-in key"
						dangerouslySetInnerHTML={{ __html: loaderData.qr }}
					/>
					Cannot scan? Type this key instead:{' '}
					<code className="admin-secret">{loaderData.secret.match(/.{1,4}/g)?.join(' ')}</code>
				</li>
				<li>Type the 6-digit code the app now shows.</li>
			</ol>
			<PostForm {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<input type="hidden" name="secret" value={loaderData.secret} />
				<input type="hidden" name="signature" value={loaderData.signature} />
				<TextField
					meta={fields.code}
					label="Code from the app"
					autoComplete="one-time-code"
					inputMode="numeric"
					required
				/>
				<StatusButton className="button button-primary">Turn on two-factor sign-in</StatusButton>
			</PostForm>
		</section>
	)
}
