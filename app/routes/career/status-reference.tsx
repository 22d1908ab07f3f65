import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import type { z } from 'zod'
import { FormNotice, PostForm, StatusButton } from '#app/components/forms.tsx'
import { fillParts, translator, useLocalize, useT } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import styles from '#app/styles/status.css?url'
import { sendFullReference } from '#app/utils/applying/reference-send.server.ts'
import { readReference, referenceSendSchema } from '#app/utils/applying/status-schema.ts'
import { formConstraint } from '#app/utils/common/form-constraints.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { loadDocument, noData, staticPage } from '#app/utils/content/static-page.ts'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { company } from '#content/company.ts'
import type { Route } from './+types/status-reference'
import { ReferenceAndMobileFields } from './+shared/status-fields.tsx'
import { requestContext } from '#app/context.ts'

// For the holder of a reference printed before references had a check code: the whole reference
// goes by text (and mail) to the application's own mobile number, never onto this page, and the page
// says the same words whether or not anything matched (reference-send.server.ts).

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

// A plain form, sent without React (docs/decisions/016-form-pages-without-react.md).
export const handle = staticPage
export const loader = noData
export const clientLoader = loadDocument

// The form carries the visitor's anti-forgery token: no cache keeps it.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.statusReference.title'),
		description: t('meta.statusReference.description'),
		path: '/career/status/reference',
		matches,
		noindex: true,
	})
}

interface SendReply {
	result: SubmissionResult<string[]>
	answer: 'sent' | 'too-many' | null
}

function reply(result: SendReply['result'], answer: SendReply['answer'], init?: number | ResponseInit) {
	return data({ result, answer } satisfies SendReply, init)
}

export async function action({ request, context }: Route.ActionArgs) {
	const startedAt = performance.now()
	const { formData, tokenMatches } = await readForm(request, { staleToken: 'report' })
	const t = translator(requestLanguage(request))
	const submission = parseWithZod(formData, { schema: referenceSendSchema(t) })
	if (!tokenMatches) return reply(submission.reply({ formErrors: [t('status.expired')] }), null, { status: 403 })
	if (submission.status !== 'success') return reply(submission.reply(), null, { status: 400 })
	try {
		const sent = await sendFullReference(getDb(), {
			clientIp: context.get(requestContext).clientIp,
			reference: readReference(submission.value.reference)!,
			mobile: submission.value.mobile,
			startedAt,
		})
		if (sent.outcome === 'too-many') {
			return reply(submission.reply(), 'too-many', {
				status: 429,
				headers: { 'Retry-After': String(sent.retryAfterSeconds) },
			})
		}
		// Matched or not: one answer, and the form emptied either way.
		return reply(submission.reply({ resetForm: true }), 'sent')
	} catch (error) {
		if (!isDatabaseUnavailable(error)) throw error
		return reply(submission.reply({ formErrors: [t('status.unavailable', { phone: company.phone })] }), null, {
			status: 503,
			headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
		})
	}
}

export default function StatusReferencePage({ actionData }: Route.ComponentProps) {
	const t = useT()
	const localize = useLocalize()
	const schema = referenceSendSchema(t)
	const [form, fields] = useForm<z.input<typeof schema>>({
		id: 'reference-form',
		lastResult: actionData?.result,
		constraint: formConstraint(schema),
	})
	const answer = actionData?.answer
	const phone = <a href={company.phoneHref}>{company.phone}</a>

	return (
		<div className="container page-section status-page">
			<h1>{t('status.send.title')}</h1>
			<p>{t('status.send.intro')}</p>
			<div aria-live="polite" aria-atomic="true">
				{answer === 'sent' ? <FormNotice tone="success">{t('status.send.done')}</FormNotice> : null}
				{answer === 'too-many' ? (
					<FormNotice tone="error">{fillParts(t('status.tooMany'), { phone })}</FormNotice>
				) : null}
			</div>
			<PostForm action={localize('/career/status/reference')} {...getFormProps(form)} className="status-form">
				{form.errors?.length ? <FormNotice tone="error">{fillParts(form.errors[0]!, { phone })}</FormNotice> : null}
				<ReferenceAndMobileFields
					reference={fields.reference}
					mobile={fields.mobile}
					referenceHint={t('status.send.referenceHint')}
				/>
				<StatusButton className="button button-primary">{t('status.send.submit')}</StatusButton>
			</PostForm>
			<p>
				<Link to={localize('/career/status')}>{t('status.send.back')}</Link>
			</p>
		</div>
	)
}
