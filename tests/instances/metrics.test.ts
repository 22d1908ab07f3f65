import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { send, suiteServers } from '#tests/abuse/http.ts'
import { startServer } from '#tests/setup/server.ts'

// The operators' view of a production server: its request log and, with METRICS_TOKEN, its Prometheus metrics,
// gathered from every worker process (WEB_CONCURRENCY=2) into one scrape.

const TOKEN = 'metrics-token-for-the-tests-0123'
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function until(check: () => Promise<boolean>, ms = 30_000) {
	const deadline = Date.now() + ms
	while (!(await check().catch(() => false))) {
		if (Date.now() > deadline) throw new Error('Not in time')
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
}

describe.each(suiteServers())('/metrics on $name without METRICS_TOKEN', (server) => {
	test('404, with or without a bearer, as any unknown address', async () => {
		for (const headers of [{}, bearer(TOKEN), bearer('')]) {
			const response = await send(server.baseUrl, { path: '/metrics', headers })
			expect(response.status).toBe(404)
			expect(response.text).not.toContain('http_request_duration_seconds')
		}
	})
})

describe('Two worker processes with METRICS_TOKEN', () => {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-metrics-'))
	const logFile = path.join(work, 'server.log')
	let server: Awaited<ReturnType<typeof startServer>>

	const workerPids = () =>
		execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' })
			.trim()
			.split('\n')
			.map(Number)

	async function scrape() {
		const response = await send(server.baseUrl, { path: '/metrics', headers: bearer(TOKEN) })
		expect(response.status, response.text.slice(0, 300)).toBe(200)
		return response
	}

	/** A sample's value in the Prometheus text, 0 when it is not there yet. */
	function sample(text: string, line: RegExp) {
		const found = text.split('\n').find((candidate) => line.test(candidate))
		return found ? Number(found.slice(found.lastIndexOf(' ') + 1)) : 0
	}
	const aboutUsCount = /^http_request_duration_seconds_count\{method="GET",route="\/about-us",status="200"\} /

	beforeAll(async () => {
		server = await startServer({
			dataDir: path.join(work, 'data'),
			logFile,
			env: { WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' },
		})
		// The second worker starts once the first listens; the scrape gathers from both.
		await until(async () => workerPids().length === 2)
		await until(async () => (await send(server.baseUrl, { path: '/metrics', headers: bearer(TOKEN) })).status === 200)
	})

	afterAll(async () => {
		await server?.stop()
		fs.rmSync(work, { recursive: true, force: true })
	})

	test('without the token, or with another, /metrics is 404', async () => {
		for (const headers of [{}, bearer('another-token-of-some-length'), { Authorization: TOKEN }]) {
			const response = await send(server.baseUrl, { path: '/metrics', headers })
			expect(response.status).toBe(404)
			expect(response.text).not.toContain('http_request_duration_seconds')
		}
	})

	test('with the token: every worker’s requests in each scrape, by route and status', async () => {
		const before = sample((await scrape()).text, aboutUsCount)
		// A connection of its own each: the operating system hands them to both workers in turn.
		for (let i = 0; i < 10; i++) expect((await send(server.baseUrl, { path: '/about-us' })).status).toBe(200)
		for (let i = 0; i < 4; i++) {
			const response = await scrape()
			expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
			expect(sample(response.text, aboutUsCount)).toBe(before + 10)
		}
		const { text } = await scrape()
		expect(text).toContain('# TYPE http_request_duration_seconds histogram')
		expect(text).toMatch(
			/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/about-us",status="200"\} \d+$/m,
		)
		expect(text).toMatch(/^brisk_outbox_mails\{status="pending"\} \d+$/m)
		expect(text).toMatch(/^brisk_outbox_mails\{status="failed"\} 0$/m)
		expect(text).toMatch(/^brisk_database_unavailable 0$/m)
		expect(text).toMatch(/^brisk_render_cache_requests_total\{result="(hit|miss)"\} \d+$/m)
		expect(text).toMatch(/^brisk_worker_restarts_total 0$/m)
		// Each sample once: the workers' figures are added up, not listed side by side.
		const samples = text.split('\n').filter((line) => line && !line.startsWith('#'))
		expect(samples.length).toBe(new Set(samples.map((line) => line.slice(0, line.lastIndexOf(' ')))).size)
	})

	test('the request log: one line with the request id, and neither the cookie nor the e-mail of the query', async () => {
		const response = await send(server.baseUrl, {
			path: '/about-us?email=asha.patil%40example.in&mobile=9876543210',
			headers: { 'X-Request-Id': 'metrics-test-0001', Cookie: 'XSRF-TOKEN=abc; __session=a-private-session' },
		})
		expect(response.headers['x-request-id']).toBe('metrics-test-0001')
		const lines = () =>
			fs
				.readFileSync(logFile, 'utf8')
				.split('\n')
				.filter((line) => line.includes('metrics-test-0001'))
		await expect.poll(() => lines().length).toBeGreaterThan(0)
		expect(lines()).toHaveLength(1)
		const [line] = lines()
		expect(JSON.parse(line!)).toMatchObject({
			level: 'info',
			time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			req: { id: 'metrics-test-0001', method: 'GET', url: '/about-us' },
			res: { statusCode: 200 },
			responseTime: expect.any(Number),
			msg: 'request completed',
		})
		for (const secret of ['asha', '9876543210', 'a-private-session', 'XSRF']) expect(line).not.toContain(secret)
	})

	test('a worker that dies and is started again is counted', async () => {
		const [first] = workerPids()
		process.kill(first!, 'SIGKILL')
		// While the new worker starts, a scrape may be refused (503); then every one counts the restart. A connection
		// the primary hands to the worker at the moment it dies is lost (Node's round-robin cluster): the scraper's
		// timeout gives it up, as Prometheus' would, and the next scrape goes to a live worker.
		await expect
			.poll(
				async () => {
					const response = await send(server.baseUrl, {
						path: '/metrics',
						headers: bearer(TOKEN),
						timeoutMs: 10_000,
					}).catch(() => null)
					return response?.status === 200 ? sample(response.text, /^brisk_worker_restarts_total /) : -1
				},
				{ timeout: 30_000, interval: 500 },
			)
			.toBe(1)
		expect(workerPids()).toHaveLength(2)
	}, 60_000)
})
