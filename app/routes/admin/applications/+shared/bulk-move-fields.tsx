import { STAGES } from '#app/utils/applications/stages.ts'
import { INTERVIEW_SPACINGS } from '#app/utils/applications/interview-slots.ts'

// The fields of a bulk move (the list's form and the bulk page's): the stage, the
// interview's day, time, place and whom to ask for, and whether to tell the applicants.
// Plain controls, so that the form works without JavaScript; the server checks it all.

export interface BulkMoveValues {
	stage?: string
	sendMail?: boolean
	interviewDate?: string
	interviewTime?: string
	/** Minutes between one applicant's interview and the next's ('' or none: all at the same time). */
	interviewEvery?: string
	interviewPlace?: string
	interviewAskFor?: string
	rejectionReason?: string
}

export type BulkMoveErrors = Partial<Record<keyof BulkMoveValues, string>>

function Control({
	id,
	label,
	hint,
	error,
	children,
}: {
	id: string
	label: string
	hint?: string
	error?: string
	children: (describedBy: string | undefined) => React.ReactNode
}) {
	const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
	return (
		<div className="field">
			<label htmlFor={id}>{label}</label>
			{children(describedBy)}
			{hint ? (
				<span id={`${id}-hint`} className="field-hint">
					{hint}
				</span>
			) : null}
			{error ? (
				<span id={`${id}-error`} className="field-error">
					{error}
				</span>
			) : null}
		</div>
	)
}

export function BulkMoveFields({
	values = {},
	errors = {},
	idPrefix = 'bulk',
	reasons = [],
}: {
	values?: BulkMoveValues
	errors?: BulkMoveErrors
	idPrefix?: string
	/** The office's reasons for rejecting, to choose one from. */
	reasons?: readonly string[]
}) {
	const id = (name: string) => `${idPrefix}-${name}`
	const input = (name: keyof BulkMoveValues, type: string, maxLength?: number) => (describedBy?: string) => (
		<input
			id={id(name)}
			name={name}
			type={type}
			maxLength={maxLength}
			defaultValue={typeof values[name] === 'string' ? values[name] : ''}
			aria-invalid={errors[name] ? true : undefined}
			aria-describedby={describedBy}
		/>
	)
	return (
		<div className="admin-bulk-fields">
			<Control id={id('stage')} label="Move them to" error={errors.stage}>
				{(describedBy) => (
					<select
						id={id('stage')}
						name="stage"
						defaultValue={values.stage ?? ''}
						aria-invalid={errors.stage ? true : undefined}
						aria-describedby={describedBy}
					>
						<option value="">Choose…</option>
						{STAGES.map((stage) => (
							<option key={stage} value={stage}>
								{stage}
							</option>
						))}
					</select>
				)}
			</Control>
			<fieldset className="admin-fieldset admin-bulk-interview">
				<legend>For an interview: the same day and place for each</legend>
				<Control id={id('interviewDate')} label="Day of the interview" error={errors.interviewDate}>
					{input('interviewDate', 'date')}
				</Control>
				<Control id={id('interviewTime')} label="Time of the interview" error={errors.interviewTime}>
					{input('interviewTime', 'time')}
				</Control>
				<Control
					id={id('interviewEvery')}
					label="One every"
					hint="From that time, in the order shown; each applicant is told their own time."
					error={errors.interviewEvery}
				>
					{(describedBy) => (
						<select
							id={id('interviewEvery')}
							name="interviewEvery"
							defaultValue={values.interviewEvery ?? ''}
							aria-invalid={errors.interviewEvery ? true : undefined}
							aria-describedby={describedBy}
						>
							<option value="">All at the same time</option>
							{INTERVIEW_SPACINGS.map((minutes) => (
								<option key={minutes} value={String(minutes)}>
									{`${minutes} minutes`}
								</option>
							))}
						</select>
					)}
				</Control>
				<Control
					id={id('interviewPlace')}
					label="Place of the interview"
					hint="The office's address."
					error={errors.interviewPlace}
				>
					{input('interviewPlace', 'text', 200)}
				</Control>
				<Control
					id={id('interviewAskFor')}
					label="Whom to ask for"
					hint="A name or a desk."
					error={errors.interviewAskFor}
				>
					{input('interviewAskFor', 'text', 100)}
				</Control>
			</fieldset>
			<Control
				id={id('rejectionReason')}
				label="Reason, when rejecting"
				hint="The same for each; kept for the office's reports, never told to the applicants."
				error={errors.rejectionReason}
			>
				{(describedBy) => (
					<select
						id={id('rejectionReason')}
						name="rejectionReason"
						defaultValue={values.rejectionReason ?? ''}
						aria-invalid={errors.rejectionReason ? true : undefined}
						aria-describedby={describedBy}
					>
						<option value="">No reason given</option>
						{reasons.map((reason) => (
							<option key={reason} value={reason}>
								{reason}
							</option>
						))}
					</select>
				)}
			</Control>
			<div className="admin-checkbox">
				<div className="admin-checkbox-row">
					<input
						id={id('sendMail')}
						name="sendMail"
						type="checkbox"
						value="on"
						defaultChecked={values.sendMail ?? false}
						aria-describedby={`${id('sendMail')}-hint`}
					/>
					<label htmlFor={id('sendMail')}>Tell each applicant</label>
				</div>
				<span id={`${id('sendMail')}-hint`} className="field-hint">
					For Shortlisted, Interview, Hired and Rejected: a mail in the language they applied in (with a calendar
					invitation for an interview), or a text message to those without e-mail.
				</span>
			</div>
		</div>
	)
}
