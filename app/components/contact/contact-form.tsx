import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { useNavigation } from 'react-router'
import { Field, FormNotice, PostForm, useIsPending } from '#app/components/forms.tsx'
import { fillParts, useT, useLocalize } from '#app/i18n/index.ts'
import {
	CONTACT_FIND_LABELS,
	CONTACT_FIND_OPTIONS,
	CONTACT_SERVICE_LABELS,
	CONTACT_SERVICES,
	contactSchema,
	type ContactEnquiry,
} from '#app/utils/enquiries/contact-schema.ts'
import { FORM_STAMP_FIELD, HONEYPOT_FIELD } from '#app/utils/enquiries/spam.ts'
import { formConstraint } from '#app/utils/common/form-constraints.ts'
import { company } from '#content/company.ts'

export interface ContactFormResult {
	result: SubmissionResult<string[]>
	sent: boolean
	/** Refused by the hourly limits: nothing was sent. */
	tooMany?: boolean
	/** After a sent enquiry, the service and the way they found us, which the emptied form keeps chosen. */
	chosen?: Pick<ContactEnquiry, 'Service' | 'Find'>
}

/** Conform hands a React key with each control's props; React wants it apart from the spread. */
function withoutKey<T extends { key?: string }>({ key, ...props }: T) {
	return [key, props] as const
}

const noSubscription = () => () => {}

/** False in the server HTML and until hydration: without JavaScript, Submit stays enabled. */
function useHydrated() {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	)
}

/**
 * The enquiry form. A plain POST that works
 * without JavaScript; with it, the same schema checks each field once touched,
 * and Submit stays disabled until the whole form is valid.
 */
