import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { inject } from 'vitest'
import type { SuiteServer } from '#tests/setup/server-suite.ts'

export interface RawResponse {
	status: number
	headers: http.IncomingHttpHeaders
	body: Buffer
	text: string
}

export interface Send {
	method?: string
	path: string
	headers?: Record<string, string>
	/** A Buffer or string is sent with Content-Length; chunks are sent with chunked encoding. */
	body?: Buffer | string | Iterable<Buffer> | AsyncIterable<Buffer>
	/** Give up (reject) when no answer has come in this long, as a load balancer or a scraper does. */
	timeoutMs?: number
}

/**
 * The servers this worker's files share: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. Each worker has its
 * own (tests/setup/server-suite.ts), so a file running beside another never sees its requests, mails or log lines.
 */
export function suiteServers(): SuiteServer[] {
	const sets = inject('servers')
	return sets[(Number(process.env.VITEST_POOL_ID) || 1) - 1] ?? sets[0]!
}

/**
 * One request over a connection of its own. It rejects when the server drops the
 * connection without an answer: a defect these tests look for.
 */
export function send(
	baseUrl: string,
	{ method = 'GET', path, headers = {}, body, timeoutMs }: Send,
): Promise<RawResponse> {
	const url = new URL(baseUrl)
	let answered = false
	return new Promise((resolve, reject) => {
		const request = http.request(
			{ host: url.hostname, port: url.port, method, path, headers, agent: false },
			(response) => {
				answered = true
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () => {
					const all = Buffer.concat(chunks)
					resolve({ status: response.statusCode ?? 0, headers: response.headers, body: all, text: all.toString() })
				})
				response.on('error', reject)
			},
		)
		request.on('error', reject)
		if (timeoutMs) request.setTimeout(timeoutMs, () => request.destroy(new Error(`No answer in ${timeoutMs} ms`)))
		void writeBody(request, body, () => answered)
	})
}

/**
 * Writes the body; a streamed one stops once the answer has come, as a browser stops an upload the server has
 * already refused. (Writing on would race the server's close: on a busy machine the write's reset could reach the
 * client before it had read the answer waiting for it.)
 */
async function writeBody(request: http.ClientRequest, body: Send['body'], answered: () => boolean) {
	try {
		if (body === undefined) return request.end()
		if (typeof body === 'string' || Buffer.isBuffer(body)) {
			request.setHeader('Content-Length', Buffer.byteLength(body))
			return request.end(body)
		}
		for await (const chunk of body) {
			if (request.destroyed || answered()) return
			if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve))
		}
		request.end()
	} catch {
		// The server closed the connection while the body was still going: the answer (or the error) tells.
	}
}

/**
 * Sends requests, each from a client address of its own, and notes every answer
 * that is a 5xx or never comes (a dropped connection): the defects the abuse tests look for.
 */
export function failureCollector(baseUrl: string, headersOf: () => Record<string, string> = () => ({})) {
	const failures: string[] = []
	async function check(label: string, request: Send) {
		try {
			const response = await send(baseUrl, {
				...request,
				headers: { 'X-Forwarded-For': freshIp(), ...headersOf(), ...request.headers },
			})
			if (response.status >= 500 || response.status < 100) failures.push(`${label}: ${response.status}`)
			return response
		} catch (error) {
			failures.push(`${label}: connection dropped (${String(error)})`)
			return null
		}
	}
	return { failures, check }
}

/** Writes these bytes to a new connection and gives back what the server answered before closing. */
export function sendRaw(baseUrl: string, bytes: Buffer | string, { waitMs = 3000 } = {}): Promise<string> {
	const url = new URL(baseUrl)
	return new Promise((resolve) => {
		const socket = net.connect(Number(url.port), url.hostname)
		const chunks: Buffer[] = []
		const done = () => resolve(Buffer.concat(chunks).toString('latin1'))
		socket.on('data', (chunk) => chunks.push(chunk))
		socket.on('close', done)
		socket.on('error', done)
		socket.write(bytes)
		setTimeout(() => socket.destroy(), waitMs).unref()
	})
}

