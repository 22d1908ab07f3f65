import { getDb } from '#app/utils/db/db.server.ts'
import { unsubscribeJobAlert } from '#app/utils/alerts/job-alerts.server.ts'
import { AlertLinkPage } from './+shared/alert-link-page.tsx'
import { alertLinkState, isOneClickUnsubscribe, pressAlertLink } from './+shared/alert-links.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import { linkPageHeaders, linkPageLinks, linkPageMeta } from './+shared/link-page.ts'
import type { Route } from './+types/alerts-unsubscribe'

// The unsubscribe link of every alert. Opened in a browser, the page asks for a press (a mail
// scanner that follows links stops nothing). A mail program's one-click unsubscribe (RFC 8058:
// https://www.rfc-editor.org/rfc/rfc8058) posts `List-Unsubscribe=One-Click` to the same address
// from no page of ours, so without our anti-forgery field: there the token in the address is the proof.

// A page a link opens (+shared/link-page.ts): plain HTML without React, not kept, not indexed.
export const links = linkPageLinks
export const handle = staticPage
export const clientLoader = loadDocument
export const headers = linkPageHeaders
export const meta = linkPageMeta({
	title: 'alerts.unsubscribe.title',
	description: 'meta.alerts.description',
	path: '/career/alerts/unsubscribe',
})

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
