import type { RequestHandler } from 'express'
import { dropRestOfBody } from './connection.ts'
import { log } from '#app/utils/core/log.server.ts'
import { isApiPath, routerPath } from '#app/utils/http/router-path.ts'
import { refuse } from './refuse.ts'

// The site has one address, PUBLIC_URL. A visitor may reach it by another name of the
// host (127.0.0.1 for localhost, the bare domain for www., the server's IP): pages and
// forms are moved to the one address before a form is shown, and a form already open
// at another name is still accepted. A form sent from another site is refused with a
// page that says so, never a server error.

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/**
 * The hosts (host[:port], lower case) that are other names of PUBLIC_URL's: those HOST_ALIASES
 * lists, and for a PUBLIC_URL on this machine the other loopback names with its port.
 */
export function aliasHosts(publicUrl: string, configured: readonly string[]) {
	const canonical = new URL(publicUrl)
	const aliases = new Set(configured.map((host) => host.trim().toLowerCase()).filter(Boolean))
	if (LOOPBACK.includes(canonical.hostname)) {
		for (const name of LOOPBACK) aliases.add(canonical.port ? `${name}:${canonical.port}` : name)
	}
	aliases.delete(canonical.host)
	return aliases
}

/** Pages asked for by another name of the host go to the same page at PUBLIC_URL (308: the method stays). */
export function canonicalHost({
	publicUrl,
	aliases,
}: {
	publicUrl: string
	aliases: ReadonlySet<string>
}): RequestHandler {
	return (req, res, next) => {
		const host = (req.headers.host ?? '').toLowerCase()
		if (!aliases.has(host) || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
		res.setHeader('Cache-Control', 'no-store')
		res.redirect(308, `${publicUrl}${req.originalUrl.startsWith('/') ? req.originalUrl : '/'}`)
	}
}

/**
 * The Origin a form post carries, as React Router's own check must see it: PUBLIC_URL's
 * for a post from one of its other names, none for "null" (a privacy setting; the signed
 * anti-forgery token decides then). A post from any other site is refused here, 403.
 */
export function acceptedOrigins({
	publicUrl,
	aliases,
}: {
	publicUrl: string
	aliases: ReadonlySet<string>
}): RequestHandler {
	const canonical = new URL(publicUrl).origin
	return (req, res, next) => {
		const origin = req.headers.origin
		if (origin === undefined || origin === canonical) return next()
		if (origin === 'null') {
			delete req.headers.origin
			return next()
		}
		let host = ''
		try {
			host = new URL(origin).host.toLowerCase()
		} catch {
			// not an address at all
		}
		if (aliases.has(host)) {
			req.headers.origin = canonical
			return next()
		}
		// GETs change nothing; API calls are not checked by origin but by their signed header token.
		if (['GET', 'HEAD', 'OPTIONS'].includes(req.method) || isApiPath(routerPath(req.originalUrl))) return next()
		log('warn', 'a post from another site was refused', { origin: origin.slice(0, 200), path: req.path })
		refuse(req, res, 403, 'refusal.otherSite')
		dropRestOfBody(req)
	}
}
