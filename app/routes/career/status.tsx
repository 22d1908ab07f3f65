import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useMemo, useRef } from 'react'
import { data, Link, useNavigation } from 'react-router'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { fillParts, translator, useLocalize, useT, type MessageKey } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import styles from '#app/styles/status.css?url'
import { lookUpApplicationStatus, type ApplicationStatus } from '#app/utils/applying/application-status.server.ts'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { formConstraint } from '#app/utils/common/form-constraints.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import type { Stage } from '#app/utils/applications/stages.ts'
import { readReference, statusSchema } from '#app/utils/applying/status-schema.ts'
import { company } from '#content/company.ts'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'
import type { Route } from './+types/status'
import { ReferenceAndMobileFields } from './+shared/status-fields.tsx'
import { requestContext } from '#app/context.ts'

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

// A form that works as plain HTML: the page is sent without React (docs/decisions/016-form-pages-without-react.md).
export const handle = staticPage
export const clientLoader = loadDocument
export const loader = noData

// The form carries the visitor's anti-forgery token, and an answer is one person's: no cache keeps either.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.status.title'),
		description: t('meta.status.description'),
		path: '/career/status',
		matches,
		noindex: true,
	})
}

type Answer = { found: true; status: ApplicationStatus } | { found: false; reason: 'not-found' | 'too-many' }
interface StatusReply {
	result: SubmissionResult<string[]>
	answer: Answer | null
}

function reply(result: StatusReply['result'], answer: Answer | null, init?: number | ResponseInit) {
	return data({ result, answer } satisfies StatusReply, init)
}

export async function action({ request, context }: Route.ActionArgs) {
	const startedAt = performance.now()
	const { formData, tokenMatches } = await readForm(request, { staleToken: 'report' })
	const language = requestLanguage(request)
	const t = translator(language)
	const submission = parseWithZod(formData, { schema: statusSchema(t) })
	// A stale anti-forgery field (a phone that dropped its cookie): the form again with what was typed, nothing looked up.
	if (!tokenMatches) {
		return reply(submission.reply({ formErrors: [t('status.expired')] }), null, { status: 403 })
	}
	if (submission.status !== 'success') return reply(submission.reply(), null, { status: 400 })
	const reference = readReference(submission.value.reference)!
	try {
		const lookup = await lookUpApplicationStatus(getDb(), {
			clientIp: context.get(requestContext).clientIp,
			reference,
			mobile: submission.value.mobile,
			language,
			startedAt,
		})
		if (lookup.outcome === 'found') return reply(submission.reply(), { found: true, status: lookup.status })
		if (lookup.outcome === 'too-many') {
			return reply(
				submission.reply(),
				{ found: false, reason: 'too-many' },
				{
					status: 429,
					headers: { 'Retry-After': String(lookup.retryAfterSeconds) },
				},
			)
		}
		// An unknown reference, a wrong mobile number and an erased applicant: one answer.
		return reply(submission.reply(), { found: false, reason: 'not-found' }, { status: 404 })
	} catch (error) {
		if (!isDatabaseUnavailable(error)) throw error
		return reply(submission.reply({ formErrors: [t('status.unavailable', { phone: company.phone })] }), null, {
			status: 503,
			headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
		})
	}
}

const STAGE_WORDS: Record<Stage, MessageKey> = {
	New: 'status.stage.New',
	Shortlisted: 'status.stage.Shortlisted',
	Interview: 'status.stage.Interview',
	Hired: 'status.stage.Hired',
	Rejected: 'status.stage.Rejected',
}

export default function StatusPage({ actionData }: Route.ComponentProps) {
	const t = useT()
	const localize = useLocalize()
	const navigation = useNavigation()
	const schema = useMemo(() => statusSchema(t), [t])
	const [form, fields] = useForm({
		id: 'status-form',
		lastResult: navigation.state === 'idle' ? actionData?.result : null,
		constraint: formConstraint(schema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate({ formData }) {
			return parseWithZod(formData, { schema })
		},
	})
	const answer = navigation.state === 'idle' ? actionData?.answer : null
	const phone = <a href={company.phoneHref}>{company.phone}</a>

	return (
		<div className="container page-section status-page">
			<h1>{t('status.title')}</h1>
			<p>{t('status.intro')}</p>
			<div aria-live="polite" aria-atomic="true">
				{answer?.found ? <StatusAnswer status={answer.status} /> : null}
				{answer && !answer.found ? (
					<FormNotice tone="error">
						{fillParts(t(answer.reason === 'too-many' ? 'status.tooMany' : 'status.notFound'), { phone })}
					</FormNotice>
				) : null}
			</div>
			<PostForm action={localize('/career/status')} {...getFormProps(form)} className="status-form">
				{form.errors?.length ? <FormNotice tone="error">{fillParts(form.errors[0]!, { phone })}</FormNotice> : null}
				<ReferenceAndMobileFields
					reference={fields.reference}
					mobile={fields.mobile}
					referenceHint={t('status.field.referenceHint')}
				/>
				<StatusButton className="button button-primary">{t('status.submit')}</StatusButton>
			</PostForm>
			<p>
				{t('status.older.lead')} <Link to={localize('/career/status/reference')}>{t('status.older.link')}</Link>
			</p>
			<p>
				<Link to={localize('/career')}>{t('apply.another')}</Link>
			</p>
		</div>
	)
}

function StatusAnswer({ status }: { status: ApplicationStatus }) {
	const t = useT()
	const heading = useRef<HTMLHeadingElement>(null)
	// With JavaScript the answer replaces nothing on screen: the focus goes to it, as a new page would take it.
	useEffect(() => heading.current?.focus(), [status])
	const stageWords =
		status.stage === 'Interview' && !status.interview ? t('status.stage.InterviewLater') : t(STAGE_WORDS[status.stage])
	return (
		<section className="status-answer" aria-labelledby="status-answer-title">
			<h2 id="status-answer-title" ref={heading} tabIndex={-1}>
				{t('status.result.title')}
			</h2>
			<dl>
				<dt>{t('status.result.job')}</dt>
				<dd lang={status.job?.inEnglish ? 'en' : undefined}>{status.job?.title ?? t('status.result.jobRemoved')}</dd>
				<dt>{t('status.result.stage')}</dt>
				<dd className={`status-stage status-stage-${status.stage.toLowerCase()}`}>{stageWords}</dd>
				{status.interview ? (
					<>
						<dt>{t('status.interview.day')}</dt>
						<dd>{status.interview.date}</dd>
						<dt>{t('status.interview.time')}</dt>
						<dd>{status.interview.time}</dd>
					</>
				) : null}
			</dl>
			{/* The place and whom to ask for went to the applicant's own mobile or mailbox: a page anyone may reach never shows them. */}
			{status.interview ? (
				<p>{fillParts(t('status.interview.details'), { phone: <a href={company.phoneHref}>{company.phone}</a> })}</p>
			) : null}
		</section>
	)
}
