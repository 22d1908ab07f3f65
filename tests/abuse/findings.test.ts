import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { abortUpload, freshIp, isHealthy, multipartBody, processUse, send, sendRaw, suiteServers } from './http.ts'
import { MB, hostileSuite, json, pdf, truncatedMultipart } from './hostile.ts'

// What a penetration test found, each as a test that failed before it was fixed: bodies cut off, too large,
// aborted or stalled, disguised paths and methods, and the limits per person and per address.
// Every test runs against the production build on SQLite and on PostgreSQL.

describe.each(suiteServers())('Hostile requests on $name', (server) => {
	const suite = hostileSuite(server)
	const { base, client, count } = suite

	test('1. A multipart body cut off inside a file is answered 400 and the process lives on', async () => {
		const headers = { ...client(), 'Content-Type': 'multipart/form-data; boundary=XX' }
		// The same forms in Hindi and Marathi, and behind an encoded language prefix.
		for (const target of [
			`/career/${suite.jobId}/submit`,
			`/career/${suite.jobId}/apply`,
			`/hi/career/${suite.jobId}/submit`,
			`/mr/career/${suite.jobId}/apply`,
			`/%68i/career/${suite.jobId}/submit`,
		]) {
			const response = await send(base, { method: 'POST', path: target, headers, body: truncatedMultipart('resume') })
			expect(response.status, target).toBe(400)
		}
		const api = await send(base, {
			method: 'POST',
			path: `/api/Career/UploadResume?JobId=${suite.jobId}&Name=Asha`,
			headers,
			body: truncatedMultipart('uploadedFiles'),
		})
		expect(api.status).toBe(400)
		expect(JSON.parse(api.text).errors[0].field).toBe('uploadedFiles')
		expect(await isHealthy(base)).toBe(true)
	})

	test('2. A chunked body past the limit is refused with 413 while it streams, and memory stays flat', async () => {
		const before = processUse(server.pid).rss
		function* chunks(total: number) {
			const block = Buffer.alloc(256 * 1024, 0x41)
			for (let sent = 0; sent < total; sent += block.length) yield block
		}
		for (const path of ['/contact-us', '/mr/contact-us']) {
			const form = await send(base, {
				method: 'POST',
				path,
				headers: { ...client(), 'Content-Type': 'application/x-www-form-urlencoded' },
				body: chunks(40 * MB),
			})
			expect(form.status, path).toBe(413)
		}
		const api = await send(base, {
			method: 'POST',
			path: '/api/Contact/SendEmail',
			headers: { ...client(), 'Content-Type': 'application/json' },
			body: chunks(40 * MB),
		})
		expect(api.status).toBe(413)
		expect(JSON.parse(api.text).errors[0].message).toMatch(/too large/)
		expect(processUse(server.pid).rss - before).toBeLessThan(40 * MB)
		expect(await isHealthy(base)).toBe(true)
	})

	test('3. Aborted and stalled uploads leave no file, no descriptor and no memory behind', async () => {
		const boundary = 'XX'
		const prefix = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\n\r\n`
		const headers = { ...client(), 'Content-Type': `multipart/form-data; boundary=${boundary}` }
		const before = processUse(server.pid)
		const filesBefore = await count('files')
		async function burst() {
			await Promise.all(
				Array.from({ length: 10 }, () =>
					abortUpload(base, `/career/${suite.jobId}/submit`, {
						headers,
						totalBytes: 12 * MB,
						sentBytes: 4 * MB,
						prefix,
					}),
				),
			)
		}
		// The first bursts grow the heap to its working size; later ones must not grow it much
		// further (ten bursts would keep 400 MB if the bytes of cut-off uploads stayed alive).
		for (let round = 0; round < 4; round++) await burst()
		const warm = processUse(server.pid)
		for (let round = 0; round < 10; round++) await burst()
		expect(processUse(server.pid).rss - warm.rss).toBeLessThan(100 * MB)
		// Bodies that stall: given up after BODY_TIMEOUT_SECONDS (3 s here) with 408.
		const stalled = await Promise.all(
			Array.from({ length: 20 }, () =>
				sendRaw(
					base,
					`POST /career/${suite.jobId}/submit HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=XX\r\nContent-Length: 1000000\r\n\r\n${prefix}abc`,
					{ waitMs: 6000 },
				),
			),
		)
		for (const answer of stalled) expect(answer).toMatch(/^HTTP\/1.1 408/)
		// Each connection's descriptor goes as the server closes it.
		await expect
			.poll(() => processUse(server.pid).descriptors - before.descriptors, { timeout: 10_000 })
			.toBeLessThan(10)
		const after = processUse(server.pid)
		expect(after.rss - before.rss).toBeLessThan(250 * MB)
		expect(await count('files')).toBe(filesBefore)
		expect(fs.existsSync(path.join(server.dataDir, 'uploads'))).toBe(false)
		expect(await isHealthy(base)).toBe(true)
	})

	test('4. An encoded or otherwise disguised /api/ path still needs the anti-forgery header', async () => {
		const enquiry = {
			Name: 'Forged Visitor',
			Email: `forged-${Date.now()}@example.com`,
			Mobile: '9876543210',
			Subject: 'Forged',
			Message: 'Sent from another site.',
			Service: 'Security Services',
			Find: 'Search engine',
		}
		for (const target of [
			'/%61pi/Contact/SendEmail',
			'/API/Contact/SendEmail',
			'/api/../api/Contact/SendEmail',
			'/x/%2e%2e/api/Contact/SendEmail',
			'//api/Contact/SendEmail',
		]) {
			const response = await send(base, {
				method: 'POST',
				path: target,
				headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example', 'X-Forwarded-For': freshIp() },
				body: json(enquiry),
			})
			expect(response.status, target).toBe(403)
			// Even a web form needs the header on the API.
			const form = await send(base, {
				method: 'POST',
				path: target,
				headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': freshIp() },
				body: new URLSearchParams(enquiry).toString(),
			})
			expect(form.status, target).toBe(403)
		}
		const upload = await send(base, {
			method: 'POST',
			path: `/%61pi/Career/UploadResume?JobId=${suite.jobId}&Name=Asha`,
			headers: { 'Content-Type': 'multipart/form-data; boundary=XX', 'X-Forwarded-For': freshIp() },
			body: multipartBody('XX', [{ name: 'uploadedFiles', filename: 'cv.pdf', value: pdf }]),
		})
		expect(upload.status).toBe(403)
		expect(await count('enquiries', ['email', enquiry.Email])).toBe(0)
	})

	test('5. PUT, DELETE and PATCH reach no action: 405 with Allow, and nothing is stored', async () => {
		const applicationsBefore = await count('applications')
		const filesBefore = await count('files')
		for (const method of ['PUT', 'DELETE', 'PATCH']) {
			for (const target of [
				'/api/Career/Base64ToResume',
				'/api/Career/AddCareer',
				`/career/${suite.jobId}/submit`,
				`/hi/career/${suite.jobId}/submit`,
				'/mr/contact-us',
			]) {
				const response = await send(base, {
					method,
					path: target,
					headers: { ...client(), 'Content-Type': 'application/json' },
					body: json({ base64string: pdf.toString('base64'), Name: 'Asha', JobId: suite.jobId }),
				})
				expect(response.status, `${method} ${target}`).toBe(405)
				expect(response.headers.allow).toBe('GET, HEAD, POST')
			}
		}
		expect(await count('applications')).toBe(applicationsBefore)
		expect(await count('files')).toBe(filesBefore)
	})

	test('6. A base64 file of almost 5 MB is stored, not answered 500', async () => {
		const big = Buffer.concat([pdf.subarray(0, pdf.length - 6), Buffer.alloc(4.8 * MB, 0x20), Buffer.from('%%EOF\n')])
		const response = await send(base, {
			method: 'POST',
			path: '/api/Career/Base64ToResume',
			headers: { ...client(), 'Content-Type': 'application/json' },
			body: json({ base64string: big.toString('base64'), Name: 'Asha Patil', JobId: suite.jobId }),
		})
		expect(response.status, response.text).toBe(200)
		expect(response.text).toMatch(/^[0-9a-f]{32}$/)
	})

	test('8. Twenty enquiries of one person at once from one address store exactly that person’s hourly limit (5)', async () => {
		const ip = freshIp()
		const email = `race-${Date.now()}@example.com`
		const responses = await Promise.all(
			Array.from({ length: 20 }, (_, i) =>
				send(base, {
					method: 'POST',
					path: '/api/Contact/SendEmail',
					headers: { ...client(), 'X-Forwarded-For': ip, 'Content-Type': 'application/json' },
					body: json({
						Name: 'Racing Visitor',
						Email: email,
						Mobile: '9876543210',
						Subject: `Race ${i}`,
						Message: 'At the same moment.',
						Service: 'Staffing Services',
						Find: 'Clutch',
					}),
				}),
			),
		)
		expect(responses.filter((r) => r.status === 200)).toHaveLength(5)
		expect(responses.filter((r) => r.status === 429)).toHaveLength(15)
		expect(await count('enquiries', ['email', email])).toBe(5)
	})

	test('9. "Has this address applied?" answers for the job asked about only, and is limited per address', async () => {
		const ip = freshIp()
		const statuses: number[] = []
		for (let i = 0; i < 22; i++) {
			const response = await send(base, {
				path: `/api/Career/GetAllEmailandJobId?JobId=${suite.jobId}&Email=probe${i}@example.com`,
				headers: { 'X-Forwarded-For': ip },
			})
			statuses.push(response.status)
		}
		expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
		expect(statuses.slice(20)).toEqual([429, 429])
	})
})
