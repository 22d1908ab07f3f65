import { metaT } from '#app/i18n/meta-language.ts'
import { confirmJobAlert } from '#app/utils/alerts/job-alerts.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import styles from '#app/styles/status.css?url'
import { AlertLinkPage } from './+shared/alert-link-page.tsx'
import { alertLinkState, pressAlertLink } from './+shared/alert-links.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import type { Route } from './+types/alerts-confirm'

// The confirmation link of a job alert: the page asks for a press, and only the press (a POST with
// the page's anti-forgery field) starts the alert.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

// A form that works as plain HTML: the page is sent without React (docs/decisions/016-form-pages-without-react.md).
export const handle = staticPage
export const clientLoader = loadDocument
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('alerts.confirm.title'),
		description: t('meta.alerts.description'),
		path: '/career/alerts/confirm',
		matches,
		noindex: true,
	})
}

export function loader({ request }: Route.LoaderArgs) {
	return alertLinkState(request)
}

export function action({ request }: Route.ActionArgs) {
	return pressAlertLink(request, (token) => confirmJobAlert(getDb(), token))
}

export default function ConfirmAlertPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<AlertLinkPage
			path="/career/alerts/confirm"
			token={loaderData.token}
			answer={actionData?.answer ?? loaderData.answer}
			words={{
				title: 'alerts.confirm.title',
				lead: 'alerts.confirm.lead',
				button: 'alerts.confirm.button',
				done: 'alerts.confirm.done',
				doneTitle: 'alerts.confirm.doneTitle',
			}}
		/>
	)
}
