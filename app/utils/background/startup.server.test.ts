import { describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { createStaff, FIRST_ADMIN_HINT } from '#app/utils/staff/staff.server.ts'
import { startupSummary, summaryOf } from './startup.server.ts'

const env = {
	DATA_DIR: 'data',
	PUBLIC_URL: 'http://localhost:3000',
	DATABASE_URL: undefined,
	SMTP_URL: undefined,
	SMS_URL: undefined,
}

describe('what a start says', () => {
	test('a new site: its address, SQLite, mails as files, and how to make the first administrator', () => {
		const { message } = summaryOf({ env, port: 3000, workers: 1, hasStaff: false })
		expect(message).toContain('Brisk is running at http://localhost:3000.')
		expect(message).toContain('SQLite in data/brisk.db')
		expect(message).toContain('written as files to data/mail')
		expect(message).toContain('Text messages: written as files to data/sms')
		expect(message).toContain('npm run admin:create')
		expect(message).toContain(FIRST_ADMIN_HINT)
	})

	test('a site in use: no first-administrator hint, and no password of a connection address', () => {
		const { message, fields } = summaryOf({
			env: {
				...env,
				PUBLIC_URL: 'https://brisk.example',
				DATABASE_URL: 'postgres://brisk:secret-pw@db.internal:5432/brisk',
				SMTP_URL: 'smtp://mailer:smtp-pw@mail.internal:587',
				SMS_URL: 'https://AC123:sms-secret@api.twilio.com/2010-04-01/Accounts/AC123/Messages.json',
			},
			port: 3000,
			workers: 2,
			hasStaff: true,
		})
		expect(message).toContain('(public address https://brisk.example) in 2 worker processes.')
		expect(message).toContain('PostgreSQL at db.internal:5432')
		expect(message).toContain('sent through mail.internal:587')
		expect(message).toContain('Text messages: sent through api.twilio.com.')
		expect(message).not.toMatch(/secret-pw|smtp-pw|sms-secret|AC123|brisk:|mailer:/)
		expect(message).not.toContain('admin:create')
		expect(fields).toMatchObject({ workers: 2, database: 'postgresql', mail: 'smtp', staffAccounts: true })
	})
})

describe.each(testDatabases())('what a start says of the back office on $name', (kind) => {
	test('the first-administrator hint until an account exists, then the back office’s address', async () => {
		const { db, destroy } = await kind.create()
		try {
			expect((await startupSummary({ db, env, port: 3000, workers: 1 })).message).toContain(FIRST_ADMIN_HINT)
			await createStaff(db, { email: 'asha@brisk.test', name: 'Asha', role: 'admin' })
			const { message } = await startupSummary({ db, env, port: 3000, workers: 1 })
			expect(message).toContain('Back office: http://localhost:3000/admin.')
			expect(message).not.toContain(FIRST_ADMIN_HINT)
		} finally {
			await destroy()
		}
	})
})
