import { jsonAnswer, methodNotAllowed } from '#app/utils/http/api.server.ts'
import { listOpenJobs } from '#app/utils/jobs/public-jobs.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { apiCategoryName } from '#app/utils/applying/apply-api.server.ts'

// GET Job/GetAllJobs: the open jobs, in the original field names.
export async function loader() {
	const db = getDb()
	const [jobs, categoryName] = await Promise.all([listOpenJobs(db), apiCategoryName(db)])
	return jsonAnswer(
		jobs.map((job) => ({
			JobId: job.id,
			JobTittle: job.title,
			Designation: job.designation,
			Description: job.description,
			Location: job.location,
			Phone: job.phone,
			Category: categoryName(job.category),
			Tilldate: job.till_date,
			Pdf: job.pdf,
		})),
	)
}

export function action() {
	return methodNotAllowed('GET')
}
