import crypto from 'node:crypto'
import type { RequestHandler } from 'express'
import { dropRestOfBody } from './connection.ts'
import { refuse } from './refuse.ts'

// Headers every answer carries. Scripts run only with this response's nonce
// (React Router's own scripts get it through entry.server.tsx).
export function securityHeaders({ https, dev = false }: { https: boolean; dev?: boolean }): RequestHandler {
	return (req, res, next) => {
		// The answer to a form post or an API change is personal and never cached.
		if (req.method !== 'GET' && req.method !== 'HEAD') res.setHeader('Cache-Control', 'no-store')
		const nonce = crypto.randomBytes(16).toString('base64')
		res.locals.cspNonce = nonce
		const csp = [
			"default-src 'self'",
			`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
			"style-src 'self' 'unsafe-inline'",
			"img-src 'self' data:",
			"font-src 'self'",
			// The development server's live reload talks over a WebSocket.
			dev ? "connect-src 'self' ws://localhost:*" : "connect-src 'self'",
			"form-action 'self'",
			"frame-ancestors 'none'",
			"base-uri 'none'",
			"object-src 'none'",
			"manifest-src 'self'",
			...(https ? ['upgrade-insecure-requests'] : []),
		].join('; ')
		res.setHeader('Content-Security-Policy', csp)
		res.setHeader('X-Content-Type-Options', 'nosniff')
		res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
		res.setHeader('X-Frame-Options', 'DENY')
		res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
		res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
		res.setHeader(
			'Permissions-Policy',
			'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
		)
		if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
		next()
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
			refuse(req, res, 405, 'This method is not allowed here.', { field: 'method', headers: { Allow: METHODS } })
		}
		dropRestOfBody(req)
	}
}
