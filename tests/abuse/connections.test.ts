import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startServer } from '#tests/setup/server.ts'
import { antiForgery, isHealthy, openJobId, send, suiteServers } from './http.ts'

// Connections and bodies that cost the server without ever finishing, and requests
// that wrote error lines on demand: each as a test that failed before it was fixed.

/** A raw request whose announced body is sent a byte at a time, or not at all; resolves with what came back and when. */
function heldRequest(
	baseUrl: string,
	head: string,
	{ trickleMs, giveUpMs }: { trickleMs?: number; giveUpMs: number },
): Promise<{ answer: string; closedAfterMs: number }> {
	const url = new URL(baseUrl)
	const started = Date.now()
	return new Promise((resolve) => {
		const socket = net.connect(Number(url.port), url.hostname)
		const chunks: Buffer[] = []
		let trickle: NodeJS.Timeout | undefined
		const done = () => {
			clearInterval(trickle)
			resolve({ answer: Buffer.concat(chunks).toString('latin1'), closedAfterMs: Date.now() - started })
		}
		socket.on('data', (chunk) => chunks.push(chunk))
		socket.on('close', done)
		socket.on('error', () => {})
		socket.write(head)
		if (trickleMs) trickle = setInterval(() => socket.writable && socket.write('A'), trickleMs)
		setTimeout(() => socket.destroy(), giveUpMs).unref()
	})
}

describe('A server of its own, as it runs without a proxy in front', () => {
	let work: string
	let server: Awaited<ReturnType<typeof startServer>>
	beforeAll(async () => {
		work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-connections-'))
		server = await startServer({
			dataDir: path.join(work, 'data'),
			logFile: path.join(work, 'server.log'),
			env: { BODY_TIMEOUT_SECONDS: '3' },
		})
	})
	afterAll(async () => {
		await server?.stop()
		fs.rmSync(work, { recursive: true, force: true })
	})

	test('A GET that announces a body it never sends is answered, and its connection closed within seconds', async () => {
		const host = new URL(server.baseUrl).host
		const held = await Promise.all(
			Array.from({ length: 20 }, () =>
				heldRequest(server.baseUrl, `GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1000\r\n\r\n`, {
					giveUpMs: 30_000,
				}),
			),
		)
		for (const { answer, closedAfterMs } of held) {
			expect(answer).toMatch(/^HTTP\/1\.1 200/)
			expect(closedAfterMs).toBeLessThan(15_000)
		}
	})

	test('An upload that trickles a byte a second to keep its connection is given up (408) within two windows', async () => {
		const token = await antiForgery(server.baseUrl)
		const jobId = await openJobId(server.baseUrl)
		const host = new URL(server.baseUrl).host
		const head = [
			`POST /api/Career/UploadResume?JobId=${jobId}&Name=Asha HTTP/1.1`,
			`Host: ${host}`,
			`Cookie: ${token.Cookie}`,
			`X-XSRF-TOKEN: ${token.token}`,
			'Content-Type: multipart/form-data; boundary=XX',
			'Content-Length: 5000000',
			'',
			'--XX\r\nContent-Disposition: form-data; name="uploadedFiles"; filename="cv.pdf"\r\n\r\n%PDF-1.4\n',
		].join('\r\n')
		const { answer, closedAfterMs } = await heldRequest(server.baseUrl, head, { trickleMs: 1000, giveUpMs: 40_000 })
		expect(answer).toMatch(/^HTTP\/1\.1 408/)
		expect(closedAfterMs).toBeLessThan(15_000)
		expect(await isHealthy(server.baseUrl)).toBe(true)
	})

	test('One address cannot hold every connection: past 256 open ones it is refused, and served again once they close', async () => {
		const url = new URL(server.baseUrl)
		let closed = 0
		const sockets = await Promise.all(
			Array.from(
				{ length: 300 },
				() =>
					new Promise<net.Socket>((resolve) => {
						const socket = net.connect(Number(url.port), url.hostname, () => resolve(socket))
						socket.on('error', () => {})
						socket.on('close', () => closed++)
					}),
			),
		)
		await expect.poll(() => closed, { timeout: 10_000 }).toBeGreaterThanOrEqual(300 - 256)
		for (const socket of sockets) socket.destroy()
		await expect
			.poll(async () => (await send(server.baseUrl, { path: '/career' }).catch(() => ({ status: 0 }))).status, {
				timeout: 10_000,
			})
			.toBe(200)
	})
})

describe.each(suiteServers())('The error log on $name', (server) => {
	test('A post to a page without a form is answered 405 and writes no error line', async () => {
		const log = server.logFile
		const before = fs.readFileSync(log, 'utf8').length
		const token = await antiForgery(server.baseUrl)
		const response = await send(server.baseUrl, {
			method: 'POST',
			path: '/about-us',
			headers: {
				Cookie: token.Cookie,
				'X-XSRF-TOKEN': token.token,
				'Content-Type': 'application/x-www-form-urlencoded',
				'X-Forwarded-For': '198.51.100.77',
			},
			body: 'a=b',
		})
		expect(response.status).toBe(405)
		await new Promise((resolve) => setTimeout(resolve, 300))
		const written = fs.readFileSync(log, 'utf8').slice(before)
		expect(written).not.toContain('"level":"error"')
	})
})
