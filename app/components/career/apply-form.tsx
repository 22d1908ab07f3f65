import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { useLanguage, useT, useLocalize } from '#app/i18n/index.ts'
import type { ApplyReply } from '#app/utils/applying/apply-outcome.ts'
import { linkedSource, withSource } from '#app/utils/applications/application-source.ts'
import { createApplySchema, photoMaxBytes } from '#app/utils/applying/apply-schema.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { categoryKey } from '#app/utils/jobs/jobs.ts'
import { formConstraint } from '#app/utils/common/form-constraints.ts'
import type { ApplyJob } from './apply-job.ts'
import { ApplyFor, ConsentField, JobFieldSelect, OptionalField, TextField } from './apply-fields.tsx'
import { FileFields, useChosenFiles } from './apply-file-fields.tsx'
import { ApplyStep, useApplySteps } from './apply-steps.tsx'
import { ApplyNotice, type ApplyNoticeKind } from './notice-list.tsx'
import { reselectFiles } from './reselect-files.ts'
import { useApplyUpload, type SentReply } from './use-apply-upload.ts'

/**
 * The Apply Job form. Without
 * JavaScript it is a plain multipart post to the apply page; with JavaScript it
 * validates as the visitor goes and sends the same body with a progress bar
 * (useApplyUpload). On a phone it is two steps (useApplySteps).
 */