export function ContactForm({ lastResult, formStamp }: { lastResult?: ContactFormResult; formStamp: string }) {
	const localize = useLocalize()
	const t = useT()
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const submitting = useIsPending({ formAction: localize('/contact-us') })
	const schema = useMemo(() => contactSchema(t), [t])
	const [form, fields] = useForm({
		id: 'contact-form',
		lastResult: navigation.state === 'idle' ? lastResult?.result : null,
		// A sent form is emptied, but for its two choices (a refused one keeps everything typed).
		defaultValue: (lastResult?.sent ? lastResult.chosen : undefined) as Partial<ContactEnquiry> | undefined,
		constraint: formConstraint(schema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate({ formData }) {
			return parseWithZod(formData, { schema })
		},
	})
	const [offline, setOffline] = useState(false)
	const complete = schema.safeParse(form.value ?? {}).success
	const formProps = getFormProps(form)
	const notice = lastResult && navigation.state === 'idle' ? lastResult : null

	const [nameKey, nameProps] = withoutKey(getInputProps(fields.Name, { type: 'text' }))
	const [emailKey, emailProps] = withoutKey(getInputProps(fields.Email, { type: 'email' }))
	const [mobileKey, mobileProps] = withoutKey(
		getInputProps(fields.Mobile, { type: 'tel', ariaDescribedBy: `${fields.Mobile.id}-hint` }),
	)
	const [subjectKey, subjectProps] = withoutKey(getInputProps(fields.Subject, { type: 'text' }))
	const [messageKey, messageProps] = withoutKey(getTextareaProps(fields.Message))
	const [serviceKey, serviceProps] = withoutKey(getSelectProps(fields.Service))
	const [findKey, findProps] = withoutKey(getSelectProps(fields.Find))

	return (
		<PostForm
			action={localize('/contact-us')}
			{...formProps}
			onSubmit={(event) => {
				// Without a connection the post would fail and take the typed text with it: say so instead.
				setOffline(!navigator.onLine)
				if (!navigator.onLine) return event.preventDefault()
				formProps.onSubmit(event)
			}}
			className="contact-form"
			aria-labelledby="contact-form-title"
		>
			<h2 id="contact-form-title">{t('contact.formTitle')}</h2>
			<p className="field-hint">{t('contact.formHint')}</p>
			<div aria-live="polite" aria-atomic="true" className="contact-form-status">
				{notice?.sent ? <FormNotice tone="success">{t('contact.sent')}</FormNotice> : null}
			</div>
			{offline ? <FormNotice tone="error">{t('form.network')}</FormNotice> : null}
			{form.errors?.length && !offline ? <FormNotice tone="error">{form.errors[0]}</FormNotice> : null}
			{notice?.tooMany && !offline ? (
				<FormNotice tone="error">
					{fillParts(t('contact.tooMany'), { phone: <a href={company.phoneHref}>{company.phone}</a> })}
				</FormNotice>
			) : null}
			<input key={formStamp} type="hidden" name={FORM_STAMP_FIELD} defaultValue={formStamp} />
			<div className="honeypot" aria-hidden="true">
				<label htmlFor="contact-website">{t('contact.field.honeypot')}</label>
				<input
					id="contact-website"
					type="text"
					name={HONEYPOT_FIELD}
					tabIndex={-1}
					autoComplete="off"
					defaultValue=""
				/>
			</div>

			<div className="form-grid form-grid-2">
				<Field
					id={fields.Name.id}
					label={t('contact.field.name')}
					errors={fields.Name.errors}
					errorId={fields.Name.errorId}
					required
				>
					<input key={nameKey} {...nameProps} autoComplete="name" />
				</Field>
				<Field
					id={fields.Email.id}
					label={t('contact.field.email')}
					errors={fields.Email.errors}
					errorId={fields.Email.errorId}
					required
				>
					<input key={emailKey} {...emailProps} autoComplete="email" />
				</Field>
				<Field
					id={fields.Mobile.id}
					label={t('contact.field.mobile')}
					hint={t('contact.field.mobileHint')}
					hintId={`${fields.Mobile.id}-hint`}
					errors={fields.Mobile.errors}
					errorId={fields.Mobile.errorId}
					required
				>
					<input key={mobileKey} {...mobileProps} autoComplete="tel" inputMode="tel" />
				</Field>
				<Field
					id={fields.Subject.id}
					label={t('contact.field.subject')}
					errors={fields.Subject.errors}
					errorId={fields.Subject.errorId}
					required
				>
					<input key={subjectKey} {...subjectProps} />
				</Field>
				<Field
					id={fields.Service.id}
					label={t('contact.field.service')}
					errors={fields.Service.errors}
					errorId={fields.Service.errorId}
					required
				>
					<select key={serviceKey} {...serviceProps} required>
						<option value="">{t('contact.field.serviceChoose')}</option>
						{CONTACT_SERVICES.map((service) => (
							<option key={service} value={service}>
								{t(CONTACT_SERVICE_LABELS[service])}
							</option>
						))}
					</select>
				</Field>
				<Field
					id={fields.Find.id}
					label={t('contact.field.find')}
					errors={fields.Find.errors}
					errorId={fields.Find.errorId}
					required
				>
					<select key={findKey} {...findProps} required>
						<option value="">{t('contact.field.findChoose')}</option>
						{CONTACT_FIND_OPTIONS.map((option) => (
							<option key={option} value={option}>
								{t(CONTACT_FIND_LABELS[option])}
							</option>
						))}
					</select>
				</Field>
				<Field
					id={fields.Message.id}
					label={t('contact.field.message')}
					errors={fields.Message.errors}
					errorId={fields.Message.errorId}
					required
					className="contact-message"
				>
					<textarea key={messageKey} {...messageProps} rows={6} />
				</Field>
			</div>

			<div className="contact-submit">
				<button
					type="submit"
					className="button button-primary"
					disabled={submitting || (hydrated && !complete)}
					aria-describedby={hydrated && !complete ? 'contact-submit-hint' : undefined}
				>
					{submitting ? t('contact.sending') : t('contact.submit')}
				</button>
				{hydrated && !complete ? (
					<p id="contact-submit-hint" className="field-hint">
						{t('contact.submitHint')}
					</p>
				) : null}
			</div>
		</PostForm>
	)
}
