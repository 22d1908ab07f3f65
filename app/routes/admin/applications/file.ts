import { APPLICATION_FILES, openApplicationFile } from '#app/utils/careers/application-reads.server.ts'
import { requireApplication } from '#app/utils/careers/applications.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { fileResponse } from '#app/utils/files/files.server.ts'
import { requireStaff } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/file'

// GET /admin/applications/:id/photo, /resume, /aadhaar: an applicant's files, to
// signed-in HR and administrators only, never cached. The resume and the Aadhaar
// card are downloads and each opening is audited; the photo shows on the page.

export async function loader({ request, params }: Route.LoaderArgs) {
	const { staff } = await requireStaff(request, 'applications')
	const kind = params.kind
	if (!Object.hasOwn(APPLICATION_FILES, kind)) throw new Response('There is no such file.', { status: 404 })
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const opened = await openApplicationFile(db, staff, application, kind as keyof typeof APPLICATION_FILES)
	if (!opened) throw new Response('This file is no longer kept.', { status: 404 })
	return fileResponse(request, opened.file, { attachment: opened.attachment })
}
