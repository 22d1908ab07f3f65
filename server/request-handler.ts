import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type { RequestHandler, Response as ExpressResponse } from 'express'
import { createRequestHandler as createRouterHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import type { Answer } from '#app/utils/background/host.server.ts'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '#app/utils/db/db-health.server.ts'
import { BodyRefused, countedBody, type BodyRules } from './body.ts'
import { dropRestOfBody, holdConnectionForBody } from './connection.ts'
import { log } from '#app/utils/core/log.server.ts'
import { routerPath } from '#app/utils/http/router-path.ts'
import { refuse, refuseUnavailable } from './refuse.ts'

/**
 * Hands Express requests to React Router, as @react-router/express does, with
 * one difference that matters: the body the router reads is counted while it
 * streams (see countedBody), so no route can be made to read more than its limit.
 * `around` wraps the router's answer (the page cache, app/utils/content/page-cache.server.ts).
 */
export function createRequestHandler({
	build,
	mode,
	origin,
	bodyRulesFor,
	getLoadContext,
	beforeSend,
	around,
}: {
	build: ServerBuild | (() => Promise<ServerBuild>)
	mode: string
	/** The site's own origin: request URLs are built on it, never on the Host header a client sends. */
	origin: string
	/** The body rules of a request with a body, from the path as the router sees it (its route's limit). */
	bodyRulesFor: (path: string) => Promise<BodyRules>
	/** The router's context of a request, with what the host found out about it set once (app/context.ts). */
	getLoadContext: (req: Parameters<RequestHandler>[0], res: ExpressResponse) => RouterContextProvider
	/** Last look at the router's answer before it is sent (headers may still change). */
	beforeSend?: (response: Response, res: ExpressResponse) => void
	around?: (answer: Answer) => Answer
}): RequestHandler {
	const handle = createRouterHandler(build, mode)
	const route: Answer = ({ request, context }) => handle(request, context)
	const answer = around ? around(route) : route
	return async (req, res, next) => {
		const url = requestUrl(origin, req.originalUrl)
		if (!url) {
			refuse(req, res, 400, 'refusal.badAddress')
			return
		}
		const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
		const rules = hasBody ? await bodyRulesFor(routerPath(req.originalUrl)) : undefined
		if (rules && Number(req.headers['content-length'] ?? 0) > rules.maxBytes) {
			refuse(req, res, 413, rules.tooLarge)
			dropRestOfBody(req)
			return
		}

		const controller = new AbortController()
		res.on('close', () => {
			if (!res.writableFinished) controller.abort()
		})
		const init: RequestInit & { duplex?: 'half' } = {
			method: req.method,
			headers: toHeaders(req.headers),
			signal: controller.signal,
		}
		if (rules) {
			init.body = createReadableStreamFromReadable(countedBody(req, res, rules))
			init.duplex = 'half'
		}

		try {
			const response = await answer({
				req,
				res,
				request: new Request(url.href, init),
				context: getLoadContext(req, res),
			})
			// The body was refused (413, 408) or the client left: that answer stands.
			if (res.headersSent || res.destroyed) {
				await response.body?.cancel().catch(() => {})
				return
			}
			// A page or call the database could not serve says when to come back, whoever answered 503.
			if (response.status === 503 && !response.headers.has('retry-after')) {
				response.headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
			}
			beforeSend?.(response, res)
			holdConnectionForBody(req, res)
			res.statusMessage = response.statusText
			res.status(response.status)
			// The route's headers win over the defaults set before it (Cache-Control); cookies add up.
			for (const [key, value] of response.headers.entries()) {
				if (key === 'set-cookie') res.append(key, value)
				else res.setHeader(key, value)
			}
			if (response.body) await writeReadableStreamToWritable(response.body, res)
			else res.end()
		} catch (error) {
			if (res.headersSent || res.destroyed || error instanceof BodyRefused) return
			if (isDatabaseUnavailable(error)) {
				refuseUnavailable(req, res, 'outage')
				return
			}
			log('error', 'request failed', { path: req.path, error: String(error) })
			next(error)
		}
	}
}

function requestUrl(origin: string, target: string) {
	if (!target.startsWith('/')) return null
	try {
		return new URL(`${origin}${target}`)
	} catch {
		return null
	}
}

function toHeaders(source: NodeJS.Dict<string | string[]>) {
	const headers = new Headers()
	for (const [key, values] of Object.entries(source)) {
		if (values === undefined) continue
		for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value)
	}
	return headers
}
