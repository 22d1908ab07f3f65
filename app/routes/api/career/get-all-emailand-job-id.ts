import { z } from 'zod'
import { badRequest, issuesToErrors, jobIdField, methodNotAllowed, t } from '#app/utils/career-api.server.ts'
import { normaliseEmail } from '#app/utils/career.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { emailAddress } from '#app/utils/validation.ts'
import type { Route } from './+types/get-all-emailand-job-id'

// GET Career/GetAllEmailandJobId?JobId=&Email= (spec section 7): a non-empty list means "already applied".
export async function loader({ request }: Route.LoaderArgs) {
	const query = Object.fromEntries(new URL(request.url).searchParams)
	const parsed = z.object({ JobId: jobIdField(), Email: emailAddress(t('apply.error.email')) }).safeParse(query)
	if (!parsed.success) return badRequest(issuesToErrors(parsed.error, {}))
	const rows = await getDb()
		.selectFrom('applications')
		.select(['job_id', 'email'])
		.where('job_id', '=', parsed.data.JobId)
		.where('email_normalised', '=', normaliseEmail(parsed.data.Email))
		.execute()
	return Response.json(
		rows.map((row) => ({ JobId: row.job_id, Email: row.email })),
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export function action() {
	return methodNotAllowed('GET')
}
