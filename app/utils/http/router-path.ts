/**
 * The path as the router will see it, for decisions taken before it runs (body
 * limits, anti-forgery, method rules). React Router builds a URL from the raw
 * request (which resolves `.`, `..` and `%2e` segments), decodes each segment and
 * matches without regard to case; a check on Express' raw `req.path` can be
 * walked around with `/%61pi/...`. Repeated slashes are collapsed here, so that a
 * doubtful path counts as the stricter one.
 */
export function routerPath(originalUrl: string) {
	let pathname: string
	try {
		pathname = new URL(`http://localhost${originalUrl.startsWith('/') ? '' : '/'}${originalUrl}`).pathname
	} catch {
		return '/'
	}
	const decoded = pathname
		.split('/')
		.map((segment) => {
			try {
				return decodeURIComponent(segment)
			} catch {
				return segment
			}
		})
		.join('/')
	return decoded.replace(/\/{2,}/g, '/').toLowerCase()
}

export function isApiPath(path: string) {
	return path === '/api' || path.startsWith('/api/')
}

export function isBackOfficePath(path: string) {
	return path === '/admin' || path.startsWith('/admin/')
}
