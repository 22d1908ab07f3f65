import { apiErrors } from '#app/utils/http/api.server.ts'

// Any other address under /api/ is a call that does not exist: a JSON 404 in the
// API's error shape, never the home page an HTML visitor would get.
function notFound() {
	return apiErrors([{ field: 'path', message: 'There is no such call. The calls are listed in docs/api.md.' }], 404)
}

export const loader = notFound
export const action = notFound
