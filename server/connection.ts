import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { Request, Response } from 'express'
import { addressForLimits } from '#app/utils/http/client-network.ts'

/**
 * After a refusal, at most this much more of the body is read and dropped before
 * the connection is closed. A client that is still sending when the connection
 * closes may see a reset instead of the answer; past these bounds the bandwidth is
 * worth more than that client's manners.
 */
const DRAIN_BYTES = 32 * 1024 * 1024
const DRAIN_MS = 20_000
/** ...and a body that goes silent for this long while it is dropped is not waited for. */
const DRAIN_SILENCE_MS = 5_000
const draining = new WeakSet<Request>()

/**
 * Called before an answer goes out while the body is still arriving. Node closes
 * the connection as soon as the answer is sent when the client asked for
 * `Connection: close`; a client still sending would then see a reset instead of the
 * answer. So the connection stays open until the body has arrived (or been given
 * up by dropRestOfBody), and closes then.
 */
export function holdConnectionForBody(req: Request, res: Response) {
	if (req.complete || res.headersSent) return
	const closeAfter = !res.shouldKeepAlive || /\bclose\b/i.test(req.headers.connection ?? '')
	res.shouldKeepAlive = true
	if (closeAfter) req.once('end', () => req.socket.end())
}

/** Reads and drops what is left of a body, then closes the connection if there is still more. */
export function dropRestOfBody(req: Request) {
	if (req.complete || draining.has(req)) return
	draining.add(req)
	let dropped = 0
	const close = () => req.socket.destroy()
	const timer = setTimeout(close, DRAIN_MS)
	timer.unref()
	let silence = setTimeout(close, DRAIN_SILENCE_MS)
	silence.unref()
	const stop = () => {
		clearTimeout(timer)
		clearTimeout(silence)
	}
	req.on('data', (chunk: Buffer) => {
		dropped += chunk.length
		if (dropped > DRAIN_BYTES) close()
		clearTimeout(silence)
		silence = setTimeout(close, DRAIN_SILENCE_MS)
		silence.unref()
	})
	req.on('end', stop)
	req.on('close', stop)
	req.resume()
}

/**
 * A body nothing reads (a GET that announces one, a post answered before its body was
 * wanted): once the answer has gone, it is dropped, and a client that never sends it
 * loses the connection within seconds instead of holding it until the request's time
 * limit of ten minutes.
 */
export function dropUnreadBodies(req: Request, res: Response, next: () => void) {
	res.on('finish', () => dropRestOfBody(req))
	next()
}

/**
 * Open connections from one address, at most: one host must not take every file
 * descriptor of the process. An IPv6 host holds a whole /64, which shares one cap.
 * Behind a proxy (TRUST_PROXY) every connection comes from the proxy, which must keep
 * its own limits; then nothing is counted here.
 */
export function capConnectionsPerAddress(server: Server, most: number) {
	const open = new Map<string, number>()
	server.on('connection', (socket: Socket) => {
		const address = addressForLimits(socket.remoteAddress)
		const count = (open.get(address) ?? 0) + 1
		if (count > most) {
			socket.destroy()
			return
		}
		open.set(address, count)
		socket.once('close', () => {
			const left = (open.get(address) ?? 1) - 1
			if (left > 0) open.set(address, left)
			else open.delete(address)
		})
	})
}
