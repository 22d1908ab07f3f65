import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Request, Response as ExpressResponse } from 'express'
import { LRUCache } from 'lru-cache'
import { RouterContextProvider } from 'react-router'
import { requestContext } from '#app/context.ts'
import { todayInIndia } from '#app/utils/common/dates.ts'
import { assembleGzip, gzipInPieces, type GzipPieces } from './gzip-pieces.server.ts'
import { publishedContent, publishedVersionNow, requestContent } from './site-content.server.ts'
import { SCRIPTED_PAGE_SCRIPT, STATIC_PAGE_HEADER } from './static-page.ts'
import { getDb } from '#app/utils/db/db.server.ts'
import { getImageLibrary } from '#app/utils/files/images.server.ts'
import { isApiPath, isBackOfficePath, routerPath } from '#app/utils/http/router-path.ts'
import { sessionCookieName } from '#app/utils/http/session-cookie.ts'

// Public pages look the same for every anonymous visitor, but for two values of
// each answer: the CSP nonce and the anti-forgery token. A page is rendered once
// with placeholders for those, kept, and sent to each visitor with their own
// values put in. It is kept until what it shows may have changed: the database's
// content version (jobs, documents, gallery photos, site content), today's date in
// India (a deadline passes at midnight) and the content folders (a photo dropped into
// a gallery) are part of its key. A page is kept only under the content version it
// was rendered with, read from its request's context once it is rendered, so it never
// holds old words under a new version.
//
// A static page (no React in the browser: docs/decisions/009) needs no nonce: its one
// inline script is allowed by its hash and its script file by origin. Without a form,
// it holds no value of a visitor's, so it is kept as it is sent, already compressed
// with brotli and gzip, and a visit costs no rendering and no compression. A page with
// a form keeps the form's anti-forgery token (and a page React hydrates, its nonce):
// it is kept gzip-compressed in pieces around them (gzip-pieces.server.ts), so a visit
// costs no compression either; such a page is sent as gzip even to a browser that
// accepts brotli.

/** What answers a request once the host has counted its body: the router, or the page cache wrapped around it. */
export type Answer = (args: {
	req: Request
	res: ExpressResponse
	request: globalThis.Request
	/** The router's context for this request (React Router middleware), made by the host's getLoadContext. */
	context: RouterContextProvider
}) => Promise<Response>

export const NONCE_PLACEHOLDER = newPlaceholder('nonce')
export const TOKEN_PLACEHOLDER = newPlaceholder('token')

/**
 * A stand-in for a visitor's value, random for each process: every occurrence in a page
 * rendered with it is replaced, so no text the page shows (its own address, words and links
 * staff publish) may ever hold it, or a link to another site would carry each visitor's
 * token. It never leaves the server, since every answer rendered with it has it replaced.
 */
function newPlaceholder(kind: 'nonce' | 'token') {
	return `rendercache${kind}${crypto.randomBytes(16).toString('hex')}`
}

export interface CachedPage {
	status: number
	headers: Array<[string, string]>
	body: string
	/** A static page's body without a visitor's value, compressed once (filled in just after it is kept). */
	encoded?: { br?: Buffer; gzip?: Buffer }
	/** A body with a visitor's value, compressed once around it (filled in just after it is kept). */
	pieces?: GzipPieces
}

