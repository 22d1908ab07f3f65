import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { Field } from '#app/components/forms.tsx'
import { fillParts, useT, useLocalize } from '#app/i18n/index.ts'
import type { NO_RESUME_FIELDS } from '#app/utils/careers/career.ts'
import { FILE_FIELDS, JOB_FIELDS, jobTextLang, type ApplyReply, type PublicJob } from '#app/utils/careers/career.ts'
import { UPLOAD_MESSAGES } from '#app/utils/files/file-formats.ts'
import { acceptAttribute, type UploadKind } from '#app/utils/files/file-formats.ts'
import { createApplySchema } from '#app/utils/careers/apply-schema.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { isOutageBody } from '#app/utils/db/outage.ts'
import { categoryKey, JOB_CATEGORIES } from '#app/utils/careers/jobs.ts'
import { ApplyNotice, type ApplyNoticeKind } from './notice-list.tsx'
import { replaceChosenFile, shrinkPicture } from './shrink-image.ts'
import { formConstraint } from '#app/utils/common/form-constraints.ts'

/** How long to wait before each new try of a submission whose connection dropped. */
const RETRY_DELAYS_MS = [2000, 4000, 8000, 16000]
/** Answers that mean the body did not arrive whole (a stall, a proxy that gave up): worth sending again. */
const RETRYABLE_STATUSES = [408, 502, 504]
/** An upload that has not moved for this long has stalled. */
const STALLED_AFTER_MS = 45_000

/** The fields of the phone's first step ("about you"). */
const STEP_ONE_FIELDS = [
	'name',
	'email',
	'contact',
	'location',
	'jobField',
	'qualification',
	'experience',
	'employer',
	'currentSalary',
	'expectedSalary',
]

const NARROW = '(max-width: 639px)'

/** Whether the screen is a phone's (false while rendering on the server: the page is then one form). */
function useNarrowScreen() {
	const [narrow, setNarrow] = useState(false)
	useEffect(() => {
		const query = window.matchMedia(NARROW)
		setNarrow(query.matches)
		const change = () => setNarrow(query.matches)
		query.addEventListener('change', change)
		return () => query.removeEventListener('change', change)
	}, [])
	return narrow
}

