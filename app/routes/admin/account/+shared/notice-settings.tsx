import { getFormProps } from '@conform-to/react'
import { FormErrors, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { FieldError, FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import type { NoticeFrequency } from '#app/utils/db/schema.ts'
import { NOTICE_FREQUENCIES, NOTICE_LABELS, NoticeSettingsSchema } from '#app/utils/applications/application-notices.ts'

export interface NoticeSettingsData {
	frequency: NoticeFrequency
	allJobs: boolean
	jobIds: number[]
	jobs: Array<{ id: number; title: string; location: string }>
}

/** "Tell me about new applications": at once, a daily digest at 9:00, or never; every job or the jobs picked. */
export function NoticeSettings({
	settings,
	lastResult,
	saved,
}: {
	settings: NoticeSettingsData
	lastResult: Parameters<typeof useAdminForm>[0]['lastResult']
	saved: boolean
}) {
	const [form, fields] = useAdminForm({ id: 'notices', schema: NoticeSettingsSchema, lastResult })
	// Without the page's script a refused choice comes back from the server: what was ticked stays ticked.
	const sent = lastResult?.initialValue
	const frequency = typeof sent?.frequency === 'string' ? sent.frequency : settings.frequency
	const allJobs = typeof sent?.scope === 'string' ? sent.scope === 'all' : settings.allJobs
	const picked = sent ? [sent.jobs ?? []].flat().map(String) : settings.jobIds.map(String)
	return (
		<section aria-labelledby="notices-title" className="admin-section" id="notices">
			<h2 id="notices-title">Mails about new applications</h2>
			{saved ? <FormNotice tone="success">Your choice is saved.</FormNotice> : null}
			<PostForm intent="notices" {...getFormProps(form)} className="admin-form">
				<FormErrors errors={form.errors} />
				<fieldset className="admin-fieldset" aria-describedby={fields.frequency.errorId}>
					<legend>Tell me about new applications</legend>
					{NOTICE_FREQUENCIES.map((option) => (
						<div className="admin-checkbox-row" key={option}>
							<input
								type="radio"
								id={`notices-${option}`}
								name="frequency"
								value={option}
								defaultChecked={frequency === option}
							/>
							<label htmlFor={`notices-${option}`}>{NOTICE_LABELS[option]}</label>
						</div>
					))}
					<FieldError id={fields.frequency.errorId} errors={fields.frequency.errors} />
					<p className="field-hint">
						A mail names the applicant and the job and links to the application; nothing more of the person.
					</p>
				</fieldset>
				<fieldset className="admin-fieldset" aria-describedby={fields.jobs.errorId}>
					<legend>For which jobs</legend>
					<div className="admin-checkbox-row">
						<input type="radio" id="notices-all" name="scope" value="all" defaultChecked={allJobs} />
						<label htmlFor="notices-all">Every job</label>
					</div>
					<div className="admin-checkbox-row">
						<input type="radio" id="notices-some" name="scope" value="some" defaultChecked={!allJobs} />
						<label htmlFor="notices-some">Only the jobs I pick below</label>
					</div>
					<FieldError id={fields.scope.errorId} errors={fields.scope.errors} />
					{settings.jobs.length === 0 ? (
						<p className="admin-empty">There are no jobs yet.</p>
					) : (
						<ul className="admin-notice-jobs">
							{settings.jobs.map((job) => (
								<li key={job.id} className="admin-checkbox-row">
									<input
										type="checkbox"
										id={`notices-job-${job.id}`}
										name="jobs"
										value={job.id}
										defaultChecked={picked.includes(String(job.id))}
									/>
									<label htmlFor={`notices-job-${job.id}`}>
										{job.title} <span className="admin-muted">({job.location})</span>
									</label>
								</li>
							))}
						</ul>
					)}
					<FieldError id={fields.jobs.errorId} errors={fields.jobs.errors} />
				</fieldset>
				<StatusButton className="button button-primary">Save my choice</StatusButton>
			</PostForm>
		</section>
	)
}
