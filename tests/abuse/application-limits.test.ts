import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { pngBomb } from '#tests/fixtures/png-bomb.ts'
import { createPostgresDatabase } from '#tests/setup/postgres.ts'
import { startServer } from '#tests/setup/server.ts'
import { antiForgery, freshIp, multipartBody, openJobId, send } from './http.ts'

// The limits of applications on a server with the default per-person limit (5 an
// hour from one address) and an address ceiling of 25: a camp on one network gets
// through, a stranger cannot use up someone else's hour, and an address past its
// ceiling is answered before any picture is decoded.

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const png = fs.readFileSync(path.join(fixtures, 'photo.png'))
const pdf = fs.readFileSync(path.join(fixtures, 'resume.pdf'))
// 100 megapixels, just under the pixel limit: decoding it takes seconds.
const bomb = pngBomb(10_000, 9_999, { greyAndAlpha: true })
const CEILING = 25

const databases = inject('postgresUrl') ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)

describe.each(databases)('A server on %s that takes 25 applications an hour from one address', (database) => {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-limits-'))
	const cleanup: Array<() => Promise<unknown>> = []
	let base: string
	let jobId: number
	let token: Awaited<ReturnType<typeof antiForgery>>

	beforeAll(async () => {
		let databaseUrl = ''
		if (database === 'postgres') {
			const created = await createPostgresDatabase(inject('postgresUrl'))
			cleanup.push(created.drop)
			databaseUrl = created.url
		}
		const server = await startServer({
			dataDir: path.join(work, 'data'),
			logFile: path.join(work, 'server.log'),
			env: {
				DATABASE_URL: databaseUrl,
				TRUST_PROXY: 'true',
				RATE_LIMIT_POSTS_PER_MINUTE: '100000',
				APPLY_LIMIT_PER_ADDRESS_PER_HOUR: String(CEILING),
			},
		})
		cleanup.unshift(server.stop)
		base = server.baseUrl
		jobId = await openJobId(base)
		token = await antiForgery(base)
	})
	afterAll(async () => {
		for (const step of cleanup) await step()
		fs.rmSync(work, { recursive: true, force: true })
	})

	let people = 0
	/** A person of the test's own: a new e-mail address and mobile number. */
	function person() {
		people++
		return {
			name: 'Camp Applicant',
			email: `camp${people}@example.com`,
			contact: `97${String(people).padStart(8, '0')}`,
		}
	}

	/** The Apply Job form as the dialog sends it (JSON answer), or as a page without JavaScript (HTML). */
	function apply(
		ip: string,
		who: { name: string; email: string; contact: string },
		{ photo = png, key, page, language = '' }: { photo?: Buffer; key?: string; page?: boolean; language?: string } = {},
	) {
		return send(base, {
			method: 'POST',
			path: `${language}/career/${jobId}/${page ? 'apply' : 'submit'}`,
			headers: {
				Cookie: token.Cookie,
				'X-Forwarded-For': ip,
				'Content-Type': 'multipart/form-data; boundary=XX',
				Accept: page ? 'text/html' : 'application/json',
			},
			body: multipartBody('XX', [
				{ name: '_csrf', value: token.token },
				...(key ? [{ name: 'submissionKey', value: key }] : []),
				...Object.entries({ ...who, location: 'Pune', consent: 'on' }).map(([name, value]) => ({ name, value })),
				{ name: 'photo', filename: 'me.png', value: photo },
				{ name: 'resume', filename: 'cv.pdf', value: pdf },
				{ name: 'aadhaar', filename: 'card.png', value: photo },
			]),
		})
	}

	/** Applications of new people from this address until its ceiling is reached. */
	async function fillAddress(ip: string, already = 0) {
		for (let n = already; n < CEILING; n++) {
			const response = await apply(ip, person())
			expect(response.status, response.text).toBe(200)
		}
	}

	async function timed<T>(work: () => Promise<T>) {
		const started = performance.now()
		const result = await work()
		return { result, ms: performance.now() - started }
	}

	test('twenty different people at a recruitment camp on one address all apply within the hour', async () => {
		const statuses = []
		for (let n = 0; n < 20; n++) statuses.push((await apply('10.20.0.1', person())).status)
		expect(statuses).toEqual(Array.from({ length: 20 }, () => 200))
	})

	test('past the address’s ceiling a picture bomb is answered at once, before it is decoded, with the number to call', async () => {
		const ip = '10.20.0.2'
		await fillAddress(ip)
		const { result: refused, ms } = await timed(() => apply(ip, person(), { photo: bomb }))
		expect(refused.status).toBe(429)
		// Decoding the two pictures takes seconds; the refusal needs the limit's look-up alone.
		expect(ms).toBeLessThan(1000)
		expect(refused.headers['retry-after']).toMatch(/^\d+$/)
		expect(JSON.parse(refused.text).outcome).toBe('too-many')

		// Without JavaScript, in each language: the words blame no one, give the number as a link, and keep what was typed.
		for (const [language, words] of [
			['', 'Sorry, we cannot take this application online just now.'],
			['/hi', 'क्षमा करें, अभी हम यह आवेदन ऑनलाइन नहीं ले पा रहे हैं।'],
			['/mr', 'क्षमस्व, आत्ता आम्ही हा अर्ज ऑनलाइन घेऊ शकत नाही.'],
		] as const) {
			const page = await apply(ip, { ...person(), name: 'Typed Name' }, { page: true, language, photo: bomb })
			expect(page.status, language).toBe(429)
			expect(page.text, language).toContain(words)
			expect(page.text, language).toMatch(/<a href="tel:\+91\d+">\+91[\d ]+<\/a>/)
			expect(page.text, language).toContain('value="Typed Name"')
			expect(page.text, language).not.toMatch(/You have sent|आपने पिछले|तुम्ही गेल्या/)
		}
	})

	test('a retried submission finds its application, but its key does not carry a new submission past the ceiling', async () => {
		const ip = '10.20.0.3'
		const first = person()
		const key = `retry-key-${Date.now()}`
		const stored = await apply(ip, first, { key })
		expect(stored.status).toBe(200)
		const reference = JSON.parse(stored.text).reference
		await fillAddress(ip, 1)

		// The same submission again (its answer was lost): the stored application's answer, no step taken.
		const retried = await apply(ip, first, { key })
		expect(retried.status).toBe(200)
		expect(JSON.parse(retried.text).reference).toBe(reference)
		// The same key with another person is a new submission: refused at once, its pictures never decoded.
		const { result: other, ms } = await timed(() => apply(ip, person(), { key, photo: bomb }))
		expect(other.status).toBe(429)
		expect(ms).toBeLessThan(1000)
	})

	test('a stranger who knows someone’s mobile number cannot use up that person’s hour from another address', async () => {
		const victim = person()
		const statuses = []
		for (let n = 0; n < 7; n++) {
			statuses.push((await apply('10.20.0.66', { ...person(), contact: victim.contact })).status)
		}
		expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
		const own = await apply('10.20.0.4', victim)
		expect(own.status, own.text).toBe(200)
	})

	test('a duplicate application takes no step: the person keeps their hour', async () => {
		const someone = person()
		expect((await apply('10.20.0.5', someone)).status).toBe(200)
		const again = []
		for (let n = 0; n < 6; n++) again.push((await apply('10.20.0.5', someone)).status)
		expect(again).toEqual([409, 409, 409, 409, 409, 409])
	})

	test('the compatibility API answers an address past its upload limit before decoding the file', async () => {
		const headers = {
			Cookie: token.Cookie,
			'X-XSRF-TOKEN': token.token,
			// An address of this try's own: a second try starts below the ceiling again.
			'X-Forwarded-For': freshIp(),
			'Content-Type': 'application/json',
		}
		function upload(call: string, bytes: Buffer) {
			return send(base, {
				method: 'POST',
				path: `/api/Career/${call}`,
				headers,
				body: JSON.stringify({ base64string: bytes.toString('base64'), Name: 'Asha Patil', JobId: jobId }),
			})
		}
		// Four uploads per application of the address's ceiling; files refused for their content count too.
		let status = 0
		for (let n = 0; n < CEILING * 4 && status !== 429; n++)
			status = (await upload('Base64ToResume', Buffer.from('<script>x</script>'))).status
		expect(status).toBe(400)
		const { result: refused, ms } = await timed(() => upload('Base64ToImage', bomb))
		expect(refused.status).toBe(429)
		expect(JSON.parse(refused.text).errors[0].message).toMatch(/^Sorry, .* call us on \+91[\d ]+/)
		expect(ms).toBeLessThan(1000)
	})
})
