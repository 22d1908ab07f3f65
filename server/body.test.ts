import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { countedBody } from './body.ts'

// What the bodies of one client may hold at once (64 MB) counts an IPv6 client by its /64: sending each upload
// from another of its addresses must not give it another share of the memory.

const MB = 1024 * 1024
const SHARE = 33 * MB

describe('What the bodies of one address may hold at once', () => {
	let port = 0
	let close = () => {}
	/** The bytes each client address (as it presented itself) has had taken so far. */
	const seen = new Map<string, number>()

	beforeAll(async () => {
		const app = express()
		app.set('trust proxy', 1)
		app.post('/upload', (req, res) => {
			const from = String(req.headers['x-forwarded-for'])
			const body = countedBody(req, res, { maxBytes: 100 * MB, idleMs: 10_000, tooLarge: { key: 'refusal.tooLarge' } })
			body.on('error', () => {})
			body.on('data', (chunk: Buffer) => seen.set(from, (seen.get(from) ?? 0) + chunk.length))
			body.on('end', () => void (res.headersSent || res.json({ ok: true })))
		})
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		port = (server.address() as AddressInfo).port
		close = () => {
			server.closeAllConnections()
			server.close()
		}
	})
	afterAll(() => close())

	/** An upload of SHARE bytes that announces one byte more, so that it stays open, holding its share. */
	function upload(from: string) {
		const request = http.request({
			host: '127.0.0.1',
			port,
			method: 'POST',
			path: '/upload',
			agent: false,
			headers: { 'X-Forwarded-For': from, Accept: 'application/json', 'Content-Length': SHARE + 1 },
		})
		const status = new Promise<number>((resolve) => {
			request.on('response', (response) => {
				response.resume()
				resolve(response.statusCode ?? 0)
			})
			request.on('error', () => resolve(0))
		})
		request.write(Buffer.alloc(SHARE))
		return { status, request }
	}

	async function held(from: string) {
		const deadline = Date.now() + 10_000
		while ((seen.get(from) ?? 0) < SHARE && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
		return seen.get(from) ?? 0
	}

	test('two uploads from two addresses of one IPv6 /64 share one budget; another /64 has its own', async () => {
		const first = upload('2001:db8:1:2::1')
		expect(await held('2001:db8:1:2::1')).toBe(SHARE)
		const otherNetwork = upload('2001:db8:1:3::1')
		expect(await held('2001:db8:1:3::1')).toBe(SHARE)
		const sameNetwork = upload('2001:db8:1:2::2')
		expect(await sameNetwork.status).toBe(503)
		for (const { request } of [first, otherNetwork, sameNetwork]) request.destroy()
	})
})
