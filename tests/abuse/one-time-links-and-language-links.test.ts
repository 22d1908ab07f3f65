import crypto from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TRANSLATED_LANGUAGES } from '#app/i18n/languages.ts'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { waitForMail } from '#tests/setup/smtp-sink.ts'
import { antiForgery, freshIp, isHealthy, send, suiteServers, type RawResponse } from './http.ts'
import { backOfficeRecords, signedInStaff } from './staff.ts'

// Two findings of a penetration test, against the production build on SQLite and on PostgreSQL:
// - the request log kept live one-time links (a reset link, an invitation, a job alert's short link), so whoever
//   read the log could use them: each is opened here as its owner, a mail scanner and a prober would, in every
//   language and writing, and the whole server log is searched for its secret;
// - a pool invitation's short link and consent page, and the status page's short link, get the same treatment;
// - an address with a doubled slash or a backslash after the language (/hi//evil.example) turned every language
//   link of the page into a link to another site.

const PREFIXES = ['', ...TRANSLATED_LANGUAGES.map((language) => `/${language}`)]
// A path's Referer may carry the secret only within the site.
const SAFE_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']

/** Each way a visitor, a mail scanner or a prober may write a one-time link's address (`/admin/reset/<secret>`). */
function writings(address: string) {
	const [first, ...rest] = address.slice(1).split('/')
	const secret = rest.at(-1)!
	return [
		address,
		`${address}/`,
		`${address}.data`,
		`${address}.data?_routes=root`,
		`${address}?utm_source=mail`,
		`${address}/more`,
		`/${first!.toUpperCase()}/${[...rest.slice(0, -1).map((segment) => segment.toUpperCase()), secret].join('/')}`,
		`/%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}/${rest.join('/')}`,
		`//${first}//${rest.join('//')}`,
		`/\\${first}\\${rest.join('\\')}`,
		...PREFIXES.filter(Boolean).map((prefix) => `${prefix}${address}`),
	]
}

