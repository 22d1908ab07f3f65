import { requireFormCsrf } from './csrf.server.ts'

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i

function refusal(status: number, message: string) {
	return new Response(message, {
		status,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

/** Throws 415 unless the request carries a web form (the only body a page's action reads). */
export function requireFormBody(request: Request) {
	if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
		throw refusal(415, 'Send this form as a web form (application/x-www-form-urlencoded or multipart/form-data).')
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
		throw refusal(400, 'The form arrived incomplete. Please send it again.')
	}
}
