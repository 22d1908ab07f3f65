import { apiErrors, issuesToErrors, methodNotAllowed, readJsonObject, textAnswer } from '#app/utils/http/api.server.ts'
import { applicationLookupRefusal, careerRecordSchema } from '#app/utils/applying/apply-api.server.ts'
import { findApplication } from '#app/utils/applying/store-application.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import type { Route } from './+types/send-apply-email'
import { requestContext } from '#app/context.ts'

// POST Career/SendApplyEmailToAdmin and Career/SendApplyEmailToCandidate. Both
// mails were queued with the application by AddCareer, in one transaction, so these
// calls only confirm it: they answer `Success` for a stored application and never
// send a second mail (nor a mail to an address that never applied).
// Their answer tells whether an address applied, so they take a step of the same per-address
// limit as GetAllEmailandJobId.
export async function action({ request, context }: Route.ActionArgs) {
	const body = await readJsonObject(request)
	if (!body.ok) return body.response
	const parsed = careerRecordSchema().partial({ Photo: true, Resume: true, Aadhar: true }).safeParse(body.value)
	if (!parsed.success) return apiErrors(issuesToErrors(parsed.error))
	const db = getDb()
	const refusal = await applicationLookupRefusal(db, context.get(requestContext).clientIp)
	if (refusal) return refusal
	if (!(await findApplication(db, parsed.data.JobId, parsed.data.Email))) {
		const message = 'There is no application from this e-mail for this job: call AddCareer first.'
		return apiErrors([{ field: 'Email', message }])
	}
	return textAnswer('Success')
}

export function loader() {
	return methodNotAllowed('POST')
}
