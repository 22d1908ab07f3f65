import type { CompiledQuery, DatabaseConnection, Dialect, QueryResult, TransactionSettings } from 'kysely'
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { log } from '#app/utils/core/log.server.ts'
import { type CompileQuery, DelegatingDriver, wrapDriver } from './driver.server.ts'
import { OUTAGE_FIELD } from './outage.ts'

// When the database goes away (a restart, a failover, a pooler's idle timeout, a
// backup holding SQLite's lock), the site keeps answering: every query that fails
// for that reason is recognised here, the outage is logged once when it starts and
// once when it ends, and a page or call in progress answers 503 with Retry-After
// (answerOutages, the root middleware's first part).
// Everything else (a wrong query, a broken rule) stays an error as before.

/** Seconds a refused visitor or client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30

export const OUTAGE_MESSAGE = 'We cannot reach our records just now. Please try again in a minute.'

/** Thrown by a query when the database cannot answer; a request answers it with outageResponse (answerOutages). */
export class DatabaseUnavailableError extends Error {
	constructor(cause: unknown) {
		super(`The database is unavailable: ${describeError(cause)}`, { cause })
		this.name = 'DatabaseUnavailableError'
	}
}

// Connection exceptions (class 08), the server shutting down or starting (57P0x), too many
// connections, a statement or lock timeout, a transaction ended for being idle.
const UNAVAILABLE_CODES = new Set(['53300', '57014', '55P03', '25P03', '57P01', '57P02', '57P03', '57P04'])
const NETWORK_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ECONNABORTED',
	'ETIMEDOUT',
	'EPIPE',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EHOSTUNREACH',
	'ENETUNREACH',
])
// What pg says without a code: a socket that closed, a pool that could not connect in time.
const UNAVAILABLE_MESSAGES =
	/Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|not currently accepting connections|the database system is (?:starting up|shutting down|in recovery mode)/i

const outageResponses = new WeakSet<Response>()

/** Whether an error says the database cannot answer now (not that the query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
	if (error instanceof DatabaseUnavailableError) return true
	if (error instanceof Response) return outageResponses.has(error)
	if (typeof error !== 'object' || error === null) return false
	const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown }
	if (typeof code === 'string') {
		if (UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || /^08/.test(code)) return true
		if (/^SQLITE_(?:BUSY|LOCKED)/.test(code)) return true
	}
	if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
	// Node reports a refused connection to a name with two addresses as an AggregateError.
	return Array.isArray(errors) && errors.some(isDatabaseUnavailable)
}

/**
 * An error as one readable line for the log: an Error by its message, a response (the 503 a query
 * in a request throws) by its status and text.
 */
export function describeError(error: unknown) {
	if (error instanceof Error) return error.message || error.name
	if (error instanceof Response) {
		const text = error.statusText || (outageResponses.has(error) ? 'database unavailable' : '')
		return `${error.status} ${text}`.trim()
	}
	return String(error)
}

// --- The outage, as the process sees it: one log line when it starts, one when it ends.

// A locked SQLite file still serves reads between refused writes: the state follows every
// query, but the two log lines come at most once a minute, so that an outage reads as one event.
const QUIET_MS = 60_000
let downSince: number | null = null
let announcedAt = 0
let announced = false

function reportFailure(error: unknown) {
	if (downSince !== null) return
	downSince = Date.now()
	if (downSince - announcedAt < QUIET_MS) return
	announced = true
	announcedAt = downSince
	log('error', 'database unavailable: answering 503 until it returns', { error: describeError(error) })
}

function reportSuccess() {
	if (downSince === null) return
	if (announced) log('info', 'database reachable again', { downSeconds: Math.round((Date.now() - downSince) / 1000) })
	announced = false
	downSince = null
}

/** True from a query failing for want of the database until one succeeds again. */
export function isDatabaseDown() {
	return downSince !== null
}

/**
 * A background task's two log lines: "paused" when the database goes away and
 * "resumed" when a round succeeds again, instead of one error per round.
 */
