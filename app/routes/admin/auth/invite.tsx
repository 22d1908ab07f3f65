import { data, redirect } from 'react-router'
import { AuthCard } from '#app/components/admin/auth-card.tsx'
import { NewPasswordForm } from '#app/components/admin/new-password-form.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { preparePasswordCheck } from '#app/utils/staff/passwords.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { needsSecondFactor, ROLE_LABELS, secondFactorReason } from '#app/utils/staff/staff-roles.ts'
import { peekStaffToken } from '#app/utils/staff/staff.server.ts'
import styles from '#app/styles/admin.css?url'
import { setPasswordFromLink } from './+shared/new-password.server.ts'
import type { Route } from './+types/invite'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]
export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Join the back office',
		description: 'The Brisk back office.',
		path: '/admin/invite',
		matches,
		noindex: true,
	})

export async function loader({ params }: Route.LoaderArgs) {
	const staff = await peekStaffToken(getDb(), params.token, 'invite')
	if (staff) preparePasswordCheck()
	if (!staff) return data({ invited: null }, { status: 410 })
	return {
		invited: {
			email: staff.email,
			name: staff.name,
			role: ROLE_LABELS[staff.role],
			twoFactor: needsSecondFactor(staff.role) ? secondFactorReason(staff.role) : null,
		},
	}
}

export async function action({ request, params }: Route.ActionArgs) {
	const outcome = await setPasswordFromLink(request, params.token, 'invite')
	if (!outcome.ok) return outcome.answer
	throw redirect(withNotice('/admin/sign-in', 'password-set'))
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
	const { invited } = loaderData
	if (!invited) {
		return (
			<AuthCard title="This invitation no longer works">
				<p>An invitation works once, for 48 hours. Please ask the person who invited you to send a new one.</p>
			</AuthCard>
		)
	}
	return (
		<AuthCard title="Join the Brisk back office">
			<p>
				Welcome, {invited.name}. You are invited as {invited.role}. Choose a password for {invited.email}.
				{invited.twoFactor
					? ` After you sign in, you will set up two-factor sign-in with an authenticator app on your phone, because ${invited.twoFactor}.`
					: ''}
			</p>
			<NewPasswordForm email={invited.email} submitLabel="Save my password" lastResult={actionData?.result} />
		</AuthCard>
	)
}
