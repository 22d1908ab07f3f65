import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, Link, useNavigation } from 'react-router'
import { FormNotice } from '#app/components/forms.tsx'
import { translator, useLocalize, useT } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { metaT } from '#app/i18n/meta-language.ts'
import styles from '#app/styles/status.css?url'
import alertStyles from '#app/styles/alerts.css?url'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { jobAlertSchema, readAlertAddress } from '#app/utils/alerts/job-alert-schema.ts'
import { subscribeToJobAlerts } from '#app/utils/alerts/job-alerts.server.ts'
import { listCategories } from '#app/utils/jobs/job-categories.server.ts'
import { showCategory } from '#app/utils/jobs/job-categories.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import { formatIndianMobile } from '#app/utils/common/validation.ts'
import { JobAlertForm } from './+shared/alert-form.tsx'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import type { Route } from './+types/alerts'
import { requestContext } from '#app/context.ts'

export const links: Route.LinksFunction = () => [
	{ rel: 'stylesheet', href: styles },
	{ rel: 'stylesheet', href: alertStyles },
]

// A form that works as plain HTML: the page is sent without React (docs/decisions/016-form-pages-without-react.md).
export const handle = staticPage
export const clientLoader = loadDocument

// The form carries the visitor's anti-forgery token, and an answer names their address: no cache keeps either.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('meta.alerts.title'),
		description: t('meta.alerts.description'),
		path: '/career/alerts',
		matches,
		noindex: true,
	})
}

/** A link from the career page may name the category shown there. */
export async function loader({ request }: Route.LoaderArgs) {
	const category = new URL(request.url).searchParams.get('category') ?? ''
	const language = requestLanguage(request)
	const categories = (await listCategories(getDb())).map((c) => showCategory(c, language))
	return { category: categories.some((c) => c.value === category) ? category : '', categories }
}

/** later: a text the site's text budget holds for now. */
type Sent = { channel: 'mail' | 'sms'; address: string; later?: boolean }
interface AlertReply {
	result: SubmissionResult<string[]>
	sent: Sent | null
}

function reply(result: AlertReply['result'], sent: Sent | null, init?: number | ResponseInit) {
	return data({ result, sent } satisfies AlertReply, init)
}

export async function action({ request, context }: Route.ActionArgs) {
	const { formData, tokenMatches } = await readForm(request, { staleToken: 'report' })
	const language = requestLanguage(request)
	const t = translator(language)
	const categories = (await listCategories(getDb())).map((category) => category.value)
	const submission = parseWithZod(formData, { schema: jobAlertSchema(t, categories) })
	// A stale anti-forgery field: the form again with what was typed, nothing stored or sent.
	if (!tokenMatches) {
		return reply(submission.reply({ formErrors: [t('alerts.expired')] }), null, { status: 403 })
	}
	if (submission.status !== 'success') return reply(submission.reply(), null, { status: 400 })
	const to = readAlertAddress(submission.value.address)!
	try {
		const outcome = await subscribeToJobAlerts(
			getDb(),
			{ ...to, category: submission.value.category, place: submission.value.place, language },
			{ clientIp: context.get(requestContext).clientIp, publicUrl: getEnv().PUBLIC_URL },
		)
		if (outcome.outcome === 'too-many' || outcome.outcome === 'no-text') {
			const words =
				outcome.outcome === 'too-many'
					? t('alerts.tooMany')
					: t(outcome.reason === 'number' ? 'alerts.textedToday' : 'alerts.tooManyTexts')
			return reply(submission.reply({ formErrors: [words] }), null, {
				status: 429,
				headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
			})
		}
		// The same words whether the address had an alert already or not: the page tells nobody who subscribed.
		return reply(submission.reply({ resetForm: true }), {
			channel: to.channel,
			address: to.channel === 'sms' ? formatIndianMobile(to.address) : to.address,
			later: outcome.later,
		})
	} catch (error) {
		if (!isDatabaseUnavailable(error)) throw error
		return reply(submission.reply({ formErrors: [t('alerts.unavailable')] }), null, {
			status: 503,
			headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
		})
	}
}

export default function JobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const localize = useLocalize()
	const navigation = useNavigation()
	const sent = navigation.state === 'idle' ? actionData?.sent : null
	return (
		<div className="container page-section status-page">
			<div aria-live="polite" aria-atomic="true">
				{sent ? (
					<FormNotice tone="success">
						<p>
							{t(
								sent.channel === 'mail' ? 'alerts.sent.mail' : sent.later ? 'alerts.sent.smsLater' : 'alerts.sent.sms',
								{
									address: sent.address,
								},
							)}
						</p>
					</FormNotice>
				) : null}
			</div>
			<JobAlertForm
				lastResult={actionData?.result}
				defaultCategory={loaderData.category}
				categories={loaderData.categories}
				headingLevel={1}
			/>
			<p>
				<Link to={localize('/career')}>{t('alerts.backToCareer')}</Link>
			</p>
		</div>
	)
}
