import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, migrateToLatest, type Db } from '#app/utils/db/db.server.ts'
import { enqueueMail } from '#app/utils/messages/mail.server.ts'
import { enqueueText } from '#app/utils/messages/sms.server.ts'
import { parseEnv } from '#app/utils/core/env.server.ts'
import { registerBackgroundGauges } from '#app/utils/background/gauges.server.ts'
import { routeFinder } from '#server/routes.ts'
import { metrics, routeOf } from './request-metrics.server.ts'

// The site's route table, as React Router's build gives it (a few of its routes).
const manifest = {
	root: { id: 'root', path: '' },
	home: { id: 'home', parentId: 'root', index: true },
	about: { id: 'about', parentId: 'root', path: 'about-us' },
	'about-hi': { id: 'about-hi', parentId: 'root', path: 'hi/about-us' },
	job: { id: 'job', parentId: 'root', path: 'career/:id' },
	apply: { id: 'apply', parentId: 'root', path: 'career/:id/apply' },
	api: { id: 'api', parentId: 'root', path: 'api/Job/GetAllJobs' },
	admin: { id: 'admin', parentId: 'root', path: 'admin' },
	'admin-layout': { id: 'admin-layout', parentId: 'admin' },
	staff: { id: 'staff', parentId: 'admin-layout', path: 'staff/:id' },
	'staff-new': { id: 'staff-new', parentId: 'admin-layout', path: 'staff/new' },
	'api-not-found': { id: 'api-not-found', parentId: 'root', path: 'api/*' },
	'not-found': { id: 'not-found', parentId: 'root', path: '*' },
} as unknown as ServerBuild['routes']
const build = { routes: manifest } as ServerBuild
const TOKEN = 'a-metrics-token-of-some-length'

describe('The route of a request', () => {
	test.each([
		['/', 200, '/'],
		['/about-us', 200, '/about-us'],
		['/About-Us/', 200, '/about-us'],
		['/hi/about-us?x=1', 200, '/hi/about-us'],
		['/career/42/apply', 200, '/career/:id/apply'],
		['/career/42', 410, '/career/:id'],
		['/career/42.data', 200, '/career/:id.data'],
		['/_root.data', 200, '/.data'],
		['/api/Job/GetAllJobs', 200, '/api/Job/GetAllJobs'],
		['/admin/staff/7', 200, '/admin/staff/:id'],
		['/admin/staff/new', 200, '/admin/staff/new'],
		['/admin/staff/7/more', 404, '/*'],
		['/api/Job/Nothing', 404, '/api/*'],
		['/%61pi/job/getalljobs', 200, '/api/Job/GetAllJobs'],
		['/no/such/page/at/all', 404, '/*'],
		['/wp-login.php', 404, '/*'],
		['/favicon.ico', 200, 'static'],
		['/assets/entry.client-abc123.js', 200, '/assets/*'],
		['/healthz', 200, '/healthz'],
		['/metrics', 404, '/metrics'],
	])('%s (%i) is %s', async (url, status, route) => {
		expect(await routeOf(routeFinder(build), url, status)).toBe(route)
	})
})

