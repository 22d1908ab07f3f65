import { getInputProps, getSelectProps, type FieldMetadata } from '@conform-to/react'
import { Link } from 'react-router'
import { Field } from '#app/components/forms.tsx'
import { fillParts, useLocalize, useT } from '#app/i18n/index.ts'
import { jobTextLang } from '#app/utils/jobs/public-jobs.ts'
import { JOB_CATEGORIES } from '#app/utils/jobs/jobs.ts'
import type { ApplyJob } from './apply-job.ts'

// The apply form's fields, each a label, its input and its message (Field), named by Conform's metadata.

/** A field of the apply form, as Conform describes it. */
export type ApplyField = FieldMetadata<unknown, Record<string, unknown>, string[]>

/**
 * What app/enhance/apply.js shows for a field, in the page's language: its own message (data-error) and its length
 * limit's (data-too-long).
 */
export type FieldMessages = { 'data-error'?: string; 'data-too-long'?: string }

/** The job the form is for, its title and place each in the language it is written in. */
export function ApplyFor({ job }: { job: ApplyJob }) {
	const t = useT()
	return (
		<p className="apply-for">
			{fillParts(t('apply.forJob'), {
				title: <span lang={jobTextLang(job, 'title')}>{job.title}</span>,
				location: <span lang={jobTextLang(job, 'location')}>{job.location}</span>,
			})}
		</p>
	)
}

/** A line of text about the person (name, e-mail, phone, place), required unless said otherwise. */
export function TextField({
	field,
	label,
	type = 'text',
	autoComplete,
	required = true,
	hint,
	maxLength,
	messages,
}: {
	field: ApplyField
	label: string
	type?: 'text' | 'email' | 'tel'
	autoComplete: string
	required?: boolean
	hint?: string
	maxLength: number | undefined
	messages: FieldMessages
}) {
	const hintAt = hint ? `${field.id}-hint` : undefined
	return (
		<Field
			id={field.id}
			label={required ? label : <OptionalLabel text={label} />}
			required={required}
			hint={hint}
			hintId={hintAt}
			errors={field.errors}
			errorId={field.errorId}
		>
			<input
				{...withoutKey(getInputProps(field, { type, ariaDescribedBy: hintAt }))}
				key={field.key}
				autoComplete={autoComplete}
				inputMode={type === 'tel' ? 'tel' : undefined}
				maxLength={maxLength}
				aria-required={required || undefined}
				{...messages}
			/>
		</Field>
	)
}

/** A line of text that may be left empty unless said otherwise (qualification, employer, the questions instead of a resume). */
export function OptionalField({
	field,
	label,
	required = false,
	autoComplete,
	maxLength,
	messages,
}: {
	field: ApplyField
	label: string
	required?: boolean
	autoComplete?: string
	maxLength: number | undefined
	messages: FieldMessages
}) {
	return (
		<Field
			id={field.id}
			label={required ? label : <OptionalLabel text={label} />}
			required={required}
			errors={field.errors}
			errorId={field.errorId}
		>
			<input
				{...withoutKey(getInputProps(field, { type: 'text' }))}
				key={field.key}
				autoComplete={autoComplete}
				maxLength={maxLength}
				aria-required={required || undefined}
				{...messages}
			/>
		</Field>
	)
}

/** The field of work, asked only of a job without a known category. */
export function JobFieldSelect({ field }: { field: ApplyField }) {
	const t = useT()
	return (
		<Field id={field.id} label={t('apply.jobField')} required errors={field.errors} errorId={field.errorId}>
			<select
				{...withoutKey(getSelectProps(field))}
				key={field.key}
				aria-required
				data-error={t('apply.error.jobField')}
			>
				<option value="">{t('apply.jobFieldChoose')}</option>
				{JOB_CATEGORIES.map((category) => (
					<option key={category.value} value={category.value}>
						{t(category.key)}
					</option>
				))}
			</select>
		</Field>
	)
}

/** The consent to the privacy policy, a checkbox with its label beside it. */
export function ConsentField({ field }: { field: ApplyField }) {
	const t = useT()
	return (
		<div className="field apply-consent">
			<div className="apply-consent-row">
				<input
					{...withoutKey(getInputProps(field, { type: 'checkbox', value: 'on' }))}
					key={field.key}
					aria-required
					data-error={t('apply.error.consent')}
				/>
				<label htmlFor={field.id}>
					<ConsentText />
				</label>
			</div>
			<span id={field.errorId} className="field-error">
				{field.errors?.[0] ?? null}
			</span>
		</div>
	)
}

/** Conform hands a React key with each control's props; React wants it apart from the spread. */
export function withoutKey<T extends { key?: string }>({ key: _key, ...props }: T) {
	return props
}

export function OptionalLabel({ text }: { text: string }) {
	const t = useT()
	return (
		<>
			{text} <span className="apply-optional">{t('apply.optional')}</span>
		</>
	)
}

function ConsentText() {
	const t = useT()
	const localize = useLocalize()
	const [before = '', after = ''] = t('apply.consent', { link: '{link}' }).split('{link}')
	return (
		<>
			{before}
			<Link to={localize('/privacy')} target="_blank">
				{t('apply.privacyLink')} <span className="visually-hidden">{t('link.newTab')}</span>
			</Link>
			{after}
		</>
	)
}
