import crypto from 'node:crypto'
import type { Db } from '#app/utils/db/db.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { networkForLimits } from '#app/utils/http/client-network.ts'
import { consumeLimit, giveBackLimit, personKey, type LimitRule } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { readTextBudget } from './sms-budget.server.ts'

// Texts a visitor's request sets off (a job alert's confirmation, an application's acknowledgement) are counted
// when the request is made, before the site's budget (sms-budget.server.ts) is reached: per client address, and per
// network around it, since one person with several addresses of one network (an IPv4 /24, an IPv6 /56) must not
// take the whole budget; and a mobile number gets one alert confirmation a day, whoever asks.

export const TEXT_LIMITS = {
	/** Texts set off from one client address (an IPv6 client's /64), alerts and acknowledgements together. */
	address: { name: 'texts-address', points: 10, durationSeconds: 3600 } satisfies LimitRule,
	/** Texts set off from one network: a carrier's shared addresses (CGNAT) sit in one, so it is looser. */
	network: { name: 'texts-network', points: 30, durationSeconds: 3600 } satisfies LimitRule,
	/** Alert confirmations texted to one mobile number, from all addresses. */
	confirmationsPerNumber: { name: 'alert-texts-number', points: 1, durationSeconds: 24 * 3600 } satisfies LimitRule,
}

/** The network around the client address, as a keyed hash, as clientKey keys the address itself. */
export function networkKey(secret: string, ip: string | undefined) {
	return crypto
		.createHmac('sha256', secret)
		.update(`network:${networkForLimits(ip)}`)
		.digest('base64url')
		.slice(0, 22)
}

export type VisitorText =
	| {
			allowed: true
			/** The site's budget is spent: the text is queued, and goes once it opens. */
			later: boolean
			/** The steps back, when the text was not queued after all. */
			giveBack(): Promise<void>
	  }
	| { allowed: false; reason: 'network' | 'number'; retryAfterSeconds: number }

/**
 * The steps of one text a visitor's request is about to queue. A refused step gives back what this call took, so
 * the counters count texts queued; the caller gives the rest back when it then queues none.
 */
export async function takeVisitorText(
	db: Db,
	{ clientIp, confirmationTo }: { clientIp: string | undefined; confirmationTo?: string },
	now = new Date(),
): Promise<VisitorText> {
	const secret = getSecret()
	const steps: Array<[LimitRule, string, 'network' | 'number']> = [
		[TEXT_LIMITS.address, clientKey(secret, clientIp), 'network'],
		[TEXT_LIMITS.network, networkKey(secret, clientIp), 'network'],
	]
	if (confirmationTo) steps.push([TEXT_LIMITS.confirmationsPerNumber, personKey('mobile', confirmationTo), 'number'])
	const taken: Array<[LimitRule, string]> = []
	async function giveBack() {
		for (const [rule, key] of taken.splice(0)) await giveBackLimit(db, rule, key)
	}
	for (const [rule, key, reason] of steps) {
		// A refused step was counted too: it goes back with the others.
		taken.push([rule, key])
		const step = await consumeLimit(db, rule, key)
		if (!step.allowed) {
			await giveBack()
			return { allowed: false, reason, retryAfterSeconds: step.retryAfterSeconds }
		}
	}
	const { spent } = await readTextBudget(db, undefined, now)
	return { allowed: true, later: spent, giveBack }
}
