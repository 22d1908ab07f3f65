import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { FilterInput, FilterSelect } from '#app/components/admin/filter-fields.tsx'
import {
	ListEmpty,
	ListFilterForm,
	ListTable,
	Pagination,
	type ListColumn,
} from '#app/components/admin/list-controls.tsx'
import { readListQuery } from '#app/utils/common/admin-lists.ts'
import { APPLICATION_FILTERS, filtersQuery } from '#app/utils/applications/applications.ts'
import {
	APPLICATION_SORTS,
	countByStage,
	jobsToFilterBy,
	listApplications,
} from '#app/utils/applications/applications.server.ts'
import { jobWithPlace } from '#app/utils/jobs/jobs.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import { applicationReference } from '#app/utils/applications/references.ts'
import { bulkChoice } from '#app/utils/applications/bulk-moves.ts'
import { LANGUAGE_NAMES_IN_ENGLISH } from '#app/i18n/languages.ts'
import { PostForm } from '#app/components/forms.tsx'
import { BulkMoveDock } from './+shared/bulk-move-dock.tsx'
import { listRejectionReasons } from '#app/utils/applications/rejection-reasons.server.ts'
import { StageTabs } from './+shared/stage-tabs.tsx'
import { getDb } from '#app/utils/db/db.server.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { STAGES } from '#app/utils/applications/stages.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { listSavedFilters } from '#app/utils/applications/saved-filters.server.ts'
import { staffContext } from '#app/context.ts'
import { formatIndianDateTime } from '#app/utils/common/dates.ts'
import { currentInterviewAnswers } from '#app/utils/applications/interview-attendance.server.ts'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta({
		title: 'Applications',
		description: 'The Brisk back office.',
		path: '/admin/applications',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ request, context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const { filters, filtered, list } = readListQuery(new URL(request.url), {
		filters: APPLICATION_FILTERS,
		sorts: APPLICATION_SORTS,
		defaultSort: 'date',
		sizes: true,
	})
	const db = getDb()
	const [{ total, rows }, stageCounts, jobs, categories, saved] = await Promise.all([
		listApplications(db, filters, list),
		countByStage(db, filters),
		jobsToFilterBy(db),
		listCategories(db, { retired: true }),
		listSavedFilters(db, staff.id),
	])
	// The answer to the current interview's invitation of each row at Interview, in one query for the page.
	const answers = await currentInterviewAnswers(
		db,
		rows.filter((row) => row.status === 'Interview').map((row) => row.id),
	)
	// Categories by the English name staff keep (a retired one too: its applications stay findable).
	const categoryName = (value: string) => categories.find((c) => c.value === value)?.names.en ?? value
	return {
		categories: categories.map((c) => ({ value: c.value, label: c.retired ? `${c.names.en} (retired)` : c.names.en })),
		// The office's reasons for rejecting, for the bulk move.
		rejectionReasons: (await listRejectionReasons(db)).map((reason) => reason.label),
		filters: { ...filters, job: filters.job === null ? '' : String(filters.job) },
		filtered,
		list,
		total,
		stageCounts,
		// The person's saved filters, one tap each from the list.
		saved: saved.map((filter) => ({ id: filter.id, name: filter.name, query: filter.query })),
		jobs: jobs.map((job) => ({ id: job.id, label: jobWithPlace(job.title, job.location) })),
		exportQuery: filtersQuery(filters),
		applications: rows.map((row) => {
			const applied = formatIndianDateTime(row.created_at)
			return {
				id: row.id,
				reference: applicationReference(row.id, row.created_at, row.reference_code),
				name: row.name,
				email: row.email,
				mobile: formatIndianMobile(row.contact),
				// What a search by this person's number types: the ten digits.
				mobileSearch: row.contact.replace(/^\+91/, ''),
				job: jobWithPlace(row.job_title, row.job_location),
				language: LANGUAGE_NAMES_IN_ENGLISH[row.language],
				// One row per person: how many more applications the same mobile number sent.
				more: row.more,
				choice: bulkChoice(row.id, row.status),
				category: categoryName(row.job_field),
				stage: row.status,
				answer: answers.get(row.id) ?? null,
				erased: Boolean(row.erased_at),
				// The day in the row, the day and time in its details.
				appliedDay: applied.split(', ')[0] ?? applied,
				applied,
				// Asked instead of a resume, where the job did not require one.
				noResume: [row.last_work, row.work_years, row.languages_spoken].filter(Boolean).join(' · '),
			}
		}),
	}
}

type Row = Awaited<ReturnType<typeof loader>>['applications'][number]

const BULK_FORM = 'bulk-move-form'

/** The answer to the invitation of the interview, as the row's badge and the filter say it. */
const ANSWER_WORDS = { confirmed: 'Will come', declined: 'Cannot come', none: 'No answer yet' } as const

/** One line per application: its name, job with place, stage, day and mobile; the rest folded in its details. */
const COLUMNS: Array<ListColumn<Row>> = [
	{
		name: 'Choose',
		nameHidden: true,
		className: 'admin-choose',
		cell: (application) =>
			application.erased ? null : (
				<input
					type="checkbox"
					name="application"
					value={application.choice}
					aria-label={`Choose ${application.name}`}
				/>
			),
	},
	{
		name: 'Name',
		sort: 'name',
		rowHeader: true,
		className: 'admin-app-name',
		cell: (application) => (
			<>
				<Link to={`/admin/applications/${application.id}`}>
					{application.erased ? `Erased applicant (${application.id})` : application.name}
				</Link>
				{application.more > 0 ? (
					<>
						{' '}
						<Link className="admin-more" to={`/admin/applications?q=${encodeURIComponent(application.mobileSearch)}`}>
							{`+${application.more} more`}
							<span className="visually-hidden">
								{application.more === 1 ? ' application' : ' applications'} of this person
							</span>
						</Link>
					</>
				) : null}
			</>
		),
	},
	{ name: 'Job', className: 'admin-app-job', cell: (application) => application.job },
	{
		name: 'Stage',
		className: 'admin-app-stage',
		cell: (application) =>
			application.erased ? (
				<span className="admin-badge admin-badge-alert">Erased</span>
			) : (
				<>
					<span className={`admin-badge admin-stage-${application.stage.toLowerCase()}`}>{application.stage}</span>
					{application.answer ? (
						<>
							{' '}
							<span
								className={`admin-badge admin-answer ${application.answer === 'confirmed' ? 'admin-badge-ok' : application.answer === 'declined' ? 'admin-badge-alert' : 'admin-badge-warn'}`}
							>
								{ANSWER_WORDS[application.answer]}
							</span>
						</>
					) : null}
				</>
			),
	},
	{ name: 'Applied', sort: 'date', className: 'admin-app-day', cell: (application) => application.appliedDay },
	{ name: 'Mobile', className: 'admin-app-mobile', cell: (application) => application.mobile },
	{
		name: 'Details',
		nameHidden: true,
		className: 'admin-app-more',
		cell: (application) => (
			<details className="admin-app-details">
				<summary>
					Details<span className="visually-hidden"> of {application.name}</span>
				</summary>
				<dl>
					<dt>Reference</dt>
					<dd>{application.reference}</dd>
					<dt>Applied</dt>
					<dd>{application.applied}</dd>
					<dt>Category</dt>
					<dd>{application.category}</dd>
					<dt>Language</dt>
					<dd>{application.language}</dd>
					{application.email ? (
						<>
							<dt>E-mail</dt>
							<dd>{application.email}</dd>
						</>
					) : null}
					{application.noResume ? (
						<>
							<dt>No resume</dt>
							<dd>{application.noResume}</dd>
						</>
					) : null}
				</dl>
			</details>
		),
	},
]

export default function Applications({ loaderData }: Route.ComponentProps) {
	const { filters, filtered, list, total, jobs, applications, exportQuery, stageCounts, saved } = loaderData
	// How many filters are set besides the stage, which the tabs show: the folded filters' button says so.
	const set = (['q', 'job', 'category', 'from', 'to', 'person', 'answer'] as const).filter(
		(name) => filters[name],
	).length
	// How many applications are ticked (the bulk move's bar says so); counted again when the page shows other rows.
	const [chosen, setChosen] = useState(0)
	const countChosen = (form: HTMLFormElement | null) =>
		setChosen(form?.querySelectorAll('input[name="application"]:checked').length ?? 0)
	useEffect(() => {
		countChosen(document.getElementById(BULK_FORM) as HTMLFormElement | null)
	}, [applications])
	return (
		<section className="admin-page admin-applications" aria-labelledby="applications-title">
			<div className="admin-page-head">
				<h1 id="applications-title">Applications</h1>
				<div className="admin-page-actions">
					<a
						className="button button-outline"
						href={`/admin/applications/export${exportQuery ? `?${exportQuery}` : ''}`}
						download
					>
						Download as CSV
					</a>
					<Link to="/admin/applications/templates" className="button button-outline">
						Mail templates
					</Link>
					<Link
						to={`/admin/applications/saved-filters${exportQuery ? `?${exportQuery}` : ''}`}
						className="button button-outline"
					>
						Saved filters
					</Link>
				</div>
			</div>

			{/* On a phone the filters fold behind one button; at desktop width they are always open (the stylesheet). */}
			<details className="admin-filters-fold">
				<summary className="button button-outline">{set ? `Filters (${set} set)` : 'Filters'}</summary>
				<ListFilterForm label="Filter the applications" filtered={filtered}>
					<FilterInput name="q" label="Name, e-mail or mobile, or reference" value={filters.q} />
					<FilterSelect
						name="job"
						label="Job"
						value={filters.job}
						options={[
							{ value: '', label: 'All jobs' },
							...jobs.map((job) => ({ value: String(job.id), label: job.label })),
						]}
					/>
					<FilterSelect
						name="category"
						label="Category"
						value={filters.category}
						options={[{ value: '', label: 'All categories' }, ...loaderData.categories]}
					/>
					<FilterSelect
						name="stage"
						label="Stage"
						value={filters.stage}
						options={[
							{ value: '', label: 'All stages' },
							...STAGES.map((stage) => ({ value: stage, label: stage })),
							{ value: 'erased', label: 'Erased on request' },
						]}
					/>
					<FilterSelect
						name="answer"
						label="Interview answer"
						value={filters.answer}
						options={[
							{ value: '', label: 'Any' },
							{ value: 'confirmed', label: 'Confirmed (will come)' },
							{ value: 'declined', label: 'Declined (cannot come)' },
							{ value: 'none', label: 'No answer yet' },
						]}
					/>
					<FilterInput name="from" label="Applied from" type="date" value={filters.from} />
					<FilterInput name="to" label="Applied until" type="date" value={filters.to} />
					<FilterSelect
						name="person"
						label="Rows"
						value={filters.person}
						options={[
							{ value: '', label: 'One row per application' },
							{ value: 'one', label: 'One row per person (same mobile)' },
						]}
					/>
				</ListFilterForm>
			</details>
			{saved.length > 0 ? (
				<nav className="admin-saved-links" aria-label="Your saved filters">
					<span>Saved filters:</span>
					{saved.map((filter) => (
						<Link key={filter.id} to={`/admin/applications?${filter.query}`}>
							{filter.name}
						</Link>
					))}
				</nav>
			) : null}
			<StageTabs counts={stageCounts} current={filters.stage} />

			{applications.length === 0 ? (
				<ListEmpty
					filtered={filtered}
					matching="No application matches these filters."
					none="No one has applied yet."
				/>
			) : (
				<PostForm
					action="/admin/applications/bulk"
					className={chosen > 0 ? 'admin-bulk-form is-choosing' : 'admin-bulk-form'}
					aria-label="Move applications"
					id={BULK_FORM}
					onChange={(event) => countChosen(event.currentTarget)}
				>
					<input type="hidden" name="filters" value={exportQuery} />
					{/* Ticks every row of this page, or clears them when all are ticked (the page's script does it). */}
					<button
						type="button"
						className="button button-outline button-small with-script"
						onClick={(event) => {
							const boxes = [
								...(event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="application"]') ?? []),
							]
							const tick = !boxes.every((box) => box.checked)
							for (const box of boxes) box.checked = tick
							countChosen(event.currentTarget.form)
						}}
					>
						Choose every application on this page, or none
					</button>
					<ListTable
						caption={`Applications${filtered ? ' matching the filters' : ''}, ${list.sort === 'date' ? 'by date' : 'by name'}`}
						rows={applications}
						rowKey={(application) => application.id}
						sorted={list}
						columns={COLUMNS}
						className="admin-applications-table"
					/>
					<BulkMoveDock
						chosen={chosen}
						total={total}
						person={filters.person === 'one'}
						reasons={loaderData.rejectionReasons}
					/>
				</PostForm>
			)}
			<Pagination
				page={list.page}
				total={total}
				label={filters.person === 'one' ? 'people' : 'applications'}
				one={filters.person === 'one' ? 'person' : 'application'}
				size={list.size}
				sizes
			/>
		</section>
	)
}
