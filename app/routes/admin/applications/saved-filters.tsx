import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data } from 'react-router'
import { z } from 'zod'
import { FormErrors, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { readApplicationFilters, type ApplicationFilters } from '#app/utils/applications/applications.ts'
import { jobsToFilterBy } from '#app/utils/applications/applications.server.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'
import { deleteSavedFilter, listSavedFilters, saveFilter } from '#app/utils/applications/saved-filters.server.ts'
import { MAX_SAVED_FILTERS, SavedFilterName, normaliseFilterQuery } from '#app/utils/applications/saved-filters.ts'
import { parseId } from '#app/utils/common/ids.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/saved-filters'

// /admin/applications/saved-filters?<the list's filters>: a recruiter saves the applications list's
// current filter under a name and finds their own again (no one else's), at most 20; the list links
// here with its filters. A saved filter's query is read again as the list reads it when it is used.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Saved filters',
		description: 'The Brisk back office.',
		path: '/admin/applications/saved-filters',
		matches,
		noindex: true,
	})

const SaveSchema = z.object({
	intent: z.literal('save'),
	name: SavedFilterName,
	query: z.string().max(2000).default(''),
})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ request, context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const query = normaliseFilterQuery(new URL(request.url).search)
	const [saved, jobs, categories] = await Promise.all([
		listSavedFilters(db, staff.id),
		jobsToFilterBy(db),
		listCategories(db, { retired: true }),
	])
	const names = {
		jobs: new Map(jobs.map((job) => [job.id, jobWithPlace(job.title, job.location)])),
		categories: new Map(categories.map((category) => [category.value, category.names.en])),
	}
	const describe = (filterQuery: string) =>
		describeFilters(readApplicationFilters(new URL(`/?${filterQuery}`, 'http://localhost')), names)
	return {
		current: query ? { query, description: describe(query) } : null,
		saved: saved.map((row) => ({ id: row.id, name: row.name, query: row.query, description: describe(row.query) })),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const { formData } = await readForm(request)
	if (formData.get('intent') === 'delete') {
		const id = parseId(String(formData.get('id') ?? ''))
		const deleted = id !== null && (await deleteSavedFilter(db, staff, id))
		if (!deleted)
			throw new Response('You have no saved filter of that number: it may be deleted already.', { status: 404 })
		return { result: null, done: 'The saved filter is deleted.' }
	}
	const submission = parseWithZod(formData, { schema: SaveSchema })
	if (submission.status !== 'success') return data({ result: submission.reply(), done: null }, { status: 400 })
	const saved = await saveFilter(db, staff, submission.value)
	if (saved.status === 'empty') {
		const formErrors = ['This would show every application: choose a filter on the list first.']
		return data({ result: submission.reply({ formErrors }), done: null }, { status: 400 })
	}
	if (saved.status === 'full') {
		const formErrors = [`You keep ${MAX_SAVED_FILTERS} saved filters, the most there may be: delete one first.`]
		return data({ result: submission.reply({ formErrors }), done: null }, { status: 400 })
	}
	const done =
		saved.status === 'replaced'
			? `“${submission.value.name}” now keeps this filter.`
			: `The filter is saved as “${submission.value.name}”.`
	return { result: submission.reply({ resetForm: true }), done }
}

const INTERVIEW_ANSWERS = { confirmed: 'confirmed', declined: 'declined', none: 'no answer yet' } as const

/** "Job: Security Guard · Stage: New · Search: Pune", as the list's filters read. */
function describeFilters(
	filters: ApplicationFilters,
	names: { jobs: Map<number, string>; categories: Map<string, string> },
) {
	const parts: string[] = []
	if (filters.job) parts.push(`Job: ${names.jobs.get(filters.job) ?? `a removed job (${filters.job})`}`)
	// The category as staff name it now (a renamed one by its new name, one staff added by its own).
	if (filters.category) parts.push(`Category: ${names.categories.get(filters.category) ?? filters.category}`)
	if (filters.stage) parts.push(`Stage: ${filters.stage === 'erased' ? 'Erased on request' : filters.stage}`)
	if (filters.from) parts.push(`Applied from ${filters.from}`)
	if (filters.to) parts.push(`Applied until ${filters.to}`)
	if (filters.q) parts.push(`Search: “${filters.q}”`)
	if (filters.answer) parts.push(`Interview answer: ${INTERVIEW_ANSWERS[filters.answer]}`)
	if (filters.person === 'one') parts.push('One row per person')
	return parts.join(' · ') || 'Every application'
}

export default function SavedFilters({ loaderData, actionData }: Route.ComponentProps) {
	const { current, saved } = loaderData
	const [form, fields] = useAdminForm({ id: 'save-filter', schema: SaveSchema, lastResult: actionData?.result })
	const back = `/admin/applications${current ? `?${current.query}` : ''}`
	return (
		<section className="admin-page" aria-labelledby="saved-filters-title">
			<p>
				<Link to={back}>Back to the applications</Link>
			</p>
			<h1 id="saved-filters-title">Saved filters</h1>
			{actionData?.done ? <FormNotice tone="success">{actionData.done}</FormNotice> : null}

			<section className="admin-section" aria-labelledby="save-filter-title">
				<h2 id="save-filter-title">Save the list’s filter</h2>
				{current ? (
					<PostForm intent="save" {...getFormProps(form)} className="admin-form">
						<FormErrors errors={form.errors} />
						<p>
							The filter: <strong>{current.description}</strong>
						</p>
						<input type="hidden" name="query" value={current.query} />
						<TextField
							meta={fields.name}
							label="Name of the filter"
							hint="For example “Pune guards, new”. A name you already use gets this filter instead."
							required
						/>
						<StatusButton className="button button-primary">Save the filter</StatusButton>
					</PostForm>
				) : (
					<p className="admin-empty">
						Choose a filter on the <Link to="/admin/applications">applications list</Link>, then follow its “Saved
						filters” link to save it here.
					</p>
				)}
			</section>

			<section className="admin-section" aria-labelledby="your-filters-title">
				<h2 id="your-filters-title">
					Your saved filters ({saved.length} of {MAX_SAVED_FILTERS})
				</h2>
				{saved.length === 0 ? (
					<p className="admin-empty">You have saved no filter yet. Only you see the filters you save.</p>
				) : (
					<ul className="admin-saved-filters">
						{saved.map((filter) => (
							<li key={filter.id}>
								<div>
									<Link to={`/admin/applications?${filter.query}`}>{filter.name}</Link>
									<span className="field-hint">{filter.description}</span>
								</div>
								<PostForm intent="delete" className="admin-inline-form">
									<input type="hidden" name="id" value={filter.id} />
									<StatusButton
										className="button button-outline button-small"
										aria-label={`Delete the saved filter “${filter.name}”`}
									>
										Delete
									</StatusButton>
								</PostForm>
							</li>
						))}
					</ul>
				)}
			</section>
		</section>
	)
}
