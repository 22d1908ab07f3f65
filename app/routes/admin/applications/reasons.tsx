import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import {
	addRejectionReason,
	listRejectionReasons,
	retireRejectionReason,
} from '#app/utils/applications/rejection-reasons.server.ts'
import { REJECTION_REASON_MAX } from '#app/utils/applications/rejection-reasons.ts'
import { parseId } from '#app/utils/common/ids.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/reasons'

// The office's list of reasons to reject an application: HR choose one when they move applications to Rejected (on
// an application's page or in bulk); the reports count them and the export names them. Never told to the applicant.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Reasons for rejecting',
		description: 'The Brisk back office.',
		path: '/admin/applications/reasons',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

const AddReasonSchema = z.object({
	label: z
		.string({ error: 'Write the reason in a few words, e.g. “Took another job”.' })
		.trim()
		.max(REJECTION_REASON_MAX, `Keep the reason to ${REJECTION_REASON_MAX} characters: it is one line of a list.`),
})

export async function loader() {
	return { reasons: await listRejectionReasons(getDb(), { retired: true }) }
}

type Reply = { form: string; result: SubmissionResult<string[]> | null; done: string | null }

function reply(form: string, result: SubmissionResult<string[]> | null, done: string | null, status = 200) {
	return data({ form, result, done } satisfies Reply, { status })
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const { formData } = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'add' || intent === 'restore') {
		const submission = parseWithZod(formData, { schema: AddReasonSchema })
		if (submission.status !== 'success') return reply('add', submission.reply(), null, 400)
		const added = await addRejectionReason(db, staff, submission.value.label)
		if (!added.ok) return reply('add', submission.reply({ fieldErrors: { label: [added.error] } }), null, 400)
		return reply('add', submission.reply({ resetForm: true }), `“${added.reason.label}” is on the list.`)
	}
	if (intent === 'retire') {
		const id = parseId(formData.get('id'))
		if (id === null) throw new Response('Unknown reason.', { status: 400 })
		const retired = await retireRejectionReason(db, staff, id)
		if (!retired.ok) return reply('list', { status: 'error', error: { '': [retired.error] } }, null, 400)
		return reply(
			'list',
			null,
			`“${retired.reason.label}” is off the list. The applications rejected for it keep it; add the same words to bring it back.`,
		)
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function RejectionReasons({ loaderData, actionData }: Route.ComponentProps) {
	const active = loaderData.reasons.filter((reason) => !reason.retired)
	const retired = loaderData.reasons.filter((reason) => reason.retired)
	const listErrors = actionData?.form === 'list' ? (actionData.result?.error?.[''] ?? undefined) : undefined
	return (
		<section className="admin-page" aria-labelledby="reasons-title">
			<p>
				<Link to="/admin/applications">All applications</Link>
			</p>
			<h1 id="reasons-title">Reasons for rejecting</h1>
			<p>
				When you move applications to Rejected, you choose one of these reasons. The application keeps it in its history
				and in the export, and the reports count them. The applicant is never told the reason.
			</p>

			<section aria-labelledby="add-reason-title" className="admin-section">
				<h2 id="add-reason-title">Add a reason</h2>
				<AddReasonForm
					lastResult={actionData?.form === 'add' ? actionData.result : null}
					done={actionData?.form === 'add' ? actionData.done : null}
				/>
			</section>

			<section aria-labelledby="active-reasons-title" className="admin-section">
				<h2 id="active-reasons-title">Reasons HR choose from</h2>
				<FormErrors errors={listErrors} />
				{actionData?.form === 'list' && actionData.done ? (
					<FormNotice tone="success">
						<p>{actionData.done}</p>
					</FormNotice>
				) : null}
				<ul className="admin-reason-list">
					{active.map((reason) => (
						<li key={reason.id}>
							<span>{reason.label}</span>
							<PostForm intent="retire">
								<input type="hidden" name="id" value={reason.id} />
								<StatusButton className="button button-outline button-small">
									Take “{reason.label}” off the list
								</StatusButton>
							</PostForm>
						</li>
					))}
				</ul>
			</section>

			{retired.length > 0 ? (
				<section aria-labelledby="retired-reasons-title" className="admin-section">
					<h2 id="retired-reasons-title">Taken off the list</h2>
					<ul className="admin-reason-list">
						{retired.map((reason) => (
							<li key={reason.id}>
								<span>{reason.label}</span>
								<PostForm intent="restore">
									<input type="hidden" name="label" value={reason.label} />
									<StatusButton className="button button-outline button-small">Put “{reason.label}” back</StatusButton>
								</PostForm>
							</li>
						))}
					</ul>
				</section>
			) : null}
		</section>
	)
}

function AddReasonForm({ lastResult, done }: { lastResult: SubmissionResult<string[]> | null; done: string | null }) {
	const [form, fields] = useAdminForm({ id: 'add-reason', schema: AddReasonSchema, lastResult })
	return (
		<PostForm intent="add" {...getFormProps(form)} className="admin-form">
			<FormErrors errors={form.errors} />
			{done ? (
				<FormNotice tone="success">
					<p>{done}</p>
				</FormNotice>
			) : null}
			<TextField
				meta={fields.label}
				label="Reason"
				hint={`Up to ${REJECTION_REASON_MAX} characters, e.g. “Failed the medical”.`}
				autoComplete="off"
				required
			/>
			<StatusButton>Add the reason</StatusButton>
		</PostForm>
	)
}
