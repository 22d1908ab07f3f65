import { APPLICATION_FILES, openApplicationFile } from '#app/utils/applications/application-reads.server.ts'
import { requireApplication } from '#app/utils/applications/applications.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/file'

// GET /admin/applications/:id/photo, /resume, /aadhaar: an applicant's files, to
// signed-in HR and administrators only, never cached. The resume and the Aadhaar
// card are downloads, or with ?view=inline (a PDF or a picture) shown in the back
// office's viewer; each opening is audited. The photo shows on the page.

/**
 * A file shown inside the back office's page: a sandboxed document (no script, no form, an origin
 * of its own) that loads nothing, framed only by our own pages. Chromium's PDF viewer draws the
 * PDF in a frame of its own, outside this policy, so it needs nothing more.
 */
const INLINE_FILE_POLICY =
	"sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'"

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const kind = params.kind
	if (!Object.hasOwn(APPLICATION_FILES, kind)) throw new Response('There is no such file.', { status: 404 })
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const inline = new URL(request.url).searchParams.get('view') === 'inline'
	const opened = await openApplicationFile(db, staff, application, kind as keyof typeof APPLICATION_FILES, { inline })
	if (!opened) throw new Response('This file is no longer kept.', { status: 404 })
	const response = fileResponse(request, opened.file, { attachment: opened.attachment })
	response.headers.set('X-Content-Type-Options', 'nosniff')
	if (!opened.attachment) {
		response.headers.set('Content-Security-Policy', INLINE_FILE_POLICY)
		response.headers.set('X-Frame-Options', 'SAMEORIGIN')
	}
	return response
}