/** What of a request says whether a kept page may answer it: an Express request, or the host's raw one. */
export interface KeyRequest {
	method?: string
	/** The address as the client asked for it, with its query. */
	originalUrl: string
	headers: { cookie?: string }
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The one query a kept page may have: a list's page number. */
const KEPT_QUERY = /^\?page=[1-9]\d{0,3}$/

/** Where a page is kept, and the content version it must have been rendered with to be kept there. */
export interface CacheKey {
	id: string
	contentVersion: string
}

/** The database's content version: what a visitor's page renders with now, and what a page was rendered with. */
export interface ContentVersion {
	/** What an anonymous visitor's page is rendered with at this moment (the published site content's). */
	now: () => Promise<string>
	/** What a page was rendered with, from its request's context once the router has answered. */
	renderedWith: (context: RouterContextProvider) => string
	/** `now()`'s answer when it needs no reading (read within the last second), else undefined. */
	known?: () => string | undefined
}

const NO_CONTENT_VERSION: ContentVersion = { now: async () => '', renderedWith: () => '', known: () => '' }

export function createRenderCache({
	version,
	contentVersion = NO_CONTENT_VERSION,
	sessionCookies,
	maxPages = 300,
	maxBytes = 128 * 1024 * 1024,
}: {
	/** What the pages show besides the database's content, a string that changes when it does; asked once a second. */
	version: () => Promise<string>
	/** The database's content version, asked for each request the cache may answer. */
	contentVersion?: ContentVersion
	/** Cookie names of a signed-in session: those visitors are never served from the cache. */
	sessionCookies: readonly string[]
	maxPages?: number
	/** The memory the kept pages may take, counted as their text (compressed copies come on top). */
	maxBytes?: number
}) {
	// The least recently used go first when the cache is full, by count or by the memory the pages take.
	const pages = new LRUCache<string, CachedPage>({
		max: maxPages,
		maxSize: maxBytes,
		sizeCalculation: (page) => page.body.length * 2 + 1024,
	})
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
	async function keyFor(req: KeyRequest): Promise<CacheKey | null> {
		const address = keptAddress(req)
		if (!address) return null
		const content = await contentVersion.now()
		return { id: `${await currentVersion()}|${content}|${address}`, contentVersion: content }
	}

	/** keyFor's answer without waiting, or undefined when a version must be read first. */
	function keyNow(req: KeyRequest): CacheKey | null | undefined {
		const address = keptAddress(req)
		if (!address) return null
		const content = contentVersion.known?.()
		if (content === undefined || Date.now() - known.at >= 1000) return undefined
		return { id: `${known.value}|${content}|${address}`, contentVersion: content }
	}

	/** The address (with its query) a request's answer may be kept under, or null. */
	function keptAddress(req: KeyRequest) {
		if (req.method !== 'GET' && req.method !== 'HEAD') return null
		const at = req.originalUrl.indexOf('?')
		const path = at === -1 ? req.originalUrl : req.originalUrl.slice(0, at)
		const query = at === -1 ? '' : req.originalUrl.slice(at)
		// An address with a query is rendered for its visitor, but for a page of a list (/career?page=2): one
		// parameter, a number of at most four digits, so the addresses kept stay few.
		if (query && !KEPT_QUERY.test(query)) return null
		// Which answers are kept is each route's to say: only an HTML page whose Cache-Control is neither private
		// nor no-store (isCacheable), so a page with a value of its own per view (the contact form's signed time
		// stamp) keeps itself out, whatever address reaches it (/contact-us/, /hi/contact-us/.).
		if (!mayKeepPath(path)) return null
		const cookies = req.headers.cookie ?? ''
		if (sessionCookies.some((name) => cookies.includes(`${name}=`))) return null
		return `${path}${query}`
	}

	/** Whether a path, as the router reads it, is neither the API nor the back office: worked out once a path. */
	const pathsKeepable = new LRUCache<string, boolean>({ max: 1000 })
	function mayKeepPath(path: string) {
		let keepable = pathsKeepable.get(path)
		if (keepable === undefined) {
			const routed = routerPath(path)
			keepable = !isApiPath(routed) && !isBackOfficePath(routed)
			if (path.length <= 256) pathsKeepable.set(path, keepable)
		}
		return keepable
	}

	/** Whether a page rendered with this context holds the words of the key's content version. */
	const renderedFor = (key: CacheKey, context: RouterContextProvider) =>
		contentVersion.renderedWith(context) === key.contentVersion

	const get = (id: string) => pages.get(id)
	const set = (id: string, page: CachedPage) => void pages.set(id, page)

	/**
	 * The page kept for this request, already compressed, or undefined: the request is answered the whole way. At
	 * once while the versions are fresh (nearly always), else once they are read.
	 */
	function compressedFor(req: KeyRequest): CachedPage | undefined | Promise<CachedPage | undefined> {
		const key = keyNow(req)
		return key === undefined ? keyFor(req).then(compressedOf) : compressedOf(key)
	}

	function compressedOf(key: CacheKey | null) {
		const page = key ? pages.get(key.id) : undefined
		return page?.encoded || page?.pieces ? page : undefined
	}

	return { keyFor, renderedFor, get, set, compressedFor, size: () => pages.size }
}

export type RenderCache = ReturnType<typeof createRenderCache>

/** What the host answers kept pages with before its middleware (server/kept-pages.ts). */
export function keptPages(cache: RenderCache) {
	return { find: cache.compressedFor, answer: compressedAnswer }
}

/**
 * The site's page cache: a page is kept under India's date (a deadline passes at midnight), the gallery folders'
 * stamp (a photo dropped in) and the database's content version (jobs, documents, photos, site content), which the
 * root middleware put in the request's context when it rendered the page. A signed-in visitor's pages are never kept.
 */
export function sitePageCache() {
	return createRenderCache({
		sessionCookies: [sessionCookieName(true), sessionCookieName(false)],
		version: async () => [todayInIndia(), await getImageLibrary().foldersStamp()].join(':'),
		contentVersion: {
			now: async () => (await publishedContent(getDb())).version,
			renderedWith: (context) => requestContent(context).version,
			known: publishedVersionNow,
		},
	})
}

/**
 * Whether the router's answer may be kept for others: a page, for everyone, without a cookie of its own. Not a
 * "not found": anyone can ask for any number of unknown addresses, and each kept one would cost a compression at
 * the best (slowest) settings and push a real page out of the cache. A closed job's page (410) is a known address.
 */
export function isCacheable(response: Response) {
	const cacheControl = response.headers.get('cache-control') ?? ''
	return (
		[200, 410].includes(response.status) &&
		(response.headers.get('content-type') ?? '').startsWith('text/html') &&
		!response.headers.has('set-cookie') &&
		!/no-store|private/i.test(cacheControl)
	)
}

const SCRIPTED_PAGE_HASH = `'sha256-${crypto.createHash('sha256').update(SCRIPTED_PAGE_SCRIPT).digest('base64')}'`

/**
 * The Content-Security-Policy of a static page: the one inline script the layout writes,
 * allowed by its SHA-256 (computed here from the layout's own text, never from a page),
 * and the page's script file by this origin, instead of the response's nonce (and
 * 'strict-dynamic', which would ignore the origin).
 */
export function staticPageCsp(csp: string) {
	return csp.replace(/'nonce-[^']*'(?: 'strict-dynamic')?/, SCRIPTED_PAGE_HASH)
}

/**
 * A static page as it is kept: no nonce attribute, its scripts allowed by hash. Its form's anti-forgery token, if it
 * has one, is the only value of a visitor's left in it. Null when a nonce is still used elsewhere, or an inline
 * script other than the layout's (structured data is not a script): that page keeps its nonce.
 */
function asStaticPage(body: string) {
	const plain = body.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, '')
	if (plain.includes(NONCE_PLACEHOLDER)) return null
	const inline = [...plain.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
		([, attributes]) => !/\bsrc=|type="application\/ld\+json"/i.test(attributes ?? ''),
	)
	return inline.every(([, , code]) => code === SCRIPTED_PAGE_SCRIPT) ? plain : null
}

