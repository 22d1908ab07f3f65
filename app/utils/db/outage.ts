// How the browser recognises the server's answer while the database is out of reach
// (app/utils/db/db-health.server.ts): a 503 whose one error names the database.

export const OUTAGE_FIELD = 'database'

export function isOutageBody(body: unknown) {
	const errors = (body as { errors?: Array<{ field?: unknown }> } | null)?.errors
	return Array.isArray(errors) && errors.some((error) => error?.field === OUTAGE_FIELD)
}
