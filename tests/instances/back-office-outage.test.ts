import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { freshIp, send } from '#tests/abuse/http.ts'
import { backOfficeRecords, signedInStaff } from '#tests/abuse/staff.ts'
import {
	HEALTHY_WITHIN_MS,
	expectOutageAnswer,
	startOutageRig,
	waitUntilReady,
	type OutageRig,
} from '#tests/instances/outage.ts'
import type { Server } from '#tests/setup/two-instances.ts'

// The back office through two instances on one PostgreSQL database: changes that race each other, and the
// database going away under them (each form answered 503 within 5 s, nothing written, taken once when it is back).

describe.skipIf(!inject('postgresUrl'))('Back-office changes through two instances and a PostgreSQL outage', () => {
	let rig: OutageRig
	beforeAll(async () => {
		rig = await startOutageRig()
	})
	afterAll(async () => {
		await rig?.stop()
	})

	test('back-office changes from two instances stay whole: racing stage changes, and an outage answered 503 with nothing written', async () => {
		const { a, b, db, takeDatabaseAway, bringDatabaseBack } = rig
		const hr = await signedInStaff(db, a.baseUrl, 'hr')
		const stageTrail = async (applicationId: number) => ({
			stage: (
				await db.selectFrom('applications').select('status').where('id', '=', applicationId).executeTakeFirstOrThrow()
			).status,
			events: await db
				.selectFrom('application_events')
				.select('stage')
				.where('application_id', '=', applicationId)
				.where('kind', '=', 'stage')
				.orderBy('id')
				.execute(),
			audits: await db
				.selectFrom('audit_log')
				.select('action')
				.where('subject', '=', `application ${applicationId}`)
				.where('action', '=', 'application.stage-changed')
				.execute(),
		})

		// The same application moved at the same moment through each instance: each change that is
		// taken has its history event and audit entry, one that is not changes nothing (409).
		for (const [onA, onB] of [
			['Shortlisted', 'Rejected'],
			['Interview', 'Hired'],
			['Rejected', 'Shortlisted'],
		] as const) {
			const { applicationId } = await backOfficeRecords(db)
			const path = `/admin/applications/${applicationId}`
			const answers = await Promise.all([
				hr.post(path, { intent: 'stage', stage: onA }, a.baseUrl),
				hr.post(path, { intent: 'stage', stage: onB }, b.baseUrl),
			])
			for (const answer of answers) expect([302, 409]).toContain(answer.status)
			const taken = answers.filter((answer) => answer.status === 302).length
			expect(taken).toBeGreaterThanOrEqual(1)
			const trail = await stageTrail(applicationId)
			expect(trail.events).toHaveLength(taken)
			expect(trail.audits).toHaveLength(taken)
			expect(trail.stage).toBe(trail.events.at(-1)!.stage)
		}

		// The database goes away: each instance answers the form quickly with 503, and writes nothing.
		const { applicationId } = await backOfficeRecords(db)
		const path = `/admin/applications/${applicationId}`
		await takeDatabaseAway()
		try {
			for (const server of [a, b]) {
				const forms: Array<Record<string, string>> = [
					{ intent: 'stage', stage: 'Hired' },
					{ intent: 'note', note: 'Called back.' },
				]
				for (const fields of forms) {
					const started = Date.now()
					const answer = await hr.post(path, fields, server.baseUrl)
					expectOutageAnswer({ ...answer, ms: Date.now() - started })
				}
			}
		} finally {
			await bringDatabaseBack()
		}
		for (const server of [a, b]) await waitUntilReady(server.baseUrl, HEALTHY_WITHIN_MS)
		expect(await stageTrail(applicationId)).toEqual({ stage: 'New', events: [], audits: [] })
		// Back: the same form is taken, once.
		expect((await hr.post(path, { intent: 'stage', stage: 'Hired' }, b.baseUrl)).status).toBe(302)
		expect(await stageTrail(applicationId)).toEqual({
			stage: 'Hired',
			events: [{ stage: 'Hired' }],
			audits: [{ action: 'application.stage-changed' }],
		})
	})

	test('Recruiting at volume through an outage: a bulk move, a saved filter, a new job category and a reason for rejecting answer 503 and write nothing, and are taken once when it is back', async () => {
		const { a, b, db, takeDatabaseAway, bringDatabaseBack } = rig
		const admin = await signedInStaff(db, a.baseUrl, 'admin')
		const [first, second] = [await backOfficeRecords(db), await backOfficeRecords(db)]
		const tag = crypto.randomBytes(3).toString('hex')
		const bulkMove = (server: Server) =>
			send(server.baseUrl, {
				method: 'POST',
				path: '/admin/applications/bulk',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Cookie: admin.cookie,
					'X-Forwarded-For': freshIp(),
				},
				body: new URLSearchParams([
					['_csrf', admin.csrf],
					['application', `${first.applicationId}:New`],
					['application', `${second.applicationId}:New`],
					['stage', 'Shortlisted'],
					['sendMail', 'on'],
				]).toString(),
			})
		const saveFilter = (server: Server) =>
			admin.post(
				'/admin/applications/saved-filters',
				{ intent: 'save', name: `Pune guards ${tag}`, query: 'stage=New&q=Pune' },
				server.baseUrl,
			)
		const addCategory = (server: Server) =>
			admin.post('/admin/jobs/categories', { intent: 'add', en: `Plumbing ${tag}`, hi: 'प्लंबिंग' }, server.baseUrl)
		const addReason = (server: Server) =>
			admin.post('/admin/applications/reasons', { intent: 'add', label: `Left the city ${tag}` }, server.baseUrl)
		const written = async () => ({
			stages: (
				await db
					.selectFrom('applications')
					.select('status')
					.where('id', 'in', [first.applicationId, second.applicationId])
					.orderBy('id')
					.execute()
			).map((row) => row.status),
			audits: (
				await db.selectFrom('audit_log').select('action').where('staff_email', '=', admin.email).orderBy('id').execute()
			).map((row) => row.action),
			filters: (await db.selectFrom('saved_filters').select('name').where('staff_id', '=', admin.id).execute()).length,
			categories: (await db.selectFrom('job_categories').select('id').where('name', '=', `Plumbing ${tag}`).execute())
				.length,
			reasons: (
				await db.selectFrom('rejection_reasons').select('id').where('label', '=', `Left the city ${tag}`).execute()
			).length,
		})

		await takeDatabaseAway()
		try {
			for (const server of [a, b]) {
				for (const post of [bulkMove, saveFilter, addCategory, addReason]) {
					const started = Date.now()
					const answer = await post(server)
					expectOutageAnswer({ ...answer, ms: Date.now() - started })
				}
			}
		} finally {
			await bringDatabaseBack()
		}
		for (const server of [a, b]) await waitUntilReady(server.baseUrl, HEALTHY_WITHIN_MS)
		expect(await written()).toEqual({ stages: ['New', 'New'], audits: [], filters: 0, categories: 0, reasons: 0 })

		// Back: each is taken once, through either instance, and the bulk move says what it did.
		const moved = await bulkMove(b)
		expect(moved.status).toBe(200)
		expect(moved.text).toContain('2 moved to Shortlisted')
		expect((await saveFilter(a)).status).toBeLessThan(400)
		expect((await addCategory(b)).text).toContain(`The category “Plumbing ${tag}” is added.`)
		// The same category again, through the other instance: refused in words, not stored twice.
		const again = await addCategory(a)
		expect(again.status).toBe(400)
		// A reason for rejecting the same way: added through one, the same words through the other refused.
		expect((await addReason(a)).text).toContain(`“Left the city ${tag}” is on the list.`)
		const reasonAgain = await addReason(b)
		expect(reasonAgain.status).toBe(400)
		expect(reasonAgain.text).toContain(`“Left the city ${tag}” is already on the list.`)
		const after = await written()
		expect(after).toMatchObject({ stages: ['Shortlisted', 'Shortlisted'], filters: 1, categories: 1, reasons: 1 })
		expect(after.audits.filter((action) => action === 'application.stage-changed')).toHaveLength(2)
	})

	test('Site content edited through two instances: of two saves from one start one is stored, the other told; an outage answers 503 and writes nothing', async () => {
		const { a, b, db, takeDatabaseAway, bringDatabaseBack } = rig
		const editor = await signedInStaff(db, a.baseUrl, 'content')
		const path = '/admin/content/timeline'
		/** What the editor's form starts from on this instance now (its hidden "base" field). */
		const formStart = async (server: Server) => {
			const page = await send(server.baseUrl, { path, headers: { Cookie: editor.cookie } })
			expect(page.status).toBe(200)
			return /name="base" value="([^"]*)"/.exec(page.text)![1]!
		}
		const draft = () => db.selectFrom('content_drafts').selectAll().where('section', '=', 'timeline').execute()
		const title = 'en:0.text'

		// Both editors opened the section on the same start; they press Save at the same moment on each instance.
		const start = await formStart(a)
		expect(await formStart(b)).toBe(start)
		const answers = await Promise.all([
			editor.postMultipart(path, { base: start, intent: 'save', [title]: 'Saved through A' }, a.baseUrl),
			editor.postMultipart(path, { base: start, intent: 'save', [title]: 'Saved through B' }, b.baseUrl),
		])
		expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409])
		const refused = answers.find((answer) => answer.status === 409)!
		expect(refused.text).toContain('Not saved: this section changed while you were editing')
		const stored = await draft()
		expect(stored).toHaveLength(1)
		const winner = answers[0]!.status === 302 ? 'Saved through A' : 'Saved through B'
		expect(stored[0]!.body).toContain(winner)
		// The refused words came back in the form, to send again.
		expect(refused.text).toContain(winner === 'Saved through A' ? 'Saved through B' : 'Saved through A')

		// The database goes away: a save or publish through either instance answers 503 quickly and writes nothing.
		const current = await formStart(b)
		const versionsBefore = await db.selectFrom('content_versions').select('id').execute()
		await takeDatabaseAway()
		try {
			for (const server of [a, b]) {
				for (const intent of ['save', 'publish']) {
					const started = Date.now()
					const answer = await editor.postMultipart(
						path,
						{ base: current, intent, [title]: 'During the outage' },
						server.baseUrl,
					)
					expectOutageAnswer({ ...answer, ms: Date.now() - started })
				}
			}
		} finally {
			await bringDatabaseBack()
		}
		for (const server of [a, b]) await waitUntilReady(server.baseUrl, HEALTHY_WITHIN_MS)
		expect((await draft())[0]!.body).toContain(winner)
		expect(await db.selectFrom('content_versions').select('id').execute()).toEqual(versionsBefore)
		// Back: the same form is taken, and published once.
		const published = await editor.postMultipart(
			path,
			{ base: current, intent: 'publish', [title]: 'After the outage' },
			a.baseUrl,
		)
		expect(published.status).toBe(302)
		expect(await draft()).toEqual([])
		const versions = await db.selectFrom('content_versions').select('body').where('section', '=', 'timeline').execute()
		expect(versions).toHaveLength(1)
		expect(versions[0]!.body).toContain('After the outage')
	})
})