/** The best encoding the client accepts of those kept (brotli, then gzip), or null for the plain body. */
export function chooseEncoding(acceptEncoding: string | undefined, encoded: NonNullable<CachedPage['encoded']>) {
	const { br, gzip } = acceptedEncodings(acceptEncoding ?? '')
	if (encoded.br && br) return 'br' as const
	if (encoded.gzip && gzip) return 'gzip' as const
	return null
}

/** Browsers send a few Accept-Encoding headers, each the same on every request: each is read once. */
const encodingsOf = new LRUCache<string, { br: boolean; gzip: boolean }>({ max: 200 })

function acceptedEncodings(header: string) {
	const known = encodingsOf.get(header)
	if (known) return known
	const accepted = new Map<string, number>()
	for (const part of header.split(',')) {
		const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
		const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
		accepted.set(name.trim(), q === undefined ? 1 : Number(q))
	}
	const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
	const found = { br: wants('br'), gzip: wants('gzip') }
	if (header.length <= 256) encodingsOf.set(header, found)
	return found
}

export function fillPlaceholders(body: string, { nonce, token }: { nonce: string; token: string }) {
	return body.replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(TOKEN_PLACEHOLDER, token)
}

/**
 * A kept page's compressed answer for this visitor, in the best encoding the client accepts of those kept, or null
 * (not compressed yet, or the client takes none of them: the page is sent as text).
 */
