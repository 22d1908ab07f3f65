import fs from 'node:fs'
import path from 'node:path'
import {
	createRequestHandler,
	RouterContextProvider,
	type HandleDocumentRequestFunction,
	type LoaderFunctionArgs,
	type MiddlewareFunction,
	type ServerBuild,
} from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { contentContext, requestContext, staffContext } from '#app/context.ts'
import routes from '#app/routes.ts'
import { processSlot } from '#app/utils/core/singleton.server.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import type { StaffRole } from '#app/utils/db/schema.ts'
import { siteContentMiddleware } from '#app/utils/content/site-content.server.ts'
import { testDatabases } from '#tests/setup/databases.ts'
import { createSession, readSession, sessionCookieName } from './sessions.server.ts'
import type * as Sessions from './sessions.server.ts'
import { backOfficeArea, staffSession } from './staff-access.server.ts'
import { createStaff } from './staff.server.ts'

// Who may open a back-office page is decided by middleware, through React Router's own request handler: a
// document, a form's post and a client navigation's `.data` request alike, before any loader or action runs.

vi.mock('./sessions.server.ts', async (importOriginal) => {
	const original = await importOriginal<typeof Sessions>()
	return { ...original, readSession: vi.fn(original.readSession) }
})

/** What each route's loader and action did in a request: they must not run for a refused one. */
const ran: string[] = []

/** A loader or action that records it ran and answers the member of staff its middleware let in. */
function handler(name: string) {
	return ({ context }: LoaderFunctionArgs) => {
		ran.push(name)
		return { staff: context.get(staffContext).staff.email }
	}
}

/** The site's shape, small: the root, the back office's layout, an administrators' page and the 2FA set-up page. */
function testBuild(): ServerBuild {
	const route = (id: string, parentId: string | undefined, path: string | undefined, module: object) => ({
		id,
		parentId,
		path,
		module: module as NonNullable<ServerBuild['routes'][string]>['module'],
	})
	const preview: MiddlewareFunction<Response> = siteContentMiddleware
	const routes = {
		root: route('root', undefined, '', { default: () => null, middleware: [preview] }),
		page: route('page', 'root', 'about-us', {
			default: () => null,
			loader: ({ context }: LoaderFunctionArgs) => ({ preview: context.get(contentContext)?.preview }),
		}),
		layout: route('layout', 'root', 'admin', {
			default: () => null,
			middleware: [staffSession],
			loader: handler('layout loader'),
		}),
		staff: route('staff', 'layout', 'staff', {
			default: () => null,
			middleware: [backOfficeArea('staff')],
			loader: handler('staff loader'),
			action: handler('staff action'),
		}),
		enrol: route('enrol', 'layout', 'two-factor', {
			default: () => null,
			middleware: [backOfficeArea('account', { duringEnrolment: true })],
			loader: handler('two-factor loader'),
		}),
		jobs: route('jobs', 'layout', 'jobs', {
			default: () => null,
			middleware: [backOfficeArea('jobs')],
			loader: handler('jobs loader'),
		}),
	}
	const assets = Object.fromEntries(
		Object.values(routes).map((r) => [
			r.id,
			{
				id: r.id,
				parentId: r.parentId,
				path: r.path,
				module: '',
				hasLoader: 'loader' in r.module,
				hasAction: 'action' in r.module,
				hasClientLoader: false,
				hasClientAction: false,
				hasClientMiddleware: false,
				hasErrorBoundary: true,
			},
		]),
	)
	// The document: what the page would render, as JSON (its status, its errors, its loaders' data).
	const render: HandleDocumentRequestFunction = (_request, status, headers, entryContext) => {
		const { errors, loaderData } = entryContext.staticHandlerContext
		return Response.json({ errors, loaderData }, { status, headers })
	}
	return {
		entry: { module: { default: render } },
		routes,
		assets: { entry: { module: '', imports: [] }, routes: assets, url: '', version: '1' },
		publicPath: '/',
		assetsBuildDirectory: '',
		future: { v8_middleware: true, unstable_trailingSlashAwareDataRequests: true },
		ssr: true,
		isSpaMode: false,
		prerender: [],
		routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
	} as unknown as ServerBuild
}

const answer = createRequestHandler(testBuild(), 'production')

function ask(path: string, cookie: string, init: RequestInit = {}) {
	const context = new RouterContextProvider()
	context.set(requestContext, { cspNonce: 'n', csrfToken: 't', requestId: 'r', clientIp: '', antiForgery: null })
	const headers = new Headers(init.headers)
	if (cookie) headers.set('Cookie', cookie)
	return answer(new Request(`http://localhost${path}`, { ...init, headers }), context)
}

