import { redirect } from 'react-router'
import { localizePath } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { findJobAlert } from '#app/utils/careers/job-alerts.server.ts'
import type { Route } from './+types/alerts-short-link'

// The short links of job alert texts (a text is paid by its parts, and a link is most of one): /a/c<token>
// leads to the alert's confirm page, /a/s<token> to its unsubscribe page, in the alert's language. Both pages
// ask for a press, as from a mail.

const TARGETS = { c: '/career/alerts/confirm', s: '/career/alerts/unsubscribe' } as const

export async function loader({ params }: Route.LoaderArgs) {
	const match = /^([cs])([\w-]{22})$/.exec(params.code)
	if (!match) throw new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
	const [, action, token] = match as unknown as [string, keyof typeof TARGETS, string]
	const alert = await findJobAlert(getDb(), token)
	const path = localizePath(TARGETS[action], alert?.language ?? 'en')
	return redirect(`${path}?token=${token}`, {
		headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
	})
}
