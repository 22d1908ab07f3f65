import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { antiForgery, freshIp, send, sendEnquiry } from '#tests/abuse/http.ts'
import { createPostgresDatabase } from '#tests/setup/postgres.ts'
import { startServer } from '#tests/setup/server.ts'

// One backup holds the whole site now that files live in the database: a restored
// copy serves the same documents, keeps every enquiry and accepts the same tokens.

const root = path.resolve(import.meta.dirname, '../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-backup-'))
const cleanup: Array<() => Promise<unknown>> = []
afterAll(async () => {
	for (const step of cleanup) await step()
	fs.rmSync(work, { recursive: true, force: true })
})

/** An enquiry sent with a token that is kept, to check after the restore that it still works. */
async function sendKeptEnquiry(baseUrl: string, email: string) {
	const token = await antiForgery(baseUrl)
	const response = await sendEnquiry(baseUrl, { email, subject: 'Backup', token })
	expect(response.status).toBe(200)
	return token
}

/** What a restored site must still have: the documents' bytes and a working old token. */
async function expectSameSite(original: string, restored: string, token: Awaited<ReturnType<typeof antiForgery>>) {
	const documents = JSON.parse((await send(original, { path: '/api/Advertise/GetAllPdf' })).text) as Array<{
		Pdf: string
	}>
	expect(documents.length).toBeGreaterThan(0)
	for (const { Pdf } of documents) {
		const [before, after] = [
			await send(original, { path: `/Pdf/${Pdf}` }),
			await send(restored, { path: `/Pdf/${Pdf}` }),
		]
		expect(after.status).toBe(200)
		expect(after.body.equals(before.body)).toBe(true)
	}
	const withOldToken = await send(restored, {
		method: 'POST',
		path: '/api/Job/GetAllJobs',
		headers: { Cookie: token.Cookie, 'X-XSRF-TOKEN': token.token, 'X-Forwarded-For': freshIp() },
	})
	expect(withOldToken.status).toBe(405)
}

describe('Backup and restore', () => {
	test('SQLite: npm run db:backup while the site runs, then a new site on the copy', async () => {
		const original = await startServer({ dataDir: path.join(work, 'one'), logFile: path.join(work, 'one.log') })
		cleanup.unshift(original.stop)
		const token = await sendKeptEnquiry(original.baseUrl, 'kept@example.com')
		fs.mkdirSync(path.join(work, 'two'), { mode: 0o700 })
		execFileSync(
			process.execPath,
			[path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'other/db-backup.ts', path.join(work, 'two', 'brisk.db')],
			{
				cwd: root,
				env: { ...process.env, DATA_DIR: path.join(work, 'one'), DATABASE_URL: '' },
			},
		)
		const restored = await startServer({ dataDir: path.join(work, 'two'), logFile: path.join(work, 'two.log') })
		cleanup.unshift(restored.stop)
		await expectSameSite(original.baseUrl, restored.baseUrl, token)
	})

	test.skipIf(!inject('postgresUrl'))(
		'PostgreSQL: pg_dump, pg_restore into a new database, a new site on it',
		async () => {
			const source = await createPostgresDatabase(inject('postgresUrl'))
			const target = await createPostgresDatabase(inject('postgresUrl'))
			cleanup.push(source.drop, target.drop)
			const original = await startServer({
				dataDir: path.join(work, 'pg-one'),
				logFile: path.join(work, 'pg-one.log'),
				env: { DATABASE_URL: source.url },
			})
			cleanup.unshift(original.stop)
			const token = await sendKeptEnquiry(original.baseUrl, 'kept-pg@example.com')
			const dump = path.join(work, 'site.dump')
			execFileSync('pg_dump', ['-Fc', '-f', dump, source.url])
			execFileSync('pg_restore', ['--no-owner', '-d', target.url, dump])
			const restored = await startServer({
				dataDir: path.join(work, 'pg-two'),
				logFile: path.join(work, 'pg-two.log'),
				env: { DATABASE_URL: target.url },
			})
			cleanup.unshift(restored.stop)
			await expectSameSite(original.baseUrl, restored.baseUrl, token)
		},
	)
})
