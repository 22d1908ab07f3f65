// npm run sms:inbound -- --from +919822000011 --body 1 [--sid SM123] [--url http://localhost:3000]: sends the site a
// text as the provider would when an applicant answers (a Twilio-style form, signed in X-Twilio-Signature), to try
// replies without a provider. Signed with the auth token of SMS_URL when it is set, else with the key the site
// derives from its secret (texts written to files). Prints the site's answer: TwiML, or the refusal.
import crypto from 'node:crypto'
import { parseArgs } from 'node:util'
import { closeDb, getDb, migrateToLatest } from '#app/utils/db/db.server.ts'
import { getEnv } from '#app/utils/core/env.server.ts'
import { getSecret, loadSecrets } from '#app/utils/http/secrets.server.ts'
import { inboundKeys, twilioSignature } from '#app/utils/applications/inbound-texts.server.ts'

const { values } = parseArgs({
	options: {
		from: { type: 'string' },
		body: { type: 'string' },
		sid: { type: 'string' },
		to: { type: 'string' },
		url: { type: 'string' },
	},
})
if (!values.from || values.body === undefined) {
	console.log('Usage: npm run sms:inbound -- --from +919822000011 --body 1 [--sid SM123] [--url http://localhost:3000]')
	process.exit(1)
}
const env = getEnv()
const db = getDb()
await migrateToLatest(db)
await loadSecrets(db, env)
const [key] = inboundKeys(env.SMS_URL, [getSecret()])
await closeDb()
if (!key) {
	console.log('SMS_URL carries no auth token (its password): the site would refuse every inbound text.')
	process.exit(1)
}
const params = {
	From: values.from,
	To: values.to ?? env.SMS_FROM,
	Body: values.body,
	MessageSid: values.sid ?? `SM${crypto.randomBytes(16).toString('hex')}`,
}
// The provider signs the site's public address; the request may go to another (the server on this machine).
const signature = twilioSignature(key, `${env.PUBLIC_URL}/sms/inbound`, params)
const response = await fetch(`${values.url ?? env.PUBLIC_URL}/sms/inbound`, {
	method: 'POST',
	headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
	body: new URLSearchParams(params),
})
console.log(`${response.status} ${await response.text()}`)
