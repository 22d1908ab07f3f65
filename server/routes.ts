import { LRUCache } from 'lru-cache'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

type Build = ServerBuild | (() => Promise<ServerBuild>)
type Manifest = ServerBuild['routes']

/** The route an address reaches, for the host's decisions: its pattern and the handles of its routes. */
export interface FoundRoute {
	/** The whole pattern, as a metric's label says it ("/career/:id/apply"); "/*" for an address no route knows. */
	pattern: string
	/** The `handle` exports of the matched routes, the root's first. */
	handles: unknown[]
	/** The address's parameters (":id"). */
	params: Record<string, string | undefined>
}

/** Addresses longer than this are looked up each time, not kept. */
const KEPT_PATH_LENGTH = 256

/**
 * Finds the route of a path as the router sees it (paths.ts: routerPath), with React Router's own matchRoutes. A
 * client-side navigation's data (/career.data, /_root.data) is its page's route. matchRoutes flattens and ranks the
 * whole table at every call (milliseconds with this site's routes), so each address's answer is kept.
 */
export function routeFinder(build: Build) {
	const finders = new WeakMap<Manifest, (path: string) => FoundRoute>()
	const finderOf = (manifest: Manifest) =>
		finders.get(manifest) ?? finders.set(manifest, manifestFinder(manifest)).get(manifest)!
	return async (path: string) => finderOf((typeof build === 'function' ? await build() : build).routes)(path)
}

function manifestFinder(manifest: Manifest) {
	const routes = Object.values(manifest).filter((route) => route !== undefined)
	const tree = (parentId?: string): RouteObject[] =>
		routes
			.filter((route) => route.parentId === parentId)
			.map(
				({ id, path, index, caseSensitive }) => ({ id, path, index, caseSensitive, children: tree(id) }) as RouteObject,
			)
	const top = tree()
	const known = new LRUCache<string, FoundRoute>({ max: 2000 })
	return (path: string) => {
		const found = known.get(path)
		if (found) return found
		const page = path === '/_root.data' ? '/' : path.replace(/\.data$/, '')
		const matches = matchRoutes(top, page) ?? []
		const pattern = `/${matches.flatMap(({ route }) => route.path?.split('/').filter(Boolean) ?? []).join('/')}`
		const route = {
			pattern: matches.length ? pattern : '/*',
			handles: matches.map(({ route }) => manifest[route.id!]?.module?.handle),
			params: matches.at(-1)?.params ?? {},
		}
		if (path.length <= KEPT_PATH_LENGTH) known.set(path, route)
		return route
	}
}
