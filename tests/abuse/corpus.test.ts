import { beforeAll, describe, expect, test } from 'vitest'
import { PUBLIC_PAGES } from '#app/utils/content/public-pages.ts'
import { antiForgery, failureCollector, isHealthy, openJobId, sendRaw, suiteServers, type Send } from './http.ts'

// A table of hostile requests over every route and API call: missing, wrong-typed,
// huge, unicode, NUL and CRLF input, wrong methods and content types, truncated
// and chunked bodies, encoded paths. Whatever comes, the server answers (no
// dropped connection), never with a 5xx, and stays healthy.

const API_POSTS = [
	'/api/Career/AddCareer',
	'/api/Career/SendApplyEmailToAdmin',
	'/api/Career/SendApplyEmailToCandidate',
	'/api/Career/Base64ToImage',
	'/api/Career/Base64ToResume',
	'/api/Career/Base64ToAadhar',
	'/api/Career/UploadPhoto?JobId=1&Name=A',
	'/api/Career/UploadResume',
	'/api/Career/UploadAadhar?JobId=x',
	'/api/Contact/SendEmail',
]
const API_GETS = ['/api/Job/GetAllJobs', '/api/Career/GetAllEmailandJobId', '/api/Advertise/GetAllPdf']

function pagesOf(jobId: number) {
	return [
		...PUBLIC_PAGES,
		'/demo',
		'/header',
		'/footer',
		`/career/${jobId}`,
		`/career/${jobId}/apply`,
		'/career/999999999',
		'/career/abc',
		'/career/0/apply',
		'/Pdf/nothing.pdf',
		'/Pdf/..%2f..%2fbrisk.db',
		'/images/images/nothing.png?w=640&f=webp',
		'/sitemap.xml',
		'/robots.txt',
		'/no-such-page',
		'/hi',
		'/mr/career',
		`/hi/career/${jobId}/apply`,
		'/hi/career/status',
		'/mr/career/alerts',
		'/career/alerts/confirm?token=AAAAAAAAAAAAAAAAAAAAAA',
		'/hi/career/alerts/unsubscribe',
		'/a/sAAAAAAAAAAAAAAAAAAAAAA',
		'/a/x',
		'/hi/api/Job/GetAllJobs',
		'/%68i/about-us',
		'/hi/%2e%2e/admin',
		'/mr/no-such-page',
	]
}

const weirdValues: unknown[] = [
	null,
	42,
	true,
	[],
	{},
	'',
	'\u0000',
	'a\r\nSet-Cookie: x=1',
	'😀'.repeat(500),
	'\ud800',
	'<script>alert(1)</script>',
	'x'.repeat(20_000),
	'../../etc/passwd',
]

/** Bodies every POST target receives, each with the anti-forgery header and without it. */
function bodies(): Array<{ label: string; headers: Record<string, string>; body?: Send['body'] }> {
	const json = (value: unknown) => ({ 'Content-Type': 'application/json', body: JSON.stringify(value) })
	const cases: Array<{ label: string; type?: string; body?: Send['body'] }> = [
		{ label: 'no body' },
		{ label: 'empty JSON', ...asCase(json({})) },
		{ label: 'JSON array', ...asCase(json([1, 2])) },
		{ label: 'JSON null', ...asCase(json(null)) },
		{ label: 'malformed JSON', type: 'application/json', body: '{"Name": "x",' },
		{ label: 'JSON with NUL escapes', type: 'application/json', body: '{"Name":"a\\u0000b","Email":"\\u0000"}' },
		...weirdValues.map((value, i) => ({
			label: `fields set to weird value ${i}`,
			...asCase(
				json({
					Name: value,
					Email: value,
					Mobile: value,
					Contact: value,
					JobId: value,
					base64string: value,
					Subject: value,
					Message: value,
					Photo: value,
				}),
			),
		})),
		{ label: 'text/plain', type: 'text/plain', body: 'hello' },
		{
			label: 'XML',
			type: 'application/xml',
			body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
		},
		{ label: 'urlencoded garbage', type: 'application/x-www-form-urlencoded', body: '%%%&&&==%E0%A4' },
		{ label: 'multipart without boundary', type: 'multipart/form-data', body: 'x' },
		{ label: 'multipart truncated in a file', type: 'multipart/form-data; boundary=XX', body: truncated() },
		{ label: 'multipart with 500 parts', type: 'multipart/form-data; boundary=XX', body: manyParts(500) },
		{ label: 'chunked JSON', type: 'application/json', body: chunked(['{"Na', 'me": "A', 'sha"}']) },
		{
			label: 'chunked 2 MB',
			type: 'application/json',
			body: chunked(Array.from({ length: 32 }, () => 'x'.repeat(65_536))),
		},
		{ label: 'a wrong content type with a JSON body', type: 'image/png', body: '{}' },
	]
	return cases.map(({ label, type, body }) => ({
		label,
		headers: type ? { 'Content-Type': type } : ({} as Record<string, string>),
		body,
	}))
}

function asCase(value: { 'Content-Type': string; body: string }) {
	return { type: value['Content-Type'], body: value.body }
}

function truncated() {
	return '--XX\r\nContent-Disposition: form-data; name="uploadedFiles"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut'
}