describe.each(testDatabases())('The back office’s middleware on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>

	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		// The process's database (getDb) is this test's.
		processSlot<Db>('db').value = db
	})
	afterAll(async () => {
		processSlot<Db>('db').value = undefined
		await destroy()
	})
	beforeEach(() => {
		ran.length = 0
		vi.mocked(readSession).mockClear()
	})

	/** A signed-in member of staff's cookie: with a second factor set up and given, unless said otherwise. */
	async function signedIn(role: StaffRole, options: { twoFactor?: boolean; codeGiven?: boolean } = {}) {
		const { twoFactor = true, codeGiven = twoFactor } = options
		const email = `${role}-${Math.random().toString(36).slice(2)}@brisk.test`
		const id = await createStaff(db, { email, name: 'Test', role })
		if (twoFactor)
			await db.updateTable('staff').set({ totp_enabled_at: new Date().toISOString() }).where('id', '=', id).execute()
		const token = await createSession(db, id, { secondFactorDone: codeGiven })
		return { email, cookie: `${sessionCookieName(false)}=${token}` }
	}

	const post = { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'a=1' }

	test('another role’s area is refused for a page, a form’s post and a client navigation, and nothing of it runs', async () => {
		const { cookie } = await signedIn('hr')
		const page = await ask('/admin/staff', cookie)
		expect(page.status).toBe(403)
		const posted = await ask('/admin/staff', cookie, post)
		expect(posted.status).toBe(403)
		const data = await ask('/admin/staff.data', cookie)
		expect(data.status).toBe(403)
		const dataPost = await ask('/admin/staff.data', cookie, post)
		expect(dataPost.status).toBe(403)
		expect(ran).toEqual([])

		// Their own area opens, and its loader reads who they are from the context.
		const jobs = await ask('/admin/jobs', cookie)
		expect(jobs.status).toBe(200)
		expect(ran.sort()).toEqual(['jobs loader', 'layout loader'])
	})

	test('an administrator’s page, loader and action run with the staff context, the session read once per request', async () => {
		const admin = await signedIn('admin')
		const page = await ask('/admin/staff', admin.cookie)
		expect(page.status).toBe(200)
		const { loaderData } = (await page.json()) as { loaderData: Record<string, { staff: string }> }
		expect(loaderData.staff?.staff).toBe(admin.email)
		expect(loaderData.layout?.staff).toBe(admin.email)
		expect(readSession).toHaveBeenCalledTimes(1)

		const posted = await ask('/admin/staff', admin.cookie, post)
		expect(posted.status).toBe(200)
		expect(ran).toContain('staff action')
		expect(readSession).toHaveBeenCalledTimes(2)
	})

	test('no session, a code not given, a second factor not set up: the same redirects as before', async () => {
		const nobody = await ask('/admin/staff?view=all', '')
		expect([nobody.status, nobody.headers.get('Location')]).toEqual([
			302,
			'/admin/sign-in?next=%2Fadmin%2Fstaff%3Fview%3Dall',
		])
		// A client navigation is sent to sign in too, to come back to the page (not to its data).
		const data = await ask('/admin/staff.data', '')
		expect(data.status).toBe(202)
		expect(await data.text()).toContain('"redirect","/admin/sign-in?next=%2Fadmin%2Fstaff"')

		const codeNotGiven = await signedIn('admin', { codeGiven: false })
		const code = await ask('/admin/staff', codeNotGiven.cookie)
		expect([code.status, code.headers.get('Location')]).toEqual([302, '/admin/sign-in/code'])

		const noSecondFactor = await signedIn('hr', { twoFactor: false })
		const setUp = await ask('/admin/jobs', noSecondFactor.cookie)
		expect([setUp.status, setUp.headers.get('Location')]).toEqual([302, '/admin/two-factor'])
		// The page that sets it up opens.
		expect((await ask('/admin/two-factor', noSecondFactor.cookie)).status).toBe(200)
		expect(ran).toEqual(expect.arrayContaining(['two-factor loader']))
		expect(ran).not.toContain('jobs loader')
	})

	test('a preview of the drafts is seen only by a content editor signed in with a second factor', async () => {
		const previewFor = async (cookie: string, path = '/about-us?preview') =>
			((await (await ask(path, cookie)).json()) as { loaderData: { page?: { preview?: boolean } } }).loaderData.page
				?.preview
		const editor = await signedIn('content')
		expect(await previewFor(editor.cookie)).toBe(true)
		expect(await previewFor(editor.cookie, '/about-us')).toBe(false)
		expect(await previewFor((await signedIn('content', { codeGiven: false })).cookie)).toBe(false)
		expect(await previewFor((await signedIn('hr')).cookie)).toBe(false)
		expect(await previewFor((await signedIn('office', { twoFactor: false })).cookie)).toBe(false)
		expect(await previewFor('')).toBe(false)
		// A preview is kept by no cache and shown by no search engine.
		const answered = await ask('/about-us?preview', editor.cookie)
		expect(answered.headers.get('Cache-Control')).toBe('no-store')
		expect(answered.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
	})
})

describe('Every back-office page says which area it belongs to', () => {
	type RouteEntry = { file: string; children?: RouteEntry[] }
	const layout = (routes as RouteEntry[])
		.flatMap(function all(entry): RouteEntry[] {
			return [entry, ...(entry.children ?? []).flatMap(all)]
		})
		.find((entry) => entry.file === 'routes/admin/layout.tsx')

	test('each page under the back office’s layout declares its area in its middleware', () => {
		const pages = layout?.children ?? []
		expect(pages.length).toBeGreaterThan(30)
		const undeclared = pages.filter(({ file }) => {
			const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../', file), 'utf8')
			return !/export const middleware: Route\.MiddlewareFunction\[\] = \[backOfficeArea\('[a-z]+'/.test(source)
		})
		expect(undeclared.map(({ file }) => file)).toEqual([])
	})
})
