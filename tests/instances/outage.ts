import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { expect, inject } from 'vitest'
import { JOB_CATEGORIES } from '#app/utils/jobs/jobs.ts'
import { freshIp, multipartBody, send, type RawResponse } from '#tests/abuse/http.ts'
import { startTwoInstances } from '#tests/setup/two-instances.ts'

// What the tests of a database going away share: two running instances on PostgreSQL, the forms as a browser
// without JavaScript sends them, and the limits every answer is held to.

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
const png = fs.readFileSync(path.join(fixtures, 'photo.png'))
const pdf = fs.readFileSync(path.join(fixtures, 'resume.pdf'))
export const ANSWER_WITHIN_MS = 5000
export const HEALTHY_WITHIN_MS = 15_000

export async function timed(baseUrl: string, request: Parameters<typeof send>[1]) {
	const started = Date.now()
	const response = await send(baseUrl, request)
	return { ...response, ms: Date.now() - started }
}

export function expectOutageAnswer(response: RawResponse & { ms: number }) {
	expect(response.ms).toBeLessThan(ANSWER_WITHIN_MS)
	expect(response.status).toBe(503)
	expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
}

/** The contact form as a browser without JavaScript sends it: its cookie, its hidden fields, url-encoded. */
export async function contactForm(baseUrl: string, prefix = '') {
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

export function enquiry(name: string, email: string) {
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
export async function applyForm(baseUrl: string, jobId: number) {
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

export async function waitUntilReady(baseUrl: string, withinMs: number) {
	const started = Date.now()
	while (Date.now() - started < withinMs) {
		const ready = await send(baseUrl, { path: '/readyz' }).catch(() => null)
		if (ready?.status === 200) return Date.now() - started
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`Not ready within ${withinMs} ms`)
}

/** A server's start, failing with what its log said. */
export function withLog<T>(logFile: string, starting: Promise<T>) {
	const started = starting.catch((error: unknown) => {
		throw new Error(`${String(error)}\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
	})
	started.catch(() => {}) // awaited by the test; not an unhandled rejection meanwhile
	return started
}

/** Waits for a line in a server's log (a busy machine starts a server slowly), failing after 30 s. */
export async function waitForLine(logFile: string, line: RegExp) {
	const deadline = Date.now() + 30_000
	while (!line.test(fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '')) {
		if (Date.now() > deadline) throw new Error(`The log never said ${line}`)
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** Two instances of the site on a PostgreSQL database of their own, with an SMTP sink, and the means to take the
 * database away (new connections refused, every session ended) and to bring it back. */
export async function startOutageRig() {
	const instances = await startTwoInstances({
		name: 'outage',
		mail: {},
		env: {
			OUTBOX_POLL_MS: '200',
			TRUST_PROXY: 'true',
			RATE_LIMIT_POSTS_PER_MINUTE: '1000',
			CONTACT_LIMIT_PER_HOUR: '1000',
			APPLY_LIMIT_PER_HOUR: '1000',
			FORM_MIN_SECONDS: '0',
		},
	})
	const databaseName = new URL(instances.databaseUrl).pathname.slice(1)
	const admin = new pg.Client({ connectionString: inject('postgresUrl') })
	const bringDatabaseBack = async () => {
		await admin.query(`alter database ${databaseName} allow_connections true`)
	}
	try {
		await admin.connect()
	} catch (error) {
		await instances.stop()
		throw error
	}
	instances.cleanup.unshift(async () => {
		await bringDatabaseBack()
		await admin.end()
	})
	return {
		...instances,
		admin,
		bringDatabaseBack,
		async takeDatabaseAway() {
			await admin.query(`alter database ${databaseName} allow_connections false`)
			await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [databaseName])
		},
	}
}

export type OutageRig = Awaited<ReturnType<typeof startOutageRig>>
