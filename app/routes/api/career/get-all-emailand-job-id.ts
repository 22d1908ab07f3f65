import { z } from 'zod'
import { translator } from '#app/i18n/index.ts'
import { apiErrors, issuesToErrors, jsonAnswer, methodNotAllowed } from '#app/utils/http/api.server.ts'
import { applicationLookupRefusal, jobIdField } from '#app/utils/applying/apply-api.server.ts'
import { findApplication } from '#app/utils/applying/store-application.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { emailAddress } from '#app/utils/common/validation.ts'
import type { Route } from './+types/get-all-emailand-job-id'
import { requestContext } from '#app/context.ts'

const t = translator('en')

const Lookup = z.object({ JobId: jobIdField(), Email: emailAddress(t('apply.error.email')) })

// GET Career/GetAllEmailandJobId?JobId=&Email=: a non-empty list means "already
// applied". The original client asks once before it applies; anyone else could ask
// whether an address applied anywhere, so the answer covers the job asked about
// only, and look-ups are limited per address.
export async function loader({ request, context }: Route.LoaderArgs) {
	const parsed = Lookup.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!parsed.success) return apiErrors(issuesToErrors(parsed.error))
	const db = getDb()
	const refusal = await applicationLookupRefusal(db, context.get(requestContext).clientIp)
	if (refusal) return refusal
	const application = await findApplication(db, parsed.data.JobId, parsed.data.Email)
	return jsonAnswer(application ? [{ JobId: application.job_id, Email: application.email }] : [])
}

export function action() {
	return methodNotAllowed('GET')
}
