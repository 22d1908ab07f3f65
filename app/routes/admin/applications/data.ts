import { applicationEvents, requireApplication } from '#app/utils/careers/applications.server.ts'
import { audit } from '#app/utils/db/audit.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { listFileFacts } from '#app/utils/files/files.server.ts'
import { requireStaff } from '#app/utils/staff/staff-access.server.ts'
import type { Route } from './+types/data'

// GET /admin/applications/:id/data: everything kept about one applicant, as JSON,
// for an applicant who asks for their data (India's DPDP Act 2023). The files
// themselves are downloaded from the application's page; here are their names.

export async function loader({ request, params }: Route.LoaderArgs) {
	const { staff } = await requireStaff(request, 'applications')
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const files = await listFileFacts(db, [
		application.photo_file_id,
		application.resume_file_id,
		application.aadhaar_file_id,
	])
	const events = await applicationEvents(db, application.id)
	const record = {
		exportedAt: new Date().toISOString(),
		application: {
			id: application.id,
			job: { id: application.job_id, title: application.job_title },
			name: application.name,
			email: application.email,
			mobile: application.contact,
			location: application.location,
			jobField: application.job_field,
			qualification: application.qualification,
			experience: application.experience,
			employer: application.employer,
			currentSalary: application.current_salary,
			expectedSalary: application.expected_salary,
			aadhaarNumber: application.aadhaar_number,
			stage: application.status,
			language: application.language,
			consentAt: application.consent_at,
			appliedAt: application.created_at,
			updatedAt: application.updated_at,
			erasedAt: application.erased_at,
		},
		files: files.map((file) => ({
			kind: file.kind,
			name: file.original_name,
			mediaType: file.media_type,
			bytes: file.byte_size,
			storedAt: file.created_at,
		})),
		events: events.map((event) => ({
			kind: event.kind,
			stage: event.stage,
			text: event.text,
			by: event.staff_name,
			at: event.at,
		})),
	}
	await audit(db, { staff, action: 'application.data-exported', subject: `application ${application.id}` })
	return new Response(JSON.stringify(record, null, 2), {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': `attachment; filename="application-${application.id}.json"`,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
