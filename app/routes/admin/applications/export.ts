import {
	applicationCsvStream,
	applicationExportFileName,
	startApplicationExport,
} from '#app/utils/applications/application-export.server.ts'
import { readApplicationFilters } from '#app/utils/applications/applications.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { backOfficeArea } from '#app/utils/staff/staff-access.server.ts'
import { staffContext } from '#app/context.ts'
import type { Route } from './+types/export'

// GET /admin/applications/export?<the list's filters>: the filtered list as a CSV
// file for a spreadsheet, every row of it, sent page by page as it is read
// (application-export.server.ts). Applicants typed the cells, so the writer keeps
// any formula as text.

export const middleware: Route.MiddlewareFunction[] = [backOfficeArea('applications')]

export async function loader({ request, context }: Route.LoaderArgs) {
	const { staff } = context.get(staffContext)
	const filters = readApplicationFilters(new URL(request.url))
	const db = getDb()
	const start = await startApplicationExport(db, staff, filters)
	return new Response(applicationCsvStream(db, filters, start), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${applicationExportFileName(start.rows)}"`,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
