import { redirect } from 'react-router'
import { isLanguage, localizePath } from '#app/i18n/languages.ts'
import type { Route } from './+types/status-short-link'

// The short address of the status page (/s/te, in the acknowledgement text): a text is paid by its parts, and the
// status page's own address costs a dozen characters more in every Devanagari or Telugu text. It leads to the status
// page in the language it names (English without one, or with one the site is not in).

export function loader({ params }: Route.LoaderArgs) {
	const language = params.language && isLanguage(params.language) ? params.language : 'en'
	return redirect(localizePath('/career/status', language), { headers: { 'Cache-Control': 'public, max-age=3600' } })
}
