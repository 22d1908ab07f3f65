import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
	isRouteErrorResponse,
	ServerRouter,
	type EntryContext,
	type HandleErrorFunction,
	type RouterContextProvider,
} from 'react-router'
import { requestContext } from './context.ts'
import { log } from './utils/core/log.server.ts'
import { noteOutage } from './utils/db/db-health.server.ts'
import { NonceProvider } from './utils/http/nonce.tsx'
import { STATIC_PAGE_HEADER, type PageHandle } from './utils/content/static-page.ts'
import { renderingWith, requestContent } from './utils/content/site-content.server.ts'
import { markEnglishWords } from './utils/content/english-words.ts'
import { languageOfPath } from './i18n/languages.ts'
import './i18n/all.server.ts'

export const streamTimeout = 5_000

/**
 * Renders the whole document, then sends it in one piece. Our pages wait on
 * nothing after their loaders (no deferred data), so streaming would only cut
 * the HTML into dozens of small writes, each compressed on its own: one write
 * roughly doubles how many pages a core can serve, and the first byte comes no later.
 */
export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = loadContext.get(requestContext).cspNonce
	const matches = routerContext.staticHandlerContext.matches
	const leaf = matches[matches.length - 1]
	const handle = leaf ? (routerContext.routeModules[leaf.route.id]?.handle as PageHandle | undefined) : undefined
	const isStatic = handle?.hydrate === false
	if (isStatic) responseHeaders.set(STATIC_PAGE_HEADER, '1')
	// English words standing in for empty Hindi or Marathi ones are marked after rendering (markEnglishWords).
	const content = requestContent(loadContext)
	const english = content.filled[languageOfPath(new URL(request.url).pathname)] ?? []
	// The content getters read the request's site content while React renders the page (site-content.server.ts).
	const page = renderingWith(
		content,
		<NonceProvider value={nonce}>
			<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
		</NonceProvider>,
	)
	return new Promise<Response>((resolve, reject) => {
		let rendered = false
		const { pipe, abort } = renderToPipeableStream(page.element, {
			nonce,
			onAllReady() {
				page.end()
				rendered = true
				const chunks: Buffer[] = []
				const collect = new Writable({
					write(chunk: Buffer, _encoding, done) {
						chunks.push(chunk)
						done()
					},
					final(done) {
						let body: Buffer<ArrayBuffer> | string = Buffer.concat(chunks)
						if (english.length) body = markEnglishWords(body.toString(), english, { hydrates: !isStatic })
						responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
						resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }))
						done()
					},
				})
				pipe(collect)
			},
			onShellError(error: unknown) {
				page.end()
				reject(error)
			},
			onError(error: unknown) {
				responseStatusCode = 500
				if (rendered) log('error', 'rendering failed', { url: request.url, error: String(error) })
			},
		})
		setTimeout(abort, streamTimeout + 1000)
	})
}

/**
 * Errors of loaders and actions, in the one log; a request the client gave up on is no error of ours. A query
 * that found the database gone is the outage, logged once as such: the request answers 503 (answerOutages).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (noteOutage(error, context)) return
	if (request.signal.aborted) return
	// A visitor's mistake answered as such (a post to a page without a form: 405, an unknown address: 404) is
	// not the server's error: only what the server failed at goes to the error log.
	if (isRouteErrorResponse(error) && error.status < 500) return
	log('error', 'request failed', {
		url: request.url,
		error:
			error instanceof Error
				? (error.stack ?? error.message)
				: isRouteErrorResponse(error)
					? `${error.status} ${error.statusText}`
					: String(error),
	})
}
