import type { z } from 'zod'

// The compatibility API's answers: data as JSON (or the text the original client
// compares), and every error in one shape, the one the server's own refusals use too:
// {"errors":[{"field":"Email","message":"Please enter valid email."}]}.

export interface FieldError {
	field: string
	message: string
}

const NO_STORE = { 'Cache-Control': 'no-store' }

export function apiErrors(errors: FieldError[], status = 400, headers: Record<string, string> = {}) {
	return Response.json({ errors }, { status, headers: { ...NO_STORE, ...headers } })
}

export function methodNotAllowed(allow: 'GET' | 'POST') {
	return apiErrors([{ field: 'method', message: `Use ${allow} for this call.` }], 405, { Allow: allow })
}

/** The plain text the original client compares ("Success", a file reference). */
export function textAnswer(text: string) {
	return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } })
}

export function jsonAnswer(value: unknown) {
	return Response.json(value, { headers: NO_STORE })
}

/** One error per field (the first zod found), named as the API spells the field. */
export function issuesToErrors(error: z.ZodError, names: Record<string, string> = {}): FieldError[] {
	const errors = new Map<string, FieldError>()
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? '')
		const field = key === '' ? 'body' : (names[key] ?? key)
		if (errors.has(field)) continue
		errors.set(field, {
			field,
			message: key === '' ? 'Send one JSON object with the fields of the call.' : issue.message,
		})
	}
	return [...errors.values()]
}

/**
 * Reads a JSON body: 415 for another content type, 400 for JSON that does not
 * parse or is not an object. Its size is limited by the server while it streams.
 */
export async function readJsonObject(
	request: Request,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
	if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
		const message = 'Send the body as JSON (Content-Type: application/json).'
		return { ok: false, response: apiErrors([{ field: 'body', message }], 415) }
	}
	let value: unknown
	try {
		value = JSON.parse(await request.text())
	} catch {
		return { ok: false, response: apiErrors([{ field: 'body', message: 'The body is not valid JSON.' }]) }
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		const message = 'Send one JSON object with the fields of the call.'
		return { ok: false, response: apiErrors([{ field: 'body', message }]) }
	}
	return { ok: true, value: value as Record<string, unknown> }
}
