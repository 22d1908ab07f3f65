import { filtersQuery, readApplicationFilters } from '#app/utils/applications.ts'
import { exportApplications } from '#app/utils/applications.server.ts'
import { audit } from '#app/utils/audit.server.ts'
import { spreadsheetMobile, toCsv } from '#app/utils/csv.ts'
import { getDb } from '#app/utils/db.server.ts'
import { requireStaff } from '#app/utils/staff-access.server.ts'
import { spreadsheetIndianTime, todayInIndia } from '#app/utils/dates.ts'
import type { Route } from './+types/export'

// GET /admin/applications/export?<the list's filters>: the filtered list as a CSV
// file for a spreadsheet, every page of it. Applicants typed the cells, so the
// writer keeps any formula as text.

const HEADINGS = [
	'Id',
	'Applied (India time)',
	'Name',
	'E-mail',
	'Mobile',
	'Job',
	'Category',
	'Stage',
	'Location',
	'Qualification',
	'Experience',
	'Employer',
	'Current salary',
	'Expected salary',
	'Erased',
]

export async function loader({ request }: Route.LoaderArgs) {
	const { staff } = await requireStaff(request, 'applications')
	const filters = readApplicationFilters(new URL(request.url))
	const db = getDb()
	const rows = await exportApplications(db, filters)
	const csv = toCsv(
		HEADINGS,
		rows.map((row) => [
			row.id,
			spreadsheetIndianTime(row.created_at),
			row.name,
			row.email,
			spreadsheetMobile(row.contact),
			row.job_title ?? '',
			row.job_field,
			row.status,
			row.location,
			row.qualification,
			row.experience,
			row.employer,
			row.current_salary,
			row.expected_salary,
			row.erased_at ? 'Yes' : '',
		]),
	)
	await audit(db, {
		staff,
		action: 'applications.exported',
		subject: 'applications',
		details: { rows: rows.length, filters: filtersQuery(filters) },
	})
	return new Response(csv, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="applications-${todayInIndia()}.csv"`,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
