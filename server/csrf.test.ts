import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CSRF_COOKIE, issueCsrfToken } from '#app/utils/http/csrf.server.ts'
import { csrfProtection } from './csrf.ts'

// The anti-forgery decision is taken by the server for every post before its body is read, and handed to the
// form reader in the request's context, which only the server writes: no header a client sends can pass for it
// (a header of the name the server once used for the mark is sent below, and changes nothing).

/** The header the server once set for its mark, as a client might forge it. */
const OLD_MARK = 'x-brisk-anti-forgery'

const secret = 'c'.repeat(64)

describe('The anti-forgery decision', () => {
	let baseUrl = ''
	let close = () => {}
	const token = issueCsrfToken(secret)

	beforeAll(async () => {
		const app = express()
		app.use(csrfProtection({ secret: () => secret, acceptedSecrets: () => [secret] }))
		// What the router would be handed in the request's context (server/app.ts, getLoadContext).
		app.all('/{*splat}', (_req, res) => void res.json({ decision: res.locals.antiForgery ?? null }))
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		close = () => server.close()
	})
	afterAll(() => close())

	async function decide(method: string, path: string, headers: Record<string, string>, body?: string) {
		const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
		const text = await response.text()
		return response.status === 200 ? (JSON.parse(text) as { decision: string | null }).decision : response.status
	}

	const form = 'application/x-www-form-urlencoded'
	const cookie = `${CSRF_COOKIE}=${token}`

	test('a form posted to a page goes on marked for the form reader; a forged mark changes nothing', async () => {
		expect(await decide('POST', '/contact-us', { 'Content-Type': form, Cookie: cookie }, 'a=1')).toBe('form-field')
		const forged = { 'Content-Type': form, Cookie: cookie, [OLD_MARK]: 'header-checked' }
		expect(await decide('POST', '/contact-us', forged, 'a=1')).toBe('form-field')
		expect(
			await decide('POST', '/admin/staff/new', { ...forged, 'Content-Type': 'multipart/form-data; boundary=x' }),
		).toBe('form-field')
	})

	test('the right header marks any post as checked; a wrong one does not', async () => {
		const headers = { 'Content-Type': 'application/json', Cookie: cookie, 'X-XSRF-TOKEN': token }
		expect(await decide('POST', '/api/Contact/SendEmail', headers, '{}')).toBe('header-checked')
		expect(await decide('POST', '/contact-us', { ...headers, 'Content-Type': form }, 'a=1')).toBe('header-checked')
		const wrong = { ...headers, 'Content-Type': form, 'X-XSRF-TOKEN': `${token}x` }
		expect(await decide('POST', '/contact-us', wrong, 'a=1')).toBe('form-field')
	})

	test('an API call or any other body without the header is refused before it is read, whatever mark it brings', async () => {
		const forged = { Cookie: cookie, [OLD_MARK]: 'header-checked' }
		expect(await decide('POST', '/api/Career/UploadPhoto', { ...forged, 'Content-Type': form }, 'a=1')).toBe(403)
		expect(await decide('POST', '/%61pi/Career/UploadPhoto', { ...forged, 'Content-Type': form }, 'a=1')).toBe(403)
		expect(await decide('POST', '/contact-us', { ...forged, 'Content-Type': 'application/json' }, '{}')).toBe(403)
		expect(await decide('POST', '/contact-us', { ...forged, 'Content-Type': 'text/plain' }, 'a=1')).toBe(403)
	})

	test('a request that changes nothing carries no mark, even one a client sent', async () => {
		const forged = { Cookie: cookie, [OLD_MARK]: 'header-checked' }
		expect(await decide('GET', '/contact-us', forged)).toBeNull()
		expect(await decide('OPTIONS', '/contact-us', forged)).toBeNull()
	})
})
