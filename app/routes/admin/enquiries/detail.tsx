import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { z } from 'zod'
import { FormErrors, SelectField, TextareaField, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { History, NoteForm, NoteSchema, type HistoryEvent } from '#app/components/admin/history.tsx'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import {
	addEnquiryNote,
	assignEnquiry,
	listEnquiryEvents,
	replyToEnquiry,
	requireEnquiry,
	setEnquiryHandled,
} from '#app/utils/enquiries/enquiries.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { replyLink } from '#app/utils/common/office-lists.ts'
import { parseId } from '#app/utils/common/ids.ts'
import { activeStaffOf, staffName } from '#app/utils/staff/office-staff.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { requiredText } from '#app/utils/common/validation.ts'
import { isLanguage, LANGUAGE_NAMES } from '#app/i18n/languages.ts'
import { translator } from '#app/i18n/index.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/detail'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Enquiry from ${loaderData.enquiry.name}` : 'Enquiry',
		description: 'The Brisk back office.',
		path: '/admin/enquiries',
		matches,
		noindex: true,
	})

const ReplySchema = z.object({
	intent: z.literal('reply'),
	subject: requiredText('Write a subject.', 200),
	message: requiredText('Write the reply first.', 5000, { multiline: true }),
})

const AssignSchema = z.object({
	intent: z.literal('assign'),
	// Empty: nobody (the enquiry goes back to the shared queue).
	assignee: z
		.string()
		.refine((value) => parseId(value) !== null, 'Choose a person from the list.')
		.optional(),
})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('enquiries')]

export async function loader({ params }: Route.LoaderArgs) {
	const db = getDb()
	const enquiry = await requireEnquiry(db, params.id)
	const people = await activeStaffOf(db, 'enquiries')
	const events = await listEnquiryEvents(db, enquiry.id)
	const language = isLanguage(enquiry.language) ? enquiry.language : 'en'
	const replySubject = translator(language)('contact.reply.subject', { id: enquiry.id })
	return {
		events: events.map((event): HistoryEvent => ({
			id: event.id,
			kind: event.kind,
			what: event.kind === 'reply' ? `Reply sent: “${event.subject}”` : 'Note',
			text: event.text,
			who: event.staff_name ?? 'Someone',
			at: formatIndianDateTime(event.at),
			iso: event.at,
		})),
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
			// The company's own words, in the person's language: the subject typed in the form may be anyone's words,
			// and the address it would go to anyone's.
			reply: replyLink(enquiry.email, replySubject),
			replySubject,
			language: LANGUAGE_NAMES[language],
		},
		people: people.map((person) => ({ value: String(person.id), label: person.name })),
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const enquiry = await requireEnquiry(db, params.id)
	const { formData } = await readForm(request)
	const intent = formData.get('intent')
	const here = `/admin/enquiries/${enquiry.id}`

	if (intent === 'handled' || intent === 'waiting') {
		await setEnquiryHandled(db, { enquiryId: enquiry.id, handled: intent === 'handled', staff })
		throw redirect(withNotice(here, intent === 'handled' ? 'enquiry-handled' : 'enquiry-reopened'))
	}
	if (intent === 'note') {
		const submission = parseWithZod(formData, { schema: NoteSchema })
		if (submission.status !== 'success') {
			return data({ intent: 'note' as const, result: submission.reply() }, { status: 400 })
		}
		await addEnquiryNote(db, { enquiryId: enquiry.id, text: submission.value.note, staff })
		throw redirect(withNotice(here, 'note-added'))
	}
	if (intent === 'reply') {
		const submission = parseWithZod(formData, { schema: ReplySchema })
		if (submission.status !== 'success') {
			return data({ intent: 'reply' as const, result: submission.reply() }, { status: 400 })
		}
		await replyToEnquiry(db, { enquiry, subject: submission.value.subject, message: submission.value.message, staff })
		throw redirect(withNotice(here, 'enquiry-replied'))
	}
	if (intent === 'assign') {
		const submission = parseWithZod(formData, { schema: AssignSchema })
		if (submission.status !== 'success') {
			return data({ intent: 'assign' as const, result: submission.reply() }, { status: 400 })
		}
		const assignee = parseId(submission.value.assignee)
		const people = await activeStaffOf(db, 'enquiries')
		if (assignee !== null && !people.some((person) => person.id === assignee)) {
			return data(
				{
					intent: 'assign' as const,
					result: submission.reply({ fieldErrors: { assignee: ['This person cannot take enquiries.'] } }),
				},
				{ status: 400 },
			)
		}
		await assignEnquiry(db, { enquiry, assignee, staff })
		throw redirect(withNotice(here, 'enquiry-assigned'))
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
	const { enquiry, people, events } = loaderData
	const [form, fields] = useAdminForm({
		id: 'assign',
		schema: AssignSchema,
		lastResult: actionData?.intent === 'assign' ? actionData.result : undefined,
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
				<dd>
					<a href={`tel:${enquiry.mobile.replace(/[^\d+]/g, '')}`}>{enquiry.mobile}</a>
				</dd>
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
				<PostForm intent={enquiry.handled ? 'waiting' : 'handled'} className="admin-inline-form">
					<StatusButton className="button button-outline">
						{enquiry.handled ? 'Mark waiting' : 'Mark handled'}
					</StatusButton>
				</PostForm>
			</div>

			<History events={events} empty="No note or reply yet." />

			{/* Keyed by the history, so that after a reply or a note the forms start afresh (no second send). */}
			<ReplyForm
				key={`reply-${events.length}`}
				subject={enquiry.replySubject}
				language={enquiry.language}
				lastResult={actionData?.intent === 'reply' ? actionData.result : undefined}
			/>
			<NoteForm
				key={`note-${events.length}`}
				id="enquiry-note"
				hint="Seen by the team only."
				lastResult={actionData?.intent === 'note' ? actionData.result : undefined}
			/>

			<section aria-labelledby="assign-title" className="admin-section">
				<h2 id="assign-title">Who takes care of it</h2>
				<PostForm intent="assign" {...getFormProps(form)} className="admin-form">
					<FormErrors errors={form.errors} />
					<SelectField meta={fields.assignee} label="Assign to" options={people} placeholder="Nobody" />
					<StatusButton className="button button-primary">Assign</StatusButton>
				</PostForm>
			</section>
		</section>
	)
}

type LastResult = Parameters<typeof useAdminForm>[0]['lastResult']

function ReplyForm({ subject, language, lastResult }: { subject: string; language: string; lastResult: LastResult }) {
	const [form, fields] = useAdminForm({ id: 'reply', schema: ReplySchema, lastResult, defaultValue: { subject } })
	return (
		<section className="admin-section" aria-labelledby="reply-title">
			<h2 id="reply-title">Reply from the back office</h2>
			<p className="field-hint">
				Sent from the company&apos;s address, with a greeting and the company&apos;s name in {language}, the language of
				the enquiry; the answer comes to the office&apos;s inbox. It is kept in the history above. The greeting names no
				one (&ldquo;Dear Sir or Madam&rdquo;): the name in the form was typed by whoever sent it. Greet the person by
				name in your reply once you know who they are.
			</p>
			<PostForm intent="reply" {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<TextField meta={fields.subject} label="Subject" required />
				<TextareaField meta={fields.message} label="Reply" rows={6} required />
				<StatusButton className="button button-primary">Send the reply</StatusButton>
			</PostForm>
		</section>
	)
}
