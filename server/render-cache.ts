import type { Request } from 'express'
import type { Answer } from './request-handler.ts'
import { isApiPath, isBackOfficePath, routerPath } from './paths.ts'

// Public pages look the same for every anonymous visitor, but for two values of
// each answer: the CSP nonce and the anti-forgery token. A page is rendered once
// with placeholders for those, kept, and sent to each visitor with their own
// values put in. It is kept until what it shows may have changed: the database's
// content version (jobs, documents, gallery photos), today's date in India (a
// deadline passes at midnight) and the content folders (a photo dropped into a
// gallery) are part of its key.

export const NONCE_PLACEHOLDER = 'rendercachenonce000000000'
export const TOKEN_PLACEHOLDER = 'rendercachetoken000000000'

export interface CachedPage {
	status: number
	headers: Array<[string, string]>
	body: string
}

export function createRenderCache({
	version,
	requestVersion = () => '',
	sessionCookies,
	maxPages = 300,
}: {
	/** What the pages show, as a string that changes whenever it does; asked at most once a second. */
	version: () => Promise<string>
	/**
	 * The version of what this very request renders with (the site content it started with),
	 * asked each time: a page is kept under the version of the words it holds.
	 */
	requestVersion?: () => string
	/** Cookie names of a signed-in session: those visitors are never served from the cache. */
	sessionCookies: readonly string[]
	maxPages?: number
}) {
	const pages = new Map<string, CachedPage>()
	let known = { value: '', at: 0 }

	// While the database is out of reach the version cannot be read: the pages kept are still
	// served (they were right a moment ago), and only what was never kept answers 503.
	async function currentVersion() {
		if (Date.now() - known.at < 1000) return known.value
		try {
			known = { value: await version(), at: Date.now() }
		} catch (error) {
			if (!known.value) throw error
			known = { value: known.value, at: Date.now() }
		}
		return known.value
	}

	/** The cache key of this request, or null when its answer must be rendered for it alone. */
	async function keyFor(req: Request) {
		if (req.method !== 'GET' && req.method !== 'HEAD') return null
		const [path, query] = req.originalUrl.split('?')
		if (query !== undefined) return null
		const routed = routerPath(path ?? '/')
		// Which answers are kept is each route's to say: only an HTML page whose Cache-Control is neither private
		// nor no-store (isCacheable), so a page with a value of its own per view (the contact form's signed time
		// stamp) keeps itself out, whatever address reaches it (/contact-us/, /hi/contact-us/.).
		if (isApiPath(routed) || isBackOfficePath(routed)) return null
		const cookies = req.headers.cookie ?? ''
		if (sessionCookies.some((name) => cookies.includes(`${name}=`))) return null
		return `${await currentVersion()}|${requestVersion()}|${path}`
	}

	function get(key: string) {
		const page = pages.get(key)
		if (page) {
			// Most recently used last: the oldest go first when the cache is full.
			pages.delete(key)
			pages.set(key, page)
		}
		return page
	}

	function set(key: string, page: CachedPage) {
		pages.set(key, page)
		while (pages.size > maxPages) pages.delete(pages.keys().next().value!)
	}

	return { keyFor, get, set, size: () => pages.size }
}

export type RenderCache = ReturnType<typeof createRenderCache>

/** Whether the router's answer may be kept for others: a page, for everyone, without a cookie of its own. */
export function isCacheable(response: Response) {
	const cacheControl = response.headers.get('cache-control') ?? ''
	return (
		[200, 404, 410].includes(response.status) &&
		(response.headers.get('content-type') ?? '').startsWith('text/html') &&
		!response.headers.has('set-cookie') &&
		!/no-store|private/i.test(cacheControl)
	)
}

export function fillPlaceholders(body: string, { nonce, token }: { nonce: string; token: string }) {
	return body.replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(TOKEN_PLACEHOLDER, token)
}

const TEXT_TYPES = /^text\/|[/+](?:json|xml|javascript)\b/

/**
 * The render cache around the router's answer: a kept page is sent with this
 * visitor's nonce and token put in; a page not kept yet is rendered once with
 * placeholders, kept when its answer says it may be (isCacheable), and sent.
 */
export function withRenderCache(cache: RenderCache) {
	return (answer: Answer): Answer =>
		async (args) => {
			const { req, res } = args
			const key = await cache.keyFor(req)
			if (!key) return answer(args)
			const own = { nonce: res.locals.cspNonce as string, token: res.locals.csrfToken as string }
			const cached = cache.get(key)
			if (cached) {
				res.setHeader('X-Render-Cache', 'hit')
				return new Response(req.method === 'HEAD' ? null : fillPlaceholders(cached.body, own), cached)
			}
			const response = await answer({
				...args,
				context: { ...args.context, cspNonce: NONCE_PLACEHOLDER, csrfToken: TOKEN_PLACEHOLDER },
			})
			// Pictures and PDFs carry no per-visitor value. Every text answer may: a page, and the data a
			// client-side navigation loads (/contact-us.data), which holds the root's anti-forgery token.
			const type = response.headers.get('content-type') ?? ''
			if (!response.body || !TEXT_TYPES.test(type)) return response
			const body = await response.text()
			const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length')
			const page = { status: response.status, headers, body }
			if (type.startsWith('text/html')) {
				res.setHeader('X-Render-Cache', 'miss')
				if (isCacheable(response)) cache.set(key, page)
			}
			return new Response(fillPlaceholders(body, own), page)
		}
}
