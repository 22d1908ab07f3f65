import { redirect } from 'react-router'
import { isLanguage, localizePath, type Language } from '#app/i18n/languages.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { interviewLinkLanguage } from '#app/utils/applications/interview-answers.server.ts'
import type { Route } from './+types/interview-short-link'

// The short link of an interview's invitation (/i/<token>, in its text and its mail): it leads to the answer page
// in the applicant's language. Opening it changes nothing; the page's buttons answer.

const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

export async function loader({ params, request }: Route.LoaderArgs) {
	const token = /^[\w-]{22}$/.test(params.token) ? params.token : ''
	const language = (token && (await interviewLinkLanguage(getDb(), token))) || phoneLanguage(request)
	return redirect(`${localizePath('/career/interview', language)}?token=${token}`, { headers: HEADERS })
}

/** The first language of the browser's Accept-Language that the site is in (te-IN → te), else English. */
function phoneLanguage(request: Request): Language {
	for (const range of (request.headers.get('Accept-Language') ?? '').split(',')) {
		const code = range.split(';')[0]!.trim().split('-')[0]!.toLowerCase()
		if (isLanguage(code)) return code
	}
	return 'en'
}
