import type { Request, Response } from 'express'

/**
 * After a refusal, at most this much more of the body is read and dropped before
 * the connection is closed. A client that is still sending when the connection
 * closes may see a reset instead of the answer; past these bounds the bandwidth is
 * worth more than that client's manners.
 */
const DRAIN_BYTES = 32 * 1024 * 1024
const DRAIN_MS = 20_000

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
	if (req.complete) return
	let dropped = 0
	const close = () => req.socket.destroy()
	const timer = setTimeout(close, DRAIN_MS)
	timer.unref()
	req.on('data', (chunk: Buffer) => {
		dropped += chunk.length
		if (dropped > DRAIN_BYTES) close()
	})
	req.on('end', () => clearTimeout(timer))
	req.on('close', () => clearTimeout(timer))
	req.resume()
}
