import { parseWithZod } from '@conform-to/zod/v4'
import { Link, data, redirect } from 'react-router'
import { withNotice } from '#app/utils/http/admin-notices.ts'
import { isOpenedRecently, toPublicJob } from '#app/utils/jobs/public-jobs.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { JOB_STATE_LABELS, jobSchemaFor, jobState } from '#app/utils/jobs/job-schema.ts'
import { categoryChoices, listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { showCategoryOf } from '#app/utils/jobs/job-categories.ts'
import { checkPdfField, pdfFormFiles } from '#app/utils/content/published-pdfs.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import careerStyles from '#app/styles/career.css?url'
import { JobForm } from './+shared/job-form.tsx'
import { jobRefusalError } from './+shared/job-refusals.server.ts'
import { AdvertSection, DeleteSection, JobPreview, OpenCloseSection, type Problem } from './+shared/job-panels.tsx'
import {
	countApplications,
	deleteJob,
	duplicateJob,
	removeAdvert,
	replaceAdvert,
	requireJob,
	setJobOpen,
	updateJob,
	jobTranslationsForForm,
	requirementsForForm,
} from '#app/utils/jobs/jobs.server.ts'
import { formatIndianDateTime, todayInIndia } from '#app/utils/common/dates.ts'
import type { Route } from './+types/edit'

// The preview shows the public card and page with the site's own styles.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: careerStyles }]

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta({
		title: loaderData ? `Job: ${loaderData.job.title}` : 'Job',
		description: 'The Brisk back office.',
		path: '/admin/jobs',
		matches,
		noindex: true,
	})

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('jobs')]

export async function loader({ params }: Route.LoaderArgs) {
	const db = getDb()
	const job = await requireJob(db, params.id)
	const state = jobState(job)
	return {
		job: toPublicJob(job),
		categories: await categoryChoices(db, job.category),
		category: showCategoryOf(await listCategories(db, { retired: true }), job.category, 'en'),
		form: {
			title: job.title,
			designation: job.designation,
			category: job.category,
			location: job.location,
			phone: job.phone,
			tillDate: job.till_date,
			description: job.description,
			...requirementsForForm(job),
			...(await jobTranslationsForForm(db, job.id)),
		},
		state,
		stateLabel: JOB_STATE_LABELS[state],
		applications: await countApplications(db, job.id),
		recent: state === 'open' && isOpenedRecently(job.opened_at, todayInIndia()),
		updated: formatIndianDateTime(job.updated_at),
	}
}

function problem(about: Problem['about'], text: string) {
	return data({ result: null, problem: { about, text } satisfies Problem }, { status: 400 })
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const job = await requireJob(db, params.id)

	// The advert comes as a multipart form with its file; every other action is a plain form.
	if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
		const form = await readForm(request, { files: pdfFormFiles() })
		if (form.formData.get('intent') !== 'advert') throw new Response('Unknown action.', { status: 400 })
		const pdf = await checkPdfField(form)
		if (!pdf.ok) return problem('advert', pdf.message)
		await replaceAdvert(db, staff, job, pdf)
		throw redirect(withNotice(`/admin/jobs/${job.id}`, 'job-advert-saved'))
	}

	const { formData } = await readForm(request)
	const intent = formData.get('intent')
	if (intent === 'save') {
		const categories = await categoryChoices(db, job.category)
		const submission = parseWithZod(formData, { schema: jobSchemaFor(categories.map((category) => category.value)) })
		if (submission.status !== 'success') return data({ result: submission.reply(), problem: null }, { status: 400 })
		const saved = await updateJob(db, staff, job.id, submission.value)
		if (!saved.ok) {
			const { field, message } = jobRefusalError(saved, 'save')
			return data({ result: submission.reply({ fieldErrors: { [field]: [message] } }), problem: null }, { status: 400 })
		}
		throw redirect(withNotice(`/admin/jobs/${job.id}`, 'job-saved'))
	}
	if (intent === 'close') {
		await setJobOpen(db, staff, job.id, false)
		throw redirect(withNotice(`/admin/jobs/${job.id}`, 'job-closed'))
	}
	if (intent === 'reopen') {
		const reopened = await setJobOpen(db, staff, job.id, true)
		if (!reopened.ok) return problem('open', jobRefusalError(reopened, 'reopen').message)
		throw redirect(withNotice(`/admin/jobs/${job.id}`, 'job-reopened'))
	}
	if (intent === 'duplicate') {
		const copyId = await duplicateJob(db, staff, job)
		throw redirect(withNotice(`/admin/jobs/${copyId}`, 'job-duplicated'))
	}
	if (intent === 'delete') {
		if (!(await deleteJob(db, staff, job))) {
			return problem('delete', 'This job has applications, so it cannot be deleted. Close it instead.')
		}
		throw redirect(withNotice('/admin/jobs', 'job-deleted'))
	}
	if (intent === 'remove-advert' && job.pdf) {
		await removeAdvert(db, staff, job)
		throw redirect(withNotice(`/admin/jobs/${job.id}`, 'job-advert-removed'))
	}
	throw new Response('Unknown action.', { status: 400 })
}

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
	const { job, form, state, stateLabel, applications, updated, recent, categories, category } = loaderData
	const problemAbout = (about: Problem['about']) =>
		actionData?.problem?.about === about ? actionData.problem.text : null
	return (
		<section className="admin-page" aria-labelledby="job-title">
			<p>
				<Link to="/admin/jobs">All jobs</Link>
			</p>
			<div className="admin-page-head">
				<h1 id="job-title">{job.title}</h1>
				<span className={`admin-badge ${state === 'open' ? 'admin-badge-ok' : 'admin-badge-warn'}`}>{stateLabel}</span>
			</div>
			<dl className="admin-facts">
				<dt>Applications</dt>
				<dd>{applications}</dd>
				<dt>Public page</dt>
				<dd>
					<a href={`/career/${job.id}`}>/career/{job.id}</a>
				</dd>
				<dt>Last changed</dt>
				<dd>{updated}</dd>
			</dl>
			<p>
				<Link to={`/admin/jobs/${job.id}/pool`}>People who applied before for this kind of job here</Link>
			</p>

			<section aria-labelledby="job-details-title" className="admin-section">
				<h2 id="job-details-title">Details</h2>
				<JobForm
					key={updated}
					id="edit-job"
					lastResult={actionData?.result}
					defaultValue={form}
					submitLabel="Save the job"
					categories={categories}
				/>
			</section>

			<AdvertSection pdf={job.pdf} error={problemAbout('advert')} />
			<OpenCloseSection state={state} error={problemAbout('open')} />
			<DeleteSection applications={applications} error={problemAbout('delete')} />
			<JobPreview job={job} recent={recent} category={category} />
		</section>
	)
}
