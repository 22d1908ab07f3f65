import crypto from 'node:crypto'
import { getDb } from '#app/utils/db.server.ts'
import { readRegisteredPdf } from '#app/utils/documents.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { Route } from './+types/pdf'

// GET /Pdf/{name} (spec section 7; PRODUCT.md: served by the site itself, not
// a development server). Only a name registered as a housekeeping document or
// a job advert is served, from the data folder; anything else is a 404, never
// an error page or a file the name tries to reach (OWASP Path Traversal:
// https://owasp.org/www-community/attacks/Path_Traversal).

function notFound() {
	return new Response('This document does not exist.', {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

export async function loader({ params, request }: Route.LoaderArgs) {
	const name = params.name ?? ''
	const file = await readRegisteredPdf(getDb(), getEnv().DATA_DIR, name)
	if (!file) return notFound()

	const etag = `"${crypto.createHash('sha1').update(file.bytes).digest('base64url')}"`
	const headers = new Headers({
		'Content-Type': 'application/pdf',
		'Content-Disposition': `inline; filename="${name}"`,
		// Documents can be replaced from the back office under the same name: an hour, then revalidate.
		'Cache-Control': 'public, max-age=3600, must-revalidate',
		ETag: etag,
		'Last-Modified': file.modified.toUTCString(),
	})
	if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
	headers.set('Content-Length', String(file.size))
	return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.bytes), { status: 200, headers })
}
