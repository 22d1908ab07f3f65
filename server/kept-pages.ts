import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { csrfCookie, mayCarryCsrfCookie, visitorToken } from './csrf.ts'
import { logAnswer, requestIdOf } from '#app/utils/http/request-log.server.ts'
import { securityHeaderList } from './security.ts'

// A public page the render cache keeps compressed is answered here, before the middleware: most of what a visit
// costs in Express (its request and response objects, a dozen middleware, the security headers made anew, the
// router's Request and Response) is the same for every visitor of that page. What each answer still gets of its
// own is what the middleware would give it: its request id (answered and logged), a nonce where the page carries
// one, the visitor's anti-forgery token in the page and their cookie when they have none, the request log's line
// and the metrics. Anything else goes the whole way: another method, a body, another name of the host, an
// instance not ready, an address or a visitor the cache does not answer (a signed-in member of staff, a content
// editor's preview), a client that takes none of the encodings kept, a page not kept or not compressed yet.

/** A page the app keeps (app/utils/content/page-cache.server.ts), as the host sends it. */
export interface KeptPage {
	status: number
	/** The page's own headers (its Content-Type, a static page's Content-Security-Policy): they win over the host's. */
	headers: Array<[string, string]>
}

/** What the app hands the host, so that it answers kept pages at once. */
export interface KeptPages<Page extends KeptPage> {
	/** The page kept for this request, already compressed, or undefined: at once, or once a version is read. */
	find: (req: {
		method?: string
		originalUrl: string
		headers: { cookie?: string }
	}) => Page | undefined | Promise<Page | undefined>
	/** The page's compressed bytes with this visitor's values, or null when the client takes none kept. */
	answer: (
		page: Page,
		acceptEncoding: string | undefined,
		own: { nonce: string; token: string },
	) => { encoding: string; bytes: Buffer } | null
}

/** A page's headers as sent, worked out at its first answer. */
interface Prepared {
	/** Name, value, name, value...: all but the request's own. */
	fixed: string[]
	/** The page has its own Content-Security-Policy (a static page's, by hash): no nonce. */
	ownCsp: boolean
	/** A cookie may go with it (not with an answer a shared cache may keep). */
	cookieAllowed: boolean
}

/**
 * The host's answer of kept pages: a function that answers a request (and says true), or says false and leaves the
 * request untouched for the middleware; at once, or, when the cache must read a version first, once it has.
 */
export function keptPageAnswers<Page extends KeptPage>({
	pages,
	https,
	dev = false,
	ready,
	aliases,
	secret,
	acceptedSecrets,
	measure,
}: {
	pages: KeptPages<Page>
	https: boolean
	dev?: boolean
	/** Whether the instance is ready (the readiness gate lets requests through). */
	ready: () => boolean
	/** Other names of the host, whose pages redirect to PUBLIC_URL (hosts.ts). */
	aliases: ReadonlySet<string>
	secret: () => string
	acceptedSecrets: () => readonly string[]
	/** Records an answer in the metrics (app/utils/http/request-metrics.server.ts), when they are on. */
	measure?: (method: string, url: string, status: number, seconds: number) => void
}) {
	const security = securityHeaderList({ https, dev })
	const prepared = new WeakMap<Page, Prepared>()

	function prepare(page: Page): Prepared {
		// Set in the middleware's order, a later name replacing an earlier one: the page's own headers win.
		const headers = new Map<string, [string, string]>()
		for (const [name, value] of security.headers) headers.set(name.toLowerCase(), [name, value])
		headers.set('x-render-cache', ['X-Render-Cache', 'hit'])
		for (const [name, value] of page.headers) headers.set(name.toLowerCase(), [name, value])
		headers.set('vary', ['Vary', 'Accept-Encoding'])
		const ownCsp = headers.has('content-security-policy')
		const cookieAllowed = mayCarryCsrfCookie(headers.get('cache-control')?.[1])
		return { fixed: [...headers.values()].flat(), ownCsp, cookieAllowed }
	}

	function send(req: IncomingMessage, res: ServerResponse, page: Page, started: bigint, startedAt: number) {
		const url = req.url!
		let sent = prepared.get(page)
		if (!sent) prepared.set(page, (sent = prepare(page)))
		const { token, cookieNeeded } = visitorToken(req.headers.cookie, { secret, acceptedSecrets })
		const nonce = sent.ownCsp ? '' : crypto.randomBytes(16).toString('base64')
		const answer = pages.answer(page, req.headers['accept-encoding'], { nonce, token })
		if (!answer) return false

		const id = requestIdOf(req.headers['x-request-id'])
		const headers = ['X-Request-Id', id, ...sent.fixed]
		if (!sent.ownCsp) headers.push(security.cspName, security.csp(nonce))
		if (cookieNeeded && sent.cookieAllowed) headers.push('Set-Cookie', csrfCookie(token, { secure: https }))
		headers.push('Content-Encoding', answer.encoding, 'Content-Length', String(answer.bytes.length))
		res.writeHead(page.status, headers)
		res.end(req.method === 'HEAD' ? undefined : answer.bytes)
		logAnswer(req, { id, statusCode: page.status, startedAt, aborted: res.destroyed && !res.writableFinished })
		measure?.(req.method!, url, page.status, Number(process.hrtime.bigint() - started) / 1e9)
		return true
	}

	return function answerKept(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !ready()) return false
		// A body nothing reads is the middleware's to drop (connection.ts).
		if (req.headers['content-length'] || req.headers['transfer-encoding']) return false
		const url = req.url ?? ''
		if (!url.startsWith('/') || aliases.has((req.headers.host ?? '').toLowerCase())) return false
		const started = process.hrtime.bigint()
		const startedAt = Date.now()
		const found = pages.find({ method: req.method, originalUrl: url, headers: req.headers })
		if (!(found instanceof Promise)) return found ? send(req, res, found, started, startedAt) : false
		return found.then(
			(page) => (page ? send(req, res, page, started, startedAt) : false),
			// The database's version could not be read: the middleware answers as it does then.
			() => false,
		)
	}
}
