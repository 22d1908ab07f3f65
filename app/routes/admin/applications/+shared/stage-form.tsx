import { getFormProps, getInputProps } from '@conform-to/react'
import { Link } from 'react-router'
import { z } from 'zod'
import { FormErrors, SelectField, TextField, useAdminForm } from '#app/components/admin/form-fields.tsx'
import { PostForm, StatusButton } from '#app/components/forms.tsx'
import { STAGES } from '#app/utils/applications/stages.ts'
import { checkInterview, STAGE_MOVE_FIELDS } from '#app/utils/applications/stage-move-schema.ts'

// An application's move to another stage, on its page: the stage, an interview's day, time, place and whom to ask
// for, a rejection's reason, and whether to tell the applicant.

export const StageSchema = z
	.object({
		intent: z.literal('stage'),
		stage: z.enum(STAGES, { error: 'Choose a stage.' }),
		// The stage the page showed: a colleague's move since then is not overwritten.
		seen: z.enum(STAGES).optional(),
		...STAGE_MOVE_FIELDS,
	})
	.superRefine(checkInterview)

export function StageForm({
	stage,
	byText,
	hints,
	reasons,
	lastResult,
}: {
	stage: string
	/** The office's reasons for rejecting, to choose one from. */
	reasons: string[]
	/** No e-mail on file: the news goes by text message to the mobile number. */
	byText: boolean
	/** Under the place and whom to ask for: the applicant's language, to write in. */
	hints: { place: string; askFor: string }
	lastResult: Parameters<typeof useAdminForm>[0]['lastResult']
}) {
	const [form, fields] = useAdminForm({ id: 'stage', schema: StageSchema, lastResult, defaultValue: { stage } })
	const { key: _key, ...mailCheckbox } = getInputProps(fields.sendMail, { type: 'checkbox', value: 'on' })
	return (
		<section className="admin-section" aria-labelledby="stage-title">
			<h2 id="stage-title">Stage</h2>
			<PostForm intent="stage" {...getFormProps(form)} className="admin-form">
				<input type="hidden" name="seen" value={stage} />
				<FormErrors errors={form.errors} />
				<SelectField
					meta={fields.stage}
					label="New stage"
					options={STAGES.map((value) => ({ value, label: value }))}
					required
				/>
				<fieldset className="admin-fieldset">
					<legend>For an interview mail</legend>
					<TextField meta={fields.interviewDate} label="Day of the interview" type="date" />
					<TextField meta={fields.interviewTime} label="Time of the interview" type="time" />
					<TextField meta={fields.interviewPlace} label="Place of the interview" hint={hints.place} />
					<TextField meta={fields.interviewAskFor} label="Whom to ask for" hint={hints.askFor} />
				</fieldset>
				<SelectField
					meta={fields.rejectionReason}
					label="Reason, when rejecting"
					hint={
						<>
							Kept for the office’s reports, never told to the applicant. HR keep the{' '}
							<Link to="/admin/applications/reasons">list of reasons</Link>.
						</>
					}
					placeholder="No reason given"
					options={reasons.map((value) => ({ value, label: value }))}
				/>
				<div className="admin-checkbox">
					<div className="admin-checkbox-row">
						<input {...mailCheckbox} aria-describedby="send-mail-hint" />
						<label htmlFor={fields.sendMail.id}>
							{byText ? 'Send the applicant a text message about it' : 'Send the applicant a mail about it'}
						</label>
					</div>
					<span id="send-mail-hint" className="field-hint">
						{byText ? (
							'No e-mail on file: for Shortlisted, Interview, Hired and Rejected, a short text message goes to the mobile number, in the language they applied in.'
						) : (
							<>
								For Shortlisted, Interview, Hired and Rejected, in the words of the{' '}
								<Link to="/admin/applications/templates">mail templates</Link>.
							</>
						)}
					</span>
				</div>
				<StatusButton className="button button-primary">Change the stage</StatusButton>
			</PostForm>
		</section>
	)
}