describe('/metrics', () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-metrics-'))
	let db: Db
	const servers: Array<() => void> = []

	beforeAll(async () => {
		db = createDatabase({ dataDir: dir })
		await migrateToLatest(db)
		await enqueueMail(db, { kind: 'career-admin', to: 'x@y.in', subject: 'One', text: 'One' })
		await enqueueMail(db, { kind: 'career-admin', to: 'x@y.in', subject: 'Two', text: 'Two' })
		await db.updateTable('outbox').set({ status: 'failed' }).where('subject', '=', 'Two').execute()
		// A text sent a minute ago, and a visitor's text the spent budget holds back (pending too).
		const sent = await enqueueText(db, { kind: 'text-received', to: '+919876500001', label: 'Sent', text: 'x' })
		const minuteAgo = new Date(Date.now() - 60_000).toISOString()
		await db.updateTable('outbox').set({ status: 'sent', counted_at: minuteAgo }).where('id', '=', sent).execute()
		const held = await enqueueText(db, { kind: 'text-received', to: '+919876500002', label: 'Held', text: 'x' })
		await db.updateTable('outbox').set({ held_at: minuteAgo }).where('id', '=', held).execute()
	})

	afterAll(async () => {
		for (const close of servers) close()
		await db.destroy()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	async function serve(env: { METRICS_TOKEN?: string }) {
		const app = express()
		app.use(metrics({ env, findRoute: routeFinder(build), gauges: registerBackgroundGauges, db: () => db }))
		app.get('/career/:id', (_req, res) => void res.setHeader('X-Render-Cache', 'hit').send('a job'))
		app.post('/career/:id/apply', (_req, res) => void res.status(303).send(''))
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		servers.push(() => server.close())
		return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	}

	test('without METRICS_TOKEN there is no /metrics: 404, as for any unknown address', async () => {
		const url = await serve({})
		expect((await fetch(`${url}/metrics`)).status).toBe(404)
		expect((await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
	})

	test('with METRICS_TOKEN, a request without that token is answered 404', async () => {
		const url = await serve({ METRICS_TOKEN: TOKEN })
		for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
			const response = await fetch(`${url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} })
			expect(response.status, String(authorization)).toBe(404)
			expect(await response.text()).not.toContain('http_request_duration_seconds')
		}
		const post = await fetch(`${url}/metrics`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } })
		expect(post.status).toBe(404)
	})

	test('with the token: the Prometheus text, with request durations by route and status', async () => {
		const url = await serve({ METRICS_TOKEN: TOKEN })
		expect((await fetch(`${url}/career/17`)).status).toBe(200)
		expect((await fetch(`${url}/career/18`)).status).toBe(200)
		expect((await fetch(`${url}/career/17/apply`, { method: 'POST' })).status).toBe(303)
		const response = await fetch(`${url}/metrics`, { headers: { Authorization: `bearer ${TOKEN}` } })
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
		expect(response.headers.get('cache-control')).toBe('no-store')
		const text = await response.text()
		expect(text).toContain('# TYPE http_request_duration_seconds histogram')
		expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/career\/:id",status="200"\} 2$/m)
		expect(text).toMatch(
			/^http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/career\/:id\/apply",status="303"\} 1$/m,
		)
		expect(text).toMatch(/^brisk_render_cache_requests_total\{result="hit"\} 2$/m)
		expect(text).toMatch(/^brisk_outbox_mails\{status="pending"\} 2$/m)
		expect(text).toMatch(/^brisk_outbox_mails\{status="failed"\} 1$/m)
		expect(text).toMatch(/^brisk_outbox_oldest_pending_seconds \d/m)
		expect(text).toMatch(/^brisk_database_unavailable 0$/m)
		expect(text).toMatch(/^brisk_texts_sent\{window="hour"\} 1$/m)
		expect(text).toMatch(/^brisk_texts_sent\{window="day"\} 1$/m)
		expect(text).toMatch(/^brisk_texts_budget\{window="hour"\} 60$/m)
		expect(text).toMatch(/^brisk_texts_budget\{window="day"\} 300$/m)
		expect(text).toMatch(/^brisk_texts_held 1$/m)
		expect(text).toMatch(/^brisk_purge_runs_total\{outcome="finished"\} 0$/m)
		// Node's own: memory, CPU, the event loop.
		expect(text).toMatch(/^process_cpu_seconds_total \d/m)
		expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
		// Never an address as it was asked for: only route patterns.
		expect(text).not.toContain('/career/17')
	})
})

describe('The configuration', () => {
	test('LOG_LEVEL and METRICS_TOKEN', () => {
		expect(parseEnv({}).LOG_LEVEL).toBe('info')
		expect(parseEnv({}).METRICS_TOKEN).toBeUndefined()
		expect(parseEnv({ LOG_LEVEL: 'debug', METRICS_TOKEN: TOKEN })).toMatchObject({
			LOG_LEVEL: 'debug',
			METRICS_TOKEN: TOKEN,
		})
		expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/\bLOG_LEVEL\b/)
		expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/\bMETRICS_TOKEN\b.*at least 16/)
	})
})
