import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { eraseApplication } from './application-erasure.server.ts'
import { inviteToApply, invitedTo } from './pool-invitations.server.ts'

const hr = { id: 1, name: 'Hema', email: 'hema@brisk.test' }

describe.each(testDatabases())('Inviting past applicants to a new job on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	// Where the erasure looks for copies of mails and texts sent to files.
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-pool-'))
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		// An erasure removes the person's counters, named with the site's secret.
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
	})
	afterAll(async () => {
		await destroy()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	async function outboxOf(applicationId: number) {
		return db
			.selectFrom('outbox')
			.select(['channel', 'kind', 'to_address', 'subject', 'text_body as text'])
			.where('application_id', '=', applicationId)
			.execute()
	}

	test('a mail in their language to those with an address, a text to the others, once per job and person', async () => {
		const before = await insertJob(db, 'Security Guard', 'Security')
		const now = await insertJob(db, 'Night Guard', 'Security')
		const mailed = await insertApplication(db, 'Asha Mail', {
			jobId: before,
			field: 'Security',
			createdAt: '2026-10-01T05:00:00Z',
			contact: '+919800000011',
			status: 'Rejected',
		})
		await db.updateTable('applications').set({ language: 'hi' }).where('id', '=', mailed).execute()
		const texted = await insertApplication(db, 'Bala Text', {
			jobId: before,
			field: 'Security',
			createdAt: '2026-10-02T05:00:00Z',
			contact: '+919800000012',
			status: 'Rejected',
		})
		await db.updateTable('applications').set({ email: '', language: 'te' }).where('id', '=', texted).execute()

		expect(await inviteToApply(db, hr, { jobId: now, applicationId: mailed })).toEqual({
			ok: true,
			channel: 'mail',
			to: 'asha@example.com',
		})
		const [mail] = await outboxOf(mailed)
		expect(mail).toMatchObject({ channel: 'mail', kind: 'pool-invitation', to_address: 'asha@example.com' })
		expect(mail!.subject).toBe('Brisk: आपके लिए नई नौकरी – Night Guard')
		expect(mail!.text).toContain(`/hi/career/${now}?from=invitation`)
		expect(mail!.text).toContain('जगह: Pune')

		expect(await inviteToApply(db, hr, { jobId: now, applicationId: texted })).toEqual({
			ok: true,
			channel: 'sms',
			to: '+91 98000 00012',
		})
		const [text] = await outboxOf(texted)
		expect(text).toMatchObject({ channel: 'sms', kind: 'text-pool-invitation', to_address: '+919800000012' })
		// One link in a text: the short one, whose page offers the consent and the job's page.
		expect(text!.text).toMatch(/^Brisk: కొత్త ఉద్యోగం – Night Guard, ఊరు: Pune\..*\/p\/[\w-]{22}$/)

		// A second press sends nothing more.
		expect(await inviteToApply(db, hr, { jobId: now, applicationId: texted })).toEqual({ ok: false, reason: 'already' })
		expect(await outboxOf(texted)).toHaveLength(1)
		expect([...(await invitedTo(db, now)).keys()].sort()).toEqual(['+919800000011', '+919800000012'])
		// The application's history says who was invited, how and when.
		const history = await db
			.selectFrom('application_events')
			.select(['kind', 'text', 'staff_name'])
			.where('application_id', '=', texted)
			.execute()
		expect(history).toEqual([
			{ kind: 'text', text: `Invited to apply to job ${now} (Night Guard), to +91 98000 00012`, staff_name: 'Hema' },
		])

		// Erasing the application erases the invitation that names their number.
		const record = await db.selectFrom('applications').selectAll().where('id', '=', texted).executeTakeFirstOrThrow()
		await eraseApplication(db, record, hr, { mailDir: dir, smsDir: dir })
		expect([...(await invitedTo(db, now)).keys()]).toEqual(['+919800000011'])
		expect(await inviteToApply(db, hr, { jobId: now, applicationId: texted })).toEqual({
			ok: false,
			reason: 'not-found',
		})
	})

	test('nobody is invited to a closed job', async () => {
		const closed = await insertJob(db, 'Gardener', 'Gardening')
		await db.updateTable('jobs').set({ published: 0 }).where('id', '=', closed).execute()
		const person = await insertApplication(db, 'Chand Closed', {
			jobId: closed,
			field: 'Gardening',
			createdAt: '2026-10-01T05:00:00Z',
			contact: '+919800000013',
		})
		expect(await inviteToApply(db, hr, { jobId: closed, applicationId: person })).toEqual({
			ok: false,
			reason: 'job-closed',
		})
	})
})
