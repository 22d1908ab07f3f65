import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import type { SuiteServer } from '#tests/setup/server-suite.ts'
import { antiForgery, freshIp, openJobId } from './http.ts'

// What the tests of a penetration test's findings share: the files they send, and per server a database to
// count what was stored, an anti-forgery token and an open job.

const fixtures = path.resolve(import.meta.dirname, '../fixtures')
export const png = fs.readFileSync(path.join(fixtures, 'photo.png'))
export const pdf = fs.readFileSync(path.join(fixtures, 'resume.pdf'))
export const MB = 1024 * 1024

export function json(value: unknown) {
	return JSON.stringify(value)
}

export function truncatedMultipart(field: string) {
	return `--XX\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n\r\n%PDF-x`
}

/** Registers the suite's set-up for one server; db, token and jobId are there once the suite has started. */
export function hostileSuite(server: SuiteServer) {
	let db: Db
	let token: Awaited<ReturnType<typeof antiForgery>>
	let jobId: number

	beforeAll(async () => {
		db = createDatabase({ databaseUrl: server.databaseUrl || undefined, dataDir: server.dataDir })
		token = await antiForgery(server.baseUrl)
		jobId = await openJobId(server.baseUrl)
	})
	afterAll(async () => db.destroy())

	return {
		base: server.baseUrl,
		get db() {
			return db
		},
		get token() {
			return token
		},
		get jobId() {
			return jobId
		},
		/** Headers of a client that holds a valid anti-forgery token, from an address of its own. */
		client(extra: Record<string, string> = {}) {
			return { Cookie: token.Cookie, 'X-XSRF-TOKEN': token.token, 'X-Forwarded-For': freshIp(), ...extra }
		},
		async count(table: 'enquiries' | 'applications' | 'files', where?: [string, string]) {
			let query = db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'))
			if (where) query = query.where(sql.ref(where[0]), '=', where[1])
			return Number((await query.executeTakeFirstOrThrow()).n)
		},
	}
}
