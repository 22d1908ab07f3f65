import { getDb } from '#app/utils/db/db.server.ts'
import { readRegisteredPdf } from '#app/utils/content/documents.server.ts'
import { fileEtag } from '#app/utils/files/files.server.ts'
import type { Route } from './+types/pdf'

// GET /Pdf/{name}: a housekeeping document or a job advert, served by the site
// itself from the database. Only a name registered by a document or a job is
// served; anything else is a 404, never an error page or a file the name tries
// to reach (OWASP Path Traversal: https://owasp.org/www-community/attacks/Path_Traversal).

function notFound() {
	return new Response('This document does not exist.', {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}

export async function loader({ params, request }: Route.LoaderArgs) {
	const name = params.name ?? ''
	const file = await readRegisteredPdf(getDb(), name)
	if (!file) return notFound()

	const etag = fileEtag(file)
	const headers = new Headers({
		'Content-Type': 'application/pdf',
		'Content-Disposition': `inline; filename="${name}"`,
		// Documents can be replaced from the back office under the same name: an hour, then revalidate.
		'Cache-Control': 'public, max-age=3600, must-revalidate',
		ETag: etag,
		'Last-Modified': new Date(file.created_at).toUTCString(),
	})
	if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
	headers.set('Content-Length', String(file.bytes.length))
	return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.bytes), { status: 200, headers })
}
