import { metaT } from '#app/i18n/meta-language.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { unsubscribeJobAlert } from '#app/utils/alerts/job-alerts.server.ts'
import { pageMeta } from '#app/utils/content/seo.ts'
import styles from '#app/styles/status.css?url'
import { AlertLinkPage } from './+shared/alert-link-page.tsx'
import { alertLinkState, isOneClickUnsubscribe, pressAlertLink } from './+shared/alert-links.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import type { Route } from './+types/alerts-unsubscribe'

// The unsubscribe link of every alert. Opened in a browser, the page asks for a press (a mail
// scanner that follows links stops nothing). A mail program's one-click unsubscribe (RFC 8058:
// https://www.rfc-editor.org/rfc/rfc8058) posts `List-Unsubscribe=One-Click` to the same address
// from no page of ours, so without our anti-forgery field: there the token in the address is the proof.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }]

// A form that works as plain HTML: the page is sent without React (docs/decisions/016-form-pages-without-react.md).
export const handle = staticPage
export const clientLoader = loadDocument
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return pageMeta({
		title: t('alerts.unsubscribe.title'),
		description: t('meta.alerts.description'),
		path: '/career/alerts/unsubscribe',
		matches,
		noindex: true,
	})
}

export function loader({ request }: Route.LoaderArgs) {
	return alertLinkState(request)
}

export function action({ request }: Route.ActionArgs) {
	return pressAlertLink(request, (token) => unsubscribeJobAlert(getDb(), token), { trusted: isOneClickUnsubscribe })
}

export default function UnsubscribeAlertPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<AlertLinkPage
			path="/career/alerts/unsubscribe"
			token={loaderData.token}
			answer={actionData?.answer ?? loaderData.answer}
			words={{
				title: 'alerts.unsubscribe.title',
				lead: 'alerts.unsubscribe.lead',
				button: 'alerts.unsubscribe.button',
				done: 'alerts.unsubscribe.done',
				doneTitle: 'alerts.unsubscribe.doneTitle',
			}}
		/>
	)
}
