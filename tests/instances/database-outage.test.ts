import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { JOB_CATEGORIES } from '#app/utils/careers/jobs.ts'
import SQLite from '#app/utils/db/sqlite.server.ts'
import { antiForgery, freshIp, multipartBody, openJobId, send, type RawResponse } from '#tests/abuse/http.ts'
import { backOfficeRecords, signedInStaff } from '#tests/abuse/staff.ts'
import { createPostgresDatabase } from '#tests/setup/postgres.ts'
import { startServer } from '#tests/setup/server.ts'
import { publishWhoWeAre } from '#tests/fixtures/site-content.ts'
import { readMailbox, startSmtpSink } from '#tests/setup/smtp-sink.ts'

// The database goes away under running servers, the way a restart, a failover or a
// pooler's timeout takes it: new connections refused (ALLOW_CONNECTIONS false) and
// every session ended (pg_terminate_backend). The servers must stay up, answer every
// request within 5 s (a kept page 200, anything else 503 with Retry-After, in the
// visitor's language), keep what a visitor typed, lose nothing they were told was
// accepted, and be healthy again within 15 s of the database's return, unrestarted.

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const png = fs.readFileSync(path.join(fixtures, 'photo.png'))
const pdf = fs.readFileSync(path.join(fixtures, 'resume.pdf'))
const ANSWER_WITHIN_MS = 5000
const HEALTHY_WITHIN_MS = 15_000

type Server = Awaited<ReturnType<typeof startServer>>

async function timed(baseUrl: string, request: Parameters<typeof send>[1]) {
	const started = Date.now()
	const response = await send(baseUrl, request)
	return { ...response, ms: Date.now() - started }
}

function expectOutageAnswer(response: RawResponse & { ms: number }) {
	expect(response.ms).toBeLessThan(ANSWER_WITHIN_MS)
	expect(response.status).toBe(503)
	expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
}

/** The contact form as a browser without JavaScript sends it: its cookie, its hidden fields, url-encoded. */
async function contactForm(baseUrl: string, prefix = '') {
	const page = await send(baseUrl, { path: `${prefix}/contact-us` })
	const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]!
	const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)?.[1] ?? ''
	return (fields: Record<string, string>) =>
		send(baseUrl, {
			method: 'POST',
			path: `${prefix}/contact-us`,
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'X-Forwarded-For': freshIp() },
			body: new URLSearchParams({ _csrf: hidden('_csrf'), _shown: hidden('_shown'), ...fields }).toString(),
		})
}

function enquiry(name: string, email: string) {
	return {
		Name: name,
		Email: email,
		Mobile: '9876543210',
		Subject: 'Housekeeping for our office',
		Message: 'We need four housekeeping staff from next month.',
		Service: 'Housekeeping Services',
		Find: 'Search engine',
	}
}

/** The Apply Job form without JavaScript: multipart, with its three files. */
async function applyForm(baseUrl: string, jobId: number) {
	const page = await send(baseUrl, { path: `/career/${jobId}/apply` })
	const cookie = String(page.headers['set-cookie'] ?? '').split(';')[0]!
	const csrf = /name="_csrf" value="([^"]*)"/.exec(page.text)?.[1] ?? ''
	const submissionKey = /name="submissionKey" value="([^"]*)"/.exec(page.text)?.[1] ?? ''
	// Sent again (a retry), to this instance or another: the same page's form, the same key.
	return (name: string, email: string, { to = baseUrl } = {}) =>
		send(to, {
			method: 'POST',
			path: `/career/${jobId}/apply`,
			headers: {
				'Content-Type': 'multipart/form-data; boundary=XX',
				Cookie: cookie,
				'X-Forwarded-For': freshIp(),
			},
			body: multipartBody('XX', [
				{ name: '_csrf', value: csrf },
				{ name: 'submissionKey', value: submissionKey },
				{ name: 'name', value: name },
				{ name: 'email', value: email },
				{ name: 'contact', value: '9876543210' },
				{ name: 'location', value: 'Pune, Maharashtra' },
				{ name: 'jobField', value: JOB_CATEGORIES[0].value },
				{ name: 'consent', value: 'on' },
				{ name: 'photo', filename: 'me.png', value: png },
				{ name: 'resume', filename: 'cv.pdf', value: pdf },
				{ name: 'aadhaar', filename: 'aadhaar.pdf', value: pdf },
			]),
		})
}

