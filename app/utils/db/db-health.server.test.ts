import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
	answerOutages,
	DatabaseUnavailableError,
	describeError,
	isDatabaseDown,
	isDatabaseUnavailable,
	noteOutage,
	outageResponse,
	pauseDuringOutage,
} from './db-health.server.ts'
import { createDatabase, migrateToLatest, type Db } from './db.server.ts'
import { isOutageBody } from './outage.ts'
import SQLite from './sqlite.server.ts'

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
	test.each([
		['a session ended by a restart', pgError('57P01', 'terminating connection due to administrator command')],
		['a server starting up', pgError('57P03', 'the database system is starting up')],
		['a lost connection', pgError('08006')],
		['too many connections', pgError('53300')],
		['a statement over its time limit', pgError('57014', 'canceling statement due to statement timeout')],
		['a refused connection', pgError('ECONNREFUSED')],
		['connections not allowed', pgError('55000', 'database "x" is not currently accepting connections')],
		['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
		['a socket closed mid-query', new Error('Connection terminated unexpectedly')],
		['a locked SQLite file', pgError('SQLITE_BUSY', 'database is locked')],
		['two addresses refused', Object.assign(new AggregateError([pgError('ECONNREFUSED')]), { code: undefined })],
		['the outage seen earlier', new DatabaseUnavailableError(new Error('gone'))],
	])('%s: unavailable', (_name, error) => {
		expect(isDatabaseUnavailable(error)).toBe(true)
	})

	test.each([
		['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
		['a duplicate key', pgError('23505', 'duplicate key value violates unique constraint')],
		['a SQLite constraint', pgError('SQLITE_CONSTRAINT_UNIQUE')],
		['an ordinary response', new Response('no', { status: 503 })],
		['nothing', undefined],
	])('%s: not an outage', (_name, error) => {
		expect(isDatabaseUnavailable(error)).toBe(false)
	})
})

describe('describeError', () => {
	test.each([
		['the 503 answer of a request that found the database gone', outageResponse(), '503 database unavailable'],
		['another response', new Response('no', { status: 502, statusText: 'Bad Gateway' }), '502 Bad Gateway'],
		['a response without a text', new Response(null, { status: 500 }), '500'],
		['an error', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'connect ECONNREFUSED 127.0.0.1:5432'],
		['an error without a message', Object.assign(new Error(''), { name: 'TimeoutError' }), 'TimeoutError'],
		['anything else', 'socket hang up', 'socket hang up'],
	])('%s reads as one line of the log', (_name, error, line) => {
		expect(describeError(error)).toBe(line)
	})
})

describe('pauseDuringOutage', () => {
	test('one line when a task pauses, one when it resumes, however many rounds fail between', () => {
		const lines: string[] = []
		const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
		try {
			const task = pauseDuringOutage('test task', { restMs: 60_000 })
			for (let i = 0; i < 5; i++) expect(task.failed(pgError('ECONNREFUSED'))).toBe(true)
			expect(task.resting()).toBe(true)
			expect(task.failed(pgError('42601'))).toBe(false)
			task.succeeded()
			task.succeeded()
			expect(task.resting()).toBe(false)
		} finally {
			spy.mockRestore()
		}
		expect(lines.filter((line) => line.includes('test task paused'))).toHaveLength(1)
		expect(lines.filter((line) => line.includes('test task resumed'))).toHaveLength(1)
	})

	test('a task paused by the 503 answer of a query in a request logs its status and text', () => {
		const lines: string[] = []
		const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
		try {
			expect(pauseDuringOutage('test task').failed(outageResponse())).toBe(true)
		} finally {
			spy.mockRestore()
		}
		expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
			expect.objectContaining({
				msg: 'test task paused until the database returns',
				error: '503 database unavailable',
			}),
		])
	})
})

describe('a SQLite file another process is writing to', () => {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-db-health-'))
	let db: Db
	let other: SQLite.Database

	beforeAll(async () => {
		db = createDatabase({ dataDir: dir, busyTimeoutMs: 200 })
		await migrateToLatest(db)
		other = new SQLite(path.join(dir, 'brisk.db'))
	})

	afterAll(async () => {
		other.close()
		await db.destroy()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	const write = () => db.updateTable('settings').set({ value: 'x' }).where('name', '=', 'nothing').execute()

	/** What the root middleware makes of a request whose answer (the rest of the router) is `answer`. */
	async function answerAsRequest(answer: (context: RouterContextProvider) => Promise<Response>) {
		const context = new RouterContextProvider()
		const request = new Request('http://localhost/')
		const args = { request, context, params: {}, url: new URL(request.url), pattern: '/' }
		return Promise.resolve(answerOutages(args, () => answer(context))).catch((error: unknown) => error)
	}

	async function expectOutageAnswer(thrown: unknown) {
		expect(thrown).toBeInstanceOf(Response)
		const response = thrown as Response
		expect(response.status).toBe(503)
		expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(isOutageBody(await response.json())).toBe(true)
		expect(isDatabaseUnavailable(thrown)).toBe(true)
	}

	test('a write refused for the lock is the outage: an error to the code that ran it, a 503 answer to a request', async () => {
		other.exec('begin immediate')
		other.prepare("update settings set value = value where name = 'content_version'").run()
		try {
			const thrown = await write().catch((error: unknown) => error)
			expect(thrown).toBeInstanceOf(DatabaseUnavailableError)
			expect(isDatabaseDown()).toBe(true)
			// A resource route's loader: its error comes through the root middleware's next().
			const answered = await answerAsRequest(() => write().then(() => new Response('written')))
			await expectOutageAnswer(answered)
			// A page's loader: React Router renders its error and tells handleError (noteOutage) before next() returns.
			const rendered = await answerAsRequest(async (context) => {
				const error = await write().catch((caught: unknown) => caught)
				expect(noteOutage(error, context)).toBe(true)
				return new Response('the error page', { status: 500 })
			})
			await expectOutageAnswer(rendered)
			// Reads go on while another process writes (WAL).
			expect(await db.selectFrom('settings').select('name').execute()).not.toEqual([])
		} finally {
			other.exec('rollback')
		}
		await write()
		expect(isDatabaseDown()).toBe(false)
		const fine = (await answerAsRequest(() => Promise.resolve(new Response('fine')))) as Response
		expect([fine.status, await fine.text()]).toEqual([200, 'fine'])
	})
})
