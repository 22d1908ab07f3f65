import { badRequest, careerRecordSchema, issuesToErrors, methodNotAllowed, readJsonBody } from '#app/utils/career-api.server.ts'
import { hasApplied } from '#app/utils/career.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { Route } from './+types/send-apply-email'

// POST Career/SendApplyEmailToAdmin and Career/SendApplyEmailToCandidate (spec
// section 7). Both mails were queued with the application by AddCareer, in one
// transaction, so these calls only confirm it: they answer `Success` for a stored
// application and never send a second mail (nor a mail to an address that never applied).
export async function action({ request }: Route.ActionArgs) {
	const body = await readJsonBody(request, 64 * 1024)
	if (!body.ok) return badRequest([body.error])
	const parsed = careerRecordSchema().partial({ Photo: true, Resume: true, Aadhar: true }).safeParse(body.value)
	if (!parsed.success) return badRequest(issuesToErrors(parsed.error))
	if (!(await hasApplied(getDb(), parsed.data.JobId, parsed.data.Email))) {
		return badRequest([{ field: 'Email', message: 'There is no application from this e-mail for this job: call AddCareer first.' }])
	}
	return new Response('Success', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}

export function loader() {
	return methodNotAllowed('POST')
}