function manyParts(n: number) {
	let body = ''
	for (let i = 0; i < n; i++) body += `--XX\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`
	return `${body}--XX--\r\n`
}

function chunked(parts: string[]) {
	return parts.map((part) => Buffer.from(part))
}

describe.each(suiteServers())('Whatever a client sends, $name answers without a 5xx and stays healthy', (server) => {
	const base = server.baseUrl
	let token: Awaited<ReturnType<typeof antiForgery>>
	let jobId: number
	const { failures, check } = failureCollector(base)

	beforeAll(async () => {
		token = await antiForgery(base)
		jobId = await openJobId(base)
	})

	test('every API call, every hostile body, with and without the anti-forgery header', async () => {
		const withToken = { Cookie: token.Cookie, 'X-XSRF-TOKEN': token.token }
		const targets = [
			...API_POSTS,
			`/career/${jobId}/submit`,
			`/career/${jobId}/apply`,
			'/contact-us',
			'/career/abc/submit',
			'/about-us',
			`/hi/career/${jobId}/submit`,
			`/mr/career/${jobId}/apply`,
			'/hi/contact-us',
			'/%6Dr/contact-us',
			'/career/status',
			'/mr/career/status',
			'/career/alerts',
			'/hi/career/alerts',
			'/mr/career/alerts/confirm?token=AAAAAAAAAAAAAAAAAAAAAA',
			'/career/alerts/unsubscribe?token=%00',
		]
		for (const target of targets) {
			for (const { label, headers, body } of bodies()) {
				for (const auth of [withToken, {}]) {
					await check(`POST ${target} ${label}${auth === withToken ? '' : ' (no token)'}`, {
						method: 'POST',
						path: target,
						headers: { ...auth, ...headers },
						body,
					})
				}
			}
		}
		expect(failures).toEqual([])
		expect(await isHealthy(base)).toBe(true)
	})

	test('every page and GET call with hostile queries, methods and encoded paths', async () => {
		const queries = [
			'',
			'?q=%00',
			'?q=%0d%0aSet-Cookie:%20x=1',
			'?q=' + '%F0%9F%98%80'.repeat(200),
			'?q=%E0%A4',
			'?category=%27%20or%201=1--',
			'?JobId=1&Email=a@b.c&JobId=2',
			'?JobId=99999999999999999999&Email=' + 'a'.repeat(300) + '@x.y',
			'?' + 'a=1&'.repeat(1000),
		]
		for (const target of [...pagesOf(jobId), ...API_GETS]) {
			for (const query of queries) await check(`GET ${target}${query.slice(0, 40)}`, { path: `${target}${query}` })
			for (const method of ['HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']) {
				await check(`${method} ${target}`, { method, path: target, headers: { 'Content-Type': 'application/json' } })
			}
		}
		for (const target of [
			'/%61pi/Job/GetAllJobs',
			'/api/%2e%2e/career',
			'/%2e%2e/%2e%2e/etc/passwd',
			'/career/%00',
			'/career/%ZZ',
			'/images/..%2f..%2fbrisk.db?w=640&f=webp',
			'/images/images/%2e%2e/%2e%2e/package.json?w=640&f=png',
			'/Pdf/%2e%2e%2fsecret.key',
			'/' + 'a'.repeat(4000),
			'/career?' + 'q='.repeat(3000),
		]) {
			const response = await check(`GET ${target.slice(0, 60)}`, { path: target })
			if (response) expect(response.text, target).not.toMatch(/SQLite format|"secret"|brisk-website/)
		}
		expect(failures).toEqual([])
		expect(await isHealthy(base)).toBe(true)
	})

	test('cookies that are not valid percent-encoding, on every page, call and form', async () => {
		const cookies = [
			'XSRF-TOKEN=%',
			'brisk_session=%',
			'XSRF-TOKEN=%zz; brisk_session=%E0%A4',
			'__Host-brisk_session=%; XSRF-TOKEN=%C0%AF',
		]
		for (const cookie of cookies) {
			for (const target of [...pagesOf(jobId), ...API_GETS, '/admin', '/admin/jobs', '/admin/sign-in']) {
				await check(`GET ${target} Cookie: ${cookie}`, { path: target, headers: { Cookie: cookie } })
			}
			for (const target of ['/contact-us', `/career/${jobId}/apply`, '/api/Contact/SendEmail', '/admin/sign-in']) {
				await check(`POST ${target} Cookie: ${cookie}`, {
					method: 'POST',
					path: target,
					headers: { Cookie: cookie, 'X-XSRF-TOKEN': '%', 'Content-Type': 'application/x-www-form-urlencoded' },
					body: 'a=1',
				})
			}
		}
		expect(failures).toEqual([])
		expect(await isHealthy(base)).toBe(true)
	})

	test('malformed HTTP itself is answered 400 and the server stays healthy', async () => {
		for (const raw of [
			'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
			'POST /contact-us HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\nabc\r\n',
			'GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
			'GET / HTTP/1.1\r\nHost: x\r\nX-Long: ' + 'a'.repeat(20_000) + '\r\n\r\n',
		]) {
			const answer = await sendRaw(base, raw, { waitMs: 2000 })
			expect(answer, raw.slice(0, 40)).toMatch(/^HTTP\/1\.1 (400|413|431)/)
		}
		expect(await isHealthy(base)).toBe(true)
	})
})
