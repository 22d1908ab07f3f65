import { FormErrors } from '#app/components/admin/form-fields.tsx'
import type { ShownCategory } from '#app/utils/jobs/job-categories.ts'
import { PdfField } from '#app/components/admin/pdf-field.tsx'
import { JobCard } from '#app/components/career/job-card.tsx'
import { JobFacts } from '#app/components/career/job-facts.tsx'
import type { PublicJob } from '#app/utils/jobs/public-jobs.ts'
import type { JobState } from '#app/utils/jobs/job-schema.ts'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

// The parts of a job's back-office page besides its form: each is a form of its
// own that works without JavaScript; the irreversible ones open a confirmation first.

export interface Problem {
	about: 'advert' | 'open' | 'delete'
	text: string
}

export function AdvertSection({ pdf, error }: { pdf: string | null; error: string | null }) {
	return (
		<section aria-labelledby="advert-title" className="admin-section">
			<h2 id="advert-title">Advert</h2>
			{pdf ? (
				<p>
					Published as <a href={`/Pdf/${encodeURIComponent(pdf)}`}>{pdf}</a>.
				</p>
			) : (
				<p>This job has no advert. The card shows a download link once one is added.</p>
			)}
			<PostForm intent="advert" encType="multipart/form-data" className="admin-form">
				<PdfField
					id="advert-pdf"
					label={pdf ? 'New advert PDF' : 'Advert PDF'}
					hint="A PDF without scripts or attached files."
					error={error}
				/>
				<StatusButton className="button button-primary">
					{pdf ? 'Replace the advert' : 'Upload the advert'}
				</StatusButton>
			</PostForm>
			{pdf ? (
				<details className="admin-confirm">
					<summary>Remove the advert</summary>
					<PostForm intent="remove-advert">
						<p>The advert’s link stops working at once.</p>
						<StatusButton className="button button-danger">Yes, remove the advert</StatusButton>
					</PostForm>
				</details>
			) : null}
		</section>
	)
}

export function OpenCloseSection({ state, error }: { state: JobState; error: string | null }) {
	return (
		<section aria-labelledby="state-title" className="admin-section">
			<h2 id="state-title">Open, close or copy</h2>
			<FormErrors errors={error ? [error] : undefined} />
			<div className="admin-page-actions">
				<PostForm intent={state === 'open' ? 'close' : 'reopen'}>
					<StatusButton className="button button-outline">
						{state === 'open' ? 'Close the job' : 'Reopen the job'}
					</StatusButton>
				</PostForm>
				<PostForm intent="duplicate">
					<StatusButton className="button button-outline">Duplicate the job</StatusButton>
				</PostForm>
			</div>
			<p className="field-hint">
				A closed job leaves the career page and its page says it is closed; its applications stay. A copy starts closed,
				so it can be checked before it is reopened.
			</p>
		</section>
	)
}

export function DeleteSection({ applications, error }: { applications: number; error: string | null }) {
	return (
		<section aria-labelledby="delete-title" className="admin-section">
			<h2 id="delete-title">Delete</h2>
			<FormErrors errors={error ? [error] : undefined} />
			{applications > 0 ? (
				<p>
					This job has {applications === 1 ? 'one application' : `${applications} applications`}, so it cannot be
					deleted. Close it instead: it leaves the career page and its applications are kept.
				</p>
			) : (
				<details className="admin-confirm">
					<summary>Delete this job</summary>
					<PostForm intent="delete">
						<p>The job and its advert are deleted for good; its page answers “not found”.</p>
						<StatusButton className="button button-danger">Yes, delete the job</StatusButton>
					</PostForm>
				</details>
			)}
		</section>
	)
}

/** The public card and page as visitors see them (the saved version). */
export function JobPreview({ job, recent, category }: { job: PublicJob; recent: boolean; category: ShownCategory }) {
	return (
		<section aria-labelledby="preview-title" className="admin-section admin-job-preview">
			<h2 id="preview-title">Preview</h2>
			<h3>On the career page</h3>
			<div className="admin-job-preview-frame">
				<JobCard job={job} category={category} recent={recent} />
			</div>
			<h3>On the job’s page</h3>
			<div className="admin-job-preview-frame job-page">
				<p className="admin-job-preview-heading">{job.title}</p>
				<JobFacts job={job} category={category} />
			</div>
		</section>
	)
}
