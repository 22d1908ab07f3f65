import { requireApplication } from '#app/utils/careers/applications.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { fileResponse, readStoredFile } from '#app/utils/files/files.server.ts'
import { requireStaff } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/file'

// GET /admin/applications/:id/photo, /resume, /aadhaar: an applicant's files, to
// signed-in HR and administrators only, never cached. The resume and the Aadhaar
// card are downloads and each opening is audited; the photo shows on the page.

const KINDS = {
	photo: { column: 'photo_file_id', attachment: false },
	resume: { column: 'resume_file_id', attachment: true },
	aadhaar: { column: 'aadhaar_file_id', attachment: true },
} as const

export async function loader({ request, params }: Route.LoaderArgs) {
	const { staff } = await requireStaff(request, 'applications')
	const kind = KINDS[params.kind as keyof typeof KINDS]
	if (!Object.hasOwn(KINDS, params.kind) || !kind) throw new Response('There is no such file.', { status: 404 })
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const fileId = application[kind.column]
	const file = fileId ? await readStoredFile(db, fileId) : undefined
	if (!file) throw new Response('This file is no longer kept.', { status: 404 })
	if (kind.attachment) {
		await audit(db, {
			staff,
			action: `application.${params.kind}-opened`,
			subject: `application ${application.id}`,
		})
	}
	return fileResponse(request, file, { attachment: kind.attachment })
}