/** A random key for one submission (crypto.randomUUID needs a secure page; this does not). */
function newSubmissionKey() {
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export type ApplyJob = Pick<PublicJob, 'id' | 'title' | 'location' | 'inEnglish' | 'category' | 'requirements'>

/**
 * The Apply Job form. Without
 * JavaScript it is a plain multipart post to the apply page; with JavaScript it
 * validates as the visitor goes and sends the same body with a progress bar.
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
	const { requirements } = job
	const schema = useMemo(() => createApplySchema({ t, maxFileBytes, requirements }), [t, maxFileBytes, requirements])
	// The job field is the job's own: asked only of a job without a known category.
	const jobCategory = JOB_FIELDS.includes(job.category) ? job.category : null
	// Only the length limits: without JavaScript the server, not the browser, says what is missing, in the page's language.
	const limits = formConstraint(schema)
	const formRef = useRef<HTMLFormElement>(null)
	const noticeRef = useRef<HTMLDivElement>(null)
	const [notice, setNotice] = useState<ApplyNoticeKind | undefined>(serverReply?.outcome)
	const [reference, setReference] = useState<string | undefined>(serverReply?.reference)
	const [emailed, setEmailed] = useState<boolean | undefined>(serverReply?.emailed)
	const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(serverReply?.result)
	const [complete, setComplete] = useState<boolean | null>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const [retry, setRetry] = useState<{ attempt: number; total: number } | null>(null)
	const submissionKey = useRef<string | null>(null)
	// The request or the timer of a try on its way, so that a form that goes away stops it.
	const inFlight = useRef<{ request: XMLHttpRequest | null; timer: number | undefined } | null>(null)
	const choices = useRef<Partial<Record<UploadKind, number>>>({})
	// Pictures being made smaller before they travel, and by how much each was.
	const [preparing, setPreparing] = useState<Partial<Record<UploadKind, boolean>>>({})
	const [shrunk, setShrunk] = useState<Partial<Record<UploadKind, { from: number; to: number }>>>({})
	const size = formatBytes(maxFileBytes)
	// On a phone the form is two short steps (you; your documents); without JavaScript and on a wide screen, one page.
	const stepped = useNarrowScreen()
	const [step, setStep] = useState<1 | 2>(1)
	const stepOneRef = useRef<HTMLDivElement>(null)

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
			// One key for this submission and every retry of it, so that the server stores it once.
			submissionKey.current ??= newSubmissionKey()
			formData.set('submissionKey', submissionKey.current)
			send(formData)
		},
	})

	function checkComplete() {
		if (!formRef.current) return
		setComplete(parseWithZod(new FormData(formRef.current), { schema }).status === 'success')
	}

	// Apply now stays disabled until the whole form is valid; without JavaScript it is always enabled.
	useEffect(checkComplete, [schema])

	// The result is the first thing the person sees: the top of the dialog (under its sticky
	// heading) or of the page scrolls into view, and the notice takes the focus, so a screen
	// reader reads it out.
	useEffect(() => {
		const box = noticeRef.current
		if (!notice || !box) return
		const dialog = box.closest('dialog')
		if (dialog) dialog.scrollTo({ top: 0 })
		else box.scrollIntoView({ block: 'start' })
		box.focus({ preventScroll: true })
	}, [notice])

	function finish(kind: ApplyNoticeKind, reply?: ApplyReply) {
		inFlight.current = null
		setProgress(null)
		setRetry(null)
		setNotice(kind)
		// A stored application is done: the next one from this form is a new submission.
		if (kind === 'submitted') submissionKey.current = null
		setReference(reply?.reference)
		setEmailed(reply?.emailed)
		if (reply) {
			if (reply.result.initialValue === null) {
				// Back to the first state; Conform follows the form's own reset event.
				formRef.current?.reset()
				setComplete(false)
				setShrunk({})
			} else {
				setLastResult(reply.result)
			}
			onDone?.(reply)
		}
	}

	/**
	 * A photo (or a picture of the Aadhaar card) is made smaller before it is judged and
	 * sent: a camera's 9 MB photo becomes a few hundred KB; other files stay as chosen.
	 */
	async function choose(kind: UploadKind, input: HTMLInputElement, validate: () => void) {
		const chosen = input.files?.[0]
		// Only the latest choice of a field counts: an earlier one still being made smaller is dropped.
		const choice = (choices.current[kind] = (choices.current[kind] ?? 0) + 1)
		setShrunk((current) => ({ ...current, [kind]: undefined }))
		if (chosen && kind !== 'resume') {
			setPreparing((current) => ({ ...current, [kind]: true }))
			const smaller = await shrinkPicture(chosen)
			if (choices.current[kind] !== choice) return
			setPreparing((current) => ({ ...current, [kind]: false }))
			if (smaller !== chosen && input.files?.[0] === chosen) {
				try {
					replaceChosenFile(input, smaller)
					setShrunk((current) => ({ ...current, [kind]: { from: chosen.size, to: smaller.size } }))
				} catch {
					// A browser that cannot put a file in an input sends the one chosen; the server judges it.
				}
			}
		}
		validate()
		checkComplete()
	}

	/**
	 * Sends the form with its upload's progress. A connection that drops (as mobile data
	 * does) is tried again after 2, 4, 8 and 16 seconds while the page stays open; every
	 * field and file stays as it is, and only when every try fails does the form say so.
	 */
	function send(formData: FormData, attempt = 1) {
		const request = new XMLHttpRequest()
		inFlight.current = { request, timer: undefined }
		request.open('POST', localize(`/career/${job.id}/submit`))
		request.responseType = 'json'
		request.setRequestHeader('Accept', 'application/json')
		// An upload that stops moving (a connection that stalls without dropping) is given up and tried again.
		let lastMoved = Date.now()
		const stall = window.setInterval(() => {
			if (Date.now() - lastMoved > STALLED_AFTER_MS) request.abort()
		}, 5000)
		request.upload.onprogress = (event) => {
			lastMoved = Date.now()
			if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100))
		}
		request.onloadend = () => window.clearInterval(stall)
		function tryAgain() {
			if (attempt >= RETRY_DELAYS_MS.length + 1) {
				finish('failed')
				return
			}
			setRetry({ attempt: attempt + 1, total: RETRY_DELAYS_MS.length + 1 })
			setProgress(0)
			inFlight.current = {
				request: null,
				timer: window.setTimeout(() => send(formData, attempt + 1), RETRY_DELAYS_MS[attempt - 1]),
			}
		}
		request.onload = () => {
			const reply = request.response as ApplyReply | null
			if (reply && typeof reply.outcome === 'string' && reply.result) finish(reply.outcome, reply)
			// A proxy's or the server's answer that the body did not arrive whole: the same submission again.
			else if (RETRYABLE_STATUSES.includes(request.status)) tryAgain()
			else if (request.status === 413) finish('tooLarge')
			// The server's own 503 names the database when it is out of reach; any other 503 is the upload queue.
			else if (request.status === 503) finish(isOutageBody(request.response) ? 'unavailable' : 'busy')
			else if (request.status === 403) finish('expired')
			else finish('failed')
		}
		request.onerror = tryAgain
		request.onabort = () => {
			if (inFlight.current?.request === request) tryAgain()
		}
		setNotice(undefined)
		setProgress(0)
		request.send(formData)
	}

	// A form that goes away (the dialog closed, another job chosen) sends nothing more.
	useEffect(
		() => () => {
			const current = inFlight.current
			inFlight.current = null
			if (current?.timer) window.clearTimeout(current.timer)
			current?.request?.abort()
		},
		[],
	)

	// The server's answer marks a field of the first step (an e-mail it refused): that step shows.
	useEffect(() => {
		const errors = lastResult?.error ?? {}
		if (STEP_ONE_FIELDS.some((name) => errors[name]?.length)) setStep(1)
	}, [lastResult])

	/** Shows a step of the phone's form and puts the person at its start. */
	function goToStep(next: 1 | 2) {
		setStep(next)
		window.requestAnimationFrame(() => document.getElementById(`${form.id}-step-${next}`)?.focus())
	}

	/**
	 * After Conform has marked what is missing: the first such field takes the focus
	 * (on a phone, on the step it is on), so a tap never does nothing.
	 */
	function showFirstProblem(onlyStepOne = false) {
		window.requestAnimationFrame(() => {
			const scope = onlyStepOne ? stepOneRef.current : formRef.current
			const first = scope?.querySelector<HTMLElement>('[aria-invalid="true"]')
			if (!first) {
				if (onlyStepOne) goToStep(2)
				return
			}
			// On a phone, the step it is on (Enter on the first step sends the whole form).
			setStep(stepOneRef.current?.contains(first) ? 1 : 2)
			window.requestAnimationFrame(() => first.focus())
		})
	}

	/** The phone's Next: the first step's fields are checked, and the documents follow when they are right. */
	function nextStep() {
		for (const name of STEP_ONE_FIELDS) form.validate({ name })
		showFirstProblem(true)
	}

	const formProps = getFormProps(form)
	const sending = progress !== null
	const hintId = `${form.id}-submit-hint`
	const done = notice === 'submitted' && reference !== undefined

	function textField(
		name: 'name' | 'email' | 'contact' | 'location',
		label: string,
		{
			type = 'text',
			autoComplete,
			required = true,
			hint,
		}: { type?: 'text' | 'email' | 'tel'; autoComplete: string; required?: boolean; hint?: string },
	) {
		const field = fields[name]
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
					{...getInputProps(field, { type, ariaDescribedBy: hintAt })}
					key={field.key}
					autoComplete={autoComplete}
					inputMode={type === 'tel' ? 'tel' : undefined}
					maxLength={limits[name]?.maxLength}
				/>
			</Field>
		)
	}

	function optionalField(
		name:
			| 'qualification'
			| 'experience'
			| 'employer'
			| 'currentSalary'
			| 'expectedSalary'
			| (typeof NO_RESUME_FIELDS)[number],
		label: string,
		{ required = false, autoComplete }: { required?: boolean; autoComplete?: string } = {},
	) {
		const field = fields[name]
		return (
			<Field
				id={field.id}
				label={required ? label : <OptionalLabel text={label} />}
				required={required}
				errors={field.errors}
				errorId={field.errorId}
			>
				<input
					{...getInputProps(field, { type: 'text' })}
					key={field.key}
					autoComplete={autoComplete}
					maxLength={limits[name]?.maxLength}
				/>
			</Field>
		)
	}

	return (
		<div className="apply-form">
			<div ref={noticeRef} className="apply-notices" tabIndex={-1}>
				{notice ? (
					<ApplyNotice
						outcome={notice}
						params={{ size }}
						reference={done ? reference : undefined}
						emailed={emailed}
						// Without JavaScript the page comes back without the chosen files.
						also={
							['invalid', 'unavailable', 'too-many'].includes(notice) && serverReply
								? ['apply.notice.reselectFiles']
								: []
						}
					/>
				) : null}
			</div>
			{done ? (
				// A stored application: the result takes the form's place, with the job it was for.
				<div className="apply-result">
					<p className="apply-for">
						{fillParts(t('apply.forJob'), {
							title: <span lang={jobTextLang(job, 'title')}>{job.title}</span>,
							location: <span lang={jobTextLang(job, 'location')}>{job.location}</span>,
						})}
					</p>
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
					action={localize(`/career/${job.id}/apply`)}
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
					<CsrfInput />
					{pageSubmissionKey ? <input type="hidden" name="submissionKey" value={pageSubmissionKey} /> : null}
					<p className="apply-for">
						{fillParts(t('apply.forJob'), {
							title: <span lang={jobTextLang(job, 'title')}>{job.title}</span>,
							location: <span lang={jobTextLang(job, 'location')}>{job.location}</span>,
						})}
					</p>
					{jobCategory ? (
						<p className="apply-for">
							<input type="hidden" name={fields.jobField.name} value={jobCategory} />
							{t('apply.jobFieldFromJob', { field: t(categoryKey(jobCategory)!) })}
						</p>
					) : null}
					<p className="field-hint">{t('apply.required')}</p>
					<div
						className="apply-step"
						role="group"
						aria-labelledby={`${form.id}-step-1`}
						hidden={stepped && step !== 1}
						ref={stepOneRef}
					>
						<p className="apply-step-title" id={`${form.id}-step-1`} tabIndex={-1}>
							{stepped ? <span className="apply-step-count">{t('apply.step.count', { step: 1 })} </span> : null}
							{t('apply.step.you')}
						</p>
						<div className="form-grid form-grid-2">
							{textField('name', t('apply.name'), { autoComplete: 'name' })}
							{textField('email', t('apply.email'), {
								type: 'email',
								autoComplete: 'email',
								required: requirements.email,
								hint: requirements.email ? undefined : t('apply.emailOptionalHint'),
							})}
							{textField('contact', t('apply.contact'), {
								type: 'tel',
								autoComplete: 'tel',
								hint: t('apply.contactHint'),
							})}
							{textField('location', t('apply.location'), { autoComplete: 'address-level2' })}
							{jobCategory ? null : (
								<Field
									id={fields.jobField.id}
									label={t('apply.jobField')}
									required
									errors={fields.jobField.errors}
									errorId={fields.jobField.errorId}
								>
									<select {...getSelectProps(fields.jobField)} key={fields.jobField.key}>
										<option value="">{t('apply.jobFieldChoose')}</option>
										{JOB_CATEGORIES.map((category) => (
											<option key={category.value} value={category.value}>
												{t(category.key)}
											</option>
										))}
									</select>
								</Field>
							)}
							{optionalField('qualification', t('apply.qualification'))}
							{optionalField('experience', t('apply.experience'))}
							{optionalField('employer', t('apply.employer'), { autoComplete: 'organization' })}
							{optionalField('currentSalary', t('apply.currentSalary'))}
							{optionalField('expectedSalary', t('apply.expectedSalary'))}
						</div>
						{stepped ? (
							<div className="apply-actions">
								<button type="button" className="button button-accent apply-next" onClick={nextStep}>
									{t('apply.next')}
								</button>
							</div>
						) : null}
					</div>
					<div className="apply-step" role="group" aria-labelledby={`${form.id}-step-2`} hidden={stepped && step !== 2}>
						<p className="apply-step-title" id={`${form.id}-step-2`} tabIndex={-1}>
							{stepped ? <span className="apply-step-count">{t('apply.step.count', { step: 2 })} </span> : null}
							{t('apply.step.documents')}
						</p>
						<div className="form-grid apply-files">
							{FILE_FIELDS.map((kind) => {
								const field = fields[kind]
								const label = t(UPLOAD_MESSAGES[kind].label, { size })
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
										<input
											{...getInputProps(field, { type: 'file', ariaDescribedBy: `${field.id}-hint ${field.id}-sent` })}
											key={field.key}
											accept={acceptAttribute(kind)}
											// A chosen file is judged at once: a file input is rarely left with a blur.
											onChange={(event) =>
												void choose(kind, event.currentTarget, () => form.validate({ name: field.name }))
											}
										/>
										<span id={`${field.id}-sent`} className="field-hint" aria-live="polite">
											{preparing[kind]
												? t('apply.preparing')
												: shrunk[kind]
													? t('apply.shrunk', {
															from: formatBytes(shrunk[kind].from),
															to: formatBytes(shrunk[kind].to),
														})
													: null}
										</span>
									</Field>
								)
							})}
						</div>
						{requirements.resume ? null : (
							<fieldset className="apply-no-resume" aria-describedby={`${form.id}-no-resume-hint`}>
								<legend>{t('apply.noResume.legend')}</legend>
								<p id={`${form.id}-no-resume-hint`} className="field-hint">
									{t('apply.noResume.hint')}
								</p>
								<div className="form-grid form-grid-2">
									{optionalField('lastWork', t('apply.lastWork'), { required: true })}
									{optionalField('workYears', t('apply.workYears'), { required: true })}
									{optionalField('languagesSpoken', t('apply.languagesSpoken'), { required: true })}
								</div>
							</fieldset>
						)}
						<div className="field apply-consent">
							<div className="apply-consent-row">
								<input {...getInputProps(fields.consent, { type: 'checkbox', value: 'on' })} key={fields.consent.key} />
								<label htmlFor={fields.consent.id}>
									<ConsentText t={t} />
								</label>
							</div>
							<span id={fields.consent.errorId} className="field-error">
								{fields.consent.errors?.[0] ?? null}
							</span>
						</div>
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
								disabled={sending || Object.values(preparing).some(Boolean)}
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
					</div>
				</form>
			)}
		</div>
	)
}

function OptionalLabel({ text }: { text: string }) {
	const t = useT()
	return (
		<>
			{text} <span className="apply-optional">{t('apply.optional')}</span>
		</>
	)
}

function ConsentText({ t }: { t: ReturnType<typeof useT> }) {
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
