import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { FormErrors, SelectField, TextField, TextareaField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { JobSchema, type JobInput } from '#app/utils/job-schema.ts'
import { JOB_CATEGORIES } from '#app/utils/jobs.ts'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

/** The job's fields, as the new-job page and the job's page edit them. */
export function JobForm({
	id,
	lastResult,
	defaultValue,
	submitLabel,
}: {
	id: string
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: Partial<Record<keyof JobInput, string>>
	submitLabel: string
}) {
	const [form, fields] = useAdminForm({ id, schema: JobSchema, lastResult, defaultValue })
	return (
		<PostForm intent="save" {...getFormProps(form)} className="admin-form admin-form-wide">
			<FormErrors errors={form.errors} />
			<div className="admin-form-row">
				<TextField meta={fields.title} label="Job title" hint="The card’s heading, e.g. “Security Guard”." required />
				<TextField meta={fields.designation} label="Designation" required />
			</div>
			<div className="admin-form-row">
				<SelectField
					meta={fields.category}
					label="Category"
					placeholder="Choose a category"
					options={JOB_CATEGORIES}
					required
				/>
				<TextField meta={fields.location} label="Location" hint="City, State: e.g. “Pune, Maharashtra”." required />
			</div>
			<div className="admin-form-row">
				<TextField meta={fields.phone} label="Phone for applicants" type="tel" autoComplete="off" required />
				<TextField
					meta={fields.tillDate}
					label="Last day to apply"
					type="date"
					hint="The job stays open through this whole day, Indian time."
					required
				/>
			</div>
			<TextareaField meta={fields.description} label="Description" rows={8} required />
			<StatusButton className="button button-primary">{submitLabel}</StatusButton>
		</PostForm>
	)
}
