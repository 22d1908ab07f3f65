import { getFormProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { FormErrors, SelectField, TextField, TextareaField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { jobSchemaFor, type JobSchema, type JobTranslationSchema } from '#app/utils/jobs/job-schema.ts'
import type { z } from 'zod'
import {
	LANGUAGE_NAMES,
	LANGUAGE_NAMES_IN_ENGLISH,
	TRANSLATED_LANGUAGES,
	type TranslatedLanguage,
} from '#app/i18n/languages.ts'
import { useMemo } from 'react'
import { Link } from 'react-router'
import { PostForm, StatusButton } from '#app/components/forms.tsx'

const OPTIONAL = [
	{ value: 'required', label: 'Required' },
	{ value: 'optional', label: 'Optional' },
]
const RESUME = [
	{ value: 'required', label: 'Required' },
	{ value: 'optional', label: 'Not required: ask three short questions instead' },
]
const EMAIL = [
	{ value: 'required', label: 'Required' },
	{ value: 'optional', label: 'Optional: the mobile number is enough' },
]

/** A new job asks what the original site asked of every applicant. */
export const NEW_JOB_REQUIREMENTS = {
	requirePhoto: 'required',
	requireResume: 'required',
	requireAadhaar: 'required',
	requireEmail: 'required',
}

/** The job's fields, as the new-job page and the job's page edit them. */
export function JobForm({
	id,
	lastResult,
	defaultValue,
	submitLabel,
	categories,
}: {
	id: string
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: Record<string, string | Record<string, string>>
	submitLabel: string
	/** The categories to choose from, by English name (staff keep them at /admin/jobs/categories). */
	categories: Array<{ value: string; label: string }>
}) {
	const schema = useMemo(() => jobSchemaFor(categories.map((category) => category.value)), [categories])
	const [form, fields] = useAdminForm({ id, schema, lastResult, defaultValue })
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
					options={categories}
					hint={
						<>
							Not in the list? <Link to="/admin/jobs/categories">Add a category</Link>.
						</>
					}
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
			<fieldset className="admin-fieldset">
				<legend>What applicants must send</legend>
				<p className="field-hint">
					What is optional stays on the form, marked optional. A guard’s or housekeeper’s job can do without a resume or
					an e-mail.
				</p>
				<div className="admin-form-row">
					<SelectField meta={fields.requirePhoto} label="Photo" options={OPTIONAL} required />
					<SelectField meta={fields.requireAadhaar} label="Aadhaar card" options={OPTIONAL} required />
				</div>
				<div className="admin-form-row">
					<SelectField
						meta={fields.requireResume}
						label="Resume"
						options={RESUME}
						hint="Without one, the form asks the last work, the years of work and the languages spoken."
						required
					/>
					<SelectField
						meta={fields.requireEmail}
						label="E-mail"
						options={EMAIL}
						hint="Without one, the mobile number identifies the applicant and the confirmation is on screen."
						required
					/>
				</div>
			</fieldset>
			{TRANSLATED_LANGUAGES.map((language) => (
				<TranslationFields key={language} language={language} meta={fields[language]} />
			))}
			<StatusButton className="button button-primary">{submitLabel}</StatusButton>
		</PostForm>
	)
}

/**
 * A job's words in another language. Each may stay empty: that language's page then
 * shows the English (marked as English for screen readers).
 */
function TranslationFields({
	language,
	meta,
}: {
	language: TranslatedLanguage
	meta: FieldMetadata<z.input<typeof JobTranslationSchema> | undefined, z.input<typeof JobSchema>>
}) {
	const fields = meta.getFieldset()
	const name = LANGUAGE_NAMES[language]
	const english = LANGUAGE_NAMES_IN_ENGLISH[language]
	const titleId = `${meta.id}-legend`
	return (
		<fieldset className="admin-fieldset" aria-describedby={`${titleId}-hint`}>
			<legend id={titleId}>
				In {english} (<span lang={language}>{name}</span>)
			</legend>
			<p className="field-hint" id={`${titleId}-hint`}>
				Optional. What is left empty shows in English on the {english} pages.
			</p>
			<div className="admin-form-row">
				<TextField meta={fields.title} label={`Job title (${name})`} lang={language} />
				<TextField meta={fields.designation} label={`Designation (${name})`} lang={language} />
			</div>
			<TextField meta={fields.location} label={`Location (${name})`} lang={language} />
			<TextareaField meta={fields.description} label={`Description (${name})`} rows={6} lang={language} />
		</fieldset>
	)
}
