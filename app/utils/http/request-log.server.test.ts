import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { log } from '#app/utils/core/log.server.ts'
import { requestLog } from './request-log.server.ts'

// The request log: one JSON line per request with its id, and nothing of the visitor's own.

type Line = Record<string, unknown> & { msg: string; level: string }

function watchConsole() {
	const lines: Line[] = []
	const stdout: string[] = []
	const stderr: string[] = []
	const out = vi.spyOn(console, 'log').mockImplementation((line: string) => {
		stdout.push(line)
		lines.push(JSON.parse(line) as Line)
	})
	const err = vi.spyOn(console, 'error').mockImplementation((line: string) => {
		stderr.push(line)
		lines.push(JSON.parse(line) as Line)
	})
	return {
		lines,
		stdout,
		stderr,
		restore() {
			out.mockRestore()
			err.mockRestore()
		},
	}
}

describe('The request log', () => {
	let baseUrl = ''
	let close = () => {}

	beforeAll(async () => {
		const app = express()
		app.use(requestLog())
		app.get('/healthz', (_req, res) => void res.send('ok'))
		app.get('/career', (_req, res) => {
			log('info', 'looking up jobs')
			res.send('jobs')
		})
		app.get('/broken', (_req, res) => void res.status(500).send('broken'))
		app.get(['/admin/reset/:token', '/hi/a/:code'], (_req, res) => void res.send('a one-time page'))
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		close = () => server.close()
	})

	afterAll(() => close())

	async function requestLines(path: string, headers: Record<string, string> = {}) {
		const watch = watchConsole()
		try {
			const response = await fetch(`${baseUrl}${path}`, { headers })
			await response.text()
			await expect.poll(() => watch.lines.some((line) => line.msg.startsWith('request '))).toBe(true)
			return { response, ...watch }
		} finally {
			watch.restore()
		}
	}

	test('one line per request with its id, method, path, status and time, and nothing of the visitor', async () => {
		const { response, lines } = await requestLines('/career?email=asha%40example.in&mobile=9876543210', {
			Cookie: '__session=secret-session-value; XSRF-TOKEN=abc',
			Authorization: 'Bearer not-for-the-log',
			'User-Agent': 'test-agent',
		})
		const id = response.headers.get('x-request-id')
		expect(id).toMatch(/^[0-9a-f-]{36}$/)
		const requestLine = lines.find((line) => line.msg === 'request completed')
		expect(requestLine).toEqual({
			level: 'info',
			time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
			req: { id, method: 'GET', url: '/career' },
			requestId: id,
			res: { statusCode: 200 },
			responseTime: expect.any(Number),
			msg: 'request completed',
		})
		// A line logged while the request is answered carries its id.
		expect(lines.find((line) => line.msg === 'looking up jobs')).toMatchObject({ level: 'info', requestId: id })
		const written = JSON.stringify(lines)
		for (const secret of ['secret-session-value', 'asha', '9876543210', 'not-for-the-log', 'test-agent', '127.0.0.1'])
			expect(written).not.toContain(secret)
	})

	test('a one-time link is logged as its route, never with its secret', async () => {
		const token = 'Zq7xK2mP9vLw4RtY8nBc3D'
		const reset = await requestLines(`/admin/reset/${token}?next=%2Fadmin`)
		expect(reset.lines.find((line) => line.msg === 'request completed')?.req).toMatchObject({
			url: '/admin/reset/:token',
		})
		const short = await requestLines(`/hi/a/c${token}`)
		expect(short.lines.find((line) => line.msg === 'request completed')?.req).toMatchObject({ url: '/hi/a/:code' })
		expect(JSON.stringify([...reset.lines, ...short.lines])).not.toContain(token)
	})

	test('a valid X-Request-Id from the client is kept; another is replaced', async () => {
		const kept = await requestLines('/career', { 'X-Request-Id': 'from-the-balancer-1234' })
		expect(kept.response.headers.get('x-request-id')).toBe('from-the-balancer-1234')
		expect(kept.lines.find((line) => line.msg === 'request completed')?.req).toMatchObject({
			id: 'from-the-balancer-1234',
		})
		const replaced = await requestLines('/career', { 'X-Request-Id': '<script>' })
		expect(replaced.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
	})

	test('a 5xx is an error line, on stderr', async () => {
		const { stdout, stderr } = await requestLines('/broken')
		expect(stdout.filter((line) => line.includes('"request '))).toEqual([])
		const [line] = stderr
		expect(JSON.parse(line!)).toMatchObject({ level: 'error', msg: 'request errored', res: { statusCode: 500 } })
		expect(line).not.toContain('"err"')
	})

	test('the probes are not logged', async () => {
		const watch = watchConsole()
		try {
			expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200)
			await new Promise((resolve) => setTimeout(resolve, 100))
			expect(watch.lines).toEqual([])
		} finally {
			watch.restore()
		}
	})
})
