import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { FormErrors, SelectField, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import { inviteStaff } from '#app/utils/staff/staff-mail.server.ts'
import { ROLE_LABELS, STAFF_ROLES } from '#app/utils/staff/staff-roles.ts'
import { InviteSchema } from '#app/utils/staff/staff-schema.ts'
import { findStaffByEmail } from '#app/utils/staff/staff.server.ts'
import type { Route } from './+types/new'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Invite someone',
		description: 'The Brisk back office.',
		path: '/admin/staff/new',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('staff')]

export async function loader() {
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff: admin } = context.get(staffContext)
	const submission = parseWithZod((await readForm(request)).formData, { schema: InviteSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const db = getDb()
	if (await findStaffByEmail(db, submission.value.email)) {
		const fieldErrors = { email: ['Someone with this e-mail address is already on the staff list.'] }
		return data({ result: submission.reply({ fieldErrors }) }, { status: 400 })
	}
	const id = await inviteStaff(db, { person: submission.value, by: admin })
	throw redirect(withNotice(`/admin/staff/${id}`, 'staff-invited'))
}

export default function InviteStaff({ actionData }: Route.ComponentProps) {
	const [form, fields] = useAdminForm({ id: 'invite', schema: InviteSchema, lastResult: actionData?.result })
	return (
		<section className="admin-page" aria-labelledby="invite-title">
			<p>
				<Link to="/admin/staff">All staff</Link>
			</p>
			<h1 id="invite-title">Invite someone</h1>
			<p>They receive an e-mail with a link to choose their password. The link works once, for 48 hours.</p>
			<PostForm {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<TextField meta={fields.name} label="Name" autoComplete="off" required />
				<TextField meta={fields.email} label="E-mail" type="email" autoComplete="off" required />
				<SelectField
					meta={fields.role}
					label="Role"
					placeholder="Choose a role"
					options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
					required
				/>
				<StatusButton className="button button-primary">Send the invitation</StatusButton>
			</PostForm>
		</section>
	)
}
