import { redirect } from 'react-router'
import { localizePath } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { poolLinkLanguage } from '#app/utils/applying/pool-consent.server.ts'
import type { Route } from './+types/pool-short-link'

// The short link of a pool invitation (/p/<token>, in its text and its mail): it leads to the invitation's page in
// the person's language. Opening it changes nothing; the page's button records their yes.

const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

export async function loader({ params }: Route.LoaderArgs) {
	const token = /^[\w-]{22}$/.test(params.token) ? params.token : ''
	const language = (token && (await poolLinkLanguage(getDb(), token))) || 'en'
	return redirect(`${localizePath('/career/invitation', language)}?token=${token}`, { headers: HEADERS })
}
