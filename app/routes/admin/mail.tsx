import { Link, data, redirect } from 'react-router'
import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { ListTable, Pagination } from '#app/components/admin/list-controls.tsx'
import { listHref, listParam, readListQuery } from '#app/utils/common/admin-lists.ts'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { invariantResponse, parseId } from '#app/utils/common/ids.ts'
import { eraseJobAlertsOnRequest } from '#app/utils/alerts/job-alerts.server.ts'
import { listOutbox, retryFailedMessage } from '#app/utils/messages/outbox-admin.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/mail'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({ title: 'Mail', description: 'The Brisk back office.', path: '/admin/mail', matches, noindex: true })

// The outbox as the sender sees it, mails and text messages (SMS) alike. Only who a
// message is for and its subject are shown: the bodies carry applicants' and senders'
// data and stay in the database.
const TABS = [
	{ status: '', label: 'All' },
	{ status: 'pending', label: 'Waiting to be sent' },
	{ status: 'retrying', label: 'Retrying' },
	{ status: 'failed', label: 'Failed' },
	{ status: 'sent', label: 'Sent' },
] as const

const CHANNELS = [
	{ channel: '', label: 'Mails and texts' },
	{ channel: 'mail', label: 'Mails' },
	{ channel: 'sms', label: 'Text messages' },
] as const

const FILTERS = z.object({
	status: listParam.oneOf(['pending', 'retrying', 'failed', 'sent']),
	channel: listParam.oneOf(['mail', 'sms']),
})

// A person who asked for job alerts, and may never have applied, asks to be forgotten.
const EraseAlertsSchema = z.object({
	address: z
		.string({ error: 'Please enter the e-mail address or mobile number the alerts go to.' })
		.trim()
		.min(3, 'Please enter the e-mail address or mobile number the alerts go to.')
		.max(254, 'That is longer than any e-mail address.'),
})

