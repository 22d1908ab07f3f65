import { methodNotAllowed } from '#app/utils/career-api.server.ts'
import { listOpenJobs } from '#app/utils/career.server.ts'
import { getDb } from '#app/utils/db.server.ts'

// GET Job/GetAllJobs (spec section 7): the open jobs, in the original field names.
export async function loader() {
	const jobs = await listOpenJobs(getDb())
	return Response.json(
		jobs.map((job) => ({
			JobId: job.id,
			JobTittle: job.title,
			Designation: job.designation,
			Description: job.description,
			Location: job.location,
			Phone: job.phone,
			Category: job.category,
			Tilldate: job.till_date,
			Pdf: job.pdf,
		})),
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export function action() {
	return methodNotAllowed('GET')
}
