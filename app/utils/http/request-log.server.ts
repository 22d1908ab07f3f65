import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Request, RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import { log, logger, withRequestId } from '#app/utils/core/log.server.ts'
import { loggableUrl } from '#app/utils/core/secret-paths.ts'

export { log }

/** Assets, and the probes a load balancer or Prometheus sends every few seconds, would drown the rest. */
function unlogged(path: string) {
	return path.startsWith('/assets/') || path === '/healthz' || path === '/readyz' || path === '/metrics'
}

/**
 * One JSON line per request (pino-http), tied together by a request id the client can quote: a valid X-Request-Id
 * it sent, or a new one, answered in X-Request-Id and given to the loaders (`context.requestId`). Every other line
 * logged while the request is answered carries it as `requestId`.
 *
 * The line says what operators of pino-http know, and nothing personal: `req` (id, method, and the path without
 * its query, a one-time link's secret replaced: `/admin/reset/:token`), `res` (statusCode), `responseTime` in milliseconds, `requestId` as on the request's other lines, and
 * `msg` ("request completed", "request aborted" when the client went away first, "request errored" for a 5xx,
 * written at level error). No header, no cookie, no client address.
 */
export function requestLog(): RequestHandler {
	const http = pinoHttp<IncomingMessage, ServerResponse>({
		logger: logger(),
		wrapSerializers: false,
		serializers: {
			req: (req: Request) => ({ id: req.id, method: req.method, url: loggableUrl(req.originalUrl ?? req.url) }),
			res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
		},
		autoLogging: { ignore: (req) => unlogged((req as Request).path) },
		customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
		// A 5xx is an error line of its own; pino-http's stand-in error (with a stack of its own code) says nothing more.
		customErrorObject: (_req, res, error, fields: Record<string, unknown>) =>
			error.message === `failed with status code ${res.statusCode}` ? { ...fields, err: undefined } : fields,
	})
	return (req, res, next) => {
		const id = requestIdOf(req.headers['x-request-id'])
		req.id = id
		res.locals.requestId = id
		res.setHeader('X-Request-Id', id)
		withRequestId(id, () => http(req, res, next))
	}
}

/** The request's id: a valid X-Request-Id the client sent, or a new one. */
export function requestIdOf(given: string | string[] | undefined) {
	return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID()
}

/**
 * The request log's line of an answer the host sent before the middleware (a kept page: server/kept-pages.ts): the fields
 * and words pino-http writes above, written out by hand (its id is one of ours or matched the pattern above, its
 * method GET or HEAD, its address without query or secret: nothing to redact). The lines of one turn of the event
 * loop are written together at its end, in one write instead of one each.
 */
export function logAnswer(
	req: IncomingMessage,
	{ id, statusCode, startedAt, aborted }: { id: string; statusCode: number; startedAt: number; aborted: boolean },
) {
	if (statusCode >= 500 || !logger().isLevelEnabled('info')) return
	const now = Date.now()
	const url = JSON.stringify(loggableUrl(req.url ?? '/'))
	pending.push(
		`{"level":"info","time":"${new Date(now).toISOString()}","req":{"id":"${id}","method":${JSON.stringify(req.method)},` +
			`"url":${url}},"requestId":"${id}","res":{"statusCode":${statusCode}},"responseTime":${now - startedAt},` +
			`"msg":"${aborted ? 'request aborted' : 'request completed'}"}`,
	)
	if (pending.length === 1) setImmediate(writePending)
}

const pending: string[] = []

/** To standard output as the log's other lines (log.server.ts): synchronous on files and pipes. */
function writePending() {
	if (!pending.length) return
	process.stdout.write(`${pending.join('\n')}\n`)
	pending.length = 0
}

// A line not written yet when the process ends is written then.
process.on('exit', writePending)
