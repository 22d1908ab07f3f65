import { getEnv } from '#app/utils/core/env.server.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import type { BodyLimitRule } from '#app/utils/http/body-limits.ts'
import { getAcceptedSecrets } from '#app/utils/http/secrets.server.ts'
import { answerInboundText } from '#app/utils/applications/inbound-texts.server.ts'
import type { Route } from './+types/inbound'

// The provider's webhook for the texts applicants send back (Twilio's: a form of From, To, Body and MessageSid). It
// comes from no page of ours, so without our anti-forgery field: the server lets a form post through to the form
// reader, which this route asks to report a missing field rather than refuse it, and the proof is the provider's
// signature (X-Twilio-Signature) instead. A post without the right one is refused (403) and nothing is kept.

/** A provider's form is a few hundred bytes: far below a page form's limit. */
const inboundBody: BodyLimitRule = () => ({ maxBytes: 16 * 1024, tooLarge: { key: 'refusal.tooLarge' } })
export const handle = { body: inboundBody }

export function action({ request }: Route.ActionArgs) {
	const env = getEnv()
	return answerInboundText(request, {
		db: getDb(),
		smsUrl: env.SMS_URL,
		publicUrl: env.PUBLIC_URL,
		secrets: getAcceptedSecrets(),
	})
}
