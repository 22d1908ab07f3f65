// A record's id as addresses, forms and the API carry it, and the answer when a
// request names a record that is not there. One rule for every id.

/** A whole number from 1, at most nine digits (as text or a number); null otherwise. */
export function parseId(value: unknown): number | null {
	if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 999_999_999 ? value : null
	if (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= 1) return Number(value)
	return null
}

/**
 * Throws an answer (404 unless told) when the condition fails: the route's
 * error view shows the message. As the Epic Stack's `invariantResponse`.
 */
export function invariantResponse(
	condition: unknown,
	message: string,
	init: ResponseInit = { status: 404 },
): asserts condition {
	if (!condition) throw new Response(message, init)
}
