import { Transform, type TransformCallback } from 'node:stream'
import type { Request, Response } from 'express'
import { dropRestOfBody } from './connection.ts'
import { refuse, type Refusal } from './refuse.ts'

export class BodyRefused extends Error {}

export interface BodyRules {
	/** The most bytes this request's body may have. */
	limit: number
	/** A body that sends nothing for this long is given up. */
	idleMs: number
	/** What a person is told when the body is too large. */
	tooLarge: Refusal
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
	const counter = new Transform({
		transform(chunk: Buffer, _encoding, done: TransformCallback) {
			seen += chunk.length
			armIdle()
			if (seen > rules.limit) {
				refuseBody(413, rules.tooLarge)
				done()
				return
			}
			done(null, chunk)
		},
		flush(done) {
			clearTimeout(idle)
			done()
		},
	})

	function armIdle() {
		clearTimeout(idle)
		idle = setTimeout(() => refuseBody(408, { key: 'refusal.timeout' }), rules.idleMs)
		idle.unref()
	}

	function refuseBody(status: number, refusal: Refusal) {
		clearTimeout(idle)
		req.unpipe(counter)
		counter.destroy(new BodyRefused(refusal.key))
		refuse(req, res, status, refusal)
		dropRestOfBody(req)
	}

	req.on('error', (error) => counter.destroy(error))
	// The client went away before the whole body arrived.
	req.on('close', () => {
		clearTimeout(idle)
		if (!req.complete) counter.destroy(new BodyRefused('The request was cut off.'))
	})
	// A route that answered without reading the whole body: drop what is left.
	res.on('finish', () => {
		clearTimeout(idle)
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
