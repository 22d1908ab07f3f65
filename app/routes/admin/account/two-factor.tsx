import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { RecoveryCodes } from '#app/components/admin/recovery-codes.tsx'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { getAcceptedSecrets, getSecret } from '#app/utils/http/secrets.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { markSecondFactorDone } from '#app/utils/staff/sessions.server.ts'
import { currentCodeProblem } from '#app/utils/staff/sign-in.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { needsSecondFactor, secondFactorReason } from '#app/utils/staff/staff-roles.ts'
import { acceptTotp, totpQrSvg } from '#app/utils/staff/totp.server.ts'
import { checkKeyOffer, enableTwoFactor, offerKey, replaceTwoFactor } from '#app/utils/staff/two-factor.server.ts'
import type { Route } from './+types/two-factor'
import { PostForm, StatusButton } from '#app/components/forms.tsx'
import { requestContext } from '#app/context.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Two-factor sign-in',
		description: 'The Brisk back office.',
		path: '/admin/two-factor',
		matches,
		noindex: true,
	})

const SixDigits = z
	.string({ error: 'Please enter the 6-digit code your app shows.' })
	.trim()
	.regex(/^\d{6}$/, 'Please enter the 6-digit code your app shows.')

const CURRENT_CODE = 'Please enter a code of the app you use now, or a recovery code.'

// The key offered travels in the form, signed with the session and the time (offerKey).
// Moving to a new phone also needs a code of the current one (or a recovery code).
const KeySchema = z.object({
	code: SixDigits,
	secret: z.string().regex(/^[A-Z2-7]{32}$/),
	issued: z.string().regex(/^\d{1,15}$/),
	signature: z.string().min(10),
	current: z.string().trim().min(6, CURRENT_CODE).max(20).optional(),
})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('account', { duringEnrolment: true })]

export async function loader({ context }: Route.LoaderArgs) {
	const { staff, sessionId } = context.get(staffContext)
	const offer = offerKey(getSecret(), { staffId: staff.id, sessionId, enabledAt: staff.totp_enabled_at })
	return {
		enabled: staff.totp_enabled_at !== null,
		required: needsSecondFactor(staff.role),
		reason: secondFactorReason(staff.role),
		...offer,
		qr: await totpQrSvg(offer.secret, staff.email),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const session = context.get(staffContext)
	const replacing = session.staff.totp_enabled_at !== null
	const { formData } = await readForm(request)
	const submission = parseWithZod(formData, { schema: KeySchema })
	const refuse = (errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, status = 400) =>
		data({ result: submission.reply({ ...errors, hideFields: ['code', 'current'] }), codes: null }, { status })
	if (submission.status !== 'success') return data({ result: submission.reply(), codes: null }, { status: 400 })
	const offer = submission.value
	const holder = { staffId: session.staff.id, sessionId: session.sessionId, enabledAt: session.staff.totp_enabled_at }
	const freshness = checkKeyOffer(getAcceptedSecrets(), holder, offer)
	if (freshness !== 'ok') {
		const message =
			freshness === 'stale'
				? 'This page was opened more than 10 minutes ago. Please reload it (the key stays the same) and type the code your app shows then.'
				: 'This page is out of date. Please reload it and scan the new code.'
		return refuse({ formErrors: [message] })
	}
	const step = acceptTotp(offer.secret, offer.code, null)
	if (step === null) {
		const message =
			'This code is not right. Check that the phone’s clock is set automatically, and type the code showing now.'
		return refuse({ fieldErrors: { code: [message] } })
	}
	const db = getDb()
	if (replacing) {
		if (!offer.current) return refuse({ fieldErrors: { current: [CURRENT_CODE] } })
		const key = clientKey(getSecret(), context.get(requestContext).clientIp)
		const problem = await currentCodeProblem(db, { staffId: session.staff.id, code: offer.current, clientKey: key })
		if (problem) return refuse({ fieldErrors: { current: [problem] } })
		const codes = await replaceTwoFactor(db, { staff: session.staff, secret: offer.secret, step })
		return { result: submission.reply({ resetForm: true }), codes }
	}
	const codes = await enableTwoFactor(db, { staff: session.staff, secret: offer.secret, step })
	// Turned on meanwhile (another tab): this page now asks for a code of that key to replace it.
	if (!codes) throw redirect('/admin/two-factor')
	await markSecondFactorDone(db, session.sessionId)
	return { result: submission.reply({ resetForm: true }), codes }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
	const { enabled } = loaderData
	const [form, fields] = useAdminForm({
		id: enabled ? 'replace' : 'enrol',
		schema: KeySchema,
		lastResult: actionData?.result,
	})
	if (actionData?.codes) {
		return (
			<section className="admin-page" aria-labelledby="two-factor-title">
				<h1 id="two-factor-title">Two-factor sign-in is on</h1>
				<RecoveryCodes codes={actionData.codes} />
				<p>
					<Link className="button button-primary" to="/admin">
						I have kept my codes: go to the dashboard
					</Link>
				</p>
			</section>
		)
	}
	return (
		<section className="admin-page" aria-labelledby="two-factor-title">
			<h1 id="two-factor-title">{enabled ? 'Two-factor sign-in is on' : 'Set up two-factor sign-in'}</h1>
			{enabled ? (
				<>
					<p>
						<Link to="/admin">Go to the dashboard</Link>
					</p>
					<h2>Move it to a new phone</h2>
					<p>Your current app’s codes keep working until the new phone’s first code is accepted here.</p>
				</>
			) : (
				<p>
					{loaderData.required
						? `You sign in with your password and a code from your phone, because ${loaderData.reason ?? 'your role asks for it'}.`
						: 'Sign in with your password and a code from your phone: no one who learns your password can sign in as you.'}
				</p>
			)}
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
				<input type="hidden" name="issued" value={loaderData.issued} />
				<input type="hidden" name="signature" value={loaderData.signature} />
				<TextField
					meta={fields.code}
					label={enabled ? 'Code from the new phone' : 'Code from the app'}
					autoComplete="one-time-code"
					inputMode="numeric"
					required
				/>
				{enabled ? (
					<TextField
						meta={fields.current}
						label="Code from the phone you use now"
						hint="Lost it? One of your recovery codes works here too."
						autoComplete="off"
						required
					/>
				) : null}
				<StatusButton className="button button-primary">
					{enabled ? 'Use the new phone from now on' : 'Turn on two-factor sign-in'}
				</StatusButton>
			</PostForm>
		</section>
	)
}
