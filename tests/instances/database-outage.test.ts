import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { antiForgery, freshIp, openJobId, send, type RawResponse } from '#tests/abuse/http.ts'
import { publishWhoWeAre } from '#tests/fixtures/site-content.ts'
import { startServer } from '#tests/setup/server.ts'
import { readMailbox } from '#tests/setup/smtp-sink.ts'
import {
	ANSWER_WITHIN_MS,
	HEALTHY_WITHIN_MS,
	applyForm,
	contactForm,
	enquiry,
	expectOutageAnswer,
	startOutageRig,
	timed,
	waitForLine,
	waitUntilReady,
	withLog,
	type OutageRig,
} from '#tests/instances/outage.ts'

// The database goes away under running servers, the way a restart, a failover or a
// pooler's timeout takes it: new connections refused (ALLOW_CONNECTIONS false) and
// every session ended (pg_terminate_backend). The servers must stay up, answer every
// request within 5 s (a kept page 200, anything else 503 with Retry-After, in the
// visitor's language), keep what a visitor typed, lose nothing they were told was
// accepted, and be healthy again within 15 s of the database's return, unrestarted.

describe.skipIf(!inject('postgresUrl'))('A PostgreSQL outage under two running instances', () => {
	let rig: OutageRig
	beforeAll(async () => {
		rig = await startOutageRig()
	})
	afterAll(async () => {
		await rig?.stop()
	})

	test('during the outage every answer is quick and clear, nothing refused is stored, and all comes back unrestarted', async () => {
		const { a, b, db, mailDir, cleanup, takeDatabaseAway, bringDatabaseBack, log } = rig
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

	test('an instance started while the database is away waits, retries and starts when it returns', async () => {
		const { work, databaseUrl, cleanup, takeDatabaseAway, bringDatabaseBack } = rig
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
		const { admin, work, databaseUrl, cleanup } = rig
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
		const { a, b, db, takeDatabaseAway, bringDatabaseBack } = rig
		const jobId = await openJobId(a.baseUrl)
		const email = 'meena.retry@example.com'
		const sendApplication = await applyForm(a.baseUrl, jobId)
		const reference = (answer: RawResponse) => /BR-\d{4}-\d{6,}-[A-Z][0-9A-Z]{4}/.exec(answer.text)?.[0]
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
