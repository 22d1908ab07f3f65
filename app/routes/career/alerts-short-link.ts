import { redirect } from 'react-router'
import { isLanguage, localizePath, type Language } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { findJobAlert } from '#app/utils/alerts/job-alerts.server.ts'
import type { Route } from './+types/alerts-short-link'

// The short links of job alert texts (a text is paid by its parts, and a link is most of one): /a/c<token>
// leads to the alert's confirm page, /a/s<token> to its unsubscribe page, in the alert's language. Both pages
// ask for a press, as from a mail.

const TARGETS = { c: '/career/alerts/confirm', s: '/career/alerts/unsubscribe' } as const

const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

export async function loader({ params, request }: Route.LoaderArgs) {
	const match = /^([cs])([\w-]{22})$/.exec(params.code)
	// A link cut short (a messaging app may break it): its alert, and so its language, is unknown; the confirm page
	// says in words that the link is not valid, in the first of the phone's languages that the site speaks.
	if (!match) return redirect(localizePath(TARGETS.c, phoneLanguage(request)), { headers: HEADERS })
	const [, action, token] = match as unknown as [string, keyof typeof TARGETS, string]
	const alert = await findJobAlert(getDb(), token)
	const path = localizePath(TARGETS[action], alert?.language ?? phoneLanguage(request))
	return redirect(`${path}?token=${token}`, { headers: HEADERS })
}

/** The first language of the browser's Accept-Language that the site is in (te-IN → te), else English. */
function phoneLanguage(request: Request): Language {
	for (const range of (request.headers.get('Accept-Language') ?? '').split(',')) {
		const code = range.split(';')[0]!.trim().split('-')[0]!.toLowerCase()
		if (isLanguage(code)) return code
	}
	return 'en'
}
