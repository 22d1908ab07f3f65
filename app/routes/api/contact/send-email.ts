import { ContactSchema } from '#app/utils/contact-schema.ts'
import { acceptEnquiry } from '#app/utils/contact.server.ts'
import type { Route } from './+types/send-email'

// POST /api/Contact/SendEmail (spec section 7): the original client's contact
// call, kept as a compatibility contract. The same schema as the site's form;
// the answer is the text "Success" (the original client compares it). The
// anti-forgery header is checked by the server's middleware before this runs.

function fieldErrors(status: number, errors: Array<{ field: string; message: string }>, headers: HeadersInit = {}) {
	return Response.json({ errors }, { status, headers })
}

export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') {
		return fieldErrors(405, [{ field: '', message: 'Use POST.' }], { Allow: 'POST' })
	}
	let body: unknown
	try {
		body = await request.json()
	} catch {
		return fieldErrors(400, [{ field: '', message: 'The body must be a JSON object with Name, Email, Mobile, Subject, Message, Find and Service.' }])
	}
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		return fieldErrors(400, [{ field: '', message: 'The body must be a JSON object with Name, Email, Mobile, Subject, Message, Find and Service.' }])
	}
	const parsed = ContactSchema.safeParse(body)
	if (!parsed.success) {
		return fieldErrors(
			400,
			parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
		)
	}
	const outcome = await acceptEnquiry(parsed.data, context.clientIp)
	if (outcome === 'too-many') {
		return fieldErrors(429, [{ field: '', message: 'Too many enquiries from this address. Please try again in an hour.' }], { 'Retry-After': '3600' })
	}
	if (outcome === 'failed') {
		return fieldErrors(503, [{ field: '', message: 'The enquiry could not be stored just now. Please try again in a minute.' }])
	}
	return new Response('Success', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}

export function loader() {
	return fieldErrors(405, [{ field: '', message: 'Use POST.' }], { Allow: 'POST' })
}