/**
 * Starts a request with a declared body of totalBytes, sends sentBytes of it and
 * then cuts the connection, as a phone losing its signal would.
 */
export async function abortUpload(
	baseUrl: string,
	path: string,
	{
		headers,
		totalBytes,
		sentBytes,
		prefix,
	}: { headers: Record<string, string>; totalBytes: number; sentBytes: number; prefix: string },
) {
	const url = new URL(baseUrl)
	const socket = net.connect(Number(url.port), url.hostname)
	await new Promise((resolve) => socket.once('connect', resolve))
	const head = [`POST ${path} HTTP/1.1`, `Host: ${url.host}`, `Content-Length: ${totalBytes}`]
	for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`)
	socket.write(`${head.join('\r\n')}\r\n\r\n${prefix}`)
	let sent = prefix.length
	const block = Buffer.alloc(64 * 1024, 0x41)
	while (sent < sentBytes && !socket.destroyed) {
		if (!socket.write(block)) await new Promise((resolve) => socket.once('drain', resolve))
		sent += block.length
	}
	socket.destroy()
}

/** The anti-forgery cookie and header of a visitor (the original client's scheme). */
export async function antiForgery(baseUrl: string) {
	const response = await send(baseUrl, { path: '/api/Job/GetAllJobs' })
	const cookie = String(response.headers['set-cookie'] ?? '')
	const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1]
	if (!token) throw new Error('No anti-forgery cookie was given')
	return { Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': decodeURIComponent(token), token: decodeURIComponent(token) }
}

/** An open job of the seeded sample data. */
export async function openJobId(baseUrl: string) {
	const jobs = JSON.parse((await send(baseUrl, { path: '/api/Job/GetAllJobs' })).text) as Array<{ JobId: number }>
	return jobs[0]!.JobId
}

export async function isHealthy(baseUrl: string) {
	try {
		return (await send(baseUrl, { path: '/healthz' })).status === 200
	} catch {
		return false
	}
}

/** Resident memory (bytes) and open descriptors of a process, from /proc. */
export function processUse(pid: number) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
	return { rss: rssKb * 1024, descriptors: fs.readdirSync(`/proc/${pid}/fd`).length }
}

let counter = 0
/** A client address of its own for each request, so that per-address limits never interfere. */
export function freshIp() {
	counter++
	return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

/** An enquiry through the compatibility API, as a visitor with a token of their own from an address of their own. */
export async function sendEnquiry(
	baseUrl: string,
	{
		email,
		subject,
		token,
		ip = freshIp(),
	}: {
		email: string
		subject: string
		/** A token the caller keeps (a new one otherwise). */
		token?: Awaited<ReturnType<typeof antiForgery>>
		/** The address it comes from (a new one otherwise). */
		ip?: string
	},
) {
	token ??= await antiForgery(baseUrl)
	return send(baseUrl, {
		method: 'POST',
		path: '/api/Contact/SendEmail',
		headers: {
			Cookie: token.Cookie,
			'X-XSRF-TOKEN': token.token,
			'Content-Type': 'application/json',
			'X-Forwarded-For': ip,
		},
		body: JSON.stringify({
			Name: 'Asha Patil',
			Email: email,
			Mobile: '9876543210',
			Subject: subject,
			Message: 'Exactly once, please.',
			Service: 'Staffing Services',
			Find: 'Clutch',
		}),
	})
}

export function multipartBody(
	boundary: string,
	parts: Array<{ name: string; filename?: string; value: Buffer | string }>,
) {
	const chunks: Buffer[] = []
	for (const part of parts) {
		const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`
		chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`))
		chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value))
		chunks.push(Buffer.from('\r\n'))
	}
	chunks.push(Buffer.from(`--${boundary}--\r\n`))
	return Buffer.concat(chunks)
}