export function ApplyForm({
	job,
	maxFileBytes,
	serverReply,
	onDone,
	submissionKey: pageSubmissionKey,
}: {
	job: ApplyJob
	maxFileBytes: number
	/** The answer to a post without JavaScript (the apply page's action). */
	serverReply?: ApplyReply
	/** The key of the page's submission without JavaScript (the dialog makes its own when it sends). */
	submissionKey?: string
	onDone?: (reply: ApplyReply) => void
}) {
	const localize = useLocalize()
	const t = useT()
	const language = useLanguage()
	const { requirements } = job
	// Where the person came from (a job alert, the feed, an invitation), as the link to the job's page said.
	const [searchParams] = useSearchParams()
	const source = linkedSource(searchParams.get('from'))
	// The job field is the job's own category (one of the original four or one staff added): asked only of a job without one.
	const jobCategory = job.category || null
	const schema = useMemo(
		() => createApplySchema({ t, maxFileBytes, requirements, jobCategory: jobCategory ?? undefined }),
		[t, maxFileBytes, requirements, jobCategory],
	)
	// Only the length limits: without JavaScript the server, not the browser, says what is missing, in the page's language.
	const limits = formConstraint(schema)
	const formRef = useRef<HTMLFormElement>(null)
	const noticeRef = useRef<HTMLDivElement>(null)
	const [notice, setNotice] = useState<ApplyNoticeKind | undefined>(serverReply?.outcome)
	const [reference, setReference] = useState<string | undefined>(serverReply?.reference)
	const [emailed, setEmailed] = useState<boolean | undefined>(serverReply?.emailed)
	const [text, setText] = useState<ApplyReply['text']>(serverReply?.text)
	const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(serverReply?.result)
	const [complete, setComplete] = useState<boolean | null>(null)
	// After a stale form: the visitor's current anti-forgery token, from the server's answer, for the next press.
	const [freshToken, setFreshToken] = useState<string | undefined>(undefined)
	// Whether the files chosen before a stale form's answer are still in the form, to go with the next press.
	const [filesKept, setFilesKept] = useState(false)
	const files = useChosenFiles(checkComplete)
	const size = formatBytes(maxFileBytes)
	const photoSize = formatBytes(photoMaxBytes(maxFileBytes))
	const upload = useApplyUpload({
		url: localize(`/career/${job.id}/submit`),
		onSend: () => setNotice(undefined),
		onFinish: finish,
	})

	const [form, fields] = useForm({
		id: `apply-${job.id}`,
		lastResult,
		// The job's own field; else an empty one, so that a reset shows "Choose a field" rather than a blank select.
		defaultValue: { jobField: jobCategory ?? '' },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		onSubmit(event, { formData }) {
			event.preventDefault()
			upload.submit(formData)
		},
	})
	const validate = (name: string) => form.validate({ name })
	// On a phone the form is two short steps (you; your documents); without JavaScript and on a wide screen, one page.
	const { stepped, step, stepOneRef, goToStep, showFirstProblem, nextStep } = useApplySteps({
		formId: form.id,
		formRef,
		lastResult,
		validate,
	})

	function checkComplete() {
		if (!formRef.current) return
		setComplete(parseWithZod(new FormData(formRef.current), { schema }).status === 'success')
	}

	// Apply now stays disabled until the whole form is valid; without JavaScript it is always enabled.
	useEffect(checkComplete, [schema])

	// The result is the first thing the person sees: it scrolls into view, and the notice takes the focus, so a
	// screen reader reads it out.
	useEffect(() => {
		const box = noticeRef.current
		if (!notice || !box) return
		box.scrollIntoView({ block: 'start' })
		box.focus({ preventScroll: true })
	}, [notice])

	function finish(kind: ApplyNoticeKind, reply?: SentReply) {
		setNotice(kind)
		setReference(reply?.reference)
		setEmailed(reply?.emailed)
		setText(reply?.text)
		setFilesKept(false)
		if (kind === 'expired') {
			// A stale form: everything typed and chosen stays as it is (the browser still holds the files, and sends
			// them again); only the token is new, so the next press goes through.
			if (reply?.csrfToken) setFreshToken(reply.csrfToken)
			setFilesKept(
				Array.from(formRef.current?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? []).some(
					(input) => (input.files?.length ?? 0) > 0,
				),
			)
			if (reply) onDone?.(reply)
			return
		}
		if (reply) {
			if (reply.result.initialValue === null) {
				// Back to the first state; Conform follows the form's own reset event.
				formRef.current?.reset()
				setComplete(false)
				files.forget()
			} else {
				setLastResult(reply.result)
			}
			onDone?.(reply)
		}
	}

	const formProps = getFormProps(form)
	const { sending, progress, retry } = upload
	const hintId = `${form.id}-submit-hint`
	const done = notice === 'submitted' && reference !== undefined
	const reselect = reselectFiles(requirements, t, language)

	return (
		<div className="apply-form">
			<div ref={noticeRef} id="apply-notices" className="apply-notices" tabIndex={-1}>
				{notice ? (
					<ApplyNotice
						outcome={notice}
						params={{ size, files: reselect.files }}
						reference={done ? reference : undefined}
						emailed={emailed}
						text={text}
						// Without JavaScript the page comes back without the chosen files.
						also={
							['invalid', 'unavailable', 'too-many', 'expired'].includes(notice) && serverReply
								? [reselect.key]
								: filesKept
									? ['apply.notice.filesKept']
									: []
						}
					/>
				) : null}
			</div>
			{done ? (
				// A stored application: the result takes the form's place, with the job it was for.
				<div className="apply-result">
					<ApplyFor job={job} />
					<p>
						<Link to={localize('/career')} className="button button-outline">
							{t('apply.another')}
						</Link>
					</p>
				</div>
			) : (
				<form
					{...formProps}
					ref={formRef}
					method="post"
					// Without JavaScript the answer's page opens at its notice (on a phone the open menu comes first).
					action={`${withSource(localize(`/career/${job.id}/apply`), source)}#apply-notices`}
					encType="multipart/form-data"
					onChange={checkComplete}
					onInput={checkComplete}
					onSubmit={(event: FormEvent<HTMLFormElement>) => {
						if (sending) {
							event.preventDefault()
							return
						}
						formProps.onSubmit(event)
						// A tap on an incomplete form shows what is missing and takes the person to the first of it
						// (not Conform's own checks of one field as it is left, which come as submissions with a named button).
						const submitter = (event.nativeEvent as SubmitEvent).submitter
						if (!submitter?.hasAttribute('name')) showFirstProblem()
					}}
				>
					<CsrfInput token={freshToken} />
					{pageSubmissionKey ? <input type="hidden" name="submissionKey" value={pageSubmissionKey} /> : null}
					{source ? <input type="hidden" name="from" value={source} /> : null}
					<ApplyFor job={job} />
					{jobCategory ? (
						<p className="apply-for">
							<input type="hidden" name={fields.jobField.name} value={jobCategory} />
							{/* A category staff added is named with the job above; the original four are named here too. */}
							{categoryKey(jobCategory) ? t('apply.jobFieldFromJob', { field: t(categoryKey(jobCategory)!) }) : null}
						</p>
					) : null}
					<p className="field-hint">{t('apply.required')}</p>
					<ApplyStep
						formId={form.id}
						number={1}
						title={t('apply.step.you')}
						stepped={stepped}
						step={step}
						stepRef={stepOneRef}
					>
						<div className="form-grid form-grid-2">
							<TextField
								field={fields.name}
								label={t('apply.name')}
								autoComplete="name"
								maxLength={limits.name?.maxLength}
							/>
							<TextField
								field={fields.email}
								label={t('apply.email')}
								type="email"
								autoComplete="email"
								required={requirements.email}
								hint={requirements.email ? undefined : t('apply.emailOptionalHint')}
								maxLength={limits.email?.maxLength}
							/>
							<TextField
								field={fields.contact}
								label={t('apply.contact')}
								type="tel"
								autoComplete="tel"
								hint={t('apply.contactHint')}
								maxLength={limits.contact?.maxLength}
							/>
							<TextField
								field={fields.location}
								label={t('apply.location')}
								autoComplete="address-level2"
								maxLength={limits.location?.maxLength}
							/>
							{jobCategory ? null : <JobFieldSelect field={fields.jobField} />}
							<OptionalField
								field={fields.qualification}
								label={t('apply.qualification')}
								maxLength={limits.qualification?.maxLength}
							/>
							<OptionalField
								field={fields.experience}
								label={t('apply.experience')}
								maxLength={limits.experience?.maxLength}
							/>
							<OptionalField
								field={fields.employer}
								label={t('apply.employer')}
								autoComplete="organization"
								maxLength={limits.employer?.maxLength}
							/>
							<OptionalField
								field={fields.currentSalary}
								label={t('apply.currentSalary')}
								maxLength={limits.currentSalary?.maxLength}
							/>
							<OptionalField
								field={fields.expectedSalary}
								label={t('apply.expectedSalary')}
								maxLength={limits.expectedSalary?.maxLength}
							/>
						</div>
						{stepped ? (
							<div className="apply-actions">
								<button type="button" className="button button-accent apply-next" onClick={nextStep}>
									{t('apply.next')}
								</button>
							</div>
						) : null}
					</ApplyStep>
					<ApplyStep formId={form.id} number={2} title={t('apply.step.documents')} stepped={stepped} step={step}>
						<FileFields
							fields={fields}
							requirements={requirements}
							size={size}
							photoSize={photoSize}
							files={files}
							validate={validate}
						/>
						{requirements.resume ? null : (
							<fieldset className="apply-no-resume" aria-describedby={`${form.id}-no-resume-hint`}>
								<legend>{t('apply.noResume.legend')}</legend>
								<p id={`${form.id}-no-resume-hint`} className="field-hint">
									{t('apply.noResume.hint')}
								</p>
								<div className="form-grid form-grid-2">
									<OptionalField
										field={fields.lastWork}
										label={t('apply.lastWork')}
										required
										maxLength={limits.lastWork?.maxLength}
									/>
									<OptionalField
										field={fields.workYears}
										label={t('apply.workYears')}
										required
										maxLength={limits.workYears?.maxLength}
									/>
									<OptionalField
										field={fields.languagesSpoken}
										label={t('apply.languagesSpoken')}
										required
										maxLength={limits.languagesSpoken?.maxLength}
									/>
								</div>
							</fieldset>
						)}
						<ConsentField field={fields.consent} />
						{sending ? (
							<div className="apply-progress">
								<label htmlFor={`${form.id}-progress`}>{t('apply.submitting')}</label>
								<progress id={`${form.id}-progress`} max={100} value={progress ?? 0} aria-label={t('apply.progress')}>
									{progress}%
								</progress>
								<p className="field-hint apply-retrying" aria-live="polite">
									{retry ? t('apply.retrying', retry) : null}
								</p>
							</div>
						) : null}
						<div className="apply-actions">
							<button
								type="submit"
								// Looks unavailable until the form is complete (as the original site's), but a tap says what is missing.
								className={`button button-accent${complete === false ? ' button-incomplete' : ''}`}
								disabled={sending || files.anyPreparing}
								aria-describedby={complete === false ? hintId : undefined}
							>
								{t('apply.submit')}
							</button>
							{stepped ? (
								<button type="button" className="button button-outline" onClick={() => goToStep(1)}>
									{t('apply.back')}
								</button>
							) : null}
							{complete === false ? (
								<p id={hintId} className="field-hint">
									{t('apply.disabledHint')}
								</p>
							) : null}
						</div>
					</ApplyStep>
				</form>
			)}
		</div>
	)
}
