import { getInputProps } from '@conform-to/react'
import { Field } from '#app/components/forms.tsx'
import { useT } from '#app/i18n/index.ts'
import { FILE_FIELDS, type JobRequirements } from '#app/utils/jobs/job-requirements.ts'
import { acceptAttribute, UPLOAD_MESSAGES, type UploadKind } from '#app/utils/files/file-formats.ts'
import { OptionalLabel, withoutKey, type ApplyField } from './apply-fields.tsx'

/** The words of each field's own button, in the page's language. */
const CHOOSE = { photo: 'apply.choose.photo', resume: 'apply.choose.resume', aadhaar: 'apply.choose.aadhaar' } as const

/**
 * The photo, resume and Aadhaar card fields. Without JavaScript each is the browser's own file control. Once the
 * page's scripts run each is a button in the page's language (a label of the input, shown by apply.css from the first
 * paint) with the chosen file's name beside it (app/enhance/apply-files.js), over the browser's control (visually
 * hidden, still focusable and labelled); a chosen picture is made
 * smaller before it travels, and the line under the field says so. The markup carries what that script says, in the
 * page's language: the field's messages (missing, wrong type, too large) and its largest size in bytes.
 */
export function FileFields({
	fields,
	requirements,
	maxBytes,
	size,
}: {
	fields: Record<UploadKind, ApplyField>
	requirements: JobRequirements
	/** The largest file of each field, in bytes. */
	maxBytes: Record<UploadKind, number>
	/** The largest file of each field, written out. */
	size: Record<UploadKind, string>
}) {
	const t = useT()
	return (
		<div className="form-grid apply-files">
			{FILE_FIELDS.map((kind) => {
				const field = fields[kind]
				const label = t(UPLOAD_MESSAGES[kind].label, { size: size[kind] })
				return (
					<Field
						key={kind}
						id={field.id}
						label={requirements[kind] ? label : <OptionalLabel text={label} />}
						required={requirements[kind]}
						hint={t(UPLOAD_MESSAGES[kind].hint)}
						hintId={`${field.id}-hint`}
						errors={field.errors}
						errorId={field.errorId}
					>
						<div className="apply-file">
							<input
								{...withoutKey(
									getInputProps(field, { type: 'file', ariaDescribedBy: `${field.id}-hint ${field.id}-sent` }),
								)}
								key={field.key}
								className="apply-file-input"
								accept={acceptAttribute(kind)}
								aria-required={requirements[kind] || undefined}
								data-error={t(UPLOAD_MESSAGES[kind].missing)}
								data-wrong-type={t(UPLOAD_MESSAGES[kind].type)}
								data-too-large={t(UPLOAD_MESSAGES[kind].tooLarge, { size: size[kind] })}
								data-max-bytes={maxBytes[kind]}
								data-picture={kind === 'resume' ? undefined : ''}
							/>
							<label htmlFor={field.id} className="button button-outline apply-file-button">
								{t(CHOOSE[kind])}
							</label>
							<span id={`${field.id}-name`} className="apply-file-name">
								{t('apply.noFile')}
							</span>
						</div>
						<span id={`${field.id}-sent`} className="field-hint" aria-live="polite" />
					</Field>
				)
			})}
		</div>
	)
}
