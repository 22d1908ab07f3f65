import { data, Link } from 'react-router'
import { z } from 'zod'
import { ListTable } from '#app/components/admin/list-controls.tsx'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { formatIndianDate } from '#app/utils/common/dates.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import {
	inviteToApply,
	invitedTo,
	type PoolInvitationOutcome,
} from '#app/utils/applications/pool-invitations.server.ts'
import { POOL_SIZE, talentPoolFor } from '#app/utils/applications/talent-pool.server.ts'
import { addToJob, type AddToJobOutcome } from '#app/utils/applying/pool-consent.server.ts'
import { staffContext } from '#app/context.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'
import { requireJob } from '#app/utils/jobs/jobs.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/pool'

// GET /admin/jobs/:id/pool: the people to call back for a job (talent-pool.server.ts): who applied before to a job
// of its category in its place and was not hired, each with a button that invites them to apply (once per job, by
// mail or text in their language: pool-invitations.server.ts). Whoever agreed, from the invitation's link, to have
// their earlier application put forward gets "Add to this job" (pool-consent.server.ts). Their applications are HR's,
// so is this page.

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `People to call back: ${loaderData.job}` : 'People to call back',
		description: 'The Brisk back office.',
		path: '/admin/jobs',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ params }: Route.LoaderArgs) {
	const db = getDb()
	const job = await requireJob(db, params.id)
	const [people, invited] = await Promise.all([talentPoolFor(db, job), invitedTo(db, job.id)])
	return {
		jobId: job.id,
		job: jobWithPlace(job.title, job.location),
		people: people.map((person) => ({
			...person,
			invitedAt: invited.get(person.contact)?.invitedAt ?? null,
			consentAt: invited.get(person.contact)?.consentAt ?? null,
		})),
		/** The list stops at the most recent POOL_SIZE. */
		cut: people.length === POOL_SIZE ? POOL_SIZE : null,
	}
}

const PoolActionSchema = z.object({
	intent: z.enum(['invite', 'add']),
	applicationId: z.coerce.number().int().positive(),
})

const REFUSALS: Record<Exclude<PoolInvitationOutcome, { ok: true }>['reason'], string> = {
	'job-closed': 'Not sent: this job is closed. Open it again first, then invite people to it.',
	'not-found': 'Not sent: that application is no longer there (it may have been erased).',
	'no-address': 'Not sent: this person gave neither an e-mail address nor a mobile number that takes texts.',
	already: 'Not sent again: this person was already invited to this job.',
}

const ADD_REFUSALS: Record<Exclude<AddToJobOutcome, { ok: true }>['reason'], string> = {
	'job-closed': 'Not added: this job is closed. Open it again first, then add people to it.',
	'not-found': 'Not added: that application is no longer there.',
	erased: 'Not added: this person’s applications were erased at their request.',
	'no-consent': 'Not added: this person has not agreed, from the invitation’s link, to be put forward for this job.',
	already: 'Not added again: this person already has an application for this job.',
}

const ACKNOWLEDGED = {
	mail: 'Their acknowledgement with the new reference is on its way by mail.',
	text: 'Their acknowledgement with the new reference is on its way by text.',
	null: 'They gave neither an e-mail address nor a mobile number that takes texts, so they were not told.',
} as const

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const job = await requireJob(db, params.id)
	const { formData } = await readForm(request)
	const parsed = PoolActionSchema.safeParse(Object.fromEntries(formData))
	if (!parsed.success) return data({ ok: false as const, message: 'Choose whom to invite.' }, { status: 400 })
	if (parsed.data.intent === 'add') {
		const added = await addToJob(db, staff, { jobId: job.id, applicationId: parsed.data.applicationId })
		if (!added.ok) return data({ ok: false as const, message: ADD_REFUSALS[added.reason] }, { status: 409 })
		return {
			ok: true as const,
			message: `Added: application ${added.reference} is now New under this job. ${ACKNOWLEDGED[added.acknowledged ?? 'null']}`,
			applicationId: added.applicationId,
		}
	}
	const outcome = await inviteToApply(db, staff, { jobId: job.id, applicationId: parsed.data.applicationId })
	if (!outcome.ok) return data({ ok: false as const, message: REFUSALS[outcome.reason] }, { status: 409 })
	const how = outcome.channel === 'mail' ? 'a mail' : 'a text'
	return { ok: true as const, message: `Invited: ${how} with the job's page is on its way to ${outcome.to}.` }
}

export default function Pool({ loaderData, actionData }: Route.ComponentProps) {
	const { jobId, job, people, cut } = loaderData
	return (
		<section className="admin-page" aria-labelledby="pool-title">
			<p>
				<Link to={`/admin/jobs/${jobId}`}>Back to the job</Link>
			</p>
			<h1 id="pool-title">People to call back for {job}</h1>
			<p>
				They applied before to a job of this kind in this place and were not hired, then or since; nobody who has
				applied to this job already, and nobody erased. Whoever agreed, from the invitation, to have their earlier
				application put forward can be added to this job at once. Newest first
				{cut ? `, the ${cut} most recent` : ''}.
			</p>
			<div aria-live="polite" aria-atomic="true">
				{actionData ? (
					<FormNotice tone={actionData.ok ? 'success' : 'error'}>
						{actionData.message}
						{'applicationId' in actionData && actionData.applicationId ? (
							<>
								{' '}
								<Link to={`/admin/applications/${actionData.applicationId}`}>Open it</Link>
							</>
						) : null}
					</FormNotice>
				) : null}
			</div>
			{people.length ? (
				<ListTable
					caption={`People who applied before for ${job}`}
					rows={people}
					rowKey={(person) => person.applicationId}
					columns={[
						{
							name: 'Name',
							rowHeader: true,
							cell: (person) => <Link to={`/admin/applications/${person.applicationId}`}>{person.name}</Link>,
						},
						{
							name: 'Mobile',
							cell: (person) => <a href={`tel:${person.contact}`}>{formatIndianMobile(person.contact)}</a>,
						},
						{ name: 'Applied for', cell: (person) => person.job },
						{ name: 'On', cell: (person) => formatIndianDate(person.appliedAt) },
						{
							name: 'Stage then',
							cell: (person) => (person.reason ? `${person.stage} (${person.reason})` : person.stage),
						},
						{
							name: 'Invitation',
							cell: (person) =>
								person.consentAt ? (
									<>
										<p>Agreed on {formatIndianDate(person.consentAt)}</p>
										<PostForm intent="add">
											<input type="hidden" name="applicationId" value={person.applicationId} />
											<StatusButton className="button button-primary" aria-label={`Add ${person.name} to this job`}>
												Add to this job
											</StatusButton>
										</PostForm>
									</>
								) : person.invitedAt ? (
									`Invited ${formatIndianDate(person.invitedAt)}`
								) : (
									<PostForm intent="invite">
										<input type="hidden" name="applicationId" value={person.applicationId} />
										<StatusButton className="button button-secondary" aria-label={`Invite ${person.name} to apply`}>
											Invite to apply
										</StatusButton>
									</PostForm>
								),
						},
					]}
				/>
			) : (
				<p>Nobody yet: nobody who applied to a job of this kind here is waiting for another.</p>
			)}
		</section>
	)
}
