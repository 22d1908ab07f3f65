import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type SubmissionResult,
} from '@conform-to/react'
import { useMemo } from 'react'
import { Field, FormNotice, PostForm } from '#app/components/forms.tsx'
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

/**
 * The enquiry form, rendered on the server only (the page is sent without React): a plain POST that works without
 * JavaScript, the server's answer showing every message. With JavaScript, app/enhance/contact.js checks each field
 * once touched and keeps Submit disabled until the whole form is valid, with the messages this markup carries in
 * the page's language (data-error, data-too-long on each control; data-control-characters, data-sending-label on the form;
 * the no-connection notice in a template), and posts with fetch so a lost connection keeps the page and the text.
 */
export function ContactForm({ lastResult, formStamp }: { lastResult?: ContactFormResult; formStamp: string }) {
	const localize = useLocalize()
	const t = useT()
	const schema = useMemo(() => contactSchema(t), [t])
	const [form, fields] = useForm({
		id: 'contact-form',
		lastResult: lastResult?.result,
		// A sent form is emptied, but for its two choices (a refused one keeps everything typed).
		defaultValue: (lastResult?.sent ? lastResult.chosen : undefined) as Partial<ContactEnquiry> | undefined,
		constraint: formConstraint(schema),
	})
	// Its onSubmit is React's, which never runs in the browser here: contact.js stands in for it.
	const formProps = getFormProps(form)

	/** What contact.js shows for a field: its own message, and the length limit's with the field's limit. */
	const messages = (key: Parameters<typeof t>[0], maxLength?: number) => ({
		'data-error': t(key),
		'data-too-long': maxLength ? t('form.tooLong', { max: maxLength }) : undefined,
	})
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
			className="contact-form"
			aria-labelledby="contact-form-title"
			data-contact-form=""
			data-control-characters={t('form.controlCharacters')}
			data-sending-label={t('contact.sending')}
		>
			<h2 id="contact-form-title">{t('contact.formTitle')}</h2>
			<p className="field-hint">{t('contact.formHint')}</p>
			<div aria-live="polite" aria-atomic="true" className="contact-form-status">
				{lastResult?.sent ? <FormNotice tone="success">{t('contact.sent')}</FormNotice> : null}
			</div>
			{/* Shown by contact.js when Submit is pressed without a connection (nothing is sent, nothing is lost). */}
			<template id="contact-offline">
				<FormNotice tone="error">{t('form.network')}</FormNotice>
			</template>
			{form.errors?.length ? <FormNotice tone="error">{form.errors[0]}</FormNotice> : null}
			{lastResult?.tooMany ? (
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
					<input
						key={nameKey}
						{...nameProps}
						{...messages('contact.error.name', fields.Name.maxLength)}
						autoComplete="name"
					/>
				</Field>
				<Field
					id={fields.Email.id}
					label={t('contact.field.email')}
					errors={fields.Email.errors}
					errorId={fields.Email.errorId}
					required
				>
					<input key={emailKey} {...emailProps} {...messages('contact.error.email')} autoComplete="email" />
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
					<input
						key={mobileKey}
						{...mobileProps}
						{...messages('contact.error.mobile')}
						autoComplete="tel"
						inputMode="tel"
					/>
				</Field>
				<Field
					id={fields.Subject.id}
					label={t('contact.field.subject')}
					errors={fields.Subject.errors}
					errorId={fields.Subject.errorId}
					required
				>
					<input key={subjectKey} {...subjectProps} {...messages('contact.error.subject', fields.Subject.maxLength)} />
				</Field>
				<Field
					id={fields.Service.id}
					label={t('contact.field.service')}
					errors={fields.Service.errors}
					errorId={fields.Service.errorId}
					required
				>
					<select key={serviceKey} {...serviceProps} {...messages('contact.error.service')} required>
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
					<select key={findKey} {...findProps} {...messages('contact.error.find')} required>
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
					<textarea
						key={messageKey}
						{...messageProps}
						{...messages('contact.error.message', fields.Message.maxLength)}
						rows={6}
					/>
				</Field>
			</div>

			<div className="contact-submit">
				<button type="submit" className="button button-primary">
					{t('contact.submit')}
				</button>
				{/* Shown by contact.js while Submit waits for a valid form: without JavaScript, Submit is always active. */}
				<p id="contact-submit-hint" className="field-hint" hidden>
					{t('contact.submitHint')}
				</p>
			</div>
		</PostForm>
	)
}
