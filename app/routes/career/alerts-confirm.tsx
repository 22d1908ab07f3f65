import { confirmJobAlert } from '#app/utils/alerts/job-alerts.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { AlertLinkPage } from './+shared/alert-link-page.tsx'
import { alertLinkState, pressAlertLink } from './+shared/alert-links.server.ts'
import { loadDocument, staticPage } from '#app/utils/content/static-page.ts'
import { linkPageHeaders, linkPageLinks, linkPageMeta } from './+shared/link-page.ts'
import type { Route } from './+types/alerts-confirm'

// The confirmation link of a job alert: the page asks for a press, and only the press (a POST with
// the page's anti-forgery field) starts the alert.

// A page a link opens (+shared/link-page.ts): plain HTML without React, not kept, not indexed.
export const links = linkPageLinks
export const handle = staticPage
export const clientLoader = loadDocument
export const headers = linkPageHeaders
export const meta = linkPageMeta({
	title: 'alerts.confirm.title',
	description: 'meta.alerts.description',
	path: '/career/alerts/confirm',
})

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