export function pauseDuringOutage(task: string, { restMs = 30_000 } = {}) {
	let pausedAt: number | null = null
	return {
		/** True when the error was the outage (logged once); false for any other error, which the task reports. */
		failed(error: unknown) {
			if (!isDatabaseUnavailable(error)) return false
			if (pausedAt === null) log('warn', `${task} paused until the database returns`, { error: describeError(error) })
			pausedAt = Date.now()
			return true
		},
		succeeded() {
			if (pausedAt !== null) log('info', `${task} resumed`)
			pausedAt = null
		},
		/**
		 * True for restMs after a try the outage failed: a locked SQLite file holds the one
		 * thread for its busy timeout at each try, so a frequent task tries again only now and then.
		 */
		resting() {
			return pausedAt !== null && Date.now() - pausedAt < restMs
		},
	}
}

// --- Requests: one whose loader, action or middleware found the database gone answers 503.

/** Whether a loader or action of this request failed for want of the database (noted by handleError). */
const outageContext = createContext<{ seen: boolean } | null>(null)

/**
 * Notes, from React Router's handleError (app/entry.server.tsx), that the request's loader or action failed
 * for want of the database. True for such an error: it is the outage, logged once when it starts, not an error
 * of its own.
 */
export function noteOutage(error: unknown, context: Readonly<RouterContextProvider> | undefined) {
	if (!isDatabaseUnavailable(error)) return false
	const outage = context?.get(outageContext)
	if (outage) outage.seen = true
	return true
}

/**
 * The root middleware's first part. A request that found the database gone answers the 503 response below,
 * which React Router renders as the page's error (the error view says "We cannot reach our records just now"
 * in the page's language) and resource routes send as it is: the API's error shape. A resource route's error
 * comes through `next()`; a page's loader or action error React Router has rendered already, having told
 * handleError (noteOutage), and the page is rendered again with this answer.
 */
export const answerOutages: MiddlewareFunction<Response> = async ({ context }, next) => {
	const outage = { seen: false }
	context.set(outageContext, outage)
	let response: Response
	try {
		response = await next()
	} catch (error) {
		if (isDatabaseUnavailable(error)) throw outageResponse()
		throw error
	}
	if (outage.seen) throw outageResponse()
	return response
}

export function outageResponse() {
	const response = Response.json(
		{ errors: [{ field: OUTAGE_FIELD, message: OUTAGE_MESSAGE }] },
		{ status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
	)
	outageResponses.add(response)
	return response
}

async function watch<T>(run: () => Promise<T>): Promise<T> {
	let result: T
	try {
		result = await run()
	} catch (error) {
		if (!isDatabaseUnavailable(error)) throw error
		reportFailure(error)
		throw new DatabaseUnavailableError(error)
	}
	reportSuccess()
	return result
}

/** The dialect with every call of its driver watched for an outage. */
export function watchedDialect(dialect: Dialect): Dialect {
	return wrapDriver(dialect, (driver) => new WatchedDriver(driver))
}

class WatchedConnection implements DatabaseConnection {
	constructor(readonly inner: DatabaseConnection) {}

	executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
		return watch(() => this.inner.executeQuery<R>(query))
	}

	streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
		return this.inner.streamQuery<R>(query, chunkSize)
	}
}

const unwrap = (connection: DatabaseConnection) =>
	connection instanceof WatchedConnection ? connection.inner : connection

// Opening the pool (init) reaches nothing yet: not a sign the database is there, and not watched.
class WatchedDriver extends DelegatingDriver {
	override async acquireConnection() {
		return new WatchedConnection(await watch(() => super.acquireConnection()))
	}
	override beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
		return watch(() => super.beginTransaction(unwrap(connection), settings))
	}
	override commitTransaction(connection: DatabaseConnection) {
		return watch(() => super.commitTransaction(unwrap(connection)))
	}
	override rollbackTransaction(connection: DatabaseConnection) {
		return watch(() => super.rollbackTransaction(unwrap(connection)))
	}
	override savepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return watch(() => super.savepoint(unwrap(connection), name, compile))
	}
	override rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return watch(() => super.rollbackToSavepoint(unwrap(connection), name, compile))
	}
	override releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileQuery) {
		return watch(() => super.releaseSavepoint(unwrap(connection), name, compile))
	}
	override releaseConnection(connection: DatabaseConnection) {
		return super.releaseConnection(unwrap(connection))
	}
}
