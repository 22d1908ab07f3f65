import { translate } from '#app/i18n/index.ts'
import { apiErrors, issuesToErrors, methodNotAllowed, readJsonObject, textAnswer } from '#app/utils/http/api.server.ts'
import { ContactApiSchema } from '#app/utils/enquiries/contact-schema.ts'
import { acceptEnquiry } from '#app/utils/enquiries/contact.server.ts'
import { OUTAGE_MESSAGE, RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { OUTAGE_FIELD } from '#app/utils/db/outage.ts'
import { company } from '#content/company.ts'
import type { Route } from './+types/send-email'
import { requestContext } from '#app/context.ts'

// POST /api/Contact/SendEmail: the original client's contact call. The same schema
// as the site's form; the answer is the text "Success" (the original client
// compares it). The anti-forgery header is checked by the server before this runs.
export async function action({ request, context }: Route.ActionArgs) {
	const body = await readJsonObject(request)
	if (!body.ok) return body.response
	const parsed = ContactApiSchema.safeParse(body.value)
	if (!parsed.success) return apiErrors(issuesToErrors(parsed.error))
	const outcome = await acceptEnquiry(parsed.data, context.get(requestContext).clientIp)
	if (outcome === 'too-many') {
		const message = translate('en', 'contact.tooMany', { phone: company.phone })
		return apiErrors([{ field: 'body', message }], 429, { 'Retry-After': '3600' })
	}
	if (outcome === 'unavailable') {
		return apiErrors([{ field: OUTAGE_FIELD, message: OUTAGE_MESSAGE }], 503, {
			'Retry-After': String(RETRY_AFTER_SECONDS),
		})
	}
	if (outcome === 'failed') {
		const message = 'The enquiry could not be stored just now. Please try again in a minute.'
		return apiErrors([{ field: 'body', message }], 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
	}
	return textAnswer('Success')
}

export function loader() {
	return methodNotAllowed('POST')
}
