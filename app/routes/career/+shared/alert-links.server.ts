import { data } from 'react-router'
import { translator } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { readForm } from '#app/utils/http/forms.server.ts'
import { describeAlert } from '#app/utils/alerts/job-alert-messages.server.ts'
import { findJobAlert, type LinkOutcome } from '#app/utils/alerts/job-alerts.server.ts'
import { findCategory } from '#app/utils/jobs/job-categories.server.ts'
import { showCategory } from '#app/utils/jobs/job-categories.ts'
import type { AlertLinkState } from './alert-link-page.tsx'

// What the confirm and unsubscribe pages share: the token of the address, what the alert is about.

export function readToken(request: Request) {
	return (new URL(request.url).searchParams.get('token') ?? '').slice(0, 100)
}

/**
 * The page before the press: what the alert is about, or that the link does not work. Only here, for the link's
 * holder, are the city's typed words shown: the confirmation mail went to an address nobody had confirmed.
 */
export async function alertLinkState(request: Request, db = getDb()) {
	const token = readToken(request)
	const alert = await findJobAlert(db, token)
	if (!alert || alert.unsubscribed_at) {
		return { token, answer: { state: 'invalid' } as AlertLinkState }
	}
	const language = requestLanguage(request)
	const t = translator(language)
	const category = alert.category ? await findCategory(db, alert.category) : undefined
	return {
		token,
		answer: {
			state: 'ask',
			what: describeAlert(t, {
				category: alert.category,
				categoryName: category ? showCategory(category, language).name : undefined,
				place: alert.place ?? '',
			}),
		} as AlertLinkState,
	}
}

/** RFC 8058's one-click unsubscribe: a mail program's POST with exactly this field, and the token in the address. */
export function isOneClickUnsubscribe(formData: FormData) {
	return formData.get('List-Unsubscribe') === 'One-Click'
}

/**
 * The press: the page's anti-forgery field must match (unless the form is `trusted`, the one-click
 * post whose proof is the token), then the change. A stale field shows the button again.
 */
export async function pressAlertLink(
	request: Request,
	change: (token: string) => Promise<LinkOutcome>,
	{ trusted = () => false }: { trusted?: (formData: FormData) => boolean } = {},
) {
	const { formData, tokenMatches } = await readForm(request, { staleToken: 'report' })
	const token = readToken(request)
	if (!tokenMatches && !trusted(formData)) {
		const state = await alertLinkState(request)
		const answer: AlertLinkState =
			state.answer.state === 'ask' ? { state: 'expired', what: state.answer.what } : state.answer
		return data({ token, answer }, { status: 403 })
	}
	const outcome = await change(token)
	const answer: AlertLinkState = outcome === 'invalid' ? { state: 'invalid' } : { state: 'done' }
	return data({ token, answer }, { status: outcome === 'invalid' ? 404 : 200 })
}
