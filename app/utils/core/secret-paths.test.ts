import { afterEach, describe, expect, test, vi } from 'vitest'
import { LANGUAGES } from '#app/i18n/languages.ts'
import routes from '#app/routes.ts'
import { createLogger } from './log.server.ts'
import { SECRET_PATH_ROUTES, loggableUrl, withoutSecretsInText } from './secret-paths.ts'

// The secret of a one-time link never reaches a log line: every route that carries one in its path is listed
// once, and every way of writing its address (each language, escapes, case, slashes) is logged as its pattern.

type RouteEntry = { path?: string; children?: RouteEntry[] }

function patterns(list: RouteEntry[], prefix = ''): string[] {
	return list.flatMap((entry) => {
		const pattern = entry.path === undefined ? prefix : `${prefix}/${entry.path}`
		return [pattern || '/', ...patterns(entry.children ?? [], pattern)]
	})
}

const TABLE = patterns(routes as RouteEntry[])
const TOKEN = 'Zq7xK2mP9vLw4RtY8nBc3DfGhJ'
// How the last segment of each route looks in a real link: a short link's code is its kind and the alert's token.
const SECRET_OF: Record<(typeof SECRET_PATH_ROUTES)[number], string[]> = {
	'/admin/reset/:token': [TOKEN],
	'/admin/invite/:token': [TOKEN],
	'/a/:code': [`c${TOKEN}`, `s${TOKEN}`],
	'/i/:token': [TOKEN],
	'/p/:token': [TOKEN],
}

/** Each way an address of the route may be written: as linked, and as a visitor or a scanner may change it. */
function writings(pattern: string, secret: string, language: string) {
	const prefix = language ? `/${language}` : ''
	const path = `${prefix}${pattern.replace(/:\w+$/, secret)}`
	const [first, ...rest] = path.slice(1).split('/')
	return [
		path,
		`${path}/`,
		`${path}.data`,
		`${path}?_data=x&token=${TOKEN}`,
		`${path}#top`,
		`${path}/more`,
		path.toUpperCase().replace(secret.toUpperCase(), secret),
		`/${encodeURIComponent(first!).replace(/^[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}/${rest.join('/')}`,
		`//${first}//${rest.join('//')}`,
		`/\\${first}\\${rest.join('\\')}`,
		`/${first}%2F${rest.join('%2F')}`,
		`/${first}/x/../${rest.join('/')}`,
		`/${first}/./x/%2e%2e/${rest.join('/./')}`,
		`https://brisk.example${path}?x=1`,
	]
}

describe('One-time links in the log', () => {
	test('every route with a secret in its path is listed, and every listed one is a route', () => {
		const secretLooking = TABLE.filter((pattern) => /:(?:\w*token|\w*code|\w*key|\w*secret)\b/i.test(pattern))
		expect(new Set(secretLooking)).toEqual(new Set(SECRET_PATH_ROUTES))
		for (const pattern of SECRET_PATH_ROUTES) expect(TABLE).toContain(pattern)
	})

	test.each(['', ...LANGUAGES])(
		'in every writing under the language %j, only the route pattern is kept',
		(language) => {
			for (const pattern of SECRET_PATH_ROUTES) {
				for (const secret of SECRET_OF[pattern]) {
					for (const address of writings(pattern, secret, language)) {
						const logged = loggableUrl(address)
						expect(logged, address).not.toContain(TOKEN)
						expect(logged.toLowerCase(), address).not.toContain(TOKEN.toLowerCase().slice(0, 8))
						expect(logged, address).toMatch(
							/\/admin\/(?:reset|invite)\/:token(?:\.data)?$|\/a\/:code(?:\.data)?$|\/[ip]\/:token(?:\.data)?$/,
						)
					}
				}
			}
			const prefix = language ? `/${language}` : ''
			expect(loggableUrl(`${prefix}/admin/reset/${TOKEN}`)).toBe(`${prefix}/admin/reset/:token`)
			expect(loggableUrl(`${prefix}/a/c${TOKEN}.data`)).toBe(`${prefix}/a/:code.data`)
			expect(loggableUrl(`${prefix}/i/${TOKEN}`)).toBe(`${prefix}/i/:token`)
		},
	)

	test('other addresses are kept as they are, without their query', () => {
		for (const path of [
			'/',
			'/career/5',
			'/hi/career/5/apply',
			'/admin/applications/3',
			'/about-us',
			'/a',
			'/admin/reset',
		])
			expect(loggableUrl(`${path}?token=x`)).toBe(path)
		expect(loggableUrl('/career/alerts/confirm?token=abc')).toBe('/career/alerts/confirm')
		expect(loggableUrl('https://brisk.example/te/career/alerts/unsubscribe?token=abc')).toBe(
			'https://brisk.example/te/career/alerts/unsubscribe',
		)
	})

	test('a secret quoted in free text (an error message) is replaced too', () => {
		const text = `GET /admin/invite/${TOKEN} failed; see https://x/a/s${TOKEN} and /career/alerts/confirm?token=${TOKEN}`
		expect(withoutSecretsInText(text)).toBe(
			'GET /admin/invite/:token failed; see https://x/a/:code and /career/alerts/confirm?token=[Redacted]',
		)
	})
})

describe('Every line of the log', () => {
	afterEach(() => vi.restoreAllMocks())

	test('names a one-time link by its pattern, in a url, a path or an error', () => {
		const written: string[] = []
		vi.spyOn(console, 'log').mockImplementation((line: string) => void written.push(line))
		vi.spyOn(console, 'error').mockImplementation((line: string) => void written.push(line))
		const logger = createLogger('info')
		logger.error({ url: `https://brisk.example/admin/reset/${TOKEN}?a=1` }, 'rendering failed')
		logger.warn({ path: `/hi/a/c${TOKEN}` }, 'a post from another site was refused')
		logger.error({ error: `Error: no alert for /a/s${TOKEN}\n    at loader` }, 'request failed')
		logger.info(`opened /admin/invite/${TOKEN}`)
		expect(written).toHaveLength(4)
		for (const line of written) expect(line).not.toContain(TOKEN)
		expect(JSON.parse(written[0]!).url).toBe('https://brisk.example/admin/reset/:token')
		expect(JSON.parse(written[1]!).path).toBe('/hi/a/:code')
	})
})
