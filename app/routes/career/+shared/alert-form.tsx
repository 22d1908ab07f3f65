import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { useNavigation } from 'react-router'
import { Field, FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { useLocalize, useT } from '#app/i18n/index.ts'
import { formConstraint } from '#app/utils/common/form-constraints.ts'
import { jobAlertSchema } from '#app/utils/alerts/job-alert-schema.ts'
import { JOB_CATEGORIES } from '#app/utils/jobs/jobs.ts'
import type { ShownCategory } from '#app/utils/jobs/job-categories.ts'

/**
 * "Get new jobs by e-mail or text": the career page shows it under the list, /career/alerts on its
 * own; both post to /career/alerts, which answers with the form again and the result above it.
 */
export function JobAlertForm({
	lastResult,
	defaultCategory = '',
	headingLevel = 2,
	categories,
}: {
	lastResult?: SubmissionResult<string[]> | null
	defaultCategory?: string
	headingLevel?: 1 | 2
	/** The categories visitors choose from, named in the page's language (staff keep them). */
	categories?: ShownCategory[]
}) {
	const t = useT()
	const localize = useLocalize()
	const navigation = useNavigation()
	const choices = useMemo(
		() =>
			categories ??
			JOB_CATEGORIES.map((category) => ({ value: category.value, name: t(category.key), lang: undefined })),
		[categories, t],
	)
	const schema = useMemo(
		() =>
			jobAlertSchema(
				t,
				choices.map((category) => category.value),
			),
		[t, choices],
	)
	const [form, fields] = useForm({
		id: 'job-alert-form',
		lastResult: navigation.state === 'idle' ? lastResult : null,
		constraint: formConstraint(schema),
		defaultValue: { category: defaultCategory },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate({ formData }) {
			return parseWithZod(formData, { schema })
		},
	})
	const Heading = headingLevel === 1 ? 'h1' : 'h2'
	const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category)
	const { key: placeKey, ...placeProps } = getInputProps(fields.place, {
		type: 'text',
		ariaDescribedBy: `${fields.place.id}-hint`,
	})
	const { key: addressKey, ...addressProps } = getInputProps(fields.address, {
		type: 'text',
		ariaDescribedBy: `${fields.address.id}-hint`,
	})
	return (
		<section className="job-alerts" aria-labelledby="job-alerts-title">
			<Heading id="job-alerts-title">{t('alerts.title')}</Heading>
			<p>{t('alerts.intro')}</p>
			{/* /career/alerts is sent without React: from the career page too, the browser posts the form itself. */}
			<PostForm action={localize('/career/alerts')} reloadDocument {...getFormProps(form)} className="job-alert-form">
				{form.errors?.length ? <FormNotice tone="error">{form.errors[0]}</FormNotice> : null}
				<Field
					id={fields.category.id}
					label={t('alerts.field.category')}
					errors={fields.category.errors}
					errorId={fields.category.errorId}
				>
					<select key={categoryKey} {...categoryProps}>
						<option value="">{t('career.categoryAll')}</option>
						{choices.map((category) => (
							<option key={category.value} value={category.value} lang={category.lang}>
								{category.name}
							</option>
						))}
					</select>
				</Field>
				<Field
					id={fields.place.id}
					label={t('alerts.field.place')}
					hint={t('alerts.field.placeHint')}
					hintId={`${fields.place.id}-hint`}
					errors={fields.place.errors}
					errorId={fields.place.errorId}
				>
					<input key={placeKey} {...placeProps} autoComplete="address-level2" />
				</Field>
				<Field
					id={fields.address.id}
					label={t('alerts.field.address')}
					hint={t('alerts.field.addressHint')}
					hintId={`${fields.address.id}-hint`}
					errors={fields.address.errors}
					errorId={fields.address.errorId}
					required
				>
					<input
						key={addressKey}
						{...addressProps}
						autoComplete="email"
						autoCapitalize="none"
						spellCheck={false}
						inputMode="email"
					/>
				</Field>
				<StatusButton className="button button-primary">{t('alerts.submit')}</StatusButton>
			</PostForm>
		</section>
	)
}
