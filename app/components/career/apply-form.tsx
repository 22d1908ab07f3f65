import { getFormProps, useForm } from '@conform-to/react'
import { Link, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { CsrfInput } from '#app/components/csrf-input.tsx'
import { useLanguage, useT, useLocalize, type MessageKey } from '#app/i18n/index.ts'
import type { ApplyReply } from '#app/utils/applying/apply-outcome.ts'
import { linkedSource, withSource } from '#app/utils/applications/application-source.ts'
import { createApplySchema, photoMaxBytes } from '#app/utils/applying/apply-schema.ts'
import { formatBytes } from '#app/utils/common/format.ts'
import { categoryKey } from '#app/utils/jobs/jobs.ts'
import { formConstraint } from '#app/utils/common/form-constraints.ts'
import type { ApplyJob } from './apply-job.ts'
import { ApplyFor, ConsentField, JobFieldSelect, OptionalField, TextField } from './apply-fields.tsx'
import { FileFields } from './apply-file-fields.tsx'
import { ApplyStep } from './apply-steps.tsx'
import { ApplyNotice, type ApplyNoticeKind } from './notice-list.tsx'
import { reselectFiles } from './reselect-files.ts'

/** Outcomes the page's script shows from its own copy, when the answer is not the apply page (a proxy's, the host's). */
const SCRIPT_NOTICES = ['tooLarge', 'busy', 'unavailable', 'failed'] as const satisfies ApplyNoticeKind[]

/**
 * The Apply Job form, rendered on the server only (the page is sent without React,
 * docs/decisions/016-form-pages-without-react.md). Without JavaScript it is a plain multipart post to the apply page,
 * whose answer shows every message. With JavaScript, app/enhance/apply.js checks each field once left, makes a
 * chosen photo smaller, shows the form as two steps on a phone, and sends the same body to the same address with a
 * progress bar, trying again when the connection drops; the files chosen stay chosen whatever the answer. This
 * markup carries everything that script says, in the page's language.
 */
export function ApplyForm({
	job,
	maxFileBytes,
	serverReply,
	filesKept,
	submissionKey,
}: {
	job: ApplyJob
	maxFileBytes: number
	/** The answer to a post (with or without the script). */
	serverReply?: ApplyReply
	/** Whether the page's script sent the post with files still chosen in the browser; null when no script sent it. */
	filesKept: boolean | null
	/** The key of this page's submission: a second press, or a try again, is the same submission. */
	submissionKey: string
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
	const schema = createApplySchema({ t, maxFileBytes, requirements, jobCategory: jobCategory ?? undefined })
	// Only the length limits: the server and the page's script, not the browser, say what is missing, in the page's language.
	const limits = formConstraint(schema)
	const [form, fields] = useForm<z.input<typeof schema>>({
		id: `apply-${job.id}`,
		lastResult: serverReply?.result,
		// The job's own field; else an empty one, so that a reset shows "Choose a field" rather than a blank select.
		defaultValue: { jobField: jobCategory ?? '' },
	})
	const maxBytes = { photo: photoMaxBytes(maxFileBytes), resume: maxFileBytes, aadhaar: maxFileBytes }
	const size = {
		photo: formatBytes(maxBytes.photo),
		resume: formatBytes(maxBytes.resume),
		aadhaar: formatBytes(maxBytes.aadhaar),
	}
	const notice = serverReply?.outcome
	const reference = serverReply?.reference
	const done = notice === 'submitted' && reference !== undefined
	const reselect = reselectFiles(requirements, t, language)
	// What to do next about the files: a post without the script comes back without them; the script keeps them.
	const also: MessageKey[] =
		!notice || !['invalid', 'unavailable', 'too-many', 'expired'].includes(notice)
			? []
			: filesKept === null
				? [reselect.key]
				: filesKept && notice === 'expired'
					? ['apply.notice.filesKept']
					: []
	/** What the page's script shows for a field: its own message, and the length limit's. */
	const messages = (key: MessageKey | null, maxLength: number | undefined) => ({
		'data-error': key ? t(key) : undefined,
		'data-too-long': maxLength ? t('form.tooLong', { max: maxLength }) : undefined,
	})

	return (
		<div className="apply-form">
			<div id="apply-notices" className="apply-notices" tabIndex={-1}>
				{notice ? (
					<ApplyNotice
						outcome={notice}
						params={{ size: size.resume, files: reselect.files }}
						reference={done ? reference : undefined}
						emailed={serverReply?.emailed}
						text={serverReply?.text}
						also={also}
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
					{...getFormProps(form)}
					method="post"
					// Without JavaScript the answer's page opens at its notice (on a phone the open menu comes first).
					action={`${withSource(localize(`/career/${job.id}/apply`), source)}#apply-notices`}
					encType="multipart/form-data"
					data-apply-form=""
					// An answer that starts the form again (stored, already applied): the script takes it whole.
					data-reset={serverReply?.result.initialValue === null ? '' : undefined}
					data-control-characters={t('form.controlCharacters')}
					data-preparing={t('apply.preparing')}
					data-shrunk={t('apply.shrunk', { from: '{from}', to: '{to}' })}
					data-retrying={t('apply.retrying', { attempt: '{attempt}', total: '{total}' })}
					data-outage={t('outage.title')}
				>
					<CsrfInput />
					<input type="hidden" name="submissionKey" value={submissionKey} />
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
					<ApplyStep formId={form.id} number={1} title={t('apply.step.you')}>
						<div className="form-grid form-grid-2">
							<TextField
								field={fields.name}
								label={t('apply.name')}
								autoComplete="name"
								maxLength={limits.name?.maxLength}
								messages={messages('apply.error.name', limits.name?.maxLength)}
							/>
							<TextField
								field={fields.email}
								label={t('apply.email')}
								type="email"
								autoComplete="email"
								required={requirements.email}
								hint={requirements.email ? undefined : t('apply.emailOptionalHint')}
								maxLength={limits.email?.maxLength}
								messages={messages('apply.error.email', undefined)}
							/>
							<TextField
								field={fields.contact}
								label={t('apply.contact')}
								type="tel"
								autoComplete="tel"
								hint={t('apply.contactHint')}
								maxLength={limits.contact?.maxLength}
								messages={messages('apply.error.contact', undefined)}
							/>
							<TextField
								field={fields.location}
								label={t('apply.location')}
								autoComplete="address-level2"
								maxLength={limits.location?.maxLength}
								messages={messages('apply.error.location', limits.location?.maxLength)}
							/>
							{jobCategory ? null : <JobFieldSelect field={fields.jobField} />}
							{(
								[
									['qualification', 'apply.qualification', undefined],
									['experience', 'apply.experience', undefined],
									['employer', 'apply.employer', 'organization'],
									['currentSalary', 'apply.currentSalary', undefined],
									['expectedSalary', 'apply.expectedSalary', undefined],
								] as const
							).map(([name, label, autoComplete]) => (
								<OptionalField
									key={name}
									field={fields[name]}
									label={t(label)}
									autoComplete={autoComplete}
									maxLength={limits[name]?.maxLength}
									messages={messages(null, limits[name]?.maxLength)}
								/>
							))}
						</div>
						<div className="apply-actions" hidden>
							<button type="button" className="button button-accent apply-next">
								{t('apply.next')}
							</button>
						</div>
					</ApplyStep>
					<ApplyStep formId={form.id} number={2} title={t('apply.step.documents')}>
						<FileFields fields={fields} requirements={requirements} maxBytes={maxBytes} size={size} />
						{requirements.resume ? null : (
							<fieldset className="apply-no-resume" aria-describedby={`${form.id}-no-resume-hint`}>
								<legend>{t('apply.noResume.legend')}</legend>
								<p id={`${form.id}-no-resume-hint`} className="field-hint">
									{t('apply.noResume.hint')}
								</p>
								<div className="form-grid form-grid-2">
									{(
										[
											['lastWork', 'apply.lastWork', 'apply.error.lastWork'],
											['workYears', 'apply.workYears', 'apply.error.workYears'],
											['languagesSpoken', 'apply.languagesSpoken', 'apply.error.languagesSpoken'],
										] as const
									).map(([name, label, error]) => (
										<OptionalField
											key={name}
											field={fields[name]}
											label={t(label)}
											required
											maxLength={limits[name]?.maxLength}
											messages={messages(error, limits[name]?.maxLength)}
										/>
									))}
								</div>
							</fieldset>
						)}
						<ConsentField field={fields.consent} />
						<div className="apply-progress" hidden>
							<label htmlFor={`${form.id}-progress`}>{t('apply.submitting')}</label>
							<progress id={`${form.id}-progress`} max={100} value={0} aria-label={t('apply.progress')}>
								0%
							</progress>
							<p className="field-hint apply-retrying" aria-live="polite" />
						</div>
						<div className="apply-actions">
							<button type="submit" className="button button-accent">
								{t('apply.submit')}
							</button>
							<button type="button" className="button button-outline apply-back" hidden>
								{t('apply.back')}
							</button>
							{/* True with and without the script, which hides it once the form is complete. */}
							<p id={`${form.id}-submit-hint`} className="field-hint">
								{t('apply.disabledHint')}
							</p>
						</div>
					</ApplyStep>
					{/* What the script says when the answer is not this page (a proxy's, the server's before the form). */}
					{SCRIPT_NOTICES.map((kind) => (
						<template key={kind} data-notice={kind}>
							<ApplyNotice outcome={kind} params={{ size: size.resume, files: reselect.files }} />
						</template>
					))}
				</form>
			)}
		</div>
	)
}
