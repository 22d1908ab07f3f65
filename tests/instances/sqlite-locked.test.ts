import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import SQLite from '#app/utils/db/sqlite.server.ts'
import type { RawResponse } from '#tests/abuse/http.ts'
import { startServer } from '#tests/setup/server.ts'
import { ANSWER_WITHIN_MS, contactForm, enquiry, expectOutageAnswer, timed } from '#tests/instances/outage.ts'
import type { Server } from '#tests/setup/two-instances.ts'

describe('A locked SQLite database (a backup or a second process writing)', () => {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-sqlite-busy-'))
	let server: Server
	let other: SQLite.Database

	beforeAll(async () => {
		server = await startServer({
			dataDir: path.join(work, 'data'),
			logFile: path.join(work, 'server.log'),
			env: { TRUST_PROXY: 'true', FORM_MIN_SECONDS: '0', DATABASE_BUSY_TIMEOUT_MS: '1500' },
		})
		other = new SQLite(path.join(work, 'data', 'brisk.db'))
	})

	afterAll(async () => {
		other.close()
		await server.stop()
		fs.rmSync(work, { recursive: true, force: true })
	})

	test('a write waits, then answers 503 with the form kept, never 500; reads go on; after the lock it is stored', async () => {
		const sendContact = await contactForm(server.baseUrl, '/mr')
		// Another process in the middle of a write: it holds the file's write lock until it ends.
		other.exec('begin immediate')
		other.prepare("update settings set value = value where name = 'content_version'").run()
		let during: RawResponse & { ms: number }
		try {
			const started = Date.now()
			during = { ...(await sendContact(enquiry('Sunita Locked', 'sunita.locked@example.com'))), ms: 0 }
			during.ms = Date.now() - started
			const page = await timed(server.baseUrl, { path: '/mr/career' })
			expect(page.status).toBe(200)
			expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS)
		} finally {
			other.exec('rollback')
		}
		expectOutageAnswer(during)
		expect(during.text).toContain('आत्ता आम्ही आमच्या नोंदींपर्यंत पोहोचू शकत नाही')
		expect(during.text).toContain('value="Sunita Locked"')
		const count = () =>
			(
				other.prepare('select count(*) as n from enquiries where email = ?').get('sunita.locked@example.com') as {
					n: number
				}
			).n
		expect(count()).toBe(0)

		const after = await sendContact(enquiry('Sunita Locked', 'sunita.locked@example.com'))
		expect(after.status).toBe(200)
		expect(count()).toBe(1)
		expect(server.child.exitCode).toBeNull()
	})
})
