import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDatabase, type Db } from '#app/utils/db/db.server.ts'
import { antiForgery, multipartBody, openJobId, send } from '#tests/abuse/http.ts'
import { startServer } from '#tests/setup/server.ts'
import { startSmsSink } from '#tests/setup/sms-sink.ts'

// A server whose text messages go to a Twilio-style provider (SMS_URL): a guard who applies
// in Marathi without an e-mail address gets the reference by text, in Marathi.

describe('A server that sends text messages through a provider', () => {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-sms-'))
	const dataDir = path.join(work, 'data')
	const cleanup: Array<() => Promise<unknown>> = []
	let sink: Awaited<ReturnType<typeof startSmsSink>>
	let server: Awaited<ReturnType<typeof startServer>>
	let db: Db

	beforeAll(async () => {
		sink = await startSmsSink()
		cleanup.push(sink.close)
		server = await startServer({
			dataDir,
			logFile: path.join(work, 'server.log'),
			env: { SMS_URL: sink.url('AC42', 's3cret'), SMS_FROM: 'BRISK', OUTBOX_POLL_MS: '200', FORM_MIN_SECONDS: '0' },
		})
		cleanup.unshift(server.stop)
		db = createDatabase({ dataDir })
		cleanup.unshift(() => db.destroy())
	})

	afterAll(async () => {
		for (const step of cleanup) await step()
		fs.rmSync(work, { recursive: true, force: true })
	})

	test('A guard applies in Marathi without e-mail and gets a Marathi text with the reference', async () => {
		const jobId = await openJobId(server.baseUrl)
		// A job that asks for no e-mail and no files, with its title in Marathi.
		await db
			.updateTable('jobs')
			.set({ requires_email: 0, requires_photo: 0, requires_resume: 0, requires_aadhaar: 0 })
			.where('id', '=', jobId)
			.execute()
		await db
			.insertInto('job_translations')
			.values({ job_id: jobId, language: 'mr', title: 'सुरक्षा रक्षक', updated_at: new Date().toISOString() })
			.onConflict((oc) => oc.columns(['job_id', 'language']).doUpdateSet({ title: 'सुरक्षा रक्षक' }))
			.execute()
		const token = await antiForgery(server.baseUrl)
		const fields = {
			name: 'Ganesh Jadhav',
			email: '',
			contact: '98220 12345',
			location: 'पुणे',
			lastWork: 'सोसायटीत रक्षक',
			workYears: '4',
			languagesSpoken: 'मराठी, हिंदी',
			consent: 'on',
		}
		const response = await send(server.baseUrl, {
			method: 'POST',
			path: `/mr/career/${jobId}/submit`,
			headers: { Cookie: token.Cookie, 'Content-Type': 'multipart/form-data; boundary=XX', Accept: 'application/json' },
			body: multipartBody('XX', [
				{ name: '_csrf', value: token.token },
				...Object.entries(fields).map(([name, value]) => ({ name, value })),
			]),
		})
		expect(response.status, response.text).toBe(200)
		const { reference } = JSON.parse(response.text) as { reference: string }
		expect(reference).toMatch(/^BR-\d{4}-\d{6}-[A-Z][0-9A-Z]{4}$/)

		await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBeGreaterThan(0)
		expect(sink.received).toEqual([
			{
				path: '/2010-04-01/Accounts/AC42/Messages.json',
				authorization: `Basic ${Buffer.from('AC42:s3cret').toString('base64')}`,
				to: '+919822012345',
				from: 'BRISK',
				// With the status page's short address in Marathi and the office's number: for him it is the only record.
				body: `Brisk: सुरक्षा रक्षक पदासाठी तुमचा अर्ज मिळाला. क्रमांक ${reference}. अर्जाची स्थिती: ${server.baseUrl}/s/mr फोन: +91 20 4000 1000. Brisk कधीही पैसे मागत नाही.`,
			},
		])
		// The worker records the provider's answer once it has it.
		const row = () =>
			db.selectFrom('outbox').select(['status', 'attempts']).where('channel', '=', 'sms').executeTakeFirstOrThrow()
		await expect.poll(row, { timeout: 10_000 }).toEqual({ status: 'sent', attempts: 1 })
		// Sent to the provider, so not written into the data folder.
		expect(fs.existsSync(path.join(dataDir, 'sms'))).toBe(false)
	})
})
