import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER, issueCsrfToken } from './csrf.server.ts'
import { readForm, type ReadFormOptions } from './forms.server.ts'
import { keepSecrets } from './secrets.server.ts'

const secret = 's'.repeat(64)
const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures')
const photo = fs.readFileSync(path.join(fixtures, 'photo.png'))

let token: string
beforeAll(() => {
	keepSecrets({ current: secret, accepted: [secret] })
	token = issueCsrfToken(secret)
})

type Part = string | { name: string; bytes: Buffer }

/** A form as a browser posts it, with the visitor's cookie, and any other headers. */
function post(
	body: BodyInit | null,
	{
		type,
		cookie = `${CSRF_COOKIE}=${token}`,
		more = {},
	}: { type?: string; cookie?: string; more?: Record<string, string> } = {},
) {
	const headers = new Headers({ Cookie: cookie, ...more })
	if (type) headers.set('Content-Type', type)
	return new Request('http://localhost/contact-us', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

function urlencoded(fields: Record<string, string>, options: Parameters<typeof post>[1] = {}) {
	return post(new URLSearchParams(fields).toString(), { type: 'application/x-www-form-urlencoded', ...options })
}

function multipart(parts: Record<string, Part>, options: Parameters<typeof post>[1] = {}) {
	const form = new FormData()
	for (const [key, value] of Object.entries(parts)) {
		if (typeof value === 'string') form.append(key, value)
		else form.append(key, new Blob([new Uint8Array(value.bytes)]), value.name)
	}
	const request = new Request('http://localhost/', { method: 'POST', body: form })
	return post(request.body, { type: request.headers.get('content-type')!, ...options })
}

/** A body that sends these bytes and then breaks off, as a phone losing its signal. */
function cutOff(first: string) {
	return new ReadableStream<Uint8Array>({
		start(controller) {
			controller.enqueue(new TextEncoder().encode(first))
			controller.error(new Error('connection lost'))
		},
	})
}

/** The response readForm threw. */
async function refusal(promise: Promise<unknown>) {
	const thrown = await promise.then(
		() => null,
		(error: unknown) => error,
	)
	expect(thrown).toBeInstanceOf(Response)
	const response = thrown as Response
	return { status: response.status, text: await response.text(), headers: response.headers }
}

const photoForm = (options: ReadFormOptions = {}): ReadFormOptions => ({
	files: { fields: ['photo'], maxFileBytes: 100_000 },
	...options,
})

describe('One form reader: what it refuses', () => {
	test('a body that is not a web form is refused with 415', async () => {
		const json = post(JSON.stringify({ _csrf: token }), { type: 'application/json' })
		expect(await refusal(readForm(json))).toMatchObject({ status: 415, text: expect.stringContaining('web form') })
		expect((await refusal(readForm(post('x=1')))).status).toBe(415)
		expect((await refusal(readForm(post(`_csrf=${token}`, { type: 'text/plain' })))).status).toBe(415)
	})

	test('a form cut off on the way is a 400 that says so, with or without files', async () => {
		const plain = post(cutOff(`${CSRF_FIELD}=${token}&name=As`), { type: 'application/x-www-form-urlencoded' })
		expect(await refusal(readForm(plain))).toMatchObject({ status: 400, text: expect.stringContaining('incomplete') })
		const withFiles = post(cutOff(`--XX\r\nContent-Disposition: form-data; name="${CSRF_FIELD}"\r\n\r\n${token}\r\n`), {
			type: 'multipart/form-data; boundary=XX',
		})
		expect(await refusal(readForm(withFiles, photoForm()))).toMatchObject({
			status: 400,
			text: expect.stringContaining('incomplete'),
		})
	})

	test('a garbled form with files, or one that is not multipart, is a 400 "broken"', async () => {
		const garbled = post(
			'--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\n' + 'x'.repeat(20_000) + '\r\n--XX--',
			{
				type: 'multipart/form-data; boundary=XX',
			},
		)
		expect(await refusal(readForm(garbled, photoForm()))).toMatchObject({
			status: 400,
			text: expect.stringContaining('broken'),
		})
		const notMultipart = urlencoded({ [CSRF_FIELD]: token })
		expect((await refusal(readForm(notMultipart, photoForm()))).status).toBe(400)
	})

	test('a form with files that is not multipart is answered as forged first when its field is wrong', async () => {
		expect((await refusal(readForm(urlencoded({ name: 'Asha' }), photoForm()))).status).toBe(403)
		const stale = await readForm(urlencoded({ name: 'Asha' }), photoForm({ staleToken: 'report' }))
		expect(stale).toMatchObject({ tokenMatches: false, files: {}, tooLarge: [] })
		expect(stale.formData.get('name')).toBe('Asha')
	})

	test('a form without the anti-forgery field, or with a wrong one, is a 403', async () => {
		for (const fields of [{ name: 'Asha' }, { [CSRF_FIELD]: `${token}x`, name: 'Asha' }] as Array<
			Record<string, string>
		>) {
			const answer = await refusal(readForm(urlencoded(fields)))
			expect(answer).toMatchObject({ status: 403, text: expect.stringContaining('This form has expired') })
		}
		// The field must be the visitor's own cookie's token, signed by us.
		const other = issueCsrfToken(secret)
		expect((await refusal(readForm(urlencoded({ [CSRF_FIELD]: other })))).status).toBe(403)
		const unsigned = 'a.b'
		const forged = urlencoded({ [CSRF_FIELD]: unsigned }, { cookie: `${CSRF_COOKIE}=${unsigned}` })
		expect((await refusal(readForm(forged))).status).toBe(403)
	})

	test('more fields than the form has is refused', async () => {
		const parts = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x']))
		const request = multipart({ [CSRF_FIELD]: token, ...parts })
		const options = photoForm({ files: { fields: ['photo'], maxFileBytes: 100_000, maxFields: 5 } })
		expect((await refusal(readForm(request, options))).status).toBe(400)
	})

	test('an action with an answer shape of its own words the refusals itself', async () => {
		const seen: string[] = []
		const answer = await refusal(
			readForm(urlencoded({ name: 'Asha' }), {
				refusal: (failure) => {
					seen.push(failure)
					return Response.json({ errors: [{ field: 'body', message: failure }] }, { status: 418 })
				},
			}),
		)
		expect(seen).toEqual(['token'])
		expect(answer.status).toBe(418)
	})
})

describe('One form reader: the anti-forgery token', () => {
	test('the right field is read with the form', async () => {
		const form = await readForm(urlencoded({ [CSRF_FIELD]: token, name: 'आशा' }))
		expect(form.tokenMatches).toBe(true)
		expect(form.formData.get('name')).toBe('आशा')
		expect(form.files).toEqual({})
	})

	test('a page’s form is checked by its field, whatever header came with it', async () => {
		const headers: Array<Record<string, string>> = [
			{ [CSRF_HEADER]: token },
			{ 'x-brisk-anti-forgery': 'header-checked' },
			{},
		]
		for (const more of headers) {
			expect((await refusal(readForm(urlencoded({ name: 'Asha' }, { more })))).status).toBe(403)
			expect((await readForm(urlencoded({ [CSRF_FIELD]: token }, { more }))).tokenMatches).toBe(true)
		}
	})

	test('"header-checked" refuses a post the server did not check, before its body is read', async () => {
		let pulled = false
		const body = new ReadableStream<Uint8Array>(
			{
				pull(controller) {
					pulled = true
					controller.enqueue(new TextEncoder().encode(`${CSRF_FIELD}=${token}`))
					controller.close()
				},
			},
			{ highWaterMark: 0 },
		)
		const request = post(body, { type: 'multipart/form-data; boundary=XX' })
		const answer = await refusal(readForm(request, photoForm({ token: 'header-checked', antiForgery: 'form-field' })))
		expect(answer.status).toBe(403)
		expect(pulled).toBe(false)

		// What a client writes in a header of its own is no decision of the server's.
		for (const decision of ['form-field', null] as const) {
			const unchecked = multipart({ [CSRF_FIELD]: token }, { more: { 'x-brisk-anti-forgery': 'header-checked' } })
			const options = photoForm({ token: 'header-checked', antiForgery: decision })
			expect((await refusal(readForm(unchecked, options))).status).toBe(403)
		}

		const checked = multipart({ photo: { name: 'me.png', bytes: photo } })
		const form = await readForm(checked, photoForm({ token: 'header-checked', antiForgery: 'header-checked' }))
		expect(form.tokenMatches).toBe(true)
		expect(form.files.photo?.bytes.equals(photo)).toBe(true)
	})

	test('report mode gives back what was typed with tokenMatches false, and reads past every file', async () => {
		const stale = urlencoded({ [CSRF_FIELD]: 'old', name: 'Asha', message: 'Guards, please' })
		const form = await readForm(stale, { staleToken: 'report' })
		expect(form.tokenMatches).toBe(false)
		expect(Object.fromEntries(form.formData)).toMatchObject({ name: 'Asha', message: 'Guards, please' })

		const withFile = multipart({ [CSRF_FIELD]: 'old', name: 'Asha', photo: { name: 'me.png', bytes: photo } })
		const upload = await readForm(withFile, photoForm({ staleToken: 'report' }))
		expect(upload.tokenMatches).toBe(false)
		expect(upload.formData.get('name')).toBe('Asha')
		expect(upload.files).toEqual({})
		expect(upload.formData.get('photo')).toBeNull()
	})

	test('a forged form with files is refused, its files never kept', async () => {
		const forged = multipart({ name: 'Asha', photo: { name: 'me.png', bytes: photo } })
		expect((await refusal(readForm(forged, photoForm()))).status).toBe(403)
	})
})

describe('One form reader: files', () => {
	test('files after the right field are kept, typed by their content', async () => {
		const request = multipart({ [CSRF_FIELD]: token, alt: 'A gate', photo: { name: 'gate.png', bytes: photo } })
		const form = await readForm(request, photoForm())
		expect(form.tokenMatches).toBe(true)
		expect(form.files.photo).toMatchObject({ field: 'photo', name: 'gate.png' })
		expect((form.formData.get('photo') as File).type).toBe('image/png')
		expect(form.formData.get('alt')).toBe('A gate')
		expect(form.tooLarge).toEqual([])
	})

	test('a file over its limit is named in tooLarge and not kept; a field not asked for is not kept', async () => {
		const request = multipart({
			[CSRF_FIELD]: token,
			photo: { name: 'big.png', bytes: photo },
			other: { name: 'x.png', bytes: photo },
		})
		const form = await readForm(request, photoForm({ files: { fields: ['photo'], maxFileBytes: 100 } }))
		expect(form.tooLarge).toEqual(['photo'])
		expect(form.files).toEqual({})
	})
})
