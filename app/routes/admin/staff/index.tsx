import { Link } from 'react-router'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { ROLE_LABELS } from '#app/utils/staff/staff-roles.ts'
import { listStaffAccounts } from '#app/utils/staff/staff.server.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Staff', description: 'The Brisk back office.', path: '/admin/staff', matches, noindex: true })

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('staff')]

export async function loader() {
	const staff = await listStaffAccounts(getDb())
	return {
		staff: staff.map((member) => {
			return {
				id: member.id,
				name: member.name,
				email: member.email,
				role: ROLE_LABELS[member.role],
				state: member.disabled_at ? 'Disabled' : member.password_hash ? 'Active' : 'Invited, not joined yet',
				twoFactor: Boolean(member.totp_enabled_at),
				lastSignIn: member.lastSignIn ? formatIndianDateTime(member.lastSignIn) : 'Never',
			}
		}),
	}
}

export default function StaffList({ loaderData }: Route.ComponentProps) {
	return (
		<section className="admin-page" aria-labelledby="staff-title">
			<div className="admin-page-head">
				<h1 id="staff-title">Staff</h1>
				<Link to="/admin/staff/new" className="button button-primary">
					Invite someone
				</Link>
			</div>
			<ListTable
				caption="Everyone who can sign in to the back office"
				rows={loaderData.staff}
				rowKey={(member) => member.id}
				columns={[
					{
						name: 'Name',
						rowHeader: true,
						cell: (member) => <Link to={`/admin/staff/${member.id}`}>{member.name}</Link>,
					},
					{ name: 'E-mail', cell: (member) => member.email },
					{ name: 'Role', cell: (member) => member.role },
					{ name: 'Account', cell: (member) => member.state },
					{ name: 'Two-factor', cell: (member) => (member.twoFactor ? 'On' : 'Off') },
					{ name: 'Last sign-in', cell: (member) => member.lastSignIn },
				]}
			/>
		</section>
	)
}
