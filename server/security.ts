import crypto from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { dropRestOfBody } from './connection.ts'
import { refuse } from './refuse.ts'

// Headers every answer carries, set by helmet. Scripts run only with this response's
// nonce (React Router's own scripts get it through entry.server.tsx).
export function securityHeaders({ https, dev = false }: { https: boolean; dev?: boolean }): RequestHandler {
	const headers = helmet({
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				defaultSrc: ["'self'"],
				scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'"],
				styleSrc: ["'self'", "'unsafe-inline'"],
				imgSrc: ["'self'", 'data:'],
				fontSrc: ["'self'"],
				// The development server's live reload talks over a WebSocket.
				connectSrc: dev ? ["'self'", 'ws://localhost:*'] : ["'self'"],
				formAction: ["'self'"],
				frameAncestors: ["'none'"],
				baseUri: ["'none'"],
				objectSrc: ["'none'"],
				manifestSrc: ["'self'"],
				...(https ? { upgradeInsecureRequests: [] } : {}),
			},
		},
		frameguard: { action: 'deny' },
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		crossOriginOpenerPolicy: { policy: 'same-origin' },
		crossOriginResourcePolicy: { policy: 'same-origin' },
		strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
	})
	return (req, res, next) => {
		// The answer to a form post or an API change is personal and never cached.
		if (req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('Cache-Control', 'no-store')
		res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
		// Not one of helmet's: the browser features the site never uses.
		res.setHeader(
			'Permissions-Policy',
			'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
		)
		headers(req, res, next)
	}
}

/**
 * The headers securityHeaders sets on every answer, worked out once, for the host's answer of a kept page
 * (kept-pages.ts): the list, and the Content-Security-Policy for a response's nonce.
 */
export function securityHeaderList(options: { https: boolean; dev?: boolean }) {
	const set = new Map<string, [string, string]>()
	const res = {
		locals: {} as Record<string, unknown>,
		setHeader: (name: string, value: unknown) => set.set(name.toLowerCase(), [name, String(value)]),
		removeHeader: (name: string) => set.delete(name.toLowerCase()),
		getHeader: (name: string) => set.get(name.toLowerCase())?.[1],
	}
	const req = { method: 'GET', headers: {} }
	let done = false
	securityHeaders(options)(req as Request, res as unknown as Response, () => (done = true))
	const [cspName, cspValue] = set.get('content-security-policy') ?? []
	const nonce = `'nonce-${res.locals.cspNonce as string}'`
	if (!done || !cspName || !cspValue?.includes(nonce)) throw new Error('the security headers could not be listed')
	set.delete('content-security-policy')
	const [before, after] = cspValue.split(nonce) as [string, string]
	return {
		headers: [...set.values()],
		cspName,
		csp: (nonce: string) => `${before}'nonce-${nonce}'${after}`,
	}
}

const METHODS = 'GET, HEAD, POST'

/**
 * The site answers GET, HEAD and POST. OPTIONS says so (no cross-origin access is
 * granted); any other method (PUT, DELETE, PATCH, TRACE, ...) is 405 everywhere, so
 * that no action runs for a method its page never offered.
 */
export function methodRules(): RequestHandler {
	return (req, res, next) => {
		if (['GET', 'HEAD', 'POST'].includes(req.method)) return next()
		if (req.method === 'OPTIONS') {
			res.setHeader('Allow', METHODS)
			res.status(204).end()
		} else {
			refuse(req, res, 405, 'refusal.method', { field: 'method', headers: { Allow: METHODS } })
		}
		dropRestOfBody(req)
	}
}