describe.each(suiteServers())('One-time links and language links on $name', (server) => {
	const base = server.baseUrl
	const logFile = server.logFile
	let db: Db

	beforeAll(() => {
		db = createDatabase({ databaseUrl: server.databaseUrl || undefined, dataDir: server.dataDir })
	})
	afterAll(() => db.destroy())

	async function postForm(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
		const token = await antiForgery(base)
		return send(base, {
			method: 'POST',
			path: pathname,
			headers: {
				Cookie: token.Cookie,
				'Content-Type': 'application/x-www-form-urlencoded',
				'X-Forwarded-For': freshIp(),
				...headers,
			},
			body: new URLSearchParams({ _csrf: token.token, ...fields }).toString(),
		})
	}

	/** The secret of the first link of this kind in the newest mail to this address. */
	async function secretFromMail(to: string, link: RegExp) {
		const mail = await waitForMail(server.mailDir, (mail) => mail.envelopeTo.includes(to) && link.test(mail.text))
		return link.exec(mail.text)![1]!
	}

	/** The whole server log, once every line of the requests made so far is in it. */
	async function wholeLog() {
		const marker = `/one-time-links-end-${crypto.randomBytes(6).toString('hex')}`
		await send(base, { path: marker, headers: { 'X-Forwarded-For': freshIp() } })
		await expect.poll(() => fs.readFileSync(logFile, 'utf8').includes(marker), { timeout: 10_000 }).toBe(true)
		return fs.readFileSync(logFile, 'utf8')
	}

	test('1. A reset link, an invitation and an alert’s links, opened in every way, leave no secret in the log', async () => {
		const admin = await signedInStaff(db, base)

		// A reset link as anyone may ask for one, and an invitation as an administrator sends it.
		expect((await postForm('/admin/forgot', { email: admin.email })).status).toBeLessThan(400)
		const reset = await secretFromMail(admin.email, /\/admin\/reset\/([\w-]{20,})/)
		const invitee = `invitee-${crypto.randomBytes(4).toString('hex')}@brisk.test`
		expect((await admin.post('/admin/staff/new', { name: 'Log Invitee', email: invitee, role: 'office' })).status).toBe(
			302,
		)
		const invite = await secretFromMail(invitee, /\/admin\/invite\/([\w-]{20,})/)

		// A job alert, whose confirm and stop links carry its token in the query and its texts' short links in the path.
		const subscriber = `alerts-${crypto.randomBytes(4).toString('hex')}@example.com`
		expect((await postForm('/career/alerts', { address: subscriber, category: '', place: '' })).status).toBe(200)
		const alert = await secretFromMail(subscriber, /\/career\/alerts\/confirm\?token=([\w-]{20,})/)

		const opened: Array<[string, RawResponse]> = []
		async function open(address: string, request: Parameters<typeof send>[1] = { path: address }) {
			const response = await send(base, {
				...request,
				headers: { 'X-Forwarded-For': freshIp(), 'Accept-Language': 'te-IN,te', ...request.headers },
			})
			expect(response.status, address).toBeLessThan(500)
			opened.push([address, response])
			return response
		}

		const links = [`/admin/reset/${reset}`, `/admin/invite/${invite}`, `/a/c${alert}`, `/a/s${alert}`]
		for (const link of links) for (const address of writings(link)) await open(address)
		for (const prefix of PREFIXES) {
			for (const page of ['/career/alerts/confirm', '/career/alerts/unsubscribe']) {
				await open(`${prefix}${page}?token=${alert}`)
				await open(`${prefix}${page}.data?token=${alert}`)
			}
		}
		// Posts: a password form that does not match, a post from another site (refused, with a line of its own),
		// a confirmation without its anti-forgery field.
		for (const link of links.slice(0, 2)) {
			const form = await postForm(link, { password: 'a different one 1', confirm: 'another one 2' })
			expect(form.status, link).toBeLessThan(500)
			await open(link, {
				method: 'POST',
				path: link,
				headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
				body: 'password=x',
			})
		}
		await open('/career/alerts/confirm', {
			method: 'POST',
			path: `/career/alerts/confirm?token=${alert}`,
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: `token=${alert}`,
		})

		// The links worked (the log was written for live links), and their Referer never leaves the site.
		expect(opened.find(([address]) => address === links[0])![1].status).toBe(200)
		expect(opened.find(([address]) => address === links[1])![1].status).toBe(200)
		expect(opened.find(([address]) => address === links[2])![1].status).toBe(302)
		for (const [address, response] of opened.filter(([, response]) => response.status < 400))
			expect(SAFE_REFERRER_POLICIES, address).toContain(response.headers['referrer-policy'])

		const log = await wholeLog()
		for (const secret of [reset, invite, alert]) {
			expect(log.includes(secret), `a secret in the log: ${secret}`).toBe(false)
			expect(log.includes(secret.slice(0, 12)), `part of a secret in the log: ${secret}`).toBe(false)
		}
		for (const pattern of ['"url":"/admin/reset/:token"', '"url":"/admin/invite/:token"', '"url":"/a/:code"'])
			expect(log).toContain(pattern)
	})

	test('2. An address with a doubled slash or a backslash after the language links only to this site', async () => {
		const site = new URL(base)
		const rests = [
			'//evil.example',
			'//evil.example/career?x=1',
			'///evil.example/',
			'/\\evil.example',
			'/\\\\evil.example',
			'/\\/evil.example',
			'/%2f%2fevil.example',
			'/%2F%5Cevil.example',
			'/%5cevil.example',
			'/%5C%5Cevil.example',
			'/%09/evil.example',
		]
		for (const prefix of PREFIXES) {
			for (const rest of rests) {
				const address = `${prefix}${rest}`
				const response = await send(base, { path: address, headers: { 'X-Forwarded-For': freshIp() } })
				expect(response.status, address).toBeLessThan(500)
				if (response.headers.location) {
					expect(new URL(response.headers.location, base).host, address).toBe(site.host)
					continue
				}
				const html = response.text
				expect(html, address).not.toMatch(/(?:href|action|formaction|src|content)="(?:\/[/\\]|\\)/i)
				expect(html, address).not.toMatch(/["'=]\s*\/\/evil\.example|\\evil\.example/i)
				const links = [...html.matchAll(/\b(?:href|action|formaction|src)="([^"]*)"/gi)].map((match) => match[1]!)
				const metaUrls = [...html.matchAll(/<meta[^>]+content="((?:https?:\/|\/)[^"]*)"/gi)].map((match) => match[1]!)
				expect(links.length, address).toBeGreaterThan(10)
				for (const link of [...links, ...metaUrls]) {
					expect(link, address).not.toMatch(/evil\.example/i)
					const resolved = new URL(link.replaceAll('&amp;', '&'), `${base}/hi/career`)
					if (/^https?:$/.test(resolved.protocol) && !/^https?:/i.test(link)) {
						expect(resolved.host, `${address}: ${link}`).toBe(site.host)
					}
				}
				// Every language is still offered: at its home page.
				const language = prefix.slice(1) || 'en'
				for (const other of TRANSLATED_LANGUAGES) {
					if (other !== language)
						expect(html, address).toMatch(new RegExp(`href="/${other}(?:\\?[^"]*)?" hrefLang="${other}"`))
				}
			}
		}
	})

	test('3. A pool invitation’s link and consent page, and the status page’s short link, under a prober', async () => {
		const { jobId, applicationId } = await backOfficeRecords(db)
		const token = crypto.randomBytes(16).toString('base64url').slice(0, 22)
		const invitation = await db
			.insertInto('pool_invitations')
			.values({
				job_id: jobId,
				application_id: applicationId,
				contact: '+919800000001',
				channel: 'sms',
				staff_id: null,
				invited_at: new Date().toISOString(),
				token,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const consent = () =>
			db
				.selectFrom('pool_invitations')
				.select(['consent_at', 'consent_by'])
				.where('id', '=', invitation.id)
				.executeTakeFirstOrThrow()
		const notes = async () =>
			(await db.selectFrom('application_events').select('id').where('application_id', '=', applicationId).execute())
				.length
		const notesBefore = await notes()

		// Opened in every writing: it leads only to the consent page of this site, and changes nothing.
		for (const address of writings(`/p/${token}`)) {
			const response = await send(base, { path: address, headers: { 'X-Forwarded-For': freshIp() } })
			expect(response.status, address).toBeLessThan(500)
			if (response.headers.location)
				expect(new URL(response.headers.location, base).host, address).toBe(new URL(base).host)
		}
		const page = `/career/invitation?token=${token}`
		for (const address of [page, `/te${page}`, `/career/invitation.data?token=${token}`]) {
			expect((await send(base, { path: address, headers: { 'X-Forwarded-For': freshIp() } })).status, address).toBe(200)
		}
		// Hostile presses: no anti-forgery field, a forged one, JSON, text, NUL, a wrong or cut token, other methods,
		// a body far past the form's limit. None is taken (an unknown intent shows the page as it was).
		const form = 'application/x-www-form-urlencoded'
		const { Cookie, token: csrf } = await antiForgery(base)
		const good = `_csrf=${encodeURIComponent(csrf)}&intent=agree`
		const presses: Array<{ label: string; path?: string; method?: string; type?: string; body: string }> = [
			{ label: 'without the anti-forgery field', body: 'intent=agree' },
			{ label: 'with a forged anti-forgery field', body: `_csrf=${encodeURIComponent(csrf)}x&intent=agree` },
			{ label: 'as JSON', type: 'application/json', body: JSON.stringify({ _csrf: csrf, intent: 'agree' }) },
			{ label: 'as text', type: 'text/plain', body: good },
			{ label: 'NUL in the intent', body: `${good}%00` },
			{ label: 'a token cut short', path: `/career/invitation?token=${token.slice(0, 21)}`, body: good },
			{ label: 'a token with NUL', path: `/career/invitation?token=${token}%00`, body: good },
			{ label: 'the token in capitals', path: `/career/invitation?token=${token.toUpperCase()}`, body: good },
			{ label: 'two tokens', path: `/career/invitation?token=x&token=${token}`, body: good },
			{ label: 'oversized', body: `${good}&pad=${'x'.repeat(2 * 1024 * 1024)}` },
			...['PUT', 'DELETE', 'PATCH'].map((method) => ({ label: method, method, body: good })),
		]
		for (const { label, path: address = page, method = 'POST', type = form, body } of presses) {
			const response = await send(base, {
				method,
				path: address,
				headers: { Cookie, 'Content-Type': type, 'X-Forwarded-For': freshIp() },
				body,
			})
			expect(response.status, label).toBeLessThan(500)
		}
		expect(await consent()).toEqual({ consent_at: null, consent_by: null })
		expect(await notes()).toBe(notesBefore)
		expect(await isHealthy(base)).toBe(true)

		// The person's own press, sent in chunks, is taken once; a second press changes nothing more.
		for (const round of [1, 2]) {
			const response = await send(base, {
				method: 'POST',
				path: page,
				headers: { Cookie, 'Content-Type': form, 'X-Forwarded-For': freshIp() },
				body: [Buffer.from(good.slice(0, 10)), Buffer.from(good.slice(10))],
			})
			expect(response.status, `press ${round}`).toBe(200)
		}
		expect(await consent()).toMatchObject({ consent_by: 'link', consent_at: expect.any(String) })
		expect(await notes()).toBe(notesBefore + 1)

		// The status page's short link: a known language leads to its status page, anything else to the English one.
		for (const [address, to] of [
			['/s/te', '/te/career/status'],
			['/s', '/career/status'],
			['/s/xx', '/career/status'],
			['/s/%00', '/career/status'],
			['/s/..%2f..%2fadmin', '/career/status'],
			['/s/%2f%2fevil.example', '/career/status'],
		] as const) {
			const response = await send(base, { path: address, headers: { 'X-Forwarded-For': freshIp() } })
			expect(response.status, address).toBeLessThan(500)
			if (response.status < 400) expect(response.headers.location, address).toBe(to)
		}

		const log = await wholeLog()
		expect(log.includes(token), 'the invitation’s token in the log').toBe(false)
		expect(log).toContain('"url":"/p/:token"')
	})
})