async function waitUntilReady(baseUrl: string, withinMs: number) {
	const started = Date.now()
	while (Date.now() - started < withinMs) {
		const ready = await send(baseUrl, { path: '/readyz' }).catch(() => null)
		if (ready?.status === 200) return Date.now() - started
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`Not ready within ${withinMs} ms`)
}

/** A server's start, failing with what its log said. */
function withLog<T>(logFile: string, starting: Promise<T>) {
	const started = starting.catch((error: unknown) => {
		throw new Error(`${String(error)}\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
	})
	started.catch(() => {}) // awaited by the test; not an unhandled rejection meanwhile
	return started
}

/** Waits for a line in a server's log (a busy machine starts a server slowly), failing after 30 s. */
async function waitForLine(logFile: string, line: RegExp) {
	const deadline = Date.now() + 30_000
	while (!line.test(fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '')) {
		if (Date.now() > deadline) throw new Error(`The log never said ${line}`)
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

describe.skipIf(!inject('postgresUrl'))('A PostgreSQL outage under two running instances', () => {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-outage-'))
	const mailDir = path.join(work, 'mailbox')
	let a: Server
	let b: Server
	let db: Db
	let admin: pg.Client
	let databaseName: string
	let databaseUrl: string
	const cleanup: Array<() => Promise<unknown>> = []

	async function takeDatabaseAway() {
		await admin.query(`alter database ${databaseName} allow_connections false`)
		await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName])
	}
	async function bringDatabaseBack() {
		await admin.query(`alter database ${databaseName} allow_connections true`)
	}
	const log = (name: string) => fs.readFileSync(path.join(work, `${name}.log`), 'utf8')

	beforeAll(async () => {
		const database = await createPostgresDatabase(inject('postgresUrl'))
		cleanup.push(database.drop)
		databaseUrl = database.url
		databaseName = new URL(database.url).pathname.slice(1)
		admin = new pg.Client({ connectionString: inject('postgresUrl') })
		await admin.connect()
		cleanup.unshift(async () => {
			await bringDatabaseBack()
			await admin.end()
		})
		const smtp = await startSmtpSink({ dir: mailDir })
		cleanup.unshift(smtp.close)
		const env = {
			DATABASE_URL: database.url,
			SMTP_URL: smtp.url,
			OUTBOX_POLL_MS: '200',
			TRUST_PROXY: 'true',
			RATE_LIMIT_POSTS_PER_MINUTE: '1000',
			CONTACT_LIMIT_PER_HOUR: '1000',
			APPLY_LIMIT_PER_HOUR: '1000',
			FORM_MIN_SECONDS: '0',
		}
		;[a, b] = (await Promise.all(
			['a', 'b'].map((name) =>
				startServer({ dataDir: path.join(work, name), logFile: path.join(work, `${name}.log`), env }),
			),
		)) as [Server, Server]
		cleanup.unshift(a.stop, b.stop)
		db = createDatabase({ databaseUrl: database.url, dataDir: work })
		cleanup.unshift(() => db.destroy())
	})

	afterAll(async () => {
		for (const step of cleanup) await step().catch(() => {})
		fs.rmSync(work, { recursive: true, force: true })
	})

	test('during the outage every answer is quick and clear, nothing refused is stored, and all comes back unrestarted', async () => {
		const jobId = await openJobId(a.baseUrl)
		// Site content published before the outage: both instances show it (a publish renders
		// every page afresh, so it comes before the pages are kept).
		const before = `Published before the outage ${Date.now()}.`
		await publishWhoWeAre(db, before)
		await new Promise((resolve) => setTimeout(resolve, 1100))
		for (const server of [a, b]) expect((await send(server.baseUrl, { path: '/' })).text).toContain(before)
		// Kept pages: the job list and a job's page, rendered once before the outage.
		for (const server of [a, b]) {
			for (const page of ['/career', `/career/${jobId}`])
				expect((await send(server.baseUrl, { path: page })).status).toBe(200)
		}
		const sendContact = await contactForm(a.baseUrl)
		const sendApplication = await applyForm(a.baseUrl, jobId)
		const token = await antiForgery(b.baseUrl)

		// The compatibility API's enquiry, sent every 100 ms through the whole outage: each one is
		// either accepted ("Success", and then stored) or refused (503, and then not stored).
		let sending = true
		const accepted: string[] = []
		const refused: string[] = []
		const answerTimes: number[] = []
		const dropped: string[] = []
		const traffic = (async () => {
			for (let i = 0; sending; i++) {
				const email = `traffic-${i}@example.com`
				const response = await timed(b.baseUrl, {
					method: 'POST',
					path: '/api/Contact/SendEmail',
					headers: {
						'Content-Type': 'application/json',
						Cookie: token.Cookie,
						'X-XSRF-TOKEN': token.token,
						'X-Forwarded-For': freshIp(),
					},
					body: JSON.stringify(enquiry('Traffic Test', email)),
				}).catch((error: unknown) => {
					dropped.push(String(error))
					return null
				})
				if (!response) break
				answerTimes.push(response.ms)
				if (response.status === 200 && response.text === 'Success') accepted.push(email)
				else {
					expect(response.status).toBe(503)
					refused.push(email)
				}
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
		})()
		// Should an assertion below fail, the traffic stops before the servers do.
		cleanup.unshift(async () => {
			sending = false
			await traffic.catch(() => {})
		})

		await new Promise((resolve) => setTimeout(resolve, 500))
		await takeDatabaseAway()
		await new Promise((resolve) => setTimeout(resolve, 500))

		// Both processes are still there.
		expect(a.child.exitCode).toBeNull()
		expect(b.child.exitCode).toBeNull()

		for (const server of [a, b]) {
			const health = await timed(server.baseUrl, { path: '/healthz' })
			expect(health.status).toBe(503)
			expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS)
			const ready = await timed(server.baseUrl, { path: '/readyz' })
			expect(ready.status).toBe(503)
			expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS)

			// A page the render cache holds is still served.
			const kept = await timed(server.baseUrl, { path: '/career' })
			expect(kept.status).toBe(200)
			expect(kept.ms).toBeLessThan(ANSWER_WITHIN_MS)

			// Anything else: 503, Retry-After, a short page in the visitor's language.
			const hindi = await timed(server.baseUrl, { path: '/hi/career?category=Security' })
			expectOutageAnswer(hindi)
			expect(hindi.text).toContain('अभी हम अपने रिकॉर्ड तक नहीं पहुँच पा रहे हैं')
			const english = await timed(server.baseUrl, { path: '/career?category=Gardening' })
			expectOutageAnswer(english)
			expect(english.text).toContain('We cannot reach our records just now')

			// The API: its one error shape.
			const api = await timed(server.baseUrl, { path: '/api/Job/GetAllJobs' })
			expectOutageAnswer(api)
			expect(JSON.parse(api.text)).toEqual({
				errors: [{ field: 'database', message: expect.stringContaining('We cannot reach our records') }],
			})
		}

		// Forms without JavaScript come back filled in, with the message.
		const contact = await sendContact(enquiry('Asha During Outage', 'asha.outage@example.com'))
		expect(contact.status).toBe(503)
		expect(contact.headers['retry-after']).toBeDefined()
		expect(contact.text).toContain('so your message was not sent')
		expect(contact.text).toContain('value="Asha During Outage"')
		expect(contact.text).toContain('We need four housekeeping staff from next month.')

		const application = await sendApplication('Ravi During Outage', 'ravi.outage@example.com')
		expect(application.status).toBe(503)
		expect(application.text).toContain('so your application was not saved')
		expect(application.text).toContain('value="Ravi During Outage"')
		expect(application.text).toContain('value="ravi.outage@example.com"')

		// Some seconds of outage, with the timers (mail worker every 200 ms) running against it.
		await new Promise((resolve) => setTimeout(resolve, 3000))
		// The home page kept before the outage is still served, with the words published then, not the files'.
		for (const server of [a, b]) {
			const home = await send(server.baseUrl, { path: '/' })
			expect(home.status).toBe(200)
			expect(home.text).toContain(before)
		}
		expect(a.child.exitCode).toBeNull()
		expect(b.child.exitCode).toBeNull()

		await bringDatabaseBack()
		const recoveredInMs = Math.max(
			await waitUntilReady(a.baseUrl, HEALTHY_WITHIN_MS),
			await waitUntilReady(b.baseUrl, HEALTHY_WITHIN_MS),
		)
		console.log(`healthy again ${recoveredInMs} ms after the database returned`)
		expect((await send(a.baseUrl, { path: '/healthz' })).status).toBe(200)
		expect((await send(b.baseUrl, { path: `/hi/career/${jobId}` })).status).toBe(200)

		// A publish after the outage is live on both.
		const after = `Published after the outage ${Date.now()}.`
		await publishWhoWeAre(db, after)
		await new Promise((resolve) => setTimeout(resolve, 1100))
		for (const server of [a, b]) expect((await send(server.baseUrl, { path: '/' })).text).toContain(after)

		// The same forms now go through.
		expect((await sendContact(enquiry('Asha After Outage', 'asha.after@example.com'))).status).toBe(200)
		const applied = await sendApplication('Ravi After Outage', 'ravi.after@example.com')
		expect(applied.text).toContain('Your application has been submitted.')

		await new Promise((resolve) => setTimeout(resolve, 1000))
		sending = false
		await traffic

		// No request went unanswered; nothing accepted was lost; nothing refused was stored.
		expect(dropped).toEqual([])
		expect(refused.length).toBeGreaterThan(0)
		expect(accepted.length).toBeGreaterThan(0)
		const stored = await db.selectFrom('enquiries').select('email').where('email', 'like', 'traffic-%').execute()
		expect(stored.map((row) => row.email).sort()).toEqual([...accepted].sort())
		expect(Math.max(...answerTimes)).toBeLessThan(ANSWER_WITHIN_MS)
		console.log(
			`traffic: ${accepted.length} accepted, ${refused.length} refused, slowest answer ${Math.max(...answerTimes)} ms`,
		)
		const outageRows = await db
			.selectFrom('enquiries')
			.select('email')
			.where('email', 'in', ['asha.outage@example.com', 'ravi.outage@example.com'])
			.execute()
		expect(outageRows).toEqual([])
		const applications = await db
			.selectFrom('applications')
			.select('email')
			.where('email', 'in', ['ravi.outage@example.com', 'ravi.after@example.com'])
			.execute()
		expect(applications.map((row) => row.email)).toEqual(['ravi.after@example.com'])

		// Every accepted enquiry's mails went out once the database was back (one to the office, one to the sender).
		const deadline = Date.now() + 20_000
		let acknowledged = 0
		while (Date.now() < deadline) {
			const mails = await readMailbox(mailDir)
			acknowledged = mails.filter((mail) => mail.to.startsWith('traffic-')).length
			if (acknowledged >= accepted.length) break
			await new Promise((resolve) => setTimeout(resolve, 250))
		}
		expect(acknowledged).toBe(accepted.length)

		// One line when the outage began and one when it ended, not one per request or round; no crash.
		for (const name of ['a', 'b']) {
			const lines = log(name)
			expect(lines).not.toMatch(/Unhandled|uncaught/i)
			expect(lines.match(/"database unavailable: answering 503/g)?.length ?? 0).toBeLessThanOrEqual(1)
			expect(lines.match(/"mail delivery paused/g)?.length ?? 0).toBeLessThanOrEqual(1)
			expect(lines).not.toMatch(/"outbox round failed"/)
		}
		expect(log('a')).toMatch(/"database reachable again"/)
	})

	test('back-office changes from two instances stay whole: racing stage changes, and an outage answered 503 with nothing written', async () => {
		const hr = await signedInStaff(db, a.baseUrl, 'hr')
		const stageTrail = async (applicationId: number) => ({
			stage: (
				await db.selectFrom('applications').select('status').where('id', '=', applicationId).executeTakeFirstOrThrow()
			).status,
			events: await db
				.selectFrom('application_events')
				.select('stage')
				.where('application_id', '=', applicationId)
				.where('kind', '=', 'stage')
				.orderBy('id')
				.execute(),
			audits: await db
				.selectFrom('audit_log')
				.select('action')
				.where('subject', '=', `application ${applicationId}`)
				.where('action', '=', 'application.stage-changed')
				.execute(),
		})

		// The same application moved at the same moment through each instance: each change that is
		// taken has its history event and audit entry, one that is not changes nothing (409).
		for (const [onA, onB] of [
			['Shortlisted', 'Rejected'],
			['Interview', 'Hired'],
			['Rejected', 'Shortlisted'],
		] as const) {
			const { applicationId } = await backOfficeRecords(db)
			const path = `/admin/applications/${applicationId}`
			const answers = await Promise.all([
				hr.post(path, { intent: 'stage', stage: onA }, a.baseUrl),
				hr.post(path, { intent: 'stage', stage: onB }, b.baseUrl),
			])
			for (const answer of answers) expect([302, 409]).toContain(answer.status)
			const taken = answers.filter((answer) => answer.status === 302).length
			expect(taken).toBeGreaterThanOrEqual(1)
			const trail = await stageTrail(applicationId)
			expect(trail.events).toHaveLength(taken)
			expect(trail.audits).toHaveLength(taken)
			expect(trail.stage).toBe(trail.events.at(-1)!.stage)
		}

		// The database goes away: each instance answers the form quickly with 503, and writes nothing.
		const { applicationId } = await backOfficeRecords(db)
		const path = `/admin/applications/${applicationId}`
		await takeDatabaseAway()
		try {
			for (const server of [a, b]) {
				const forms: Array<Record<string, string>> = [
					{ intent: 'stage', stage: 'Hired' },
					{ intent: 'note', note: 'Called back.' },
				]
				for (const fields of forms) {
					const started = Date.now()
					const answer = await hr.post(path, fields, server.baseUrl)
					expectOutageAnswer({ ...answer, ms: Date.now() - started })
				}
			}
		} finally {
			await bringDatabaseBack()
		}
		for (const server of [a, b]) await waitUntilReady(server.baseUrl, HEALTHY_WITHIN_MS)
		expect(await stageTrail(applicationId)).toEqual({ stage: 'New', events: [], audits: [] })
		// Back: the same form is taken, once.
		expect((await hr.post(path, { intent: 'stage', stage: 'Hired' }, b.baseUrl)).status).toBe(302)
		expect(await stageTrail(applicationId)).toEqual({
			stage: 'Hired',
			events: [{ stage: 'Hired' }],
			audits: [{ action: 'application.stage-changed' }],
		})
	})

	test('Recruiting at volume through an outage: a bulk move, a saved filter and a new job category answer 503 and write nothing, and are taken once when it is back', async () => {
		const admin = await signedInStaff(db, a.baseUrl, 'admin')
		const [first, second] = [await backOfficeRecords(db), await backOfficeRecords(db)]
		const tag = crypto.randomBytes(3).toString('hex')
		const bulkMove = (server: Server) =>
			send(server.baseUrl, {
				method: 'POST',
				path: '/admin/applications/bulk',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Cookie: admin.cookie,
					'X-Forwarded-For': freshIp(),
				},
				body: new URLSearchParams([
					['_csrf', admin.csrf],
					['application', `${first.applicationId}:New`],
					['application', `${second.applicationId}:New`],
					['stage', 'Shortlisted'],
					['sendMail', 'on'],
				]).toString(),
			})
		const saveFilter = (server: Server) =>
			admin.post(
				'/admin/applications/saved-filters',
				{ intent: 'save', name: `Pune guards ${tag}`, query: 'stage=New&q=Pune' },
				server.baseUrl,
			)
		const addCategory = (server: Server) =>
			admin.post('/admin/jobs/categories', { intent: 'add', en: `Plumbing ${tag}`, hi: 'प्लंबिंग' }, server.baseUrl)
		const written = async () => ({
			stages: (
				await db
					.selectFrom('applications')
					.select('status')
					.where('id', 'in', [first.applicationId, second.applicationId])
					.orderBy('id')
					.execute()
			).map((row) => row.status),
			audits: (
				await db.selectFrom('audit_log').select('action').where('staff_email', '=', admin.email).orderBy('id').execute()
			).map((row) => row.action),
			filters: (await db.selectFrom('saved_filters').select('name').where('staff_id', '=', admin.id).execute()).length,
			categories: (await db.selectFrom('job_categories').select('id').where('name', '=', `Plumbing ${tag}`).execute())
				.length,
		})

		await takeDatabaseAway()
		try {
			for (const server of [a, b]) {
				for (const post of [bulkMove, saveFilter, addCategory]) {
					const started = Date.now()
					const answer = await post(server)
					expectOutageAnswer({ ...answer, ms: Date.now() - started })
				}
			}
		} finally {
			await bringDatabaseBack()
		}
		for (const server of [a, b]) await waitUntilReady(server.baseUrl, HEALTHY_WITHIN_MS)
		expect(await written()).toEqual({ stages: ['New', 'New'], audits: [], filters: 0, categories: 0 })

		// Back: each is taken once, through either instance, and the bulk move says what it did.
		const moved = await bulkMove(b)
		expect(moved.status).toBe(200)
		expect(moved.text).toContain('2 moved to Shortlisted')
		expect((await saveFilter(a)).status).toBeLessThan(400)
		expect((await addCategory(b)).text).toContain(`The category “Plumbing ${tag}” is added.`)
		// The same category again, through the other instance: refused in words, not stored twice.
		const again = await addCategory(a)
		expect(again.status).toBe(400)
		const after = await written()
		expect(after).toMatchObject({ stages: ['Shortlisted', 'Shortlisted'], filters: 1, categories: 1 })
		expect(after.audits.filter((action) => action === 'application.stage-changed')).toHaveLength(2)
	})

	test('Site content edited through two instances: of two saves from one start one is stored, the other told; an outage answers 503 and writes nothing', async () => {
		const editor = await signedInStaff(db, a.baseUrl, 'content')
		const path = '/admin/content/timeline'
		/** What the editor's form starts from on this instance now (its hidden "base" field). */
		const formStart = async (server: Server) => {
			const page = await send(server.baseUrl, { path, headers: { Cookie: editor.cookie } })
			expect(page.status).toBe(200)
			return /name="base" value="([^"]*)"/.exec(page.text)![1]!
		}
		const draft = () => db.selectFrom('content_drafts').selectAll().where('section', '=', 'timeline').execute()
		const title = 'en:0.text'

		// Both editors opened the section on the same start; they press Save at the same moment on each instance.
		const start = await formStart(a)
		expect(await formStart(b)).toBe(start)
		const answers = await Promise.all([
			editor.postMultipart(path, { base: start, intent: 'save', [title]: 'Saved through A' }, a.baseUrl),
			editor.postMultipart(path, { base: start, intent: 'save', [title]: 'Saved through B' }, b.baseUrl),
		])
		expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409])
		const refused = answers.find((answer) => answer.status === 409)!
		expect(refused.text).toContain('Not saved: this section changed while you were editing')
		const stored = await draft()
		expect(stored).toHaveLength(1)
		const winner = answers[0]!.status === 302 ? 'Saved through A' : 'Saved through B'
		expect(stored[0]!.body).toContain(winner)
		// The refused words came back in the form, to send again.
		expect(refused.text).toContain(winner === 'Saved through A' ? 'Saved through B' : 'Saved through A')

		// The database goes away: a save or publish through either instance answers 503 quickly and writes nothing.
		const current = await formStart(b)
		const versionsBefore = await db.selectFrom('content_versions').select('id').execute()
		await takeDatabaseAway()
		try {
			for (const server of [a, b]) {
				for (const intent of ['save', 'publish']) {
					const started = Date.now()
					const answer = await editor.postMultipart(
						path,
						{ base: current, intent, [title]: 'During the outage' },
						server.baseUrl,
					)
					expectOutageAnswer({ ...answer, ms: Date.now() - started })
				}
			}
		} finally {
			await bringDatabaseBack()
		}
		for (const server of [a, b]) await waitUntilReady(server.baseUrl, HEALTHY_WITHIN_MS)
		expect((await draft())[0]!.body).toContain(winner)
		expect(await db.selectFrom('content_versions').select('id').execute()).toEqual(versionsBefore)
		// Back: the same form is taken, and published once.
		const published = await editor.postMultipart(
			path,
			{ base: current, intent: 'publish', [title]: 'After the outage' },
			a.baseUrl,
		)
		expect(published.status).toBe(302)
		expect(await draft()).toEqual([])
		const versions = await db.selectFrom('content_versions').select('body').where('section', '=', 'timeline').execute()
		expect(versions).toHaveLength(1)
		expect(versions[0]!.body).toContain('After the outage')
	})

	test('an instance started while the database is away waits, retries and starts when it returns', async () => {
		await takeDatabaseAway()
		const logFile = path.join(work, 'late.log')
		const starting = withLog(
			logFile,
			startServer({ dataDir: path.join(work, 'late'), logFile, env: { DATABASE_URL: databaseUrl } }),
		)
		await waitForLine(logFile, /"the database is not reachable yet; trying again"/)
		await bringDatabaseBack()
		const late = await starting
		cleanup.unshift(late.stop)
		expect((await send(late.baseUrl, { path: '/readyz' })).status).toBe(200)
		expect(fs.readFileSync(logFile, 'utf8')).toMatch(/"the database is reachable: starting"/)
	})

	test('the start-up lock of an instance that died is released: the next one does not wait for ever', async () => {
		// A holder that took the lock and then died (its connection ends, as a killed process' does).
		const holder = new pg.Client({ connectionString: databaseUrl })
		await holder.connect()
		await holder.query('select pg_advisory_lock(27475)')
		const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid
		holder.on('error', () => {})
		const logFile = path.join(work, 'next.log')
		const starting = withLog(
			logFile,
			startServer({ dataDir: path.join(work, 'next'), logFile, env: { DATABASE_URL: databaseUrl } }),
		)
		await waitForLine(logFile, /another instance is preparing the database/)
		await admin.query('select pg_terminate_backend($1)', [holderPid])
		const next = await starting
		cleanup.unshift(next.stop)
		expect((await send(next.baseUrl, { path: '/readyz' })).status).toBe(200)
	})

	test('an application sent again (a retry) through both instances at once, and again after an outage, is stored once with one pair of mails', async () => {
		const jobId = await openJobId(a.baseUrl)
		const email = 'meena.retry@example.com'
		const sendApplication = await applyForm(a.baseUrl, jobId)
		const reference = (answer: RawResponse) => /BR-\d{4}-\d{6,}/.exec(answer.text)?.[0]
		const stored = async () => {
			const applications = await db
				.selectFrom('applications')
				.select('id')
				.where('email_normalised', '=', email)
				.execute()
			const mails = await db
				.selectFrom('outbox')
				.select('kind')
				.where((eb) => eb.or([eb('to_address', '=', email), eb('text_body', 'like', `%${email}%`)]))
				.where('kind', 'like', 'career-%')
				.execute()
			return { applications: applications.length, mails: mails.map((mail) => mail.kind).sort() }
		}

		// The first try and its retry race each other, one through each instance.
		const [first, retry] = await Promise.all([
			sendApplication('Meena Retry', email),
			sendApplication('Meena Retry', email, { to: b.baseUrl }),
		])
		expect([first.status, retry.status]).toEqual([200, 200])
		expect(reference(first)).toBeTruthy()
		expect(reference(retry)).toBe(reference(first))
		expect(await stored()).toEqual({ applications: 1, mails: ['career-admin', 'career-candidate'] })

		// Another retry during an outage is refused and stores nothing; once the database is back it gets the same answer.
		await takeDatabaseAway()
		try {
			expect((await sendApplication('Meena Retry', email, { to: b.baseUrl })).status).toBe(503)
		} finally {
			await bringDatabaseBack()
		}
		await waitUntilReady(b.baseUrl, HEALTHY_WITHIN_MS)
		const afterOutage = await sendApplication('Meena Retry', email, { to: b.baseUrl })
		expect(afterOutage.status).toBe(200)
		expect(reference(afterOutage)).toBe(reference(first))
		expect(await stored()).toEqual({ applications: 1, mails: ['career-admin', 'career-candidate'] })
	})
})

describe('A locked SQLite database (a backup or a second process writing)', () => {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-sqlite-busy-'))
	let server: Server
	let other: SQLite.Database

	beforeAll(async () => {
		server = await startServer({
			dataDir: path.join(work, 'data'),
			logFile: path.join(work, 'server.log'),
			env: { TRUST_PROXY: 'true', FORM_MIN_SECONDS: '0', DATABASE_BUSY_TIMEOUT_MS: '1500' },
		})
		other = new SQLite(path.join(work, 'data', 'brisk.db'))
	})

	afterAll(async () => {
		other.close()
		await server.stop()
		fs.rmSync(work, { recursive: true, force: true })
	})

	test('a write waits, then answers 503 with the form kept, never 500; reads go on; after the lock it is stored', async () => {
		const sendContact = await contactForm(server.baseUrl, '/mr')
		// Another process in the middle of a write: it holds the file's write lock until it ends.
		other.exec('begin immediate')
		other.prepare("update settings set value = value where name = 'content_version'").run()
		let during: RawResponse & { ms: number }
		try {
			const started = Date.now()
			during = { ...(await sendContact(enquiry('Sunita Locked', 'sunita.locked@example.com'))), ms: 0 }
			during.ms = Date.now() - started
			const page = await timed(server.baseUrl, { path: '/mr/career' })
			expect(page.status).toBe(200)
			expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS)
		} finally {
			other.exec('rollback')
		}
		expectOutageAnswer(during)
		expect(during.text).toContain('आत्ता आम्ही आमच्या नोंदींपर्यंत पोहोचू शकत नाही')
		expect(during.text).toContain('value="Sunita Locked"')
		const count = () =>
			(
				other.prepare('select count(*) as n from enquiries where email = ?').get('sunita.locked@example.com') as {
					n: number
				}
			).n
		expect(count()).toBe(0)

		const after = await sendContact(enquiry('Sunita Locked', 'sunita.locked@example.com'))
		expect(after.status).toBe(200)
		expect(count()).toBe(1)
		expect(server.child.exitCode).toBeNull()
	})
})
