import type { RequestHandler } from 'express'

/** A fixed-window counter per client address, in memory (one process). */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
	const hits = new Map<string, { count: number; resetAt: number }>()

	function take(key: string, now = Date.now()) {
		let entry = hits.get(key)
		if (!entry || entry.resetAt <= now) {
			entry = { count: 0, resetAt: now + windowMs }
			hits.set(key, entry)
		}
		entry.count++
		if (hits.size > 10_000) {
			for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k)
		}
		return { allowed: entry.count <= limit, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) }
	}

	return { take }
}

export function limitPosts({ limit, windowMs }: { limit: number; windowMs: number }): RequestHandler {
	const limiter = createRateLimiter({ limit, windowMs })
	return (req, res, next) => {
		if (req.method !== 'POST') return next()
		const { allowed, retryAfterSeconds } = limiter.take(req.ip ?? 'unknown')
		if (allowed) return next()
		res.setHeader('Retry-After', String(retryAfterSeconds))
		res.status(429).type('text/plain').send('Too many requests. Please wait a minute and try again.')
	}
}
