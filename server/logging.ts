import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import { log } from '#app/utils/log.server.ts'

export { log }

/** One JSON line per request, tied together by a request id the client can quote. */
export function requestLog(): RequestHandler {
	return (req, res, next) => {
		const given = req.headers['x-request-id']
		const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID()
		res.locals.requestId = id
		res.setHeader('X-Request-Id', id)
		const started = process.hrtime.bigint()
		res.on('finish', () => {
			// Assets, and the probes a load balancer sends every few seconds, would drown the rest.
			if (req.path.startsWith('/assets/') || req.path === '/healthz' || req.path === '/readyz') return
			log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
				id,
				method: req.method,
				path: req.path,
				status: res.statusCode,
				ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
			})
		})
		next()
	}
}
