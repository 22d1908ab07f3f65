import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testDatabases } from '#tests/setup/databases.ts'
import { insertApplication, insertJob } from '#tests/fixtures/application-records.ts'
import type { Db } from '#app/utils/db/db.server.ts'
import { readStoredFile } from '#app/utils/files/files.server.ts'
import { keepSecrets } from '#app/utils/http/secrets.server.ts'
import { createStaff } from '#app/utils/staff/staff.server.ts'
import { eraseApplication } from '#app/utils/applications/application-erasure.server.ts'
import { addToJob, agreeByLink, readPoolLink } from './pool-consent.server.ts'
import { inviteToApply, invitedTo } from '#app/utils/applications/pool-invitations.server.ts'

const hr = { id: 1, name: 'Hema', email: 'hema@brisk.test' }

describe.each(testDatabases())('A past applicant agrees to be put forward for a new job, on $name', (kind) => {
	let db: Db
	let destroy: () => Promise<void>
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brisk-pool-consent-'))
	let contactNumber = 20
	beforeAll(async () => {
		;({ db, destroy } = await kind.create())
		keepSecrets({ current: 's'.repeat(40), accepted: ['s'.repeat(40)] })
		// A recruiter who asked to hear of every new application at once.
		const staffId = await createStaff(db, { email: 'rita@brisk.test', name: 'Rita', role: 'hr' })
		await db
			.insertInto('application_notice_settings')
			.values({ staff_id: staffId, frequency: 'now', all_jobs: 1, updated_at: new Date().toISOString() })
			.execute()
	})
	afterAll(async () => {
		await destroy()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	/** A person who applied to an earlier job of the kind, and the new job they are invited to (a mail in Marathi). */
	async function invited(name: string) {
		const before = await insertJob(db, 'Security Guard', 'Security')
		const job = await insertJob(db, 'Night Guard', 'Security')
		const contact = `+9198000001${contactNumber++}`
		const earlier = await insertApplication(db, name, {
			jobId: before,
			field: 'Security',
			createdAt: '2026-10-01T05:00:00Z',
			contact,
			status: 'Rejected',
		})
		await db
			.updateTable('applications')
			.set({ language: 'mr', experience: '3 years at a factory gate' })
			.where('id', '=', earlier)
			.execute()
		expect(await inviteToApply(db, hr, { jobId: job, applicationId: earlier })).toMatchObject({ ok: true })
		const row = await db
			.selectFrom('pool_invitations')
			.select(['id', 'token'])
			.where('application_id', '=', earlier)
			.executeTakeFirstOrThrow()
		return { job, earlier, contact, invitationId: row.id, token: row.token! }
	}

	async function applicationsFor(jobId: number) {
		return db.selectFrom('applications').selectAll().where('job_id', '=', jobId).execute()
	}

	test('the mail carries the short link and the job link marked as the invitation’s; opening the page changes nothing', async () => {
		const { job, earlier, token, invitationId } = await invited('Asha Open')
		const mail = await db
			.selectFrom('outbox')
			.select('text_body')
			.where('application_id', '=', earlier)
			.where('kind', '=', 'pool-invitation')
			.executeTakeFirstOrThrow()
		expect(mail.text_body).toContain(`/mr/career/${job}?from=invitation`)
		expect(mail.text_body).toContain(`/p/${token}`)
		expect(token).toMatch(/^[\w-]{22}$/)

		// The page read as often as a mail scanner likes: still no consent.
		for (let read = 0; read < 3; read++) {
			expect(await readPoolLink(db, token, 'mr')).toMatchObject({
				state: 'open',
				jobId: job,
				job: 'Night Guard — Pune',
			})
		}
		expect((await invitedTo(db, job)).values().next().value).toMatchObject({ consentAt: null })

		const at = new Date('2026-11-20T06:00:00Z')
		expect(await agreeByLink(db, invitationId, at)).toBe(true)
		// A second press keeps the first time.
		expect(await agreeByLink(db, invitationId, new Date('2026-11-21T06:00:00Z'))).toBe(false)
		expect(await readPoolLink(db, token, 'mr')).toMatchObject({ state: 'agreed', agreedAt: at.toISOString() })
		const row = await db
			.selectFrom('pool_invitations')
			.select(['consent_at', 'consent_by'])
			.where('id', '=', invitationId)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({ consent_at: at.toISOString(), consent_by: 'link' })
	})

	test('an unknown link and a closed job say so; a closed job takes no consent', async () => {
		expect(await readPoolLink(db, 'x'.repeat(22), 'te')).toEqual({ state: 'invalid' })
		expect(await readPoolLink(db, 'short', 'te')).toEqual({ state: 'invalid' })
		const { job, token, invitationId } = await invited('Bala Closed')
		await db.updateTable('jobs').set({ published: 0 }).where('id', '=', job).execute()
		expect(await readPoolLink(db, token, 'te')).toEqual({ state: 'closed', job: 'Night Guard — Pune' })
		expect(await agreeByLink(db, invitationId)).toBe(false)
	})

	test('"Add to this job" makes one new application from the latest one, with copies of its files and the consent', async () => {
		const { job, earlier, invitationId } = await invited('Chitra Added')
		const consent = new Date('2026-11-22T04:30:00Z')
		await agreeByLink(db, invitationId, consent)
		const now = new Date('2026-11-23T06:00:00Z')
		const outcome = await addToJob(db, hr, { jobId: job, applicationId: earlier }, now)
		expect(outcome).toMatchObject({ ok: true })
		if (!outcome.ok) return
		const [added, ...others] = await applicationsFor(job)
		expect(others).toEqual([])
		const source = await db.selectFrom('applications').selectAll().where('id', '=', earlier).executeTakeFirstOrThrow()
		expect(added).toMatchObject({
			id: outcome.applicationId,
			name: 'Chitra Added',
			contact: source.contact,
			email: source.email,
			language: 'mr',
			experience: '3 years at a factory gate',
			aadhaar_number: '234567891234',
			status: 'New',
			source: 'invitation',
			consent_at: consent.toISOString(),
			created_at: now.toISOString(),
		})
		// Its own copy of the résumé: the same bytes under another id.
		expect(added!.resume_file_id).toBeTruthy()
		expect(added!.resume_file_id).not.toBe(source.resume_file_id)
		const [copy, original] = await Promise.all([
			readStoredFile(db, added!.resume_file_id!),
			readStoredFile(db, source.resume_file_id!),
		])
		expect(copy!.bytes.equals(original!.bytes)).toBe(true)
		expect(copy!.original_name).toBe(original!.original_name)

		const history = await db
			.selectFrom('application_events')
			.select(['kind', 'text', 'staff_name'])
			.where('application_id', '=', added!.id)
			.execute()
		expect(history).toEqual([
			{
				kind: 'note',
				text: `Added from the people to call back, with their agreement of 22 Nov 2026 (from application ${earlier})`,
				staff_name: 'Hema',
			},
		])
		const audit = await db
			.selectFrom('audit_log')
			.select(['action', 'subject'])
			.where('action', '=', 'pool.add')
			.where('subject', '=', `application ${added!.id}`)
			.execute()
		expect(audit).toHaveLength(1)
		// The recruiter who hears of each application at once hears of this one.
		const notice = await db
			.selectFrom('outbox')
			.select(['to_address', 'subject'])
			.where('application_id', '=', added!.id)
			.where('kind', '=', 'staff-new-application')
			.execute()
		expect(notice).toEqual([
			{ to_address: 'rita@brisk.test', subject: `New application: Night Guard — Pune (${outcome.reference})` },
		])
		// The person hears of it as if they had applied: the acknowledgement in Marathi, with the new reference.
		expect(outcome.acknowledged).toBe('mail')
		const acknowledgement = await db
			.selectFrom('outbox')
			.select(['to_address', 'text_body'])
			.where('application_id', '=', added!.id)
			.where('kind', '=', 'career-candidate')
			.executeTakeFirstOrThrow()
		expect(acknowledgement.to_address).toBe(source.email)
		expect(acknowledgement.text_body).toContain(outcome.reference)
		expect(acknowledgement.text_body).toContain('/mr/career/status')

		// Once per job and person.
		expect(await addToJob(db, hr, { jobId: job, applicationId: earlier })).toEqual({ ok: false, reason: 'already' })
		expect(await applicationsFor(job)).toHaveLength(1)
	})

	test('a person without e-mail who is added hears of it by text, in their language, as a text staff set off', async () => {
		const { job, earlier, invitationId } = await invited('Devi Texted')
		await db.updateTable('applications').set({ email: '' }).where('id', '=', earlier).execute()
		await agreeByLink(db, invitationId)
		const outcome = await addToJob(db, hr, { jobId: job, applicationId: earlier })
		expect(outcome).toMatchObject({ ok: true, acknowledged: 'text' })
		if (!outcome.ok) return
		const texts = await db
			.selectFrom('outbox')
			.select(['kind', 'to_address', 'text_body', 'origin'])
			.where('application_id', '=', outcome.applicationId)
			.where('channel', '=', 'sms')
			.execute()
		expect(texts).toEqual([
			expect.objectContaining({
				kind: 'text-received',
				to_address: expect.stringContaining('98000001'),
				origin: 'staff',
			}),
		])
		expect(texts[0]!.text_body).toContain(outcome.reference)
		expect(texts[0]!.text_body).toContain('/s/mr')
	})

	test('refused without the person’s consent, for a closed job, and for an erased person', async () => {
		const asked = await invited('Dev Silent')
		expect(await addToJob(db, hr, { jobId: asked.job, applicationId: asked.earlier })).toEqual({
			ok: false,
			reason: 'no-consent',
		})
		expect(await applicationsFor(asked.job)).toEqual([])

		const closed = await invited('Esha Closed')
		await agreeByLink(db, closed.invitationId)
		await db.updateTable('jobs').set({ till_date: '2020-01-01' }).where('id', '=', closed.job).execute()
		expect(await addToJob(db, hr, { jobId: closed.job, applicationId: closed.earlier })).toEqual({
			ok: false,
			reason: 'job-closed',
		})

		const erased = await invited('Farid Erased')
		await agreeByLink(db, erased.invitationId)
		const record = await db
			.selectFrom('applications')
			.selectAll()
			.where('id', '=', erased.earlier)
			.executeTakeFirstOrThrow()
		await eraseApplication(db, record, hr, { mailDir: dir, smsDir: dir })
		expect(await addToJob(db, hr, { jobId: erased.job, applicationId: erased.earlier })).toEqual({
			ok: false,
			reason: 'erased',
		})
		expect(await readPoolLink(db, erased.token, 'mr')).toEqual({ state: 'invalid' })
		expect(await applicationsFor(erased.job)).toEqual([])
	})

	test('erasing either application leaves the other whole, its files too', async () => {
		const first = await invited('Gita Source')
		await agreeByLink(db, first.invitationId)
		const outcome = await addToJob(db, hr, { jobId: first.job, applicationId: first.earlier })
		if (!outcome.ok) throw new Error(outcome.reason)
		const source = await db
			.selectFrom('applications')
			.selectAll()
			.where('id', '=', first.earlier)
			.executeTakeFirstOrThrow()
		await eraseApplication(db, source, hr, { mailDir: dir, smsDir: dir })
		const kept = await db
			.selectFrom('applications')
			.selectAll()
			.where('id', '=', outcome.applicationId)
			.executeTakeFirstOrThrow()
		expect(kept).toMatchObject({ name: 'Gita Source', erased_at: null, source: 'invitation' })
		expect(await readStoredFile(db, kept.resume_file_id!)).toBeDefined()

		const second = await invited('Hari Added')
		await agreeByLink(db, second.invitationId)
		const again = await addToJob(db, hr, { jobId: second.job, applicationId: second.earlier })
		if (!again.ok) throw new Error(again.reason)
		const added = await db
			.selectFrom('applications')
			.selectAll()
			.where('id', '=', again.applicationId)
			.executeTakeFirstOrThrow()
		await eraseApplication(db, added, hr, { mailDir: dir, smsDir: dir })
		const original = await db
			.selectFrom('applications')
			.selectAll()
			.where('id', '=', second.earlier)
			.executeTakeFirstOrThrow()
		expect(original).toMatchObject({ name: 'Hari Added', erased_at: null })
		expect(await readStoredFile(db, original.resume_file_id!)).toBeDefined()
	})
})
