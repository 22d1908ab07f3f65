import { Link, data, redirect } from 'react-router'
import { AuthCard } from '#app/components/admin/auth-card.tsx'
import { NewPasswordForm } from '#app/components/admin/new-password-form.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { preparePasswordCheck } from '#app/utils/staff/passwords.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { peekStaffToken } from '#app/utils/staff/staff.server.ts'
import styles from '#app/styles/admin.css?url'
import { setPasswordFromLink } from './+shared/new-password.server.ts'
import type { Route } from './+types/reset'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]
export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Choose a new password',
		description: 'The Brisk back office.',
		path: '/admin/reset',
		matches,
		noindex: true,
	})

export async function loader({ params }: Route.LoaderArgs) {
	const staff = await peekStaffToken(getDb(), params.token, 'reset')
	if (staff) preparePasswordCheck()
	return data({ email: staff?.email ?? null }, { status: staff ? 200 : 410 })
}

export async function action({ request, params }: Route.ActionArgs) {
	const outcome = await setPasswordFromLink(request, params.token, 'reset')
	if (!outcome.ok) return outcome.answer
	throw redirect(withNotice('/admin/sign-in', 'password-set'))
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
	if (!loaderData.email) {
		return (
			<AuthCard title="This link no longer works">
				<p>A link to choose a new password works once, for one hour. Please ask for a new one.</p>
				<p>
					<Link to="/admin/forgot">Ask for a new link</Link>
				</p>
			</AuthCard>
		)
	}
	return (
		<AuthCard title="Choose a new password">
			<p>For {loaderData.email}. Once it is saved, every device signed in with the old password is signed out.</p>
			<NewPasswordForm email={loaderData.email} submitLabel="Save the new password" lastResult={actionData?.result} />
		</AuthCard>
	)
}
