import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, SelectField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { withNotice } from '#app/utils/admin-notices.ts'
import { audit } from '#app/utils/audit.server.ts'
import { getDb, type Db } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/forms.server.ts'
import { formatIndianDateTime } from '#app/utils/jobs.ts'
import { replyLink } from '#app/utils/office-lists.ts'
import { activeStaffOf } from '#app/utils/office-staff.server.ts'
import { pageMeta } from '#app/utils/seo.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import type { Route } from './+types/detail'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Enquiry from ${loaderData.enquiry.name}` : 'Enquiry',
		description: 'The Brisk back office.',
		path: '/admin/enquiries',
		matches,
		noindex: true,
	})

const AssignSchema = z.object({
	intent: z.literal('assign'),
	// Empty: nobody (the enquiry goes back to the shared queue).
	assignee: z
		.string()
		.regex(/^\d{1,9}$/, 'Choose a person from the list.')
		.optional(),
})

async function requireEnquiry(db: Db, id: string) {
	const enquiry = /^\d{1,9}$/.test(id)
		? await db.selectFrom('enquiries').selectAll().where('id', '=', Number(id)).executeTakeFirst()
		: undefined
	if (!enquiry) throw new Response('There is no such enquiry.', { status: 404 })
	return enquiry
}

async function staffName(db: Db, id: number | null) {
	if (id === null) return null
	const row = await db.selectFrom('staff').select('name').where('id', '=', id).executeTakeFirst()
	return row?.name ?? `Staff member ${id}`
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireStaff(request, 'enquiries')
	const db = getDb()
	const enquiry = await requireEnquiry(db, params.id)
	const people = await activeStaffOf(db, 'enquiries')
	return {
		enquiry: {
			id: enquiry.id,
			name: enquiry.name,
			email: enquiry.email,
			mobile: enquiry.mobile,
			subject: enquiry.subject,
			message: enquiry.message,
			find: enquiry.find,
			service: enquiry.service,
			received: formatIndianDateTime(enquiry.created_at),
			flag: enquiry.flag,
			handled: enquiry.handled_at ? formatIndianDateTime(enquiry.handled_at) : null,
			handledBy: await staffName(db, enquiry.handled_by),
			assignedTo: enquiry.assigned_to,
			assignee: await staffName(db, enquiry.assigned_to),
			reply: replyLink(enquiry.email, enquiry.subject),
		},
		people: people.map((person) => ({ value: String(person.id), label: person.name })),
	}
}

export async function action({ request, params }: Route.ActionArgs) {
	const { staff } = await requireStaff(request, 'enquiries')
	const db = getDb()
	const enquiry = await requireEnquiry(db, params.id)
	const formData = await readFormData(request)
	const intent = formData.get('intent')
	const subject = `enquiry ${enquiry.id}`
	const here = `/admin/enquiries/${enquiry.id}`

	if (intent === 'handled') {
		await db
			.updateTable('enquiries')
			.set({ handled_at: new Date().toISOString(), handled_by: staff.id })
			.where('id', '=', enquiry.id)
			.execute()
		await audit(db, { staff, action: 'enquiry.handled', subject })
		throw redirect(withNotice(here, 'enquiry-handled'))
	}
	if (intent === 'waiting') {
		await db.updateTable('enquiries').set({ handled_at: null, handled_by: null }).where('id', '=', enquiry.id).execute()
		await audit(db, { staff, action: 'enquiry.reopened', subject })
		throw redirect(withNotice(here, 'enquiry-reopened'))
	}
	if (intent === 'assign') {
		const submission = parseWithZod(formData, { schema: AssignSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		const assignee = submission.value.assignee ? Number(submission.value.assignee) : null
		const people = await activeStaffOf(db, 'enquiries')
		if (assignee !== null && !people.some((person) => person.id === assignee)) {
			return data(
				{ result: submission.reply({ fieldErrors: { assignee: ['This person cannot take enquiries.'] } }) },
				{ status: 400 },
			)
		}
		await db.updateTable('enquiries').set({ assigned_to: assignee }).where('id', '=', enquiry.id).execute()
		await audit(db, {
			staff,
			action: 'enquiry.assigned',
			subject,
			details: { from: enquiry.assigned_to, to: assignee },
		})
		throw redirect(withNotice(here, 'enquiry-assigned'))
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
	const { enquiry, people } = loaderData
	const [form, fields] = useAdminForm({
		id: 'assign',
		schema: AssignSchema,
		lastResult: actionData?.result,
		defaultValue: { assignee: enquiry.assignedTo === null ? '' : String(enquiry.assignedTo) },
	})
	return (
		<section className="admin-page" aria-labelledby="enquiry-title">
			<p>
				<Link to="/admin/enquiries">All enquiries</Link>
			</p>
			<h1 id="enquiry-title">Enquiry from {enquiry.name}</h1>
			{enquiry.flag ? (
				<p className="notice notice-info">
					<strong>Flagged:</strong> {enquiry.flag}. It was accepted; please judge whether a person sent it.
				</p>
			) : null}
			<dl className="admin-facts">
				<dt>Received</dt>
				<dd>{enquiry.received}</dd>
				<dt>Name</dt>
				<dd>{enquiry.name}</dd>
				<dt>E-mail</dt>
				<dd>{enquiry.email}</dd>
				<dt>Mobile</dt>
				<dd>{enquiry.mobile}</dd>
				<dt>Service</dt>
				<dd>{enquiry.service || 'Not given'}</dd>
				<dt>Found us through</dt>
				<dd>{enquiry.find || 'Not given'}</dd>
				<dt>Subject</dt>
				<dd>{enquiry.subject}</dd>
				<dt>State</dt>
				<dd>
					{enquiry.handled
						? `Handled ${enquiry.handled}${enquiry.handledBy ? ` by ${enquiry.handledBy}` : ''}`
						: 'Waiting'}
				</dd>
				<dt>Assigned to</dt>
				<dd>{enquiry.assignee ?? 'Nobody'}</dd>
			</dl>
			<h2>Message</h2>
			<p className="admin-message">{enquiry.message}</p>

			<div className="admin-page-actions">
				<a className="button button-primary" href={enquiry.reply}>
					Reply by e-mail
				</a>
				<Form method="post" className="admin-inline-form">
					<CsrfInput />
					<input type="hidden" name="intent" value={enquiry.handled ? 'waiting' : 'handled'} />
					<button type="submit" className="button button-outline">
						{enquiry.handled ? 'Mark waiting' : 'Mark handled'}
					</button>
				</Form>
			</div>

			<section aria-labelledby="assign-title" className="admin-section">
				<h2 id="assign-title">Who takes care of it</h2>
				<Form method="post" {...getFormProps(form)} className="admin-form">
					<FormErrors errors={form.errors} />
					<CsrfInput />
					<input type="hidden" name="intent" value="assign" />
					<SelectField meta={fields.assignee} label="Assign to" options={people} placeholder="Nobody" />
					<button type="submit" className="button button-primary">
						Assign
					</button>
				</Form>
			</section>
		</section>
	)
}
