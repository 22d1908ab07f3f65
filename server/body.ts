import { Transform, type TransformCallback } from 'node:stream'
import type { Request, Response } from 'express'
import type { BodyLimit, Refusal } from '#app/utils/http/body-limits.ts'
import { addressForLimits } from '#app/utils/http/client-network.ts'
import { dropRestOfBody } from './connection.ts'
import { refuse } from './refuse.ts'

export class BodyRefused extends Error {}

/**
 * The slowest body taken, averaged over each window of the idle time: a phone on a
 * poor 2G connection sends several times this; a client that trickles a byte now and
 * then to keep its upload open does not.
 */
const MIN_BYTES_PER_SECOND = 512
/**
 * What the bodies from one address may hold at once: a quarter of what all uploads
 * together may (UPLOAD_MEMORY_BUDGET), so that one client cannot hold it all; enough
 * for a dozen phones sending their photos and resumes together from one Wi-Fi. An IPv6
 * client's /64 is one address here (addressForLimits).
 */
const BYTES_IN_FLIGHT_PER_ADDRESS = 64 * 1024 * 1024
/** How long a body refused for being too slow still has its connection, for the answer to arrive whole. */
const SLOW_BODY_CLOSE_MS = 2000
const inFlight = new Map<string, number>()

/** Adds to (or, negative, takes from) what one address's bodies hold; returns the new total. */
function holdFor(address: string, bytes: number) {
	const total = (inFlight.get(address) ?? 0) + bytes
	if (total > 0) inFlight.set(address, total)
	else inFlight.delete(address)
	return total
}

/** The route's limit (app/utils/http/body-limits.ts), and how long a body may send nothing before it is given up. */
export interface BodyRules extends BodyLimit {
	idleMs: number
}

/**
 * The request body as the route will read it: counted while it streams, whatever
 * Content-Length says (or does not say, with chunked encoding). Past the limit the
 * client is answered 413 at once, the route's read fails, and the rest of the body is
 * read and dropped for a moment, so that the client sees the answer rather than a
 * reset connection. A body that stalls is answered 408; one the client abandons ends
 * the route's read with an error. Whatever the route answers afterwards is dropped.
 */
export function countedBody(req: Request, res: Response, rules: BodyRules) {
	let seen = 0
	let idle: NodeJS.Timeout | undefined
	const address = addressForLimits(req.ip)
	const counter = new Transform({
		transform(chunk: Buffer, _encoding, done: TransformCallback) {
			seen += chunk.length
			const held = holdFor(address, chunk.length)
			armIdle()
			if (seen > rules.maxBytes) {
				refuseBody(413, rules.tooLarge)
				done()
				return
			}
			if (held > BYTES_IN_FLIGHT_PER_ADDRESS) {
				refuseBody(503, { key: 'refusal.busy' })
				done()
				return
			}
			done(null, chunk)
		},
		flush(done) {
			stopWatching()
			done()
		},
	})

	function armIdle() {
		clearTimeout(idle)
		idle = setTimeout(() => refuseBody(408, { key: 'refusal.timeout' }), rules.idleMs)
		idle.unref()
	}

	// A body that keeps sending a byte now and then is never idle, yet holds its share of memory for as long as
	// it likes: each window of idleMs must bring at least MIN_BYTES_PER_SECOND on average.
	let seenAtWindow = 0
	const pace = setInterval(() => {
		if (seen - seenAtWindow < (rules.idleMs / 1000) * MIN_BYTES_PER_SECOND) {
			refuseBody(408, { key: 'refusal.timeout' })
		}
		seenAtWindow = seen
	}, rules.idleMs)
	pace.unref()

	let released = false
	function stopWatching() {
		clearTimeout(idle)
		clearInterval(pace)
		if (released) return
		released = true
		holdFor(address, -seen)
	}

	function refuseBody(status: number, refusal: Refusal) {
		stopWatching()
		req.unpipe(counter)
		counter.destroy(new BodyRefused(refusal.key))
		refuse(req, res, status, refusal)
		dropRestOfBody(req)
		// A body too slow to take is not waited for long: what it still sends is read and dropped for a moment (a
		// socket closed with unread data is reset, and the client may lose the answer), then the connection closes.
		if (status === 408) setTimeout(() => req.socket.destroy(), SLOW_BODY_CLOSE_MS).unref()
	}

	req.on('error', (error) => counter.destroy(error))
	// The client went away before the whole body arrived.
	req.on('close', () => {
		stopWatching()
		if (!req.complete) counter.destroy(new BodyRefused('The request was cut off.'))
	})
	// A route that answered without reading the whole body: drop what is left.
	res.on('finish', () => {
		stopWatching()
		if (!req.complete && !counter.destroyed) {
			req.unpipe(counter)
			counter.destroy()
			dropRestOfBody(req)
		}
	})
	armIdle()
	req.pipe(counter)
	return counter
}
