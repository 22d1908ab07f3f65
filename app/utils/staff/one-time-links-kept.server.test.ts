import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { readMailbox, startSmtpSink } from '#tests/setup/smtp-sink.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { createMailSender } from '#app/utils/messages/mail.server.ts'
import { deliverDueMessages } from '#app/utils/messages/outbox.server.ts'
import { createStaff, peekStaffToken, setPassword, spendStaffToken } from './staff.server.ts'
import { inviteStaff } from './staff-mail.server.ts'
import { requestPasswordReset } from './staff-reset.server.ts'

/** Every file of the data folder (the database, its write-ahead log and shared memory): the raw bytes a copy holds. */
function dataFiles(dataDir: string) {
	return fs
		.readdirSync(dataDir)
		.filter((name) => name.startsWith('brisk.db'))
		.map((name) => ({ name, bytes: fs.readFileSync(path.join(dataDir, name)) }))
}

// The sign-in's counters are named by keyed hashes of the site secret.
beforeAll(() => keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] }))

describe.each(testDatabases())('One-time links once their mail is sent, on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>
	beforeEach(async () => {
		;({ db, dataDir, destroy } = await kind.create())
	})
	afterEach(async () => destroy())

	test('a reset link and an invitation are in no file of the database, and still work for the person who has the mail', async () => {
		const id = await createStaff(db, { email: 'meera@brisk.test', name: 'Meera Iyer', role: 'admin' })
		await setPassword(db, { staffId: id, password: 'monsoon tea at the nagpur office', how: 'invitation' })
		const { written } = await requestPasswordReset(db, {
			email: 'meera@brisk.test',
			clientKey: 'desk',
			startedAt: performance.now(),
			answerAfterMs: 0,
		})
		await written
		const by = { id, email: 'meera@brisk.test', name: 'Meera Iyer' }
		await inviteStaff(db, { person: { email: 'ravi@brisk.test', name: 'Ravi Patil', role: 'hr' }, by })

		const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-mailbox-'))
		const smtp = await startSmtpSink({ dir: mailDir })
		const mailer = createMailSender({ smtpUrl: smtp.url, from: 'Brisk <no-reply@brisk.test>', dataDir })
		try {
			expect(await deliverDueMessages(db, { mail: mailer })).toEqual({ sent: 2, failed: 0 })
		} finally {
			mailer.close()
			await smtp.close()
		}
		const mails = await readMailbox(mailDir)
		const tokenIn = (to: string, purpose: string) =>
			new RegExp(`/admin/${purpose}/([\\w-]{43})`).exec(mails.find((mail) => mail.to.includes(to))?.text ?? '')?.[1]
		const reset = tokenIn('meera@brisk.test', 'reset')
		const invite = tokenIn('ravi@brisk.test', 'invite')
		expect(reset).toBeDefined()
		expect(invite).toBeDefined()

		const bodies = await db.selectFrom('outbox').select('text_body').execute()
		for (const token of [reset!, invite!]) {
			expect(bodies.some((row) => row.text_body.includes(token))).toBe(false)
		}
		if (kind.name === 'sqlite') {
			for (const { name, bytes } of dataFiles(dataDir)) {
				for (const token of [reset!, invite!]) expect(bytes.includes(token), `${name} holds a live link`).toBe(false)
			}
		} else {
			// The row's old version, link and all, was vacuumed away (the statistics are written a moment later).
			let vacuumed = false
			for (let i = 0; i < 50 && !vacuumed; i++) {
				const { rows } = await sql<{ last_vacuum: string | null }>`
					select last_vacuum from pg_stat_user_tables where relname = 'outbox' and schemaname = current_schema()
				`.execute(db)
				vacuumed = Boolean(rows[0]?.last_vacuum)
				if (!vacuumed) await sleep(100)
			}
			expect(vacuumed).toBe(true)
		}

		// The people the mails are for still open their links.
		expect(await peekStaffToken(db, reset!, 'reset')).toMatchObject({ email: 'meera@brisk.test' })
		expect(await spendStaffToken(db, invite!, 'invite')).toBeTypeOf('number')
	})
})
