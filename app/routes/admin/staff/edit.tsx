import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, SelectField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { inviteStaffAgain } from '#app/utils/staff/staff-mail.server.ts'
import { ROLE_LABELS, STAFF_ROLES } from '#app/utils/staff/staff-roles.ts'
import { StaffRoleField } from '#app/utils/staff/staff-schema.ts'
import {
	changeStaffRole,
	disableStaff,
	enableStaff,
	otherActiveAdmins,
	requireStaffMember,
} from '#app/utils/staff/staff.server.ts'
import type { Route } from './+types/edit'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Staff: ${loaderData.member.name}` : 'Staff',
		description: 'The Brisk back office.',
		path: '/admin/staff',
		matches,
		noindex: true,
	})

const RoleSchema = z.object({ intent: z.literal('role'), role: StaffRoleField })

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('staff')]

export async function loader({ params, context }: Route.LoaderArgs) {
	const { staff: me } = context.get(staffContext)
	const member = await requireStaffMember(getDb(), params.id)
	return {
		member: {
			id: member.id,
			name: member.name,
			email: member.email,
			role: member.role,
			joined: Boolean(member.password_hash),
			twoFactor: member.totp_enabled_at ? formatIndianDateTime(member.totp_enabled_at) : null,
			disabled: member.disabled_at ? formatIndianDateTime(member.disabled_at) : null,
		},
		isMe: me.id === member.id,
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff: admin } = context.get(staffContext)
	const db = getDb()
	const member = await requireStaffMember(db, params.id)
	const { formData } = await readForm(request)
	const intent = formData.get('intent')

	if (intent === 'role') {
		const submission = parseWithZod(formData, { schema: RoleSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		const role = submission.value.role
		if (member.role === 'admin' && role !== 'admin' && (await otherActiveAdmins(db, member.id)) === 0) {
			return data(
				{
					result: submission.reply({
						formErrors: ['The site needs at least one administrator: make someone else one first.'],
					}),
				},
				{ status: 400 },
			)
		}
		await changeStaffRole(db, { member, role, by: admin })
		throw redirect(withNotice(`/admin/staff/${member.id}`, 'staff-saved'))
	}
	if (intent === 'disable') {
		if (member.id === admin.id) throw new Response('You cannot disable your own account.', { status: 400 })
		if (member.role === 'admin' && (await otherActiveAdmins(db, member.id)) === 0) {
			throw new Response('The site needs at least one administrator.', { status: 400 })
		}
		await disableStaff(db, { memberId: member.id, by: admin })
		throw redirect(withNotice(`/admin/staff/${member.id}`, 'staff-disabled'))
	}
	if (intent === 'enable') {
		await enableStaff(db, { memberId: member.id, by: admin })
		throw redirect(withNotice(`/admin/staff/${member.id}`, 'staff-enabled'))
	}
	if (intent === 'invite-again' && !member.password_hash) {
		await inviteStaffAgain(db, { member, by: admin })
		throw redirect(withNotice(`/admin/staff/${member.id}`, 'invite-sent-again'))
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function EditStaff({ loaderData, actionData }: Route.ComponentProps) {
	const { member, isMe } = loaderData
	const [form, fields] = useAdminForm({
		id: 'role',
		schema: RoleSchema,
		lastResult: actionData?.result,
		defaultValue: { role: member.role },
	})
	return (
		<section className="admin-page" aria-labelledby="member-title">
			<p>
				<Link to="/admin/staff">All staff</Link>
			</p>
			<h1 id="member-title">{member.name}</h1>
			<dl className="admin-facts">
				<dt>E-mail</dt>
				<dd>{member.email}</dd>
				<dt>Account</dt>
				<dd>
					{member.disabled ? `Disabled since ${member.disabled}` : member.joined ? 'Active' : 'Invited, not joined yet'}
				</dd>
				<dt>Two-factor sign-in</dt>
				<dd>{member.twoFactor ? `On since ${member.twoFactor}` : 'Off'}</dd>
			</dl>

			<section aria-labelledby="role-title" className="admin-section">
				<h2 id="role-title">Role</h2>
				<PostForm intent="role" {...getFormProps(form)} className="admin-form">
					<FormErrors errors={form.errors} />
					<SelectField
						meta={fields.role}
						label="Role"
						options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
						required
					/>
					<p className="field-hint">A new role signs the person out everywhere.</p>
					<StatusButton className="button button-primary">Save the role</StatusButton>
				</PostForm>
			</section>

			{!member.joined && !member.disabled ? (
				<PostForm intent="invite-again" className="admin-section">
					<p>The invitation was not used yet. A new one replaces it.</p>
					<StatusButton className="button button-outline">Send the invitation again</StatusButton>
				</PostForm>
			) : null}

			{isMe ? null : (
				<PostForm intent={member.disabled ? 'enable' : 'disable'} className="admin-section">
					<h2>{member.disabled ? 'Let this person sign in again' : 'Disable this account'}</h2>
					<p>
						{member.disabled
							? 'The account keeps its history; it can sign in again with its password.'
							: 'The person is signed out everywhere and can no longer sign in. Nothing is deleted: their work stays in the history.'}
					</p>
					<button type="submit" className={member.disabled ? 'button button-outline' : 'button button-danger'}>
						{member.disabled ? 'Enable the account' : 'Disable the account'}
					</button>
				</PostForm>
			)}
		</section>
	)
}