const STATE_LABELS: Record<string, string> = { pending: 'Waiting', sent: 'Sent', failed: 'Failed' }

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('mail')]

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb()
	const {
		filters: { status, channel },
		list: { page },
	} = readListQuery(new URL(request.url), { filters: FILTERS, sorts: ['created'], defaultSort: 'created' })
	const { total, rows } = await listOutbox(db, { status, channel, page })
	return {
		status,
		channel,
		page,
		total,
		mails: rows.map((row) => ({
			id: row.id,
			channel: row.channel === 'sms' ? 'Text' : 'Mail',
			kind: row.kind,
			to: row.to_address,
			subject: row.subject,
			status: row.status,
			state: STATE_LABELS[row.status] ?? row.status,
			attempts: row.attempts,
			lastError: row.last_error,
			queued: formatIndianDateTime(row.created_at),
			next: row.status === 'pending' ? formatIndianDateTime(row.next_attempt_at) : null,
			sent: row.sent_at ? formatIndianDateTime(row.sent_at) : null,
		})),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const { formData } = await readForm(request)
	if (formData.get('intent') === 'erase-alerts') {
		const submission = parseWithZod(formData, { schema: EraseAlertsSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		const erased = await eraseJobAlertsOnRequest(db, { address: submission.value.address, staff })
		if (erased === null) {
			const problem = 'This is neither an e-mail address nor an Indian mobile number.'
			return data({ result: submission.reply({ fieldErrors: { address: [problem] } }) }, { status: 400 })
		}
		throw redirect(withNotice('/admin/mail', erased > 0 ? 'job-alerts-erased' : 'job-alerts-none'))
	}
	const id = parseId(formData.get('id'))
	invariantResponse(formData.get('intent') === 'retry' && id, 'Unknown action.', { status: 400 })
	// Only a failed mail goes back to the sender; it gets one more attempt (the count is kept).
	if (!(await retryFailedMessage(db, { id, staff }))) throw new Response('This mail has not failed.', { status: 409 })
	const back = String(formData.get('back') ?? '')
	throw redirect(withNotice(back.startsWith('/admin/mail') ? back : '/admin/mail', 'mail-retried'))
}

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
	const { status, channel, page, total, mails } = loaderData
	const [form, fields] = useAdminForm({ id: 'erase-alerts', schema: EraseAlertsSchema, lastResult: actionData?.result })
	const here = listHref('/admin/mail', {
		status: status || null,
		channel: channel || null,
		page: page > 1 ? page : null,
	})
	return (
		<section className="admin-page" aria-labelledby="mail-title">
			<h1 id="mail-title">Mail</h1>
			<p>
				Every mail the site sends waits in the outbox until the mail server takes it. A mail that fails is tried again
				after 30 seconds, then less and less often (at most an hour apart) until three days after it was queued; then it
				is marked failed. Text messages to applicants without e-mail wait and are tried in the same way.
			</p>
			<nav aria-label="Mail by state" className="admin-tabs">
				<ul>
					{TABS.map((tab) => (
						<li key={tab.status}>
							<Link
								to={listHref('/admin/mail', { status: tab.status || null, channel: channel || null })}
								aria-current={tab.status === status ? 'page' : undefined}
							>
								{tab.label}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<nav aria-label="Mail or text" className="admin-tabs">
				<ul>
					{CHANNELS.map((tab) => (
						<li key={tab.channel}>
							<Link
								to={listHref('/admin/mail', { status: status || null, channel: tab.channel || null })}
								aria-current={tab.channel === channel ? 'page' : undefined}
							>
								{tab.label}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			{mails.length === 0 ? (
				<p className="admin-empty">
					{status === 'failed'
						? 'No failed mail: everything went out.'
						: status === 'retrying'
							? 'No mail is waiting for another try.'
							: 'No mail in this list.'}
				</p>
			) : (
				<ListTable
					caption={`${TABS.find((tab) => tab.status === status)?.label ?? 'All'} mail, newest first`}
					rows={mails}
					rowKey={(mail) => mail.id}
					columns={[
						{ name: 'Subject', rowHeader: true, cell: (mail) => mail.subject },
						{ name: 'By', cell: (mail) => mail.channel },
						{ name: 'To', cell: (mail) => mail.to },
						{
							name: 'State',
							cell: (mail) => (
								<span
									className={
										mail.status === 'failed'
											? 'admin-badge admin-badge-alert'
											: mail.status === 'sent'
												? 'admin-badge admin-badge-ok'
												: 'admin-badge'
									}
								>
									{mail.state}
								</span>
							),
						},
						{ name: 'Attempts', cell: (mail) => mail.attempts },
						{ name: 'Last error', className: 'admin-error-text', cell: (mail) => mail.lastError ?? '' },
						{ name: 'Queued', cell: (mail) => mail.queued },
						{ name: 'Sent or next try', cell: (mail) => mail.sent ?? mail.next ?? '' },
						{
							name: 'Actions',
							nameHidden: true,
							cell: (mail) =>
								mail.status === 'failed' ? (
									<PostForm intent="retry" className="admin-inline-form">
										<input type="hidden" name="id" value={mail.id} />
										<input type="hidden" name="back" value={here} />
										<StatusButton className="button button-outline button-small">
											Retry
											<span className="visually-hidden">
												{' '}
												the mail “{mail.subject}” to {mail.to}
											</span>
										</StatusButton>
									</PostForm>
								) : null,
						},
					]}
				/>
			)}
			<Pagination page={page} total={total} label="mails" one="mail" />
			<section aria-labelledby="erase-alerts-title" className="admin-section">
				<h2 id="erase-alerts-title">Erase a person&rsquo;s job alerts</h2>
				<p>
					When someone who asked for job alerts asks the office to forget them, every alert for their e-mail address or
					mobile number is deleted here. (Erasing an applicant deletes their alerts too.)
				</p>
				<PostForm intent="erase-alerts" {...getFormProps(form)} className="admin-form">
					<FormErrors errors={form.errors} />
					<TextField meta={fields.address} label="E-mail address or mobile number" autoComplete="off" required />
					<StatusButton className="button button-danger">Erase their job alerts</StatusButton>
				</PostForm>
			</section>
		</section>
	)
}
