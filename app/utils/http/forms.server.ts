import { translate, type MessageKey } from '#app/i18n/index.ts'
import { requestLanguage } from '#app/i18n/languages.ts'
import { requireFormCsrf } from './csrf.server.ts'
import type { MultipartError } from '#app/utils/files/uploads.server.ts'

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/**
 * A form the action cannot read: the page's error view shows the words in the
 * language of the page the form was sent from.
 */
export function formRefusal(request: Request, status: number, key: MessageKey) {
	return new Response(translate(requestLanguage(request), key), {
		status,
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Cache-Control': 'no-store',
			...(status === 503 ? { 'Retry-After': '60' } : {}),
		},
	})
}

const MULTIPART_FAILURES: Record<MultipartError['reason'], { status: number; key: MessageKey }> = {
	malformed: { status: 400, key: 'refusal.broken' },
	'cut-off': { status: 400, key: 'refusal.incomplete' },
	busy: { status: 503, key: 'refusal.busy' },
}

/** Why a form with files could not be read (garbled, cut off on a weak connection, or too many at once). */
export function multipartRefusal(request: Request, error: MultipartError) {
	const { status, key } = MULTIPART_FAILURES[error.reason]
	return formRefusal(request, status, key)
}

/** Throws 415 unless the request carries a web form (the only body a page's action reads). */
export function requireFormBody(request: Request) {
	if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
		throw formRefusal(request, 415, 'refusal.notForm')
	}
}

/**
 * How every page's action reads its form: a web form only (415 otherwise), a body
 * that parses (400 otherwise; its size is limited by the server while it streams),
 * and the anti-forgery field checked before anything else is looked at (403).
 */
export async function readFormData(request: Request) {
	const formData = await readFormBody(request)
	requireFormCsrf(request, formData)
	return formData
}

/**
 * The form without its anti-forgery check, for an action that answers a stale
 * field itself, in the visitor's language and with what they typed (the contact
 * page): it must check `formCsrfMatches` before it stores or sends anything.
 */
export async function readFormBody(request: Request) {
	requireFormBody(request)
	try {
		return await request.formData()
	} catch {
		throw formRefusal(request, 400, 'refusal.incomplete')
	}
}
