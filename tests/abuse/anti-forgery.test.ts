import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TRANSLATED_LANGUAGES } from '#app/i18n/languages.ts'
import routes from '#app/routes.ts'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { createSession, sessionCookieName } from '#app/utils/staff/sessions.server.ts'
import { antiForgery, failureCollector, freshIp, multipartBody, send, suiteServers } from './http.ts'
import { backOfficeRecords, signedInStaff } from './staff.ts'

// The anti-forgery check cannot be forgotten: every route module with an action (app/routes.ts, every
// language) is sent a web form without the anti-forgery field, with a wrong one and with another visitor's,
// urlencoded and multipart, as a signed-in administrator so that no sign-in page answers first. Each answer
// is a 403: the server's refusal (an API call), the form reader's "This form has expired", or the page's
// own answer of a stale form in the visitor's language. Nothing is stored, changed or sent. A new action
// that reads its body any other way, or none at all, fails here.

const root = path.resolve(import.meta.dirname, '../..')
const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const png = fs.readFileSync(path.join(fixtures, 'photo.png'))
const pdf = fs.readFileSync(path.join(fixtures, 'resume.pdf'))

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] }

/** Every route of the table, with its full path pattern and its module. */
function routeTable(list: RouteEntry[], prefix = ''): Array<{ pattern: string; file: string }> {
	return list.flatMap((entry) => {
		const pattern = entry.path === undefined ? prefix : `${prefix}/${entry.path}`
		return [{ pattern: pattern || '/', file: entry.file }, ...routeTable(entry.children ?? [], pattern)]
	})
}

const ACTION = /export\s+(?:async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b[^}]*\}/

/** The routes whose module has an action. */
function routesWithActions() {
	return routeTable(routes as RouteEntry[]).filter(({ file }) =>
		ACTION.test(fs.readFileSync(path.join(root, 'app', file), 'utf8')),
	)
}

/** The actions that answer a stale form themselves (the form again, in the visitor's language, with what was typed). */
const OWN_ANSWER = new Set([
	'routes/contact-us.tsx',
	'routes/career/status.tsx',
	'routes/career/status-reference.tsx',
	'routes/career/alerts.tsx',
	'routes/career/alerts-confirm.tsx',
	'routes/career/alerts-unsubscribe.tsx',
	'routes/career/apply.tsx',
	'routes/career/submit.ts',
	'routes/career/interview.tsx',
	'routes/career/pool-invitation.tsx',
	// The text provider's webhook: its proof is the provider's signature, which a form of ours never has.
	'routes/sms/inbound.ts',
])

