import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { startSmsSink } from '#tests/setup/sms-sink.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { createMailSender } from './mail.server.ts'
import { listOutbox, retryFailedMessage } from './outbox-admin.server.ts'
import { deliverDueMessages, type Senders } from './outbox.server.ts'
import { createTextSender, enqueueText } from './sms.server.ts'

const budget = { perHour: 1000, perDay: 1000 }

describe.each(testDatabases())('Text messages in the outbox on $name', (kind) => {
	let db: Db
	let dataDir: string
	let destroy: () => Promise<void>
	let sink: Awaited<ReturnType<typeof startSmsSink>>

	beforeAll(async () => {
		;({ db, dataDir, destroy } = await kind.create())
		sink = await startSmsSink()
	})
	afterAll(async () => {
		await sink.close()
		await destroy()
	})

	function sender(): Senders {
		return {
			mail: createMailSender({ from: 'x@brisk.test', dataDir }),
			sms: createTextSender({ smsUrl: sink.url(), from: 'BRISK', dataDir, budget }),
		}
	}

	async function row(id: number) {
		return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
	}

	test('a queued text is posted once to the provider as a form, with basic authentication from the address', async () => {
		sink.received.length = 0
		const id = await enqueueText(db, {
			kind: 'text-received',
			to: '+919876543210',
			label: 'Text: application BR-2026-000001 received',
			text: 'Brisk: तुमचा अर्ज मिळाला. क्रमांक BR-2026-000001.',
		})
		// Two workers at once (two instances): the row is one worker's alone.
		const rounds = await Promise.all([
			deliverDueMessages(db, sender(), new Date(), { owner: 'one' }),
			deliverDueMessages(db, sender(), new Date(), { owner: 'two' }),
		])
		expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1)
		expect(sink.received).toEqual([
			{
				path: '/2010-04-01/Accounts/AC123/Messages.json',
				authorization: `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
				to: '+919876543210',
				from: 'BRISK',
				body: 'Brisk: तुमचा अर्ज मिळाला. क्रमांक BR-2026-000001.',
			},
		])
		expect(await row(id)).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1, last_error: null })
		expect(await deliverDueMessages(db, sender())).toEqual({ sent: 0, failed: 0 })
		// The Mail page lists it among the texts, and not among the mails.
		const texts = await listOutbox(db, { status: '', channel: 'sms', page: 1 })
		expect(texts.rows.map((text) => text.id)).toContain(id)
		expect((await listOutbox(db, { status: '', channel: 'mail', page: 1 })).rows.map((mail) => mail.id)).not.toContain(
			id,
		)
	})

	test('a provider in trouble (500) gets the text again later; a refused number (400) fails at once and can be retried', async () => {
		const start = new Date()
		const troubled = await enqueueText(
			db,
			{ kind: 'text-stage', to: '+919876500001', label: 'Text: 1', text: 'One' },
			start,
		)
		sink.answerWith(500)
		expect(await deliverDueMessages(db, sender(), start)).toEqual({ sent: 0, failed: 1 })
		expect(await row(troubled)).toMatchObject({ status: 'pending', attempts: 1 })
		expect((await row(troubled)).last_error).toContain('500')
		const later = new Date(start.getTime() + 60_000)
		expect(await deliverDueMessages(db, sender(), later)).toEqual({ sent: 1, failed: 0 })
		expect(await row(troubled)).toMatchObject({ status: 'sent', attempts: 2 })

		const refused = await enqueueText(
			db,
			{ kind: 'text-stage', to: '+919876500002', label: 'Text: 2', text: 'Two' },
			start,
		)
		sink.answerWith(400)
		expect(await deliverDueMessages(db, sender(), later)).toEqual({ sent: 0, failed: 1 })
		const failed = await row(refused)
		expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
		expect(failed.last_error).toContain('400')
		expect(failed.last_error).not.toContain('secret')
		const staff = { id: 1, email: 'admin@brisk.test' }
		expect(await retryFailedMessage(db, { id: refused, staff })).toBe(true)
		expect(await deliverDueMessages(db, sender())).toEqual({ sent: 1, failed: 0 })
		expect(await row(refused)).toMatchObject({ status: 'sent', attempts: 2 })
	})

	test('a provider out of reach is tried again', async () => {
		const id = await enqueueText(db, { kind: 'text-stage', to: '+919876500003', label: 'Text: 3', text: 'Three' })
		const nowhere = createTextSender({ smsUrl: 'http://127.0.0.1:9/sms', from: 'BRISK', dataDir, budget })
		const result = await deliverDueMessages(db, { sms: nowhere })
		expect(result).toEqual({ sent: 0, failed: 1 })
		expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 })
		await db.deleteFrom('outbox').where('id', '=', id).execute()
	})

	test('without SMS_URL each text is written as a file in the data folder, readable by the server alone', async () => {
		const id = await enqueueText(db, {
			kind: 'text-received',
			to: '+919876500004',
			label: 'Text: 4',
			text: 'Brisk: नमस्ते',
		})
		const files = {
			mail: createMailSender({ from: 'x@brisk.test', dataDir }),
			sms: createTextSender({ from: 'BRISK', dataDir, budget }),
		}
		expect(await deliverDueMessages(db, files)).toEqual({ sent: 1, failed: 0 })
		const smsDir = path.join(dataDir, 'sms')
		const name = fs.readdirSync(smsDir).find((file) => file.includes(`-${id}-text-received`))!
		expect(name).toMatch(/\.txt$/)
		expect(fs.readFileSync(path.join(smsDir, name), 'utf8')).toBe('To: +919876500004\nFrom: BRISK\n\nBrisk: नमस्ते\n')
		expect(fs.statSync(path.join(smsDir, name)).mode & 0o777).toBe(0o600)
		expect(fs.statSync(smsDir).mode & 0o777).toBe(0o700)
		// No mail was written for it.
		expect(fs.existsSync(path.join(dataDir, 'mail')) ? fs.readdirSync(path.join(dataDir, 'mail')) : []).toEqual([])
	})
})