export function compressedAnswer(
	page: CachedPage,
	acceptEncoding: string | undefined,
	own: { nonce: string; token: string },
): { encoding: 'br' | 'gzip'; bytes: Buffer } | null {
	if (page.encoded) {
		const encoding = chooseEncoding(acceptEncoding, page.encoded)
		return encoding ? { encoding, bytes: page.encoded[encoding]! } : null
	}
	if (!page.pieces || chooseEncoding(acceptEncoding, { gzip: Buffer.alloc(0) }) !== 'gzip') return null
	const bytes = assembleGzip(page.pieces, (standIn) => (standIn === NONCE_PLACEHOLDER ? own.nonce : own.token))
	return bytes && { encoding: 'gzip', bytes }
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
			const cached = cache.get(key.id)
			const compressed = cached && compressedAnswer(cached, req.headers['accept-encoding'], own)
			if (cached && (compressed || cached.encoded)) {
				res.setHeader('X-Render-Cache', 'hit')
				const bytes = compressed?.bytes ?? Buffer.from(fillPlaceholders(cached.body, own))
				const headers = new Headers(cached.headers)
				headers.set('Vary', 'Accept-Encoding')
				headers.set('Content-Length', String(bytes.length))
				// Already compressed: the compression middleware leaves an encoded answer alone.
				if (compressed) headers.set('Content-Encoding', compressed.encoding)
				return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), { status: cached.status, headers })
			}
			if (cached) {
				res.setHeader('X-Render-Cache', 'hit')
				return new Response(req.method === 'HEAD' ? null : fillPlaceholders(cached.body, own), cached)
			}
			// Rendered for everyone: the request's own context, with stand-ins for the visitor's two values.
			const context = new RouterContextProvider()
			context.set(requestContext, {
				...args.context.get(requestContext),
				cspNonce: NONCE_PLACEHOLDER,
				csrfToken: TOKEN_PLACEHOLDER,
			})
			const response = await answer({ ...args, context })
			const keep = isCacheable(response) && cache.renderedFor(key, context)
			// Pictures and PDFs carry no per-visitor value. Every text answer may: a page, and the data a
			// client-side navigation loads (/contact-us.data), which holds the root's anti-forgery token.
			const type = response.headers.get('content-type') ?? ''
			if (!response.body || !TEXT_TYPES.test(type)) return response
			const body = await response.text()
			const headers = [...response.headers.entries()].filter(
				([name]) => name !== 'content-length' && name !== STATIC_PAGE_HEADER,
			)
			const staticBody = response.headers.get(STATIC_PAGE_HEADER) ? asStaticPage(body) : null
			if (staticBody !== null) {
				const csp = staticPageCsp(String(res.getHeader('content-security-policy') ?? ''))
				const page: CachedPage = {
					status: response.status,
					headers: [...headers, ['content-security-policy', csp]],
					body: staticBody,
				}
				res.setHeader('X-Render-Cache', 'miss')
				if (keep) {
					cache.set(key.id, page)
					void compressOnce(page, own)
				}
				const sent = fillPlaceholders(staticBody, own)
				return new Response(req.method === 'HEAD' ? null : sent, { status: page.status, headers: page.headers })
			}
			const page: CachedPage = { status: response.status, headers, body }
			if (type.startsWith('text/html')) {
				res.setHeader('X-Render-Cache', 'miss')
				if (keep) {
					cache.set(key.id, page)
					void compressOnce(page, own)
				}
			}
			return new Response(fillPlaceholders(body, own), page)
		}
}

/**
 * Compresses a kept page once, at the best settings (it is sent many times). A page with a visitor's values is
 * compressed around them, for values as long as this visitor's (every nonce and every token is as long as another).
 */
async function compressOnce(page: CachedPage, own: { nonce: string; token: string }) {
	if (page.body.includes(NONCE_PLACEHOLDER) || page.body.includes(TOKEN_PLACEHOLDER)) {
		// Later, not in the answer's turn; synchronous then (pieces of a page are small).
		await new Promise((resolve) => setImmediate(resolve))
		page.pieces = gzipInPieces(page.body, {
			[NONCE_PLACEHOLDER]: Buffer.byteLength(own.nonce),
			[TOKEN_PLACEHOLDER]: Buffer.byteLength(own.token),
		})
		return
	}
	const bytes = Buffer.from(page.body)
	const [br, gz] = await Promise.all([
		brotli(bytes, {
			params: {
				[zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
				[zlib.constants.BROTLI_PARAM_QUALITY]: 11,
				[zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
			},
		}),
		gzip(bytes, { level: 9 }),
	])
	page.encoded = { br, gzip: gz }
}