describe.each(suiteServers())('Every action refuses a form without its anti-forgery field on $name', (server) => {
	const base = server.baseUrl
	const tag = crypto.randomBytes(4).toString('hex')
	let db: Db
	let staff: Awaited<ReturnType<typeof signedInStaff>>
	let colleague: Awaited<ReturnType<typeof signedInStaff>>
	let records: Awaited<ReturnType<typeof backOfficeRecords>>
	let pendingCookie: string
	let documentId: number
	let photoId: number
	let alertId: number
	const alertToken = crypto.randomBytes(16).toString('base64url').slice(0, 22)
	const { failures, check } = failureCollector(base)

	beforeAll(async () => {
		db = createDatabase({ databaseUrl: server.databaseUrl || undefined, dataDir: server.dataDir })
		staff = await signedInStaff(db, base)
		colleague = await signedInStaff(db, base, 'office')
		records = await backOfficeRecords(db)
		// The second step of a sign-in (the code page) is open only to a session that passed the password.
		const pending = await createSession(db, staff.id, { secondFactorDone: false })
		pendingCookie = staff.cookie.replace(/(=)[^;]*$/, `$1${pending}`)
		expect(pendingCookie).toContain(`${sessionCookieName(false)}=${pending}`)
		documentId = (await db.selectFrom('documents').select('id').orderBy('id').executeTakeFirstOrThrow()).id
		// A gallery photo, added through its page with the right field.
		const boundary = `----brisk${tag}`
		const added = await send(base, {
			method: 'POST',
			path: '/admin/galleries/projects',
			headers: {
				'Content-Type': `multipart/form-data; boundary=${boundary}`,
				Cookie: staff.cookie,
				'X-Forwarded-For': freshIp(),
			},
			body: multipartBody(boundary, [
				{ name: '_csrf', value: staff.csrf },
				{ name: 'alt', value: `A gate ${tag}` },
				{ name: 'caption', value: '' },
				{ name: 'photo', filename: `gate-${tag}.png`, value: png },
			]),
		})
		expect(added.status, added.text).toBe(302)
		photoId = (
			await db
				.selectFrom('gallery_items')
				.select('id')
				.where('gallery', '=', 'projects')
				.orderBy('id', 'desc')
				.executeTakeFirstOrThrow()
		).id
		const alert = await db
			.insertInto('job_alerts')
			.values({
				channel: 'mail',
				address: `alert-${tag}@example.com`,
				category: null,
				place: null,
				language: 'en',
				token: alertToken,
				created_at: new Date().toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		alertId = alert.id
	})
	afterAll(async () => db.destroy())

	/** A job's address in any language: /career/:id, /hi/career/:id, /te/career/:id. */
	const LANGUAGE_PREFIXED_JOB = new RegExp(`^(/(?:${TRANSLATED_LANGUAGES.join('|')}))?/career/:id`)

	/** A route's address with records of the test in its parameters. */
	function address(pattern: string) {
		const filled = pattern
			.replace(LANGUAGE_PREFIXED_JOB, `$1/career/${records.jobId}`)
			.replace('/admin/applications/:id', `/admin/applications/${records.applicationId}`)
			.replace(':kind', 'photo')
			.replace('/admin/enquiries/:id', `/admin/enquiries/${records.enquiryId}`)
			.replace('/admin/jobs/:id', `/admin/jobs/${records.jobId}`)
			.replace('/admin/documents/:id', `/admin/documents/${documentId}`)
			.replace('/admin/staff/:id', `/admin/staff/${colleague.id}`)
			.replace(':gallery', 'projects')
			.replace(':photo', String(photoId))
			.replace(':section', 'home')
			.replace(':token', 'not-a-link')
			.replace(':code', `c${alertToken}`)
			.replace(/\*$/, 'anything')
		if (/[:*]/.test(filled)) throw new Error(`No value for a parameter of ${pattern}`)
		return /\/career\/alerts\/(?:confirm|unsubscribe)$/.test(filled) ? `${filled}?token=${alertToken}` : filled
	}

	/** What a visitor would type: every form's fields, each marked with the test's tag. */
	function fields(): Record<string, string> {
		const email = `forged-${tag}@example.com`
		return {
			Name: `Forged ${tag}`,
			Email: email,
			Mobile: '9876543210',
			Subject: `Forged ${tag}`,
			Message: 'Guards, please.',
			Service: 'Security Services',
			Find: 'Google',
			name: `Forged ${tag}`,
			email,
			contact: '9876543210',
			location: 'Pune',
			consent: 'on',
			address: email,
			category: 'Security',
			reference: `BR-2026-${records.applicationId}`,
			mobile: '+919800000001',
			intent: 'note',
			note: `Forged ${tag}`,
			stage: 'Hired',
			role: 'hr',
			title: `Forged ${tag}`,
			alt: `Forged ${tag}`,
			caption: `Forged ${tag}`,
			password: `Forged-${tag}-horse-battery`,
			confirm: `Forged-${tag}-horse-battery`,
			code: '123456',
			everywhere: 'yes',
		}
	}

	/** What any of these forms could store, change or send. */
	async function trail() {
		const count = async (table: string) =>
			Number(
				(
					await db
						.selectFrom(table as 'jobs')
						.select(db.fn.countAll().as('n'))
						.executeTakeFirstOrThrow()
				).n,
			)
		const tables = [
			'applications',
			'application_events',
			'enquiries',
			'enquiry_events',
			'job_alerts',
			'jobs',
			'documents',
			'files',
			'gallery_items',
			'staff',
			'staff_tokens',
			'staff_recovery_codes',
			'mail_templates',
			'content_versions',
			'content_drafts',
			'audit_log',
		] as const
		const counts = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])))
		const mails = await db
			.selectFrom('outbox')
			.select('id')
			.where((eb) =>
				eb.or([
					eb('to_address', 'like', `%${tag}%`),
					eb('subject', 'like', `%${tag}%`),
					eb('text_body', 'like', `%${tag}%`),
					eb('to_address', '=', staff.email),
				]),
			)
			.execute()
		const sessions = await db.selectFrom('sessions').select('id').where('staff_id', '=', staff.id).execute()
		return {
			counts,
			mails: mails.length,
			sessions: sessions.length,
			people: await db
				.selectFrom('staff')
				.selectAll()
				.where('id', 'in', [staff.id, colleague.id])
				.orderBy('id')
				.execute(),
			application: await db
				.selectFrom('applications')
				.selectAll()
				.where('id', '=', records.applicationId)
				.executeTakeFirst(),
			enquiry: await db.selectFrom('enquiries').selectAll().where('id', '=', records.enquiryId).executeTakeFirst(),
			job: await db.selectFrom('jobs').selectAll().where('id', '=', records.jobId).executeTakeFirst(),
			document: await db.selectFrom('documents').selectAll().where('id', '=', documentId).executeTakeFirst(),
			photo: await db.selectFrom('gallery_items').selectAll().where('id', '=', photoId).executeTakeFirst(),
			alert: await db.selectFrom('job_alerts').selectAll().where('id', '=', alertId).executeTakeFirst(),
		}
	}

	function post(pathname: string, cookie: string, csrf: string | undefined, encoding: 'urlencoded' | 'multipart') {
		const all = { ...(csrf === undefined ? {} : { _csrf: csrf }), ...fields() }
		if (encoding === 'urlencoded') {
			return check(`POST ${pathname} urlencoded`, {
				method: 'POST',
				path: pathname,
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
				body: new URLSearchParams(all).toString(),
			})
		}
		const boundary = `----brisk${crypto.randomBytes(8).toString('hex')}`
		const parts = [
			...Object.entries(all).map(([name, value]) => ({ name, value })),
			{ name: 'photo', filename: 'me.png', value: png },
			{ name: 'resume', filename: 'cv.pdf', value: pdf },
			{ name: 'aadhaar', filename: 'card.png', value: png },
			{ name: 'pdf', filename: 'advert.pdf', value: pdf },
			{ name: 'uploadedFiles', filename: 'me.png', value: png },
		]
		return check(`POST ${pathname} multipart`, {
			method: 'POST',
			path: pathname,
			headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: cookie },
			body: multipartBody(boundary, parts),
		})
	}

	test('the walk reaches every kind of action', () => {
		const files = new Set(routesWithActions().map((route) => route.file))
		for (const file of [
			'routes/contact-us.tsx',
			'routes/career/apply.tsx',
			'routes/career/submit.ts',
			'routes/career/alerts-unsubscribe.tsx',
			'routes/api/career/upload-file.ts',
			'routes/admin/auth/sign-in.tsx',
			'routes/admin/auth/sign-out.ts',
			'routes/admin/galleries/gallery.tsx',
			'routes/admin/documents/index.tsx',
			'routes/admin/content/section.tsx',
		]) {
			expect(files, file).toContain(file)
		}
		expect(routesWithActions().length).toBeGreaterThanOrEqual(40)
	})

	test('a form without the field, with a wrong one or with another visitor’s is refused by every action, and nothing is stored', async () => {
		const before = await trail()
		const stranger = await antiForgery(base)
		const answers: string[] = []
		for (const { pattern, file } of routesWithActions()) {
			const pathname = address(pattern)
			const cookie = pattern === '/admin/sign-in/code' ? pendingCookie : staff.cookie
			for (const [label, csrf] of [
				['without the field', undefined],
				['with a wrong one', `${staff.csrf}x`],
				['with another visitor’s', stranger.token],
			] as const) {
				for (const encoding of ['urlencoded', 'multipart'] as const) {
					const response = await post(pathname, cookie, csrf, encoding)
					if (!response) continue
					const where = `${file} at ${pathname}, ${encoding}, ${label}`
					const api = pathname.startsWith('/api/')
					const reason = api
						? /"field":"X-XSRF-TOKEN"/.test(response.text)
						: OWN_ANSWER.has(file) || response.text.includes('This form has expired')
					answers.push(`${response.status} ${reason ? 'refused for its token' : 'for another reason'}: ${where}`)
				}
			}
		}
		expect(failures).toEqual([])
		expect(answers.filter((answer) => !answer.startsWith('403 refused for its token'))).toEqual([])
		expect(await trail()).toEqual(before)
	})

	test('a client cannot send the server’s mark of a checked header itself', async () => {
		const before = await trail()
		// The request header the server once set for its mark; the mark now travels in the router's context.
		const forged = { 'x-brisk-anti-forgery': 'header-checked', 'X-Forwarded-For': freshIp() }
		const body = new URLSearchParams(fields()).toString()
		for (const pathname of ['/contact-us', '/career/alerts', '/admin/staff/new', '/admin/sign-out']) {
			const response = await send(base, {
				method: 'POST',
				path: pathname,
				headers: { ...forged, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: staff.cookie },
				body,
			})
			expect(response.status, pathname).toBe(403)
		}
		const upload = await send(base, {
			method: 'POST',
			path: `/api/Career/UploadPhoto?JobId=${records.jobId}&Name=Asha`,
			headers: { ...forged, 'Content-Type': 'multipart/form-data; boundary=XX', Cookie: staff.cookie },
			body: multipartBody('XX', [{ name: 'uploadedFiles', filename: 'me.png', value: png }]),
		})
		expect(upload.status).toBe(403)
		expect(upload.text).toContain('X-XSRF-TOKEN')
		expect(await trail()).toEqual(before)
	})

	test('a page’s form needs its field even with the right anti-forgery header', async () => {
		const response = await send(base, {
			method: 'POST',
			path: '/career/status',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Cookie: staff.cookie,
				'X-XSRF-TOKEN': staff.csrf,
				'X-Forwarded-For': freshIp(),
			},
			body: new URLSearchParams({ reference: 'BR-2026-999999999', mobile: '9876543210' }).toString(),
		})
		// The page's own answer of a stale form: nothing looked up.
		expect(response.status).toBe(403)
	})
})
