import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type Db } from '#app/utils/db/db.server.ts'
import { sampleDocuments, sampleJobs } from '#content/samples.ts'
import { antiForgery, freshIp, send, sendEnquiry } from '#tests/abuse/http.ts'
import { publishWhoWeAre } from '#tests/fixtures/site-content.ts'
import { readMailbox } from '#tests/setup/smtp-sink.ts'
import { startTwoInstances, type Server, type TwoInstances } from '#tests/setup/two-instances.ts'

// Two production servers on one fresh PostgreSQL database, each with a data folder
// of its own (as two machines behind a load balancer have) and no SESSION_SECRET:
// they must behave as one site.

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const png = fs.readFileSync(path.join(fixtures, 'photo.png'))
const pdf = fs.readFileSync(path.join(fixtures, 'resume.pdf'))
const POSTS_PER_MINUTE = 20
const SMTP_DELAY_MS = 1500

describe.skipIf(!inject('postgresUrl'))('Two instances on one PostgreSQL database', () => {
	let instances: TwoInstances
	let a: Server
	let b: Server
	let db: Db
	let work: string
	let mailDir: string

	beforeAll(async () => {
		instances = await startTwoInstances({
			name: 'instances',
			mail: { delayMs: SMTP_DELAY_MS },
			// Both start at the same moment on the empty database: one migrates and seeds, the other waits for it.
			env: {
				OUTBOX_POLL_MS: '200',
				TRUST_PROXY: 'true',
				RATE_LIMIT_POSTS_PER_MINUTE: String(POSTS_PER_MINUTE),
				APPLY_LIMIT_PER_HOUR: '1000',
				SESSION_SECRET: '',
			},
		})
		;({ a, b, db, work, mailDir } = instances)
	})

	afterAll(async () => {
		await instances?.stop()
	})

	test('both started together on an empty database: migrated and seeded once, no error', async () => {
		const jobs = await db.selectFrom('jobs').select('id').execute()
		expect(jobs).toHaveLength(sampleJobs.length)
		expect(await db.selectFrom('documents').select('id').execute()).toHaveLength(sampleDocuments.length)
		for (const name of ['a', 'b']) {
			expect(fs.readFileSync(path.join(work, `${name}.log`), 'utf8')).not.toMatch(/"level":"error"/)
		}
		expect((await send(a.baseUrl, { path: '/readyz' })).status).toBe(200)
		expect((await send(b.baseUrl, { path: '/readyz' })).status).toBe(200)
	})

	test('a token issued by one instance is accepted by the other (one secret, kept in the database)', async () => {
		const token = await antiForgery(a.baseUrl)
		const response = await send(b.baseUrl, {
			method: 'POST',
			path: '/api/Career/GetAllEmailandJobId',
			headers: { Cookie: token.Cookie, 'X-XSRF-TOKEN': token.token, 'X-Forwarded-For': freshIp() },
		})
		// Past the anti-forgery check: the call itself answers that it wants GET.
		expect(response.status).toBe(405)
		expect(fs.existsSync(path.join(work, 'a', 'secret.key'))).toBe(false)
	})

	test('a file uploaded to one instance is used by an application sent to the other', async () => {
		const jobs = JSON.parse((await send(a.baseUrl, { path: '/api/Job/GetAllJobs' })).text) as Array<{ JobId: number }>
		const jobId = jobs[0]!.JobId
		const token = await antiForgery(a.baseUrl)
		const headers = { Cookie: token.Cookie, 'X-XSRF-TOKEN': token.token, 'Content-Type': 'application/json' }
		async function upload(base: string, call: string, bytes: Buffer) {
			const response = await send(base, {
				method: 'POST',
				path: `/api/Career/${call}`,
				headers: { ...headers, 'X-Forwarded-For': freshIp() },
				body: JSON.stringify({ base64string: bytes.toString('base64'), Name: 'Asha Patil', JobId: jobId }),
			})
			expect(response.status, response.text).toBe(200)
			return response.text
		}
		const files = {
			Photo: await upload(a.baseUrl, 'Base64ToImage', png),
			Resume: await upload(a.baseUrl, 'Base64ToResume', pdf),
			Aadhar: await upload(b.baseUrl, 'Base64ToAadhar', pdf),
		}
		const email = `instances-${Date.now()}@example.com`
		const added = await send(b.baseUrl, {
			method: 'POST',
			path: '/api/Career/AddCareer',
			headers: { ...headers, 'X-Forwarded-For': freshIp() },
			body: JSON.stringify({
				JobId: jobId,
				Name: 'Asha Patil',
				Contact: '9876543210',
				Email: email,
				Location: 'Pune',
				JobTittle: 'Security',
				...files,
			}),
		})
		expect(added.status, added.text).toBe(200)
		const stored = await db
			.selectFrom('applications')
			.innerJoin('files', 'files.id', 'applications.resume_file_id')
			.select(['files.bytes', 'files.sha256'])
			.where('applications.email', '=', email)
			.executeTakeFirstOrThrow()
		expect(Buffer.from(stored.bytes!).equals(pdf)).toBe(true)
	})

	test('every document and advert is served by both instances, whichever one stored it', async () => {
		const documents = JSON.parse((await send(b.baseUrl, { path: '/api/Advertise/GetAllPdf' })).text) as Array<{
			Pdf: string
		}>
		const adverts = sampleJobs.flatMap((job) => (job.advert ? [job.advert.pdf] : []))
		for (const name of [...documents.map((d) => d.Pdf), ...adverts]) {
			const fromA = await send(a.baseUrl, { path: `/Pdf/${name}` })
			const fromB = await send(b.baseUrl, { path: `/Pdf/${name}` })
			expect(fromA.status, name).toBe(200)
			expect(fromB.status, name).toBe(200)
			expect(fromB.body.equals(fromA.body)).toBe(true)
			expect(fromB.headers.etag).toBe(fromA.headers.etag)
		}
	})

	test('a site-content publish shows on both instances at once, each page kept by their render caches before it', async () => {
		const words = `Published on one database at ${Date.now()}.`
		// Both have the home page in their render cache before the publish.
		for (const server of [a, b]) {
			await send(server.baseUrl, { path: '/' })
			expect((await send(server.baseUrl, { path: '/' })).headers['x-render-cache']).toBe('hit')
		}
		await publishWhoWeAre(db, words)
		// Each instance reads the content version at most once a second.
		await new Promise((resolve) => setTimeout(resolve, 1100))
		for (const server of [a, b]) {
			const page = await send(server.baseUrl, { path: '/' })
			expect(page.text, server.baseUrl).toContain(words)
			expect(page.headers['x-render-cache']).toBe('miss')
		}
	})

	test('the contact limit holds across both: five enquiries an hour from one address, wherever they land', async () => {
		const ip = freshIp()
		const statuses: number[] = []
		for (let i = 0; i < 8; i++) {
			const server = i % 2 === 0 ? a : b
			const response = await sendEnquiry(server.baseUrl, {
				email: `limit-${Date.now()}@example.com`,
				subject: `Enquiry ${i}`,
				ip,
			})
			statuses.push(response.status)
		}
		expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
	})

	test(`the limit of ${POSTS_PER_MINUTE} changes a minute holds across both`, async () => {
		const ip = freshIp()
		const statuses: number[] = []
		for (let i = 0; i < POSTS_PER_MINUTE + 6; i++) {
			const server = i % 2 === 0 ? a : b
			const response = await send(server.baseUrl, {
				method: 'POST',
				path: '/api/Career/AddCareer',
				headers: { 'X-Forwarded-For': ip, 'Content-Type': 'application/json' },
				body: '{}',
			})
			statuses.push(response.status)
		}
		expect(statuses.filter((s) => s !== 429)).toHaveLength(POSTS_PER_MINUTE)
		expect(statuses.slice(POSTS_PER_MINUTE)).toEqual(Array(6).fill(429))
	})

	test('with a slow mail server and both workers running, every mail is delivered exactly once', async () => {
		const emails: string[] = []
		for (let i = 0; i < 4; i++) {
			const server = i % 2 === 0 ? a : b
			const email = `once-${i}-${Date.now()}@example.com`
			emails.push(email)
			const response = await sendEnquiry(server.baseUrl, { email, subject: 'Once' })
			expect(response.status).toBe(200)
		}
		// Eight mails (to the office and to each visitor) at 1.5 s each, and those of the tests before;
		// then a while longer, for any second copy.
		const deadline = Date.now() + 45_000
		async function pending() {
			return db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute()
		}
		while ((await pending()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300))
		await new Promise((resolve) => setTimeout(resolve, 2 * SMTP_DELAY_MS))
		const mails = await readMailbox(mailDir)
		const ours = mails.filter((m) => emails.some((e) => m.envelopeTo.includes(e) || m.replyTo === e))
		expect(ours).toHaveLength(8)
		for (const email of emails) expect(ours.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
		// And no mail of the whole run arrived twice.
		const ids = mails.map((m) => m.messageId)
		expect(new Set(ids).size).toBe(ids.length)
		const sent = await db.selectFrom('outbox').select('id').where('status', '=', 'sent').execute()
		expect(mails).toHaveLength(sent.length)
	}, 60_000)
})
