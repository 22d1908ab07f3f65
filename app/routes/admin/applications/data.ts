import { applicantDataRecord } from '#app/utils/applications/application-reads.server.ts'
import { requireApplication } from '#app/utils/applications/applications.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/data'

// GET /admin/applications/:id/data: everything kept about one applicant, as JSON,
// for an applicant who asks for their data (India's DPDP Act 2023). The files
// themselves are downloaded from the application's page; here are their names.

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ params, context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const db = getDb()
	const application = await requireApplication(db, params.id)
	const record = await applicantDataRecord(db, staff, application)
	return new Response(JSON.stringify(record, null, 2), {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': `attachment; filename="application-${application.id}.json"`,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
