import type { RequestHandler } from 'express'
import { isDatabaseDown, isDatabaseUnavailable } from '#app/utils/db/db-health.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { clientKey } from '#app/utils/http/spam.server.ts'
import { consumeLimit, LIMITS } from '#app/utils/http/limits.server.ts'
import { getSecret } from '#app/utils/http/secrets.server.ts'
import { dropRestOfBody } from './connection.ts'
import { log } from '#app/utils/core/log.server.ts'
import { refuse } from './refuse.ts'

/**
 * Every request that may change something (any method but GET, HEAD and OPTIONS)
 * counts against the client's limit, on all instances together: its address as a keyed
 * hash (an IPv6 client by its /64, see clientKey), never the address itself. When the
 * database cannot count, the request goes on: it would fail there anyway, and a
 * limit must not turn an outage into a wall of 429s. While the database is known to
 * be out of reach, the count is not even tried, so the answer (503) comes at once.
 */
export function limitChanges({ db, perMinute }: { db: () => Db; perMinute: number }): RequestHandler {
	const rule = LIMITS.posts(perMinute)
	return async (req, res, next) => {
		if (['GET', 'HEAD', 'OPTIONS'].includes(req.method) || isDatabaseDown()) return next()
		try {
			const result = await consumeLimit(db(), rule, clientKey(getSecret(), req.ip))
			if (result.allowed) return next()
			refuse(req, res, 429, 'refusal.tooMany', {
				headers: { 'Retry-After': String(result.retryAfterSeconds) },
			})
			dropRestOfBody(req)
		} catch (error) {
			if (!isDatabaseUnavailable(error)) log('error', 'rate limit unavailable', { error: String(error) })
			next()
		}
	}
}
